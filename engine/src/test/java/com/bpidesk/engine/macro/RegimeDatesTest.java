package com.bpidesk.engine.macro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.PriceCsv;
import com.bpidesk.engine.market.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 30's regime regressions (ADR 0200): changes over a period found by date, thresholds on unrounded values, a
 * minimum coverage. Expected figures come from {@code reference/regime/make_regime_reference.py} (command in its header),
 * which reads the same FRED files independently with the standard library.
 */
class RegimeDatesTest {

    static InMemoryMacroData fred = new InMemoryMacroData();
    static InMemoryMacroData fredWithoutMarch2022 = new InMemoryMacroData();
    static List<Bar> spy;

    @BeforeAll
    static void load() throws IOException {
        try (Stream<Path> files = Files.walk(SharedData.path("macro"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".csv") && p.toString().contains("fred")).toList()) {
                for (MacroStore.Loaded l : MacroFiles.read(f).series()) {
                    fred.add(l.info(), l.observations());
                    List<Observation> obs = l.info().seriesId().equals(RegimeClassifier.CPI)
                            ? l.observations().stream().filter(o -> !o.period().equals(LocalDate.of(2022, 3, 1))).toList()
                            : l.observations();
                    fredWithoutMarch2022.add(l.info(), obs);
                }
            }
        }
        spy = PriceCsv.read(SharedData.path("prices/yfinance_autoadjust_to_2026/SPY.csv")).bars();
    }

    @Test
    void cpiWithAMissingMonthGivesTheCalendarMonthYearOnYear() {
        assertThat(fredWithoutMarch2022.observations(RegimeClassifier.CPI)).hasSize(fred.observations(RegimeClassifier.CPI).size() - 1);
        // as of 30 Nov 2022 the latest CPI is Oct 2022: y/y vs Oct 2021 = 7.7588 % (reference cpi_yoy_2022_10), not the
        // 13-month change 8.7974 % (cpi_13m_2022_10) a position-based lookup gives once the Mar 2022 row is missing
        RegimeClassifier.Result gap = RegimeClassifier.classify(fredWithoutMarch2022, spy, LocalDate.of(2022, 11, 30));
        RegimeClassifier.Result full = RegimeClassifier.classify(fred, spy, LocalDate.of(2022, 11, 30));
        assertThat(gap.votes().get("inflation").value()).isCloseTo(7.758813957693, within(1e-9));
        assertThat(gap.votes().get("inflation").value()).isNotCloseTo(8.797415209375, within(0.5));
        assertThat(gap.regime()).isEqualTo(full.regime());
        assertThat(RegimeClassifier.classify(fredWithoutMarch2022, spy, LocalDate.of(2022, 12, 31)).regime())
                .isEqualTo(RegimeClassifier.classify(fred, spy, LocalDate.of(2022, 12, 31)).regime());
        // as of 30 Apr 2023 the latest CPI (Mar 2023) needs Mar 2022 for its y/y: no inflation reading rather than a guess
        RegimeClassifier.Result needsMissing = RegimeClassifier.classify(fredWithoutMarch2022, spy, LocalDate.of(2023, 4, 30));
        assertThat(needsMissing.votes()).doesNotContainKey("inflation");
        assertThat(RegimeClassifier.classify(fred, spy, LocalDate.of(2023, 4, 30)).votes()).containsKey("inflation");
    }

    @Test
    void theFeedGivesNoChangeAcrossTheMissingMonth() {
        SeriesInfo cpi = fredWithoutMarch2022.info(RegimeClassifier.CPI).orElseThrow();
        List<FeedItem> items = MacroFeed.releases(cpi, fredWithoutMarch2022.observations(RegimeClassifier.CPI));
        FeedItem april = items.stream().filter(i -> i.period().equals(LocalDate.of(2022, 4, 1))).findFirst().orElseThrow();
        FeedItem may = items.stream().filter(i -> i.period().equals(LocalDate.of(2022, 5, 1))).findFirst().orElseThrow();
        assertThat(april.change()).isNull();   // not 288.561 - 284.500 (Apr vs Feb)
        assertThat(may.change()).isCloseTo(291.298 - 288.561, within(1e-6));   // CPIAUCSL May 2022 - Apr 2022
    }

    @Test
    void theThreePercentRuleComparesTheUnroundedInflation() {
        // as of 31 Oct 1996 the latest CPI is Sep 1996: y/y 3.004572 % (reference cpi_yoy_1996_09), which rounds to 3.00
        RegimeClassifier.Result r = RegimeClassifier.classify(fred, spy, LocalDate.of(1996, 10, 31));
        RegimeClassifier.Signal inflation = r.votes().get("inflation");
        assertThat(inflation.value()).isCloseTo(3.004572175049, within(1e-9));
        assertThat(r.details()).filteredOn(s -> s.name().equals("inflation")).singleElement()
                .satisfies(s -> assertThat(s.value()).isEqualTo(3.0));   // rounded for display only
        // the documented rule: growth up, inflation rising (vote > 0.25) and CPI above 3 % is overheating
        RegimeClassifier.Signal growth = r.votes().get("growth");
        assertThat(growth.vote()).isPositive();
        assertThat(inflation.vote()).isGreaterThan(0.25);
        assertThat(r.regime()).isEqualTo("overheating");
    }

    @Test
    void theThresholdSitsAtThreeNotAtThreePointZeroZeroFive() {
        Map<String, RegimeClassifier.Signal> s = new LinkedHashMap<>();
        s.put("growth", new RegimeClassifier.Signal("growth", 0.3, 2.5, "growth_improving", ""));
        s.put("inflation", new RegimeClassifier.Signal("inflation", 0.5, 3.004, "inflation_rising", ""));
        s.put("yield_curve", new RegimeClassifier.Signal("yield_curve", 0.4, 0.8, "curve_positive", ""));
        assertThat(RegimeClassifier.decide(s, List.of(), List.of(), false)).isEqualTo("overheating");
        s.put("inflation", new RegimeClassifier.Signal("inflation", 0.5, 3.0, "inflation_rising", ""));
        assertThat(RegimeClassifier.decide(s, List.of(), List.of(), false)).isEqualTo("risk_on");
    }

    @Test
    void onlyTheYieldCurveIsInsufficientData() {
        InMemoryMacroData curveOnly = new InMemoryMacroData();
        curveOnly.add(fred.info(RegimeClassifier.CURVE_2Y).orElseThrow(), fred.observations(RegimeClassifier.CURVE_2Y));
        RegimeClassifier.Result r = RegimeClassifier.classify(curveOnly, List.of(), LocalDate.of(2024, 6, 28));
        assertThat(r.votes()).containsOnlyKeys("yield_curve");
        assertThat(r.regime()).isEqualTo(RegimeClassifier.INSUFFICIENT_DATA);
        assertThat(r.confidence()).isZero();
        assertThat(r.signals()).isEmpty();
        assertThat(r.narrative()).contains("not enough data to classify the macro regime")
                .contains("only 1 of the 7 signals has data (yield curve), and at least 3 are needed")
                .doesNotContain("insufficient_data").doesNotContain("risk-on");
    }

    @Test
    void noQuadrantWithoutBothGrowthAndInflation() {
        Map<String, RegimeClassifier.Signal> s = new LinkedHashMap<>();
        s.put("growth", new RegimeClassifier.Signal("growth", 0.3, 2.5, "growth_improving", ""));
        s.put("yield_curve", new RegimeClassifier.Signal("yield_curve", 0.4, 0.8, "curve_positive", ""));
        s.put("credit_spread", new RegimeClassifier.Signal("credit_spread", 0.4, 3.5, "credit_spreads_benign", ""));
        assertThat(RegimeClassifier.decide(s, List.of(), List.of(), false)).isEqualTo(RegimeClassifier.INSUFFICIENT_DATA);
        assertThat(RegimeClassifier.insufficientReason(s)).contains("an inflation reading is missing");
        // acute stress is risk_off with the minimum coverage even without an inflation reading
        s.put("credit_spread", new RegimeClassifier.Signal("credit_spread", -0.9, 9.0, "credit_spreads_widening", ""));
        s.put("sahm_rule", new RegimeClassifier.Signal("sahm_rule", -0.6, 0.6, "sahm_rule_triggered", ""));
        assertThat(RegimeClassifier.decide(s, List.of(), List.of(), false)).isEqualTo("risk_off");
    }

    @Test
    void unemploymentChangeAndSahmAreFoundByDate() {
        // UNRATE Oct 2022 minus Jul 2022 = +0.1 pp (reference unrate_3m_change_2022_10); growth headline is -change
        RegimeClassifier.Result r = RegimeClassifier.classify(fred, spy, LocalDate.of(2022, 11, 30));
        assertThat(r.votes().get("growth").value()).isCloseTo(-0.1, within(1e-9));
        // removing a month from the 3-month averages leaves no Sahm reading instead of a shifted one
        List<Observation> u = fred.observations(RegimeClassifier.UNEMPLOYMENT).stream()
                .filter(o -> o.period().isBefore(LocalDate.of(2008, 10, 1)) && !o.period().equals(LocalDate.of(2008, 8, 1))).toList();
        assertThat(RegimeSignals.sahm(u, 0)).isNaN();
    }
}
