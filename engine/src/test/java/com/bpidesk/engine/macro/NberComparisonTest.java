package com.bpidesk.engine.macro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.cli.EngineCli;
import com.bpidesk.engine.market.SharedData;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The NBER comparison (ADR 0200): the shipped recession table, the scores on a hand-worked sequence, and the
 * {@code regime-backtest --nber} table of docs/market-data.md, whose figures {@code reference/regime/nber_metrics.py}
 * computed independently from the same command's month-by-month labels (commands in the script's header).
 */
class NberComparisonTest {

    @Test
    void theShippedTableHas64RecessionMonthsFrom1976To2026() {
        NberComparison n = NberComparison.nber();
        int months = 0;
        for (YearMonth m = YearMonth.of(1976, 1); !m.isAfter(YearMonth.of(2026, 1)); m = m.plusMonths(1)) {
            months += n.recession(m) ? 1 : 0;
        }
        // 7 (1980) + 17 (1981-82) + 9 (1990-91) + 9 (2001) + 19 (2007-09) + 3 (2020) = 64
        assertThat(months).isEqualTo(64);
        assertThat(n.recession(YearMonth.of(2007, 12))).isTrue();
        assertThat(n.recession(YearMonth.of(2009, 7))).isFalse();
    }

    @Test
    void scoresAHandWorkedSequence() {
        NberComparison n = new NberComparison(List.<YearMonth[]>of(new YearMonth[] {YearMonth.of(2020, 3), YearMonth.of(2020, 4)}));
        List<YearMonth> months = new ArrayList<>();
        for (int k = 1; k <= 6; k++) {
            months.add(YearMonth.of(2020, k));
        }
        // Jan risk_on (TN), Feb slowdown (FP), Mar risk_off (TP), Apr recovery (FN), May insufficient (left out), Jun risk_on (TN)
        NberComparison.Score s = n.score(months, List.of("risk_on", "slowdown", "risk_off", "recovery", "insufficient_data", "risk_on"));
        assertThat(s.classified()).isEqualTo(5);
        assertThat(s.recall()).isEqualTo(0.5);                       // 1 of 2 recession months called
        assertThat(s.specificity()).isCloseTo(2 / 3.0, within(1e-12)); // 2 of 3 expansion months not called
        assertThat(s.balancedAccuracy()).isCloseTo((0.5 + 2 / 3.0) / 2, within(1e-12));
        assertThat(s.changes()).isEqualTo(5);                         // every month differs from the one before
        assertThat(s.changesPerYear()).isCloseTo(10.0, within(1e-12)); // 5 changes over half a year
    }

    @Test
    void theBacktestTableMatchesTheIndependentScoring() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = EngineCli.run(List.of("regime-backtest", SharedData.path("macro").toString(), "--prices",
                        SharedData.path("prices/yfinance_autoadjust_to_2026/SPY.csv").toString(), "--nber"),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(text).contains("summary 1976-01..2026-01");
        // nber_metrics.py on the same output: published recall 0.906, specificity 0.622, balanced 0.764, 94 changes (1.88 a
        // year); raw classifier 0.906, 0.654, 0.780, 164 changes (3.27 a year)
        assertThat(text).containsPattern("published \\(persistence\\)\\s+601\\s+601\\s+0\\.906\\s+0\\.622\\s+0\\.764\\s+94\\s+1\\.88");
        assertThat(text).containsPattern("raw classifier\\s+601\\s+601\\s+0\\.906\\s+0\\.654\\s+0\\.780\\s+164\\s+3\\.27");
    }
}
