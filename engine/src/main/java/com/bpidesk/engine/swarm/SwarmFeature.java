package com.bpidesk.engine.swarm;

import com.bpidesk.engine.assurance.AssuranceService;
import com.bpidesk.engine.assurance.ClientMandates;
import com.bpidesk.engine.assurance.EnvelopeEvaluator;
import com.bpidesk.engine.behavior.DnaScorer;
import com.bpidesk.engine.fx.FxRates;
import com.bpidesk.engine.fx.MissingRateException;
import com.bpidesk.engine.macro.MacroData;
import com.bpidesk.engine.macro.RegimeService;
import com.bpidesk.engine.macro.SignalsFeed;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.settings.DataSettings;
import com.bpidesk.engine.swarm.agents.AssuranceEnvelopes;
import com.bpidesk.engine.swarm.agents.BehavioralAgent;
import com.bpidesk.engine.swarm.agents.DecisionEnvelopes;
import com.bpidesk.engine.swarm.agents.FactorQuant;
import com.bpidesk.engine.swarm.agents.MacroStrategist;
import com.bpidesk.engine.swarm.agents.PortfolioAnalyst;
import com.bpidesk.engine.swarm.agents.RiskManager;
import com.bpidesk.engine.swarm.agents.SectorSpecialist;
import com.bpidesk.engine.swarm.agents.SynthesisAgent;
import com.bpidesk.engine.swarm.facts.FactBaseBuilder;
import com.bpidesk.engine.swarm.facts.FactorLibrary;
import com.bpidesk.engine.swarm.facts.RiskFree;
import java.time.Clock;
import java.util.List;
import java.util.function.Supplier;

/**
 * Investment-committee analysis (issue 5): the durable job queue, the seven agents, A1-A3, B2 and cancel; recovers
 * interrupted jobs at start. With FX (issue 16) every amount and return is in the base currency
 * ({@code base_currency} of the submission, else the firm's {@code base.currency}, default USD); a holding currency
 * without a rate is refused at submission (422 naming the pair). Provides {@link SwarmJobs} (absent when
 * {@code swarm.enabled=false}). Settings: {@code swarm.enabled} (default true), {@code jobs.workers} (default 2),
 * {@code jobs.sync.wait.seconds} (default 120, the wait of {@code POST /api/swarm}), {@code jobs.lease.seconds} (default 15)
 * and {@code jobs.poll.millis} (default 1000): a dead node's jobs are taken over within lease + poll (ADR 0112).
 */
public final class SwarmFeature implements Feature {

    @Override
    public String name() {
        return "swarm";
    }

    @Override
    public List<ApiModule> start(EngineContext ctx) {
        if (!ctx.config().getBoolean("swarm.enabled", true)) {
            return List.of();
        }
        var services = ctx.services();
        PriceHistory prices = services.require(PriceHistory.class);
        MarketReference reference = services.require(MarketReference.class);
        FxRates fx = services.require(FxRates.class); // the first feature: always there
        DataSettings settings = ctx.dataSettings();
        Supplier<String> defaultBase = settings::baseCurrency;
        Analysis analysis = analysis(prices, reference, services.require(MacroData.class), services.require(RegimeService.class),
                services.require(SignalsFeed.class),
                new AssuranceEnvelopes(services.require(EnvelopeEvaluator.class), services.require(AssuranceService.class),
                        services.require(ClientMandates.class)::get, job -> SwarmJobs.maker(ctx.database(), job)),
                services.require(DnaScorer.class), ctx.clock(), fx, defaultBase);
        FactBaseBuilder check = new FactBaseBuilder(prices, null, null, fx::table, defaultBase);
        SwarmJobs jobs = new SwarmJobs(ctx.database(), ctx.clock(), ctx.config().getInt("jobs.workers", 2),
                new SubmissionValidator(prices, n -> {
                    try {
                        check.checkConvertible(n);
                    } catch (MissingRateException e) {
                        throw e.toDomain();
                    }
                }), analysis, ctx.config().getInt("jobs.lease.seconds", SwarmJobs.DEFAULT_LEASE_SECONDS),
                ctx.config().getLong("jobs.poll.millis", SwarmJobs.DEFAULT_POLL_MILLIS));
        ctx.closeOnStop(jobs);
        jobs.recover();
        services.provide(SwarmJobs.class, jobs);
        return List.of(new SwarmModule(() -> jobs, ctx.config().getInt("jobs.sync.wait.seconds", 120)));
    }

    /** The analysis pipeline alone (used by the tests and the benchmark). */
    public static Analysis analysis(PriceHistory prices, MarketReference reference, MacroData macro, RegimeService regimes,
                                    SignalsFeed feed, DecisionEnvelopes envelopes, Clock clock) {
        return analysis(prices, reference, macro, regimes, feed, envelopes, clock, null, () -> "USD");
    }

    /** The analysis pipeline converting into the base currency with {@code fx} (null: no conversion). */
    public static Analysis analysis(PriceHistory prices, MarketReference reference, MacroData macro, RegimeService regimes,
                                    SignalsFeed feed, DecisionEnvelopes envelopes, Clock clock, FxRates fx,
                                    Supplier<String> defaultBase) {
        return analysis(prices, reference, macro, regimes, feed, envelopes, new DnaScorer(prices, reference, clock), clock, fx,
                defaultBase);
    }

    static Analysis analysis(PriceHistory prices, MarketReference reference, MacroData macro, RegimeService regimes,
                             SignalsFeed feed, DecisionEnvelopes envelopes, DnaScorer dna, Clock clock, FxRates fx,
                             Supplier<String> defaultBase) {
        RiskFree rf = new RiskFree(macro);
        FactorLibrary factors = new FactorLibrary(prices, rf);
        FactBaseBuilder facts = new FactBaseBuilder(prices, rf, factors, fx == null ? null : fx::table, defaultBase);
        return new Analysis(facts, List.of(new PortfolioAnalyst(), new MacroStrategist(regimes, feed, reference), new RiskManager(),
                new SectorSpecialist(reference), new FactorQuant(), new BehavioralAgent(dna)), new SynthesisAgent(envelopes), clock);
    }
}
