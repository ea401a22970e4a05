package com.bpidesk.app.signals;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import org.junit.jupiter.api.Test;

/** The weekly digest's regime lines, from a C5 answer. */
class DigestLinesTest {

    @Test
    void regimeChangesAreListed() throws Exception {
        var d = EngineClient.JSON.readTree("{\"week_start\":\"2026-11-14\",\"week_end\":\"2026-11-20\",\"clients\":3,"
                + "\"regime\":{\"regime\":\"slowdown\",\"confidence\":0.49,\"changed_this_week\":true},"
                + "\"regime_changes\":[{\"date\":\"2026-11-06\",\"from\":\"slowdown\",\"to\":\"risk_off\",\"confidence\":0.43,\"in_digest_week\":false},"
                + "{\"date\":\"2026-11-20\",\"from\":\"risk_off\",\"to\":\"slowdown\",\"confidence\":0.49,\"in_digest_week\":true}],"
                + "\"regime_history\":[{},{},{}],\"envelopes_status\":\"counted\",\"envelopes_waiting_for_review\":0,\"notice\":\"n\"}");
        assertThat(SignalsViewModel.digestLines(d)).contains("Regime: slowdown (confidence 49%), changed this week",
                "Regime change 2026-11-06: slowdown → risk off (confidence 43%)",
                "Regime change 2026-11-20: risk off → slowdown (confidence 49%) · this week");
        var steady = EngineClient.JSON.readTree("{\"regime\":{\"regime\":\"expansion\",\"confidence\":0.7},\"regime_changes\":[],"
                + "\"regime_history\":[{},{},{},{},{},{},{},{},{}]}");
        assertThat(SignalsViewModel.digestLines(steady)).contains("No regime change in the last 8 weeks.");
    }
}
