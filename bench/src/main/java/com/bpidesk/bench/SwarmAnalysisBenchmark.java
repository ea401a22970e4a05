package com.bpidesk.bench;

import com.bpidesk.engine.swarm.Analysis;
import com.bpidesk.engine.swarm.SubmissionValidator;
import com.bpidesk.engine.swarm.SwarmFeature;
import com.bpidesk.engine.swarm.agents.AssuranceEnvelopes;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One investment-committee analysis (fact base + seven agents) of a {@code positions}-position portfolio on a
 * 600-stock synthetic universe with 6 years of daily bars. {@code warmLibrary}: the factor series already computed
 * for the data date (the steady state in the engine, where they are computed once per data date);
 * {@code coldLibrary}: including building the factor series from the whole universe (the first job of a day).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 5)
@Fork(value = 1, jvmArgsAppend = {"-Djava.awt.headless=true", "-Xmx2g"})
public class SwarmAnalysisBenchmark {

    @Param({"500"})
    public int positions;

    private SyntheticMarket market;
    private Analysis warm;
    private SubmissionValidator.Normalized portfolio;

    private static final Analysis.Progress NO_PROGRESS = new Analysis.Progress() {
        @Override
        public void factsReady() {
        }

        @Override
        public void agentStarted(String agent) {
        }

        @Override
        public void agentFinished(String agent, String summary) {
        }
    };

    @Setup
    public void setUp() {
        market = new SyntheticMarket(600, LocalDate.of(2025, 6, 30), 5);
        warm = analysis();
        List<SubmissionValidator.Holding> hs = new ArrayList<>();
        for (int i = 0; i < positions; i++) {
            hs.add(new SubmissionValidator.Holding(String.format(Locale.ROOT, "S%04d", i), 10 + i % 90, 25 + i % 50));
        }
        portfolio = new SubmissionValidator.Normalized(hs, null, null, List.of());
        warm.run("bench", "warm-up", portfolio, NO_PROGRESS, () -> false);
    }

    private Analysis analysis() {
        return SwarmFeature.analysis(market, market, market, market, market, AssuranceEnvelopes.evaluateOnly(Clock.systemUTC()), Clock.systemUTC());
    }

    @Benchmark
    public ObjectNode warmLibrary() {
        return warm.run("bench", "job", portfolio, NO_PROGRESS, () -> false);
    }

    @Benchmark
    public ObjectNode coldLibrary() {
        return analysis().run("bench", "job", portfolio, NO_PROGRESS, () -> false);
    }
}
