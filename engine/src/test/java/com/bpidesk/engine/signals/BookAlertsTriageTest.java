package com.bpidesk.engine.signals;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** Book alerts are de-duplicated, thresholded per firm and acknowledgeable; the digest ranks by severity (ADR 0139). */
@Tag("api")
class BookAlertsTriageTest {

    static Signals.Alert a(String client, String type, String key, String severity, double magnitude) {
        return new Signals.Alert(client + ":" + type + (key.isEmpty() ? "" : ":" + key), client, "C " + client, "adv", type, severity,
                Signals.SEVERITIES.indexOf(severity) + 1, magnitude, type + " " + key, "USD");
    }

    @Test
    void onePositionAlertPerClientAndType() {
        List<Signals.Alert> in = List.of(a("c1", "large_unrealized_loss", "XYZ", "medium", 0.06),
                a("c1", "large_unrealized_loss", "ABC", "high", 0.12), a("c1", "inactivity", "", "low", 200),
                a("c2", "large_unrealized_loss", "XYZ", "medium", 0.07));
        List<Signals.Alert> out = AlertSignals.deduplicate(new ArrayList<>(in));
        assertThat(out).hasSize(3);
        Signals.Alert merged = out.get(0);
        assertThat(merged.alertId()).isEqualTo("c1:large_unrealized_loss");
        assertThat(merged.severity()).isEqualTo("high");
        assertThat(merged.message()).isEqualTo("large_unrealized_loss ABC Also: large_unrealized_loss XYZ");
        assertThat(out.get(2).alertId()).as("a single alert keeps its id").isEqualTo("c2:large_unrealized_loss:XYZ");
    }

    @Test
    void oneCriticalOutranksSeveralMediums() {
        List<Signals.Alert> critical = List.of(a("c1", "high_churn", "", "critical", 0.9));
        List<Signals.Alert> mediums = List.of(a("c2", "suitability_drift", "", "medium", 0.5),
                a("c2", "concentration_breach", "X", "medium", 0.3), a("c2", "inactivity", "", "medium", 400));
        assertThat(DigestSignal.bySeverityProfile(critical, mediums)).isNegative();
        assertThat(DigestSignal.bySeverityProfile(mediums, critical)).isPositive();
        // equal worst severity: the next alert decides, then the count
        List<Signals.Alert> highHigh = List.of(a("c3", "high_churn", "", "high", 0.8), a("c3", "suitability_drift", "", "high", 1.2));
        List<Signals.Alert> highLow = List.of(a("c4", "high_churn", "", "high", 0.8), a("c4", "inactivity", "", "low", 200));
        assertThat(DigestSignal.bySeverityProfile(highHigh, highLow)).isNegative();
        assertThat(DigestSignal.bySeverityProfile(highLow, List.of(highLow.get(0)))).isNegative();
    }

    @Test
    void thresholdAcknowledgementAndDigestOrderThroughTheApi() {
        try (TestEngine t = TestEngine.start(Map.of("signals.demo.organization", "org-a"))) {
            JsonNode settings = t.get("/api/signals/alert-settings").json();
            assertThat(settings.get("min_severity").asText()).isEqualTo("medium");
            JsonNode all = t.get("/v1/signals/book-alerts?limit=200").json();
            assertThat(all.get("counts_by_severity").get("low").asLong()).as("below the default threshold").isZero();
            long hiddenLow = all.get("hidden_below_threshold").asLong();
            assertThat(all.get("min_severity").asText()).isEqualTo("medium");

            assertThat(put(t, "/api/signals/alert-settings", "{\"min_severity\":\"high\"}").status()).isEqualTo(200);
            JsonNode high = t.get("/v1/signals/book-alerts?limit=200").json();
            assertThat(high.get("total").asLong()).isEqualTo(all.get("counts_by_severity").get("high").asLong()
                    + all.get("counts_by_severity").get("critical").asLong());
            assertThat(high.get("hidden_below_threshold").asLong()).isEqualTo(hiddenLow + all.get("counts_by_severity").get("medium").asLong());
            assertThat(put(t, "/api/signals/alert-settings", "{\"min_severity\":\"urgent\"}").status()).isEqualTo(400);
            assertThat(t.get("/api/signals/alert-settings", t.otherOrgKey).json().get("min_severity").asText()).isEqualTo("medium");

            String first = high.at("/items/0/alert_id").asText();
            var ack = t.postJson("/api/signals/alerts/" + first + "/acknowledgement", "{\"note\":\"Called the client\"}");
            assertThat(ack.status()).as(ack.body()).isEqualTo(201);
            assertThat(ack.json().get("acknowledged_by_name").asText()).isEqualTo("Test Officer");
            JsonNode after = t.get("/v1/signals/book-alerts?limit=200").json();
            assertThat(after.get("total").asLong()).isEqualTo(high.get("total").asLong() - 1);
            assertThat(after.get("hidden_acknowledged").asLong()).isEqualTo(1);
            JsonNode marked = t.get("/v1/signals/book-alerts?limit=200&include_acknowledged=true").json();
            assertThat(marked.get("items").findValues("acknowledged").stream().filter(n -> !n.isNull()).count()).isEqualTo(1);
            assertThat(t.postJson("/api/signals/alerts/nope/acknowledgement", "{}").status()).isEqualTo(404);

            JsonNode digest = t.get("/v1/signals/weekly-digest-preview").json();
            List<Integer> ranks = new ArrayList<>();
            digest.get("clients_to_review_first").forEach(c -> ranks.add(Signals.SEVERITIES.indexOf(c.get("severity").asText())));
            assertThat(ranks).isSortedAccordingTo((x, y) -> Integer.compare(y, x));
        }
    }

    static TestEngine.Response put(TestEngine t, String path, String json) {
        return t.send(HttpRequest.newBuilder(t.uri(path)).PUT(HttpRequest.BodyPublishers.ofString(json))
                .header("Content-Type", "application/json").header("Authorization", "Bearer " + t.enterpriseKey));
    }
}
