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
import com.bpidesk.engine.fx.FxModule;
import com.bpidesk.engine.fx.FxRates;
import com.bpidesk.engine.fx.MissingRateException;
import java.util.List;
import java.util.function.Supplier;

/**
 * Builds the analysis feature (issue 5) from the engine context and the market and macro services, and recovers
 * interrupted jobs. Settings: {@code jobs.workers} (default 2), {@code jobs.sync.wait.seconds} (default 120, the
 * wait of {@code POST /api/swarm}), {@code jobs.lease.seconds} (default 15) and {@code jobs.poll.millis} (default
 * 1000): a dead node's jobs are taken over within lease + poll (ADR 0112).
 */
public record SwarmFeature(SwarmJobs jobs, Analysis analysis, SwarmModule api) {

    public static SwarmFeature create(EngineContext ctx, PriceHistory prices, MarketReference reference, MacroData macro,
                                      RegimeService regimes, SignalsFeed feed, DecisionEnvelopes envelopes) {
        return create(ctx, prices, reference, macro, regimes, feed, envelopes, null);
    }

    /**
     * With FX: every amount and return in the base currency ({@code base_currency} of the submission, else the firm's
     * {@code base.currency}, default USD); a holding currency without a rate is refused at submission (422 naming the pair).
     */
    public static SwarmFeature create(EngineContext ctx, PriceHistory prices, MarketReference reference, MacroData macro,
                                      RegimeService regimes, SignalsFeed feed, DecisionEnvelopes envelopes, FxRates fx) {
        com.bpidesk.engine.data.DataSettings settings = new com.bpidesk.engine.data.DataSettings(ctx.database(), ctx.config(), ctx.clock());
        Supplier<String> defaultBase = settings::baseCurrency;
        Analysis analysis = analysis(prices, reference, macro, regimes, feed, envelopes, ctx.clock(), fx, defaultBase);
        FactBaseBuilder check = new FactBaseBuilder(prices, null, null, fx == null ? null : fx::table, defaultBase);
        SwarmJobs jobs = new SwarmJobs(ctx.database(), ctx.clock(), ctx.config().getInt("jobs.workers", 2),
                new SubmissionValidator(prices, n -> {
                    try {
                        check.checkConvertible(n);
                    } catch (MissingRateException e) {
                        throw FxModule.missing(e);
                    }
                }), analysis, ctx.config().getInt("jobs.lease.seconds", SwarmJobs.DEFAULT_LEASE_SECONDS),
                ctx.config().getLong("jobs.poll.millis", SwarmJobs.DEFAULT_POLL_MILLIS));
        ctx.closeOnStop(jobs);
        jobs.recover();
        return new SwarmFeature(jobs, analysis, new SwarmModule(() -> jobs, ctx.config().getInt("jobs.sync.wait.seconds", 120)));
    }

    /** The analysis pipeline alone (used by the feature, the tests and the benchmark). */
    public static Analysis analysis(PriceHistory prices, MarketReference reference, MacroData macro, RegimeService regimes,
                                    SignalsFeed feed, DecisionEnvelopes envelopes, java.time.Clock clock) {
        return analysis(prices, reference, macro, regimes, feed, envelopes, clock, null, () -> "USD");
    }

    /** The analysis pipeline converting into the base currency with {@code fx} (null: no conversion). */
    public static Analysis analysis(PriceHistory prices, MarketReference reference, MacroData macro, RegimeService regimes,
                                    SignalsFeed feed, DecisionEnvelopes envelopes, java.time.Clock clock, FxRates fx,
                                    Supplier<String> defaultBase) {
        RiskFree rf = new RiskFree(macro);
        FactorLibrary factors = new FactorLibrary(prices, rf);
        FactBaseBuilder facts = new FactBaseBuilder(prices, rf, factors, fx == null ? null : fx::table, defaultBase);
        return new Analysis(facts, List.of(new PortfolioAnalyst(), new MacroStrategist(regimes, feed, reference), new RiskManager(),
                new SectorSpecialist(reference), new FactorQuant(), new BehavioralAgent(
                new com.bpidesk.engine.behavior.DnaScorer(prices, reference, clock))), new SynthesisAgent(envelopes), clock);
    }
}
