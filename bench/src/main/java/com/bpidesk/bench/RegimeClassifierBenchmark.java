package com.bpidesk.bench;

import com.bpidesk.engine.macro.DemoMacro;
import com.bpidesk.engine.macro.InMemoryMacroData;
import com.bpidesk.engine.macro.RegimeClassifier;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.DemoMarket;
import com.bpidesk.engine.market.Instrument;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The regime classification itself (the endpoint caches it per day): one classification and a 60-month
 * history on the demo macro dataset and the demo SPY, in memory. Also the demo market simulation of 112
 * symbols, which runs once per day on first use.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Djava.awt.headless=true"})
public class RegimeClassifierBenchmark {

    static final LocalDate TODAY = LocalDate.of(2026, 3, 18);
    private InMemoryMacroData macro;
    private List<Bar> spy;
    private List<Instrument> universe;

    @Setup
    public void setUp() {
        macro = new InMemoryMacroData().addAll(new DemoMacro(DemoMarket.DEFAULT_SEED).generate(TODAY));
        spy = new DemoMarket().simulate(List.of(new Instrument("SPY", "SPY", "etf_equity", "Diversified", "US", "USD")),
                TODAY.minusYears(6), TODAY).bars().get("SPY");
        universe = new java.util.ArrayList<>();
        String[] sectors = {"Information Technology", "Financials", "Energy", "Health Care", "Utilities", "Diversified"};
        for (int i = 0; i < 112; i++) {
            universe.add(new Instrument("S" + i, "S" + i, "equity", sectors[i % sectors.length], i % 5 == 0 ? "GB" : "US", "USD"));
        }
    }

    @Benchmark
    public RegimeClassifier.Result classifyOnce() {
        return RegimeClassifier.classify(macro, spy, TODAY);
    }

    @Benchmark
    public int history60Months() {
        int n = 0;
        for (int m = 0; m < 60; m++) {
            n += RegimeClassifier.classify(macro, spy, TODAY.minusMonths(m).withDayOfMonth(1).minusDays(1)).signals().size();
        }
        return n;
    }

    @Benchmark
    public int simulateDemoMarket112Symbols() {
        return new DemoMarket().simulate(universe, TODAY.minusYears(6), TODAY).bars().size();
    }
}
