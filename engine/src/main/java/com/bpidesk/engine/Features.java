package com.bpidesk.engine;

import com.bpidesk.engine.agents.AgentServer;
import com.bpidesk.engine.agents.AgentTools;
import com.bpidesk.engine.agents.AgentsModule;
import com.bpidesk.engine.assurance.AssuranceModule;
import com.bpidesk.engine.behavior.BehaviorModule;
import com.bpidesk.engine.behavior.DnaScorer;
import com.bpidesk.engine.behavior.PortfolioParseModule;
import com.bpidesk.engine.transactions.ImportProfileStore;
import com.bpidesk.engine.transactions.ImportProfilesModule;
import com.bpidesk.engine.data.DataFeature;
import com.bpidesk.engine.fx.FxFeature;
import com.bpidesk.engine.fx.FxRates;
import com.bpidesk.engine.macro.MacroData;
import com.bpidesk.engine.macro.MacroFeature;
import com.bpidesk.engine.macro.RegimeService;
import com.bpidesk.engine.macro.SignalsFeed;
import com.bpidesk.engine.market.MarketFeature;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.reports.BrandStore;
import com.bpidesk.engine.reports.ReportsModule;
import com.bpidesk.engine.research.ResearchFeature;
import com.bpidesk.engine.signals.SignalService;
import com.bpidesk.engine.signals.SignalsFeature;
import com.bpidesk.engine.signals.SignalsModule;
import com.bpidesk.engine.swarm.SwarmFeature;
import com.bpidesk.engine.swarm.agents.AssuranceEnvelopes;
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
        // FX rates (issue 16): store, importers, demo layer, cross rates; A5's currency= conversion.
        FxFeature fx = FxFeature.create(ctx);
        FxRates fxRates = fx.rates();
        modules.add(fx.api());

        MarketFeature market = MarketFeature.create(ctx, fx.chartCurrency());
        PriceHistory prices = market.prices();
        MarketReference marketReference = market.reference();
        modules.add(market.api());

        // Macro data (issue 4): series store, B4 signals feed, A4 regime.
        MacroFeature macro = MacroFeature.create(ctx, market.prices());
        MacroData macroData = macro.store();
        SignalsFeed signalsFeed = macro.feed();
        RegimeService regime = macro.regime();
        modules.add(macro.api());

        // Data sources (issue 4): data mode, online providers, refresh with progress.
        DataFeature data = DataFeature.create(ctx, market, macro);
        modules.add(data.api());

        // Decision assurance envelopes (issue 3): evaluation, storage with audit chain, compliance review API.
        // assurance.evaluator() / assurance.service(): in-process evaluation for other features (docs/envelope.md).
        AssuranceModule assurance = AssuranceModule.create(ctx);
        modules.add(assurance);

        // Research (issue 7, B3): note store, background semantic index, search. Other features add notes through
        // research.notes(); the swarm's completion hook is research.recordBriefing(...).
        ResearchFeature research = ResearchFeature.create(ctx);
        research.followSignalsFeed(signalsFeed);
        modules.add(research.module());

        // Investment-committee analysis (issue 5): durable job queue, seven agents, A1-A3, B2, cancel.
        SwarmFeature swarm = null;
        if (ctx.config().getBoolean("swarm.enabled", true)) {
            swarm = SwarmFeature.create(ctx, prices,
                    marketReference, macroData, regime, signalsFeed,
                    new AssuranceEnvelopes(assurance.evaluator(), assurance.service()), fxRates);
            modules.add(swarm.api());
            // Each completed analysis becomes committee research notes (one per agent section).
            swarm.jobs().onComplete(done -> research.recordBriefing(done.organizationId(), done.analysis()));
        }

        // Behavioral DNA (B1) and the client book's advisor signals C1-C5 (issue 6).
        DnaScorer dnaScorer = new DnaScorer(prices, marketReference, ctx.clock());
        ImportProfileStore importProfiles = new ImportProfileStore(ctx.database(), ctx.clock());
        modules.add(new BehaviorModule(dnaScorer, ctx.config().get("behavior.home.country", "US"), importProfiles));
        modules.add(new ImportProfilesModule(importProfiles));
        // A holdings CSV read into submission positions (the app sends files here instead of splitting CSV itself).
        modules.add(new PortfolioParseModule());
        SignalService signals = SignalsFeature.create(ctx, prices, marketReference,
                regime, signalsFeed, SignalsFeature.reviewQueue(assurance.service()));
        modules.add(new SignalsModule(signals));

        // Reports (issue 7, B5): branded PDF reports of analysis jobs or portfolios, saved brands (needs the swarm; client
        // subjects read the client book through the signals service).
        if (swarm != null) {
            modules.add(new ReportsModule(swarm.jobs(), prices,
                    new BrandStore(ctx.database(), ctx.clock()), ctx.clock(),
                    ctx.config().getInt("reports.analysis.wait.seconds", 120), signals));
        }

        // The server for approved AI agents (issue 14): read-only MCP tools at /mcp, off by default (agents.enabled).
        if (ctx.config().getBoolean("agents.enabled", false)) {
            var mapper = AgentServer.jsonMapper();
            AgentServer.Http mcp = AgentServer.http(new AgentTools(signals, macro.regime(), research.service(),
                    swarm == null ? null : swarm.jobs(), mapper), mapper, Engine.version());
            ctx.closeOnStop(mcp.server()::close);
            modules.add(new AgentsModule(mcp.servlet()));
        }

        return modules;
    }

    /** The symbols of a briefing's positions (portfolio_analyst.positions[].symbol). */
}
