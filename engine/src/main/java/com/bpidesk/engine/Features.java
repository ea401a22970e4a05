package com.bpidesk.engine;

import com.bpidesk.engine.assurance.AssuranceModule;
import com.bpidesk.engine.macro.MacroData;
import com.bpidesk.engine.macro.MacroFeature;
import com.bpidesk.engine.macro.RegimeService;
import com.bpidesk.engine.macro.SignalsFeed;
import com.bpidesk.engine.market.MarketFeature;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.http.ApiModule;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place where the engine's features are wired: each feature builds its services from the
 * {@link EngineContext} (and from services of features it depends on) and contributes its API module.
 * Order matters: a feature comes after the features it uses.
 */
final class Features {

    private Features() {
    }

    @SuppressWarnings("unused")   // services are local variables so later features can take them
    static List<ApiModule> create(EngineContext ctx) {
        List<ApiModule> modules = new ArrayList<>();

        // Market data (issue 4): price store, demo market, CSV import, A5 charts.
        MarketFeature market = MarketFeature.create(ctx);
        PriceHistory prices = market.prices();
        MarketReference marketReference = market.reference();
        modules.add(market.api());

        // Macro data (issue 4): series store, B4 signals feed, A4 regime.
        MacroFeature macro = MacroFeature.create(ctx, market.prices());
        MacroData macroData = macro.store();
        SignalsFeed signalsFeed = macro.feed();
        RegimeService regime = macro.regime();
        modules.add(macro.api());

        // Decision assurance envelopes (issue 3): evaluation, storage with audit chain, compliance review API.
        // assurance.evaluator() / assurance.service(): in-process evaluation for other features (docs/envelope.md).
        AssuranceModule assurance = AssuranceModule.create(ctx);
        modules.add(assurance);

        // Investment-committee analysis (issue 5): durable job queue, seven agents, A1-A3, B2, cancel.
        if (ctx.config().getBoolean("swarm.enabled", true)) {
            com.bpidesk.engine.swarm.SwarmFeature swarm = com.bpidesk.engine.swarm.SwarmFeature.create(ctx, prices,
                    marketReference, macroData, regime, signalsFeed);
            modules.add(swarm.api());
        }

        // Behavioral DNA (B1) and the client book's advisor signals C1-C5 (issue 6).
        com.bpidesk.engine.behavior.DnaScorer dnaScorer = new com.bpidesk.engine.behavior.DnaScorer(prices, marketReference, ctx.clock());
        modules.add(new com.bpidesk.engine.behavior.BehaviorModule(dnaScorer, ctx.config().get("behavior.home.country", "US")));
        com.bpidesk.engine.signals.SignalService signals = com.bpidesk.engine.signals.SignalsFeature.create(ctx, prices, marketReference,
                regime, signalsFeed, com.bpidesk.engine.signals.SignalsFeature.reviewQueue(assurance.service()));
        modules.add(new com.bpidesk.engine.signals.SignalsModule(signals));

        return modules;
    }
}
