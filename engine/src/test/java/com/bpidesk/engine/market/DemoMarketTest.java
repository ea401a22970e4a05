package com.bpidesk.engine.market;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Properties of the demo market simulation: determinism, consistency and stylised facts of returns. */
class DemoMarketTest {

    static final List<Instrument> UNIVERSE = List.of(
            new Instrument("SPY", "S&P 500", "etf_equity", "Diversified", "US", "USD"),
            new Instrument("XLK", "Tech", "etf_equity", "Information Technology", "US", "USD"),
            new Instrument("AAPL", "Apple", "equity", "Information Technology", "US", "USD"),
            new Instrument("MSFT", "Microsoft", "equity", "Information Technology", "US", "USD"),
            new Instrument("XOM", "Exxon", "equity", "Energy", "US", "USD"),
            new Instrument("KO", "Coca-Cola", "equity", "Consumer Staples", "US", "USD"),
            new Instrument("TLT", "Treasuries", "etf_bond", "Fixed Income", "US", "USD"),
            new Instrument("SAP", "SAP", "equity", "Information Technology", "DE", "USD"));
    static final LocalDate END = LocalDate.of(2026, 3, 18);
    static DemoMarket.Simulation sim;

    @BeforeAll
    static void simulate() {
        sim = new DemoMarket().simulate(UNIVERSE, END.minusYears(6), END);
    }

    @Test
    void deterministicAndStableWhenTheClockMovesOn() {
        DemoMarket.Simulation again = new DemoMarket().simulate(UNIVERSE, END.minusYears(6), END.plusDays(30));
        List<Bar> a = sim.bars().get("AAPL");
        List<Bar> b = again.bars().get("AAPL");
        assertThat(b.subList(0, a.size())).isEqualTo(a);
        assertThat(b.size()).isGreaterThan(a.size());
        // adding an instrument does not change the others
        DemoMarket.Simulation fewer = new DemoMarket().simulate(UNIVERSE.subList(0, 3), END.minusYears(6), END);
        assertThat(fewer.bars().get("AAPL")).isEqualTo(a);
        assertThat(new DemoMarket(7).simulate(UNIVERSE, END.minusYears(6), END).bars().get("AAPL")).isNotEqualTo(a);
    }

    @Test
    void atLeastFiveYearsOfConsistentWeekdayBarsUpToTheEndDate() {
        for (List<Bar> bars : sim.bars().values()) {
            assertThat(bars.get(bars.size() - 1).date()).isEqualTo(END);
            assertThat(bars.get(0).date()).isBefore(END.minusYears(5));
            for (Bar bar : bars) {
                assertThat(bar.date().getDayOfWeek().getValue()).isLessThanOrEqualTo(5);
                assertThat(bar.low()).isLessThanOrEqualTo(Math.min(bar.open(), bar.close())).isPositive();
                assertThat(bar.high()).isGreaterThanOrEqualTo(Math.max(bar.open(), bar.close()));
                assertThat(bar.volume()).isPositive();
                assertThat(bar.adjClose()).isEqualTo(bar.close());
            }
        }
    }

    @Test
    void returnsHaveFatTailsAndVolatilityClustering() {
        double[] r = returns(sim.bars().get("SPY"));
        double mean = java.util.Arrays.stream(r).average().orElseThrow();
        double m2 = 0;
        double m4 = 0;
        for (double x : r) {
            m2 += Math.pow(x - mean, 2);
            m4 += Math.pow(x - mean, 4);
        }
        m2 /= r.length;
        m4 /= r.length;
        double kurtosis = m4 / (m2 * m2);
        assertThat(kurtosis).as("kurtosis (normal = 3)").isGreaterThan(4.0);
        assertThat(Math.sqrt(m2 * 252)).as("annual volatility").isBetween(0.10, 0.26);
        // autocorrelation of squared returns at lag 1 (zero for i.i.d. returns)
        double[] sq = java.util.Arrays.stream(r).map(x -> x * x).toArray();
        assertThat(autocorrelation(sq, 1)).as("ARCH effect").isGreaterThan(0.05);
    }

    @Test
    void betasAndSectorCorrelationAreInTheirPlannedRanges() {
        double[] spy = returns(sim.bars().get("SPY"));
        assertThat(beta(returns(sim.bars().get("XLK")), spy)).isBetween(1.0, 1.45);
        assertThat(beta(returns(sim.bars().get("KO")), spy)).isBetween(0.25, 0.95);
        assertThat(beta(returns(sim.bars().get("TLT")), spy)).isBetween(-0.5, 0.2);
        double sameSector = correlation(returns(sim.bars().get("AAPL")), returns(sim.bars().get("MSFT")));
        double otherSector = correlation(returns(sim.bars().get("AAPL")), returns(sim.bars().get("KO")));
        assertThat(sameSector).isGreaterThan(otherSector + 0.05);
    }

    static double[] returns(List<Bar> bars) {
        double[] r = new double[bars.size() - 1];
        for (int i = 1; i < bars.size(); i++) {
            r[i - 1] = Math.log(bars.get(i).adjClose() / bars.get(i - 1).adjClose());
        }
        return r;
    }

    static double beta(double[] y, double[] x) {
        return cov(y, x) / cov(x, x);
    }

    static double correlation(double[] a, double[] b) {
        return cov(a, b) / Math.sqrt(cov(a, a) * cov(b, b));
    }

    static double cov(double[] a, double[] b) {
        double ma = java.util.Arrays.stream(a).average().orElseThrow();
        double mb = java.util.Arrays.stream(b).average().orElseThrow();
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += (a[i] - ma) * (b[i] - mb);
        }
        return s / (a.length - 1);
    }

    static double autocorrelation(double[] x, int lag) {
        double[] a = java.util.Arrays.copyOfRange(x, lag, x.length);
        double[] b = java.util.Arrays.copyOfRange(x, 0, x.length - lag);
        return correlation(a, b);
    }

    @Test
    void referenceWeightsSumToOne() {
        StandardMarketReference ref = new StandardMarketReference();
        assertThat(ref.benchmarkSectorWeights().values().stream().mapToDouble(Double::doubleValue).sum())
                .isCloseTo(1.0, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(ref.worldMarketCapWeights().values().stream().mapToDouble(Double::doubleValue).sum())
                .isCloseTo(1.0, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(ref.worldMarketCapWeights()).containsKey("US");
        Map<String, Double> sectors = ref.benchmarkSectorWeights();
        assertThat(sectors).hasSize(11);
    }
}
