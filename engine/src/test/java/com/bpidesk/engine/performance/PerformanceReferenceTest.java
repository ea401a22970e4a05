package com.bpidesk.engine.performance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.engine.book.RiskLimits;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/**
 * The performance library against the independent reference {@code engine/src/test/python/reference_performance.py} on the
 * fixture of {@code engine/src/test/resources/performance} (a deposit on a valuation day, a full withdrawal then new
 * money, a euro position of a dollar client, a 2-for-1 split, dividends with tax withheld): every figure to 1e-9 relative.
 */
class PerformanceReferenceTest {

    static final Map<String, Double> EXPECTED = PerformanceFixture.expected();
    static final LocalDate END = LocalDate.of(2024, 12, 31);
    static final Map<String, Set<String>> SCOPES = Map.of("client", Set.of("a1", "a2"), "a1", Set.of("a1"), "a2", Set.of("a2"));

    static void close(String key, double actual) {
        double want = EXPECTED.get(key);
        assertThat(actual).as(key).isCloseTo(want, Offset.offset(1e-9 * Math.max(1, Math.abs(want))));
    }

    @Test
    void timeAndMoneyWeightedReturnsMatchTheReference() {
        SCOPES.forEach((scope, accounts) -> {
            ValueSeries v = Valuations.build(PerformanceFixture.input(accounts), END);
            close(scope + ".end_value", v.value()[v.size() - 1]);
            for (String period : List.of("1M", "3M", "YTD", "1Y", "SI", "custom")) {
                LocalDate start = period.equals("custom") ? LocalDate.of(2023, 5, 31) : Returns.start(period, END, v.inception());
                LocalDate end = period.equals("custom") ? LocalDate.of(2024, 6, 30) : END;
                for (Returns.Basis basis : Returns.Basis.values()) {
                    Returns.Result r = Returns.compute(v, start, end, basis);
                    String key = scope + "." + period + "." + basis.name().toLowerCase(java.util.Locale.ROOT);
                    assertThat(r.available()).as(key).isTrue();
                    close(key + ".twr", r.twr());
                    close(key + ".mwr", r.mwr());
                    // since inception (from January 2023) and custom (13 months) are longer than a year
                    assertThat(r.annualised()).as(key).isEqualTo(period.equals("SI") || period.equals("custom"));
                }
            }
        });
    }

    @Test
    void aPeriodLongerThanTheHistoryIsNotAvailable() {
        ValueSeries v = Valuations.build(PerformanceFixture.input(Set.of("a1", "a2")), END);
        Returns.Result r = Returns.compute(v, Returns.start("3Y", END, v.inception()), END, Returns.Basis.NET);
        assertThat(r.available()).isFalse();
        assertThat(r.twr()).isNull();
        assertThat(r.notes()).containsExactly("The client's history starts on 2023-01-03, after the start of this period.");
    }

    @Test
    void theWithdrawnAccountIsWorthNothingUntilMoneyComesBack() {
        ValueSeries v = Valuations.build(PerformanceFixture.input(Set.of("a2")), END);
        int out = v.indexOnOrBefore(LocalDate.of(2023, 10, 3));
        int back = v.indexOnOrBefore(LocalDate.of(2024, 2, 1));
        assertThat(v.value()[out]).isCloseTo(0, Offset.offset(1e-6));
        assertThat(v.value()[back - 1]).isCloseTo(0, Offset.offset(1e-6));
        assertThat(v.value()[back]).isGreaterThan(30_000);
    }

    @Test
    void theBlendedPolicyBenchmarkAndTheBroadIndexMatchTheReference() {
        var prices = PerformanceFixture.prices();
        var fx = PerformanceFixture.fx();
        Map<String, Double> policy = PolicyBenchmark.policyWeights(RiskLimits.of("balanced"));
        for (String period : List.of("1M", "3M", "YTD", "1Y", "SI", "custom")) {
            LocalDate start = period.equals("custom") ? LocalDate.of(2023, 5, 31) : Returns.start(period, END, LocalDate.of(2023, 1, 3));
            LocalDate end = period.equals("custom") ? LocalDate.of(2024, 6, 30) : END;
            close("benchmark." + period, PolicyBenchmark.twr(policy, prices, fx, "USD", start, end).twr());
            close("broad." + period, PolicyBenchmark.twr(Map.of("SPY", 1.0), prices, fx, "USD", start, end).twr());
        }
    }

    @Test
    void aRecordedPolicysBenchmarkWithACashSleeveMatchesTheReference() {
        var prices = PerformanceFixture.prices();
        var fx = PerformanceFixture.fx();
        Map<String, Double> policy = PolicyBenchmark.policyWeights(List.of(new ClientPolicy.Target("equity", 0.60, 0.05),
                new ClientPolicy.Target("bonds", 0.25, 0.05), new ClientPolicy.Target("real_estate", 0, 0),
                new ClientPolicy.Target("cash", 0.15, 0.05)));
        assertThat(policy).containsOnlyKeys("SPY", "EFA", "AGG", PolicyBenchmark.CASH);
        for (String period : List.of("1M", "3M", "YTD", "1Y", "SI", "custom")) {
            LocalDate start = period.equals("custom") ? LocalDate.of(2023, 5, 31) : Returns.start(period, END, LocalDate.of(2023, 1, 3));
            LocalDate end = period.equals("custom") ? LocalDate.of(2024, 6, 30) : END;
            close("policy_benchmark." + period, PolicyBenchmark.twr(policy, prices, fx, "USD", start, end).twr());
        }
    }

    @Test
    void realisedGainsPerSaleAndTaxYearMatchTheReferenceWithBothMethods() {
        PerformanceInput in = PerformanceFixture.input(Set.of("a1", "a2"));
        for (RealisedGains.Method m : RealisedGains.Method.values()) {
            String method = m.name().toLowerCase(java.util.Locale.ROOT);
            RealisedGains.Report r = RealisedGains.compute(in, m);
            assertThat(r.sales()).hasSize(4);
            assertThat(r.warnings()).isEmpty();
            // the reference lists the sales in date order; the library too
            List<RealisedGains.Sale> sales = r.sales().stream().sorted(java.util.Comparator.comparing(RealisedGains.Sale::date)).toList();
            for (int k = 0; k < sales.size(); k++) {
                close("gains." + method + "." + k + ".gain", sales.get(k).gain());
                close("gains." + method + "." + k + ".cost", sales.get(k).cost());
            }
            for (RealisedGains.TaxYear y : r.byTaxYear()) {
                close("gains." + method + ".year." + y.taxYear(), y.gain());
            }
        }
    }

    @Test
    void incomeByMonthAndPositionMatchesTheReference() {
        IncomeReport.Report r = IncomeReport.compute(PerformanceFixture.input(Set.of("a1", "a2")), LocalDate.of(2023, 1, 1), END);
        assertThat(r.byMonth()).hasSize(7);
        r.byMonth().forEach(l -> close("income.month." + l.key() + ".net", l.net()));
        assertThat(r.byPosition()).extracting(IncomeReport.Line::key).containsExactly("ABC", "SAP", "SPY", "cash");
        r.byPosition().forEach(l -> close("income.position." + l.key() + ".gross", l.gross()));
    }
}
