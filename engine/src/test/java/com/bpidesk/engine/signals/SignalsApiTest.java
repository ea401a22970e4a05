package com.bpidesk.engine.signals;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** C1-C5 on the generated demo book over the demo market, through real HTTP, with organization isolation. */
@Tag("api")
class SignalsApiTest {

    static TestEngine t;

    static final String ENVELOPE = """
            {"decision_id":"dec-digest-1","trace_id":"tr-1","organization_id":"org-a","investor_id":"demo-c001",
             "actor_or_agent":{"type":"human_actor","id":"adv-01","name":"Alex Demo"},
             "mandate":{"scope":"Advisory","authorized_actions":["rebalance"],"constraints":[]},
             "investor_context":{"risk_tolerance":"moderate","time_horizon":"10 years"},
             "portfolio_context":{"as_of":"2026-03-01T09:00:00Z","concentration_summary":"Top holding 14%"},
             "proposed_action":{"type":"rebalance","description":"Trim the largest position"},
             "suitability":{"match":true,"notes":"Reduces concentration"},
             "evidence":{"sources":["signals"],"reasoning_summary":"Concentration above the band"},
             "confidence":0.8,"disposition":"REVIEW","created_at":"2026-03-01T09:30:00Z"}
            """;

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of("signals.demo.organization", "org-a"));
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    @Test
    void everySignalAnswersWithComputedValuesOnTheDemoBook() {
        JsonNode clients = t.get("/api/book/clients").json();
        assertThat(clients.get("total").asInt()).isGreaterThanOrEqualTo(100);
        assertThat(clients.get("data_source").asText()).contains("book:demo").contains("prices:demo");
        Set<String> bands = new HashSet<>();
        clients.get("items").forEach(c -> bands.add(c.get("risk_band").asText()));
        assertThat(bands).as("varied behaviour gives varied bands").hasSizeGreaterThanOrEqualTo(3);

        JsonNode risk = t.get("/v1/signals/client-risk/demo-c007").json();
        assertThat(risk.get("client_id").asText()).isEqualTo("demo-c007");
        double p = risk.get("churn_probability_score").asDouble();
        assertThat(p).isBetween(0.0, 1.0);
        assertThat(risk.get("risk_band").asText()).isIn("low", "medium", "high", "critical");
        assertThat(risk.get("top_reasons").size()).isBetween(1, 3);
        assertThat(risk.get("advisor_next_action").size()).isGreaterThanOrEqualTo(1);
        assertThat(risk.has("advisor_review_required")).isTrue();
        assertThat(risk.get("generated_at").asText()).endsWith("Z");

        // C3 agrees with C1 and its contributions add up to the linear predictor
        JsonNode churn = t.get("/v1/signals/churn-score/demo-c007").json();
        assertThat(churn.get("churn_probability_score").asDouble()).isEqualTo(p);
        double z = churn.get("intercept").asDouble();
        for (JsonNode c : churn.get("contributions")) {
            assertThat(c.get("contribution").asDouble()).isCloseTo(c.get("coefficient").asDouble() * c.get("value").asDouble(),
                    org.assertj.core.api.Assertions.within(1e-5));
            z += c.get("contribution").asDouble();
        }
        assertThat(churn.get("linear_predictor").asDouble()).isCloseTo(z, org.assertj.core.api.Assertions.within(1e-4));
        assertThat(1 / (1 + Math.exp(-z))).isCloseTo(p, org.assertj.core.api.Assertions.within(1e-3));
        assertThat(churn.get("model_version").asText()).isEqualTo("default-1");

        // the most drifted client of the demo book (its first suitability-drift alert): outside its bands, with a history
        String drifted = t.get("/v1/signals/book-alerts?type=suitability_drift&limit=1").json().at("/items/0/client_id").asText();
        JsonNode drift = t.get("/v1/signals/suitability-drift/" + drifted).json();
        assertThat(drift.get("client_id").asText()).isEqualTo(drifted);
        assertThat(drift.get("in_band").asBoolean()).isFalse();
        assertThat(drift.get("drift_score").asDouble()).isGreaterThan(0);
        assertThat(drift.get("history").size()).isGreaterThanOrEqualTo(2);
        assertThat(drift.get("out_of_band_since").asText()).isNotEmpty();
        assertThat(drift.get("notice").asText()).contains("not a suitability determination");
        JsonNode eq = drift.get("metrics").get(1);
        assertThat(eq.get("metric").asText()).isEqualTo("equity_share");
        double expected = Math.max(0, eq.get("value").asDouble() - eq.get("band_max").asDouble()) / 0.20;
        assertThat(eq.get("distance").asDouble()).isCloseTo(expected, org.assertj.core.api.Assertions.within(1e-3));
    }

    @Test
    void bookAlertsAreRankedFilteredAndPaginated() {
        JsonNode all = t.get("/v1/signals/book-alerts?limit=200").json();
        assertThat(all.get("total").asInt()).isGreaterThan(0);
        int prev = 5;
        for (JsonNode a : all.get("items")) {
            assertThat(a.get("severity_rank").asInt()).isLessThanOrEqualTo(prev);
            prev = a.get("severity_rank").asInt();
        }
        for (String type : Signals.ALERT_TYPES) {
            assertThat(all.at("/counts_by_type/" + type).asLong()).as("alerts of type %s on the demo book", type).isPositive();
        }
        // what the advisor reads: amounts with their code and separators, dates as "15 Mar 2024", never ISO
        for (JsonNode a : all.get("items")) {
            assertThat(a.get("message").asText()).doesNotContainPattern("\\d{4}-\\d{2}-\\d{2}")
                    .doesNotContainPattern("[A-Z]{3} -?\\d{4,}");
        }
        for (int i = 1; i <= 40; i++) {
            JsonNode risk = t.get(String.format(java.util.Locale.ROOT, "/v1/signals/client-risk/demo-c%03d", i)).json();
            risk.get("top_reasons").forEach(r -> assertThat(r.asText()).doesNotContainPattern("\\d{4}-\\d{2}-\\d{2}")
                    .doesNotContainPattern("[A-Z]{3} -?\\d{4,}"));
        }
        JsonNode page = t.get("/v1/signals/book-alerts?limit=5&offset=5").json();
        assertThat(page.get("items").size()).isEqualTo(5);
        assertThat(page.at("/items/0/alert_id").asText()).isEqualTo(all.at("/items/5/alert_id").asText());
        JsonNode inact = t.get("/v1/signals/book-alerts?type=inactivity").json();
        inact.get("items").forEach(a -> assertThat(a.get("type").asText()).isEqualTo("inactivity"));
        assertThat(inact.get("total").asLong()).isEqualTo(all.at("/counts_by_type/inactivity").asLong());
        var bad = t.get("/v1/signals/book-alerts?type=nonsense&limit=0");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().get("errors").size()).isEqualTo(2);
    }

    /** Issue 28: the alerts and the digest say which complete state they read; the state route counts the book's clients. */
    @Test
    void alertsAndDigestNameTheCompleteStateTheyRead() {
        JsonNode alerts = t.get("/v1/signals/book-alerts?limit=1").json();
        JsonNode digest = t.get("/v1/signals/weekly-digest-preview").json();
        JsonNode state = t.get("/api/signals/state").json();
        long clients = t.get("/api/book/clients").json().at("/items").size();
        assertThat(alerts.at("/state").asText()).isEqualTo("current");
        assertThat(digest.at("/state").asText()).isEqualTo("current");
        assertThat(alerts.at("/computed_at").asText()).isNotBlank().isEqualTo(digest.at("/computed_at").asText())
                .isEqualTo(state.at("/computed_at").asText());
        assertThat(state.at("/state").asText()).isEqualTo("current");
        assertThat(state.at("/clients").asLong()).isEqualTo(clients).isPositive();
        assertThat(state.at("/as_of").asText()).isEqualTo(alerts.at("/as_of").asText());
        assertThat(state.at("/done").asLong()).isZero();
        assertThat(state.has("percent")).isFalse();
        assertThat(t.get("/api/signals/state", t.freeKey).status()).isEqualTo(403);
    }

    @Test
    void weeklyDigestPreview() {
        JsonNode d = t.get("/v1/signals/weekly-digest-preview?advisor_id=adv-01").json();
        assertThat(d.get("advisor_id").asText()).isEqualTo("adv-01");
        assertThat(d.get("clients").asInt()).isEqualTo(20);
        JsonNode c = d.at("/alert_counts/inactivity");
        assertThat(c.get("change").asInt()).isEqualTo(c.get("this_week").asInt() - c.get("last_week").asInt());
        assertThat(d.get("clients_to_review_first").size()).isBetween(1, 5);
        assertThat(d.at("/regime/regime").asText()).isNotEmpty();
        // regime changes from the weekly regime history: 9 points a week apart ending on the digest's last day
        JsonNode h = d.get("regime_history");
        assertThat(h.size()).isEqualTo(9);
        java.util.List<String> allowed = new java.util.ArrayList<>();
        t.get("/api/research/regime/history").json().get("allowed_regimes").forEach(r -> allowed.add(r.asText()));
        java.time.LocalDate end = java.time.LocalDate.parse(d.get("week_end").asText());
        java.util.List<String> expected = new java.util.ArrayList<>();
        for (int i = 0; i < 9; i++) {
            assertThat(h.get(i).get("date").asText()).isEqualTo(end.minusWeeks(8 - i).toString());
            assertThat(allowed).contains(h.get(i).get("regime").asText());
            if (i > 0 && !h.get(i).get("regime").asText().equals(h.get(i - 1).get("regime").asText())) {
                expected.add(h.get(i).get("date").asText() + ":" + h.get(i - 1).get("regime").asText() + "->" + h.get(i).get("regime").asText()
                        + "@" + h.get(i).get("confidence").asDouble() + ":" + !java.time.LocalDate.parse(h.get(i).get("date").asText())
                        .isBefore(java.time.LocalDate.parse(d.get("week_start").asText())));
            }
        }
        java.util.List<String> actual = new java.util.ArrayList<>();
        d.get("regime_changes").forEach(x -> actual.add(x.get("date").asText() + ":" + x.get("from").asText() + "->" + x.get("to").asText()
                + "@" + x.get("confidence").asDouble() + ":" + x.get("in_digest_week").asBoolean()));
        assertThat(actual).isEqualTo(expected);
        assertThat(d.at("/regime/changed_this_week").asBoolean()).isEqualTo(actual.stream().anyMatch(x -> x.endsWith(":true")));
        assertThat(d.get("regime_history_status").asText()).startsWith("weekly points from " + end.minusWeeks(8));
        assertThat(d.get("macro_releases").size()).isGreaterThan(0);
        assertThat(d.get("envelopes_status").asText()).isEqualTo("counted");
        long before = d.get("envelopes_waiting_for_review").asLong();
        // one envelope with disposition REVIEW enters the assurance queue as PENDING: the digest counts it
        var stored = t.postJson("/api/assurance/envelopes", ENVELOPE);
        assertThat(stored.status()).as(stored.body()).isIn(200, 201);
        JsonNode after = t.get("/v1/signals/weekly-digest-preview?advisor_id=adv-01").json();
        assertThat(after.get("envelopes_waiting_for_review").asLong()).isEqualTo(before + 1);
        assertThat(t.get("/v1/signals/weekly-digest-preview?advisor_id=nobody").status()).isEqualTo(404);
    }

    @Test
    void unknownAndOtherOrganizationClientsAre404() {
        var unknown = t.get("/v1/signals/client-risk/no-such-client");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.header("Content-Type")).startsWith("application/problem+json");
        for (String path : new String[] {"client-risk", "churn-score", "suitability-drift"}) {
            assertThat(t.get("/v1/signals/" + path + "/demo-c001", t.otherOrgKey).status()).isEqualTo(404);
        }
        assertThat(t.get("/v1/signals/book-alerts", t.otherOrgKey).json().get("total").asInt()).isZero();
        assertThat(t.get("/v1/signals/client-risk/demo-c001", t.freeKey).status()).isEqualTo(403);
    }
}
