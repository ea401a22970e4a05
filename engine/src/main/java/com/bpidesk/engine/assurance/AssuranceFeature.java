package com.bpidesk.engine.assurance;

import com.bpidesk.engine.platform.ClientNames;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.Organizations;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.http.ApiModule;
import java.util.List;

/**
 * Decision assurance envelopes (issue 3): evaluation, storage with the audit chain, the compliance review API and
 * {@code assurance verify}. Provides {@link AssuranceService} and {@link EnvelopeEvaluator}, the in-process entry points
 * for other features (docs/envelope.md).
 */
public final class AssuranceFeature implements Feature {

    @Override
    public String name() {
        return "assurance";
    }

    @Override
    public List<ApiModule> start(EngineContext ctx) {
        PolicyRules rules = new PolicyRules(ctx.database(), ctx.clock());
        EnvelopeEvaluator evaluator = new EnvelopeEvaluator(rules::enabled, ctx.clock());
        // instrument names for actions in words come from the market's reference data (market is listed before assurance)
        var prices = ctx.services().find(com.bpidesk.engine.market.PriceHistory.class);
        AssuranceService service = new AssuranceService(ctx.database(), ctx.clock(), evaluator,
                symbol -> prices.flatMap(p -> p.instrument(symbol)).map(com.bpidesk.engine.market.Instrument::name));
        ctx.services().provide(AssuranceService.class, service);
        ctx.services().provide(EnvelopeEvaluator.class, evaluator);
        ctx.services().provide(ClientMandates.class, new ClientMandates(ctx.database(), ctx.clock()));
        String demoOrg = ctx.config().get("signals.demo.organization", Organizations.LOCAL);
        if (ctx.dataSettings().demo() && !"none".equals(demoOrg)) {
            // The demo compliance queue goes to the organization that gets the demo book (ADR 0137).
            DemoProposals.seedIfEmpty(service, rules, demoOrg);
        }
        // the client book (signals) starts later: examiner's bundles look its names up when they are built (ADR 0245)
        ExaminerBundles bundles = new ExaminerBundles(ctx.database(), ctx.clock(), () -> ctx.services().find(ClientNames.class));
        return List.of(new AssuranceModule(service, rules), new ExaminerBundleModule(bundles));
    }

    @Override
    public List<CliCommand> commands() {
        return List.of(new AssuranceCli());
    }
}
