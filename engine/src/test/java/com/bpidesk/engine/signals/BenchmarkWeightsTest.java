package com.bpidesk.engine.signals;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.performance.PolicyBenchmark;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * Without a recorded policy the policy benchmark falls back to the risk profile (docs/performance.md, "Benchmarks") and
 * says so; worked by hand from the growth band 60-90 %: 75 % equity (52.5 % SPY, 22.5 % EFA), 25 % AGG.
 */
class BenchmarkWeightsTest {

    @Test
    void noRecordedPolicyFallsBackToTheRiskProfilesBandAndSaysSo() {
        ClientPerformance perf = new ClientPerformance(null, null, null, RiskLimits.DEFAULTS, null, null);
        Book.Client c = new Book.Client("c1", "a1", "Maria Lopez", "growth", 10, "", "US", LocalDate.of(2020, 1, 1), false, null, "test",
                "USD");
        ClientPerformance.Weights w = perf.weights("org", c);
        assertThat(w.source()).isEqualTo(PolicyBenchmark.SOURCE_RISK_PROFILE);
        assertThat(w.weights()).containsOnlyKeys("SPY", "EFA", "AGG");
        assertThat(w.weights().get("SPY")).isCloseTo(0.525, within(1e-12));
        assertThat(w.weights().get("EFA")).isCloseTo(0.225, within(1e-12));
        assertThat(w.weights().get("AGG")).isCloseTo(0.25, within(1e-12));
        assertThat(w.method("USD")).contains("risk profile").contains("no investment policy is recorded");
    }
}
