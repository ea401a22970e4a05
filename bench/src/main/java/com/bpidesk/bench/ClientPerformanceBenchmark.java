package com.bpidesk.bench;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.performance.FxRate;
import com.bpidesk.engine.performance.IncomeReport;
import com.bpidesk.engine.performance.PerformanceInput;
import com.bpidesk.engine.performance.PolicyBenchmark;
import com.bpidesk.engine.performance.PriceSeries;
import com.bpidesk.engine.performance.RealisedGains;
import com.bpidesk.engine.performance.Returns;
import com.bpidesk.engine.performance.Split;
import com.bpidesk.engine.performance.ValueSeries;
import com.bpidesk.engine.performance.Valuations;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The client file's figures for one client with 20 years of daily history (issue 25): 5,000 trades in 40 symbols (one listed
 * in euros, with daily EUR/USD rates), a deposit every quarter, quarterly dividends and a split, generated at setup from a
 * seed. One operation is everything the performance route and the two other routes compute: the daily valuation, TWR and
 * MWR for the six named periods, the policy benchmark and the broad index for each, FIFO and average-cost realised gains and
 * the income by month and position. Target (issue 25): under 1 s. Run: {@code ./bpi bench -wi 1 -i 3 ClientPerformance}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx1g", "-Djava.awt.headless=true"})
public class ClientPerformanceBenchmark {

    static final int SYMBOLS = 40;
    static final int TRADES = 5_000;
    static final LocalDate END = LocalDate.of(2026, 11, 27);

    private PerformanceInput input;

    @Setup(Level.Trial)
    public void setUp() {
        input = generate(20_260_125L);
        System.out.printf("%n[ClientPerformanceBenchmark] %,d trades, %,d flows, %,d income records, %d symbols, %,d days%n",
                input.transactions().size(), input.cashFlows().size(), input.income().size(), input.prices().size(),
                input.prices().get("SPY").dates().length);
    }

    static PerformanceInput generate(long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        List<LocalDate> days = new ArrayList<>();
        for (LocalDate d = END.minusYears(20); !d.isAfter(END); d = d.plusDays(1)) {
            if (d.getDayOfWeek() != DayOfWeek.SATURDAY && d.getDayOfWeek() != DayOfWeek.SUNDAY) {
                days.add(d);
            }
        }
        LocalDate[] dates = days.toArray(LocalDate[]::new);
        Map<String, PriceSeries> prices = new LinkedHashMap<>();
        List<String> names = new ArrayList<>(List.of("SPY", "EFA", "AGG"));
        for (int s = 0; s < SYMBOLS; s++) {
            names.add("S" + s);
        }
        for (String name : names) {
            double[] close = new double[dates.length];
            double p = 20 + rng.nextDouble() * 200;
            for (int i = 0; i < close.length; i++) {
                p *= Math.exp(0.0003 + 0.015 * (rng.nextDouble() - 0.5) * 3.46);
                close[i] = Math.round(p * 100) / 100.0;
            }
            prices.put(name, new PriceSeries(name, name.equals("S0") ? "EUR" : "USD", dates, close));
        }
        TreeMap<LocalDate, Double> eur = new TreeMap<>();
        double r = 1.1;
        for (LocalDate d : dates) {
            r *= Math.exp(0.004 * (rng.nextDouble() - 0.5) * 3.46);
            eur.put(d, r);
        }
        FxRate fx = (from, to, date) -> from.equals(to) ? 1.0 : eur.floorEntry(date).getValue();
        List<Book.CashFlow> flows = new ArrayList<>();
        for (int i = 5; i < dates.length; i += 63) {   // the history starts a week after the first closes
            flows.add(new Book.CashFlow("a1", dates[i], i == 5 ? 1_000_000 : 10_000, "USD"));
        }
        List<Book.Transaction> txs = new ArrayList<>();
        Map<String, Double> held = new HashMap<>();
        for (int k = 0; k < TRADES; k++) {
            int i = 5 + (int) ((long) k * (dates.length - 6) / TRADES);
            String sym = "S" + rng.nextInt(SYMBOLS);
            double price = prices.get(sym).close()[i];
            double have = held.getOrDefault(sym, 0.0);
            boolean sell = have >= 10 && rng.nextDouble() < 0.4;
            double qty = sell ? Math.floor(have / 2) : 1 + rng.nextInt(20);
            held.merge(sym, sell ? -qty : qty, Double::sum);
            txs.add(new Book.Transaction("a1", dates[i], sym, sell ? "SELL" : "BUY", qty, price, 4.95, sym.equals("S0") ? "EUR" : "USD"));
        }
        List<Book.Income> income = new ArrayList<>();
        for (int i = 40; i < dates.length; i += 63) {
            income.add(new Book.Income("a1", dates[i], "S1", "dividend", 120, 18, "USD"));
        }
        return new PerformanceInput("USD", txs, flows, income, List.of(new Split("S2", dates[dates.length / 2], 2)), prices, fx);
    }

    @Benchmark
    public double clientFile() {
        ValueSeries v = Valuations.build(input, END);
        double sum = 0;
        Map<String, Double> weights = PolicyBenchmark.policyWeights(RiskLimits.of("balanced"));
        for (String p : Returns.PERIODS) {
            LocalDate start = Returns.start(p, END, v.inception());
            Returns.Result r = Returns.compute(v, start, END, Returns.Basis.NET);
            sum += r.available() ? r.twr() + (r.mwr() == null ? 0 : r.mwr()) : 0;
            if (r.available()) {
                Double policy = PolicyBenchmark.twr(weights, input.prices(), input.fx(), "USD", start, END).twr();
                Double broad = PolicyBenchmark.twr(Map.of("SPY", 1.0), input.prices(), input.fx(), "USD", start, END).twr();
                sum += (policy == null ? 0 : policy) + (broad == null ? 0 : broad);
            }
        }
        sum += RealisedGains.compute(input, RealisedGains.Method.FIFO).sales().size();
        sum += RealisedGains.compute(input, RealisedGains.Method.AVERAGE_COST).sales().size();
        sum += IncomeReport.compute(input, END.minusYears(1), END).net();
        return sum;
    }
}
