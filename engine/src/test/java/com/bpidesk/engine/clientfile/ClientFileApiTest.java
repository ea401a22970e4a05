package com.bpidesk.engine.clientfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The client file over real HTTP on the demo book and demo market (one engine for the class): the record, its valuation
 * checked against the signals' own valuation of the client (an independent implementation, {@code ClientEvaluator}) and
 * against price x shares x rate per holding, the policy edit with its change log under the caller's identity, the
 * refusals in words, the CSV exports and organization isolation.
 */
@Tag("api")
class ClientFileApiTest {

    static TestEngine t;
    static final String CLIENT = "demo-c002";

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of("signals.demo.organization", "org-a"));
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    @Test
    void theFileShowsTheProfilePolicyValuedHoldingsAllocationAndSignals() {
        var r = t.get("/api/book/clients/" + CLIENT);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        JsonNode f = r.json();
        JsonNode row = null;
        for (JsonNode c : t.get("/api/book/clients").json().get("items")) {
            if (c.get("client_id").asText().equals(CLIENT)) {
                row = c;
            }
        }
        assertThat(row).isNotNull();
        assertThat(f.at("/profile/name").asText()).isEqualTo(row.get("name").asText());
        assertThat(f.at("/profile/advisor_name").asText()).isEqualTo(row.get("advisor_name").asText()).isNotBlank();
        assertThat(f.at("/policy/source").asText()).isEqualTo("demo");
        // the demo policy is the table's row for the client's tolerance: its position limit is the house band's
        double limit = Map.of("conservative", 0.10, "moderate", 0.15, "balanced", 0.20, "growth", 0.25, "aggressive", 0.35)
                .get(row.get("risk_tolerance").asText());
        assertThat(f.at("/policy/max_position_weight").asDouble()).isEqualTo(limit);

        // the same client valued by the signals' ClientEvaluator (its own replay and conversion) as of the data date
        assertThat(f.at("/totals/value").asDouble()).isCloseTo(row.get("value").asDouble(), within(0.02));
        double sumAccounts = 0;
        double weights = 0;
        for (JsonNode a : f.get("accounts")) {
            sumAccounts += a.get("value").asDouble();
            for (JsonNode h : a.get("holdings")) {
                assertThat(h.get("price_source").asText()).isEqualTo("demo");
                assertThat(h.get("price_date").asText()).isNotBlank();
                assertThat(h.get("value").asDouble()).isCloseTo(h.get("shares").asDouble() * h.get("price").asDouble()
                        * h.get("fx_rate").asDouble(), within(0.01));
                assertThat(h.get("unrealised_gain").asDouble()).isCloseTo(h.get("value").asDouble() - h.get("cost_basis").asDouble(),
                        within(0.02));
                weights += h.get("weight").asDouble();
            }
        }
        assertThat(sumAccounts).isCloseTo(f.at("/totals/value").asDouble(), within(0.05));
        assertThat(weights).isCloseTo(f.at("/totals/invested").asDouble() / f.at("/totals/value").asDouble(), within(1e-4));
        double alloc = 0;
        for (JsonNode a : f.get("allocation")) {
            alloc += a.get("weight").asDouble();
            assertThat(a.get("state").asText()).isIn("within", "above", "below");
        }
        assertThat(alloc).isCloseTo(1.0, within(1e-4));

        // signals: those of the signal service, not recomputed
        JsonNode risk = t.get("/v1/signals/client-risk/" + CLIENT).json();
        assertThat(f.at("/signals/churn/churn_probability_score").asDouble()).isEqualTo(risk.get("churn_probability_score").asDouble());
        assertThat(f.at("/signals/churn/top_reasons").size()).isEqualTo(risk.get("top_reasons").size());
        assertThat(f.at("/signals/drift/drift_score").asDouble()).isEqualTo(row.get("drift_score").asDouble());
        assertThat(f.at("/notice").asText()).contains("does not execute trades");
    }

    @Test
    void anEditedPolicyIsStoredWithAChangeLogUnderTheCallersName() {
        String body = """
                {"targets":[{"asset_class":"equity","target_weight":0.6,"band":0.05},{"asset_class":"bonds","target_weight":0.3,"band":0.05},
                 {"asset_class":"cash","target_weight":0.1,"band":0.05}],"max_position_weight":0.12,"held_symbols":["msft"]}
                """;
        var put = t.putJson("/api/book/clients/demo-c003/policy", body);
        assertThat(put.status()).as(put.body()).isEqualTo(200);
        JsonNode p = put.json();
        assertThat(p.at("/policy/source").asText()).isEqualTo("advisor");
        assertThat(p.at("/policy/updated_by").asText()).isEqualTo("Test Officer");
        assertThat(p.at("/policy/held_symbols/0").asText()).isEqualTo("MSFT");
        JsonNode log = p.get("policy_changes");
        assertThat(log.size()).isGreaterThanOrEqualTo(3);
        boolean sawLimit = false;
        for (JsonNode c : log) {
            assertThat(c.get("changed_by_name").asText()).isEqualTo("Test Officer");
            assertThat(c.get("changed_by_role").asText()).isEqualTo("reviewer");
            if (c.get("field").asText().equals("max_position_weight")) {
                sawLimit = true;
                assertThat(c.get("new_value").asText()).isEqualTo("0.12");
            }
        }
        assertThat(sawLimit).isTrue();
        JsonNode f = t.get("/api/book/clients/demo-c003").json();
        assertThat(f.at("/policy/max_position_weight").asDouble()).isEqualTo(0.12);
        assertThat(f.get("policy_changes").size()).isEqualTo(log.size());
        for (JsonNode a : f.get("allocation")) {
            if (a.get("asset_class").asText().equals("equity")) {
                assertThat(a.get("lower").asDouble()).isCloseTo(0.55, within(1e-9));
                assertThat(a.get("upper").asDouble()).isCloseTo(0.65, within(1e-9));
            }
        }
    }

    @Test
    void refusalsAreProblemsInPlainWords() {
        var bad = t.putJson("/api/book/clients/demo-c004/policy",
                "{\"targets\":[{\"asset_class\":\"equity\",\"target_weight\":0.5}],\"max_position_weight\":0.2}");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.header("Content-Type")).startsWith("application/problem+json");
        assertThat(bad.body()).contains("add up to 50.00 %").doesNotContain("Exception");
        var missing = t.get("/api/book/clients/no-such-client");
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.json().get("detail").asText()).contains("no client 'no-such-client' in your organization's book");
        assertThat(t.get("/api/book/clients/" + CLIENT + "?as_of=yesterday").status()).isEqualTo(400);
        assertThat(t.get("/api/book/clients/" + CLIENT + "?as_of=2999-01-01").status()).isEqualTo(400);
        // another organization does not see org-a's clients
        assertThat(t.get("/api/book/clients/" + CLIENT, t.otherOrgKey).status()).isEqualTo(404);
    }

    @Test
    void theFileAndTheBookAlertsExportAsCsv() {
        var csv = t.get("/api/book/clients/" + CLIENT + ".csv");
        assertThat(csv.status()).as(csv.body()).isEqualTo(200);
        assertThat(csv.header("Content-Type")).startsWith("text/csv");
        assertThat(csv.header("Content-Disposition")).contains("attachment").contains(".csv");
        JsonNode f = t.get("/api/book/clients/" + CLIENT).json();
        String[] sections = csv.body().split("\r\n\r\n");
        assertThat(sections).hasSize(2);
        long holdings = 0;
        for (JsonNode a : f.get("accounts")) {
            holdings += a.get("holdings").size() + (a.get("cash").isNull() ? 0 : 1);
        }
        assertThat(sections[0].split("\r\n")).hasSize((int) holdings + 1);
        assertThat(sections[0]).startsWith(ClientFileCsv.HOLDINGS_HEADER);
        assertThat(sections[1].split("\r\n")).hasSize(f.get("allocation").size() + 1);

        var alerts = t.get("/v1/signals/book-alerts.csv?limit=200");
        assertThat(alerts.status()).isEqualTo(200);
        assertThat(alerts.header("Content-Type")).startsWith("text/csv");
        JsonNode json = t.get("/v1/signals/book-alerts?limit=200").json();
        assertThat(alerts.body().split("\r\n")).hasSize(json.get("items").size() + 1);
        assertThat(alerts.body()).contains(json.at("/items/0/client_name").asText());
    }

    @Test
    void theMandateIsEditableAndFallsBackToOneDerivedFromThePolicy() {
        String path = "/api/book/clients/demo-c006/mandate";
        var demo = t.get(path);
        assertThat(demo.status()).as(demo.body()).isEqualTo(200);
        assertThat(demo.json().get("data_source").asText()).isEqualTo("demo");

        var put = t.putJson(path, "{\"scope\":\"Discretionary\",\"authorized_actions\":[\"rebalance\",\"sell\"],"
                + "\"constraints\":[\"max_single_position_weight: 12%\"]}");
        assertThat(put.status()).as(put.body()).isEqualTo(200);
        assertThat(put.json().get("data_source").asText()).isEqualTo("advisor");
        assertThat(put.json().get("updated_by").asText()).isEqualTo("Test Officer");
        assertThat(t.get(path).json().get("authorized_actions").toString()).isEqualTo("[\"rebalance\",\"sell\"]");

        var bad = t.putJson(path, "{\"authorized_actions\":[\"Buy now!\"]}");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().get("detail").asText()).contains("one lower-case word");

        // a recorded policy, then no stored mandate: the mandate is derived from that policy (hand-written expectation)
        assertThat(t.putJson("/api/book/clients/demo-c006/policy", """
                {"targets":[{"asset_class":"equity","target_weight":0.7,"band":0.1},{"asset_class":"bonds","target_weight":0.3,"band":0.1}],
                 "max_position_weight":0.2,"held_symbols":["AAPL"]}""").status()).isEqualTo(200);
        var cleared = t.send(java.net.http.HttpRequest.newBuilder(t.uri(path)).DELETE().header("Authorization", "Bearer " + t.enterpriseKey));
        assertThat(cleared.status()).as(cleared.body()).isEqualTo(200);
        JsonNode m = cleared.json();
        assertThat(m.get("data_source").asText()).isEqualTo("derived");
        assertThat(m.get("scope").asText()).isEqualTo("Advisory (derived from the client's policy)");
        assertThat(m.get("constraints").toString()).isEqualTo("[\"max_single_position_weight: 0.2000\",\"held_positions: AAPL\","
                + "\"asset_class_band: equity 70% +/- 10%\",\"asset_class_band: bonds 30% +/- 10%\"]");
        assertThat(t.get("/api/book/clients/no-such-client/mandate").status()).isEqualTo(404);
    }
}
