package com.bpidesk.engine.swarm;

import com.bpidesk.engine.EngineContext;
import com.bpidesk.engine.macro.MacroData;
import com.bpidesk.engine.macro.RegimeService;
import com.bpidesk.engine.macro.SignalsFeed;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
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
import java.util.List;

/**
 * Builds the analysis feature (issue 5) from the engine context and the market and macro services, and recovers
 * interrupted jobs. Settings: {@code jobs.workers} (default 2), {@code jobs.sync.wait.seconds} (default 120, the
 * wait of {@code POST /api/swarm}).
 */
public record SwarmFeature(SwarmJobs jobs, Analysis analysis, SwarmModule api) {

    public static SwarmFeature create(EngineContext ctx, PriceHistory prices, MarketReference reference, MacroData macro,
                                      RegimeService regimes, SignalsFeed feed, DecisionEnvelopes envelopes) {
        Analysis analysis = analysis(prices, reference, macro, regimes, feed, envelopes, ctx.clock());
        SwarmJobs jobs = new SwarmJobs(ctx.database(), ctx.clock(), ctx.config().getInt("jobs.workers", 2),
                new SubmissionValidator(prices), analysis);
        ctx.closeOnStop(jobs);
        jobs.recover();
        return new SwarmFeature(jobs, analysis, new SwarmModule(() -> jobs, ctx.config().getInt("jobs.sync.wait.seconds", 120)));
    }

    /** The analysis pipeline alone (used by the feature, the tests and the benchmark). */
    public static Analysis analysis(PriceHistory prices, MarketReference reference, MacroData macro, RegimeService regimes,
                                    SignalsFeed feed, DecisionEnvelopes envelopes, java.time.Clock clock) {
        RiskFree rf = new RiskFree(macro);
        FactorLibrary factors = new FactorLibrary(prices, rf);
        FactBaseBuilder facts = new FactBaseBuilder(prices, rf, factors);
        return new Analysis(facts, List.of(new PortfolioAnalyst(), new MacroStrategist(regimes, feed, reference), new RiskManager(),
                new SectorSpecialist(reference), new FactorQuant(), new BehavioralAgent(
                new com.bpidesk.engine.behavior.DnaScorer(prices, reference, clock))), new SynthesisAgent(envelopes), clock);
    }
}
