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
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The classifier on the real FRED files and SPY (yfinance, 1993-2026), and on hand-made inputs. */
class RegimeClassifierTest {

    static InMemoryMacroData fred = new InMemoryMacroData();
    static List<Bar> spy;

    @BeforeAll
    static void load() throws IOException {
        try (Stream<Path> files = Files.walk(SharedData.path("macro"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".csv") && p.toString().contains("fred")).toList()) {
                fred.addAll(MacroFiles.read(f).series());
            }
        }
        spy = PriceCsv.read(SharedData.path("prices/yfinance_autoadjust_to_2026/SPY.csv")).bars();
    }

    @Test
    void sahmIndicatorOfSeptember2008MatchesTheHandComputation() {
        List<Observation> u = RegimeClassifier.asOf(fred, "UNRATE", LocalDate.of(2008, 10, 31));
        assertThat(u.get(u.size() - 1).period()).isEqualTo(LocalDate.of(2008, 9, 1));
        // (5.8 + 6.1 + 6.1) / 3 - min of the 3-month averages Jul 2007..Jun 2008 (4.5667) = 1.4333, unrounded
        // (reference/regime/make_regime_reference.py: sahm_2008_09 1.433333333333)
        assertThat(RegimeClassifier.sahm(u, 0)).isCloseTo(1.433333333333, within(1e-9));
    }

    @Test
    void publicationLagsHideDataNotYetReleased() {
        assertThat(RegimeClassifier.publishedOn(LocalDate.of(2008, 9, 1), "monthly")).isEqualTo(LocalDate.of(2008, 10, 14));
        assertThat(RegimeClassifier.asOf(fred, "UNRATE", LocalDate.of(2008, 10, 13)).get(0).period())
                .isEqualTo(LocalDate.of(1948, 1, 1));
        List<Observation> before = RegimeClassifier.asOf(fred, "UNRATE", LocalDate.of(2008, 10, 13));
        assertThat(before.get(before.size() - 1).period()).isEqualTo(LocalDate.of(2008, 8, 1));
    }

    @Test
    void autumn2008IsRiskOffWithHighConfidence() {
        RegimeClassifier.Result r = RegimeClassifier.classify(fred, spy, LocalDate.of(2008, 10, 31));
        assertThat(r.regime()).isEqualTo("risk_off");
        assertThat(r.confidence()).isGreaterThan(0.8);
        assertThat(r.signals()).contains("equity_downtrend", "volatility_elevated", "sahm_rule_triggered");
        assertThat(r.narrative()).contains("risk-off").contains("Sahm indicator is 1.43 pp");
    }

    @Test
    void march2020CrashIsRiskOffAndLate2020IsRecovery() {
        assertThat(RegimeClassifier.classify(fred, spy, LocalDate.of(2020, 3, 31)).regime()).isEqualTo("risk_off");
        assertThat(RegimeClassifier.classify(fred, spy, LocalDate.of(2020, 12, 31)).regime()).isEqualTo("recovery");
    }

    @Test
    void early2022IsOverheatingWithRisingInflation() {
        RegimeClassifier.Result r = RegimeClassifier.classify(fred, spy, LocalDate.of(2022, 3, 31));
        assertThat(r.regime()).isEqualTo("overheating");
        assertThat(r.signals()).contains("inflation_rising");
        assertThat(r.details()).anyMatch(s -> s.name().equals("credit_spread"));
    }

    @Test
    void noDataIsInsufficientDataNotADefaultRegime() {
        RegimeClassifier.Result r = RegimeClassifier.classify(new InMemoryMacroData(), List.of(), LocalDate.of(2024, 1, 31));
        assertThat(r.regime()).isEqualTo(RegimeClassifier.INSUFFICIENT_DATA);
        assertThat(r.confidence()).isZero();
        assertThat(r.narrative()).contains("not enough data").contains("only 0 of the 7 signals have data").contains("Not available");
    }

    @Test
    void confidenceIsTheAgreementOfTheVotes() {
        var s = new java.util.LinkedHashMap<String, RegimeClassifier.Signal>();
        for (String name : RegimeClassifier.SIGNALS) {
            s.put(name, new RegimeClassifier.Signal(name, 1.0, 0, name, ""));
        }
        // risk_on expects +1 on six signals (not inflation): agreement 1, coverage 1 -> 1.0
        assertThat(RegimeClassifier.confidence("risk_on", s)).isEqualTo(1.0);
        // risk_off expects -1 on five signals, all votes +1: agreement -1 -> 0
        assertThat(RegimeClassifier.confidence("risk_off", s)).isEqualTo(0.0);
        s.remove("yield_curve");
        s.remove("credit_spread");
        // coverage 5/7: (0.5 + 0.5) (0.4 + 0.6 * 5/7) = 0.8286
        assertThat(RegimeClassifier.confidence("risk_on", s)).isEqualTo(0.83);
        s.remove("sahm_rule");
        s.remove("equity_volatility");
        // coverage 3/7 (the minimum): (0.5 + 0.5) (0.4 + 0.6 * 3/7) = 0.6571; confidence falls with every missing signal
        assertThat(RegimeClassifier.confidence("risk_on", s)).isEqualTo(0.66);
        assertThat(RegimeClassifier.confidence(RegimeClassifier.INSUFFICIENT_DATA, s)).isZero();
    }
}
