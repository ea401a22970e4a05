package com.bpidesk.app.signals;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.signals.SignalsApi;
import org.junit.jupiter.api.Test;

/** The weekly digest's regime lines, from a C5 answer read into the typed client's record. */
class DigestLinesTest {

    @Test
    void regimeChangesAreListed() throws Exception {
        var d = EngineClient.JSON.readValue("{\"week_start\":\"2026-11-14\",\"week_end\":\"2026-11-20\",\"clients\":3,"
                + "\"regime\":{\"regime\":\"slowdown\",\"confidence\":0.49,\"changed_this_week\":true},"
                + "\"regime_changes\":[{\"date\":\"2026-11-06\",\"from\":\"slowdown\",\"to\":\"risk_off\",\"confidence\":0.43,\"in_digest_week\":false},"
                + "{\"date\":\"2026-11-20\",\"from\":\"risk_off\",\"to\":\"slowdown\",\"confidence\":0.49,\"in_digest_week\":true}],"
                + "\"regime_history\":[{},{},{}],\"envelopes_status\":\"counted\",\"envelopes_waiting_for_review\":0,\"notice\":\"n\"}",
                SignalsApi.WeeklyDigest.class);
        // regimes as labels and dates in the user's format (issue 13: no "risk_off", no ISO dates), as the dashboard writes them
        var f = com.bpidesk.app.format.Formats.app();
        assertThat(SignalsViewModel.digestLines(d)).contains("Week " + f.date("2026-11-14") + " to " + f.date("2026-11-20") + " · 3 clients",
                "Regime: Slowdown (confidence 49%), changed this week",
                "Regime change " + f.date("2026-11-06") + ": Slowdown → Risk-off (confidence 43%)",
                "Regime change " + f.date("2026-11-20") + ": Risk-off → Slowdown (confidence 49%) · this week");
        assertThat(String.join("\n", SignalsViewModel.digestLines(d))).doesNotContain("risk_off", "risk off", "2026-11-06");
        var steady = EngineClient.JSON.readValue("{\"regime\":{\"regime\":\"expansion\",\"confidence\":0.7},\"regime_changes\":[],"
                + "\"regime_history\":[{},{},{},{},{},{},{},{},{}]}", SignalsApi.WeeklyDigest.class);
        assertThat(SignalsViewModel.digestLines(steady)).contains("No regime change in the last 8 weeks.");
    }

    /** Issue 28: the header while the engine recomputes the signals, the percentage rounded to a whole number. */
    @Test
    void theHeaderSaysTheSignalsAreUpdatingWithTheirProgress() {
        assertThat(SignalsViewModel.updatingText(40.0)).isEqualTo("Updating signals… 40 %");
        assertThat(SignalsViewModel.updatingText(66.7)).isEqualTo("Updating signals… 67 %");
    }
}
