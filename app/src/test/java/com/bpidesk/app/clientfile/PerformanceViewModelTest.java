package com.bpidesk.app.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.signals.SignalsApi;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.testing.FakeEngine;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The client file's performance in words on the fake engine (ADR 0255), worked by hand: a 3-year return of 0.1234 a year
 * is "+12.3% a year", a period longer than the history says so, the benchmark's weights keep the engine's order, income
 * and gains are money in the base currency; another account asks for that account only.
 */
class PerformanceViewModelTest {

    static SignalsApi.ClientPerformance performance() {
        Map<String, Double> weights = new LinkedHashMap<>();
        weights.put("SPY", 0.42);
        weights.put("AGG", 0.58);
        return new SignalsApi.ClientPerformance("Maria Lopez", "USD", LocalDate.of(2026, 11, 27),
                List.of(new SignalsApi.PerformancePeriod("1Y", true, 0.05, -0.01, false, 0.04, null),
                        new SignalsApi.PerformancePeriod("3Y", true, 0.1234, 0.11, true, 0.09, 0.1),
                        new SignalsApi.PerformancePeriod("SI", false, null, null, false, null, null)),
                "SI", List.of(new SignalsApi.SeriesPoint(LocalDate.of(2026, 11, 26), 1000.0, 0, 0),
                        new SignalsApi.SeriesPoint(LocalDate.of(2026, 11, 27), null, 50, 0)),
                new SignalsApi.Benchmark(weights, "risk_profile", "SPY"), List.of("AAPL is valued at an old close"), "No trade is executed.");
    }

    @Test
    void returnsIncomeAndGainsReadInWords() {
        FakeEngine engine = new FakeEngine();
        engine.signalsApi.performance = performance();
        engine.signalsApi.income = new SignalsApi.ClientIncome(LocalDate.of(2025, 11, 27), LocalDate.of(2026, 11, 27), 850, 150,
                List.of(new SignalsApi.IncomeLine("2026-03", 1000, 850)));
        engine.signalsApi.realisedGains = new SignalsApi.ClientRealisedGains("first in, first out", true,
                List.of(new SignalsApi.TaxYearGains(2025, 3, 12_000, 10_000, 2_000)));
        PerformanceViewModel vm = new PerformanceViewModel(engine.context(null));
        vm.load("c-1");
        Formats f = vm.formats();
        assertThat(engine.calls).containsExactly("signals.performance c-1 null null", "signals.income c-1", "signals.realisedGains c-1");
        assertThat(vm.heading().get()).isEqualTo("Performance of Maria Lopez in USD, after fees, to " + f.date(LocalDate.of(2026, 11, 27)));
        assertThat(vm.returns()).extracting(PerformanceViewModel.ReturnRow::twr)
                .containsExactly("+" + f.percent(0.05, 1), "+" + f.percent(0.1234, 1) + " a year", "No history");
        assertThat(vm.returns().get(0).mwr()).isEqualTo(f.percent(-0.01, 1));
        assertThat(vm.returns().get(0).broadIndex()).isEqualTo("n/a");
        assertThat(vm.returns().get(2).note()).isEqualTo("The client's history is shorter than this period.");
        assertThat(vm.benchmarkText().get()).isEqualTo("Policy benchmark, from the risk profile (no investment policy is recorded): "
                + f.percent(0.42, 0) + " US shares (SPY), " + f.percent(0.58, 0) + " bonds (AGG), rebalanced monthly. Broad index: SPY.");
        assertThat(vm.series()).extracting(PerformanceViewModel.Point::value).containsExactly(1000.0, null);
        assertThat(vm.chartTitle().get()).isEqualTo("Value in USD · Since the start · deposits and withdrawals marked");
        assertThat(vm.incomeTotal().get()).endsWith(f.money(850, "USD") + " after " + f.money(150, "USD") + " tax withheld");
        assertThat(vm.lotMethod().get()).isEqualTo("Lots matched first in, first out (your firm's setting); tax year = calendar year.");
        // 12,000 proceeds - 10,000 cost = 2,000 gain
        assertThat(vm.gains()).extracting(PerformanceViewModel.GainsRow::gain).containsExactly(f.money(2_000, "USD"));
        assertThat(vm.gains().get(0).taxYear()).isEqualTo("2025");
        assertThat(vm.warnings().get()).isEqualTo("AAPL is valued at an old close");

        engine.calls.clear();
        vm.setAccounts(List.of(new PerformanceViewModel.AccountChoice("a-2", "Retirement account (USD)")));
        vm.selectAccount(vm.accounts().get(1));
        assertThat(engine.calls).containsExactly("signals.performance c-1 null a-2");
        assertThat(vm.heading().get()).startsWith("Performance of Maria Lopez, Retirement account (USD) in USD");
        engine.calls.clear();
        vm.selectPeriod("1Y");
        assertThat(engine.calls).containsExactly("signals.performance c-1 1Y a-2");
    }
}
