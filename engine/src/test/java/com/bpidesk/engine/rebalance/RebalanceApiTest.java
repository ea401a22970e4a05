package com.bpidesk.engine.rebalance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Rebalance proposals over real HTTP on the demo book (one engine for the class). The client out of its bands is found
 * from the client file's own band state (ClientValuation, an independent computation of the allocation); the after-weights
 * the proposal returns are recomputed here from the client file's holding values and the trades (units x price over the
 * account's value); the accepted proposal's envelopes are found in the assurance queue by their trace id.
 */
@Tag("api")
class RebalanceApiTest {

    static TestEngine t;
    static final String BASE = "/api/book/clients/";

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of("signals.demo.organization", "org-a"));
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    /** The demo book's clients with one account whose file states that a class is out of its band, in book order. */
    static List<JsonNode> outOfBand() {
        if (OUT_OF_BAND.isEmpty()) {
            for (JsonNode c : t.get(BASE + "?limit=200").json().get("items")) {
                JsonNode f = t.get(BASE + c.get("client_id").asText()).json();
                boolean out = false;
                for (JsonNode a : f.get("allocation")) {
                    out |= !a.get("state").asText().equals("within");
                }
                if (out && f.get("accounts").size() == 1) {
                    OUT_OF_BAND.add(f);
                }
            }
        }
        assertThat(OUT_OF_BAND).as("demo clients out of their bands").hasSizeGreaterThan(1);
        return OUT_OF_BAND;
    }

    static final List<JsonNode> OUT_OF_BAND = new ArrayList<>();

    @Test
    void anOutOfBandClientGetsTradesTowardTargetThatAcceptanceTurnsIntoEnvelopesOnce() {
        JsonNode file = outOfBand().get(0);
        String client = file.at("/profile/client_id").asText();
        var r = t.postJson(BASE + client + "/rebalance-proposals", "{\"minimum_trade\": 500}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        t.requireDocumented("POST", "/api/book/clients/{client_id}/rebalance-proposals", "{\"minimum_trade\": 500}", r);
        JsonNode p = r.json().at("/items/0");
        assertThat(r.json().get("items")).hasSize(1);
        assertThat(p.get("client_name").asText()).isEqualTo(file.at("/profile/name").asText());
        assertThat(p.get("method").asText()).contains("Threshold rebalancing to target");
        assertThat(p.get("status").asText()).isEqualTo("proposed");
        assertThat(p.get("created_by").asText()).isEqualTo("Test Officer");
        JsonNode trades = p.at("/proposal/trades");
        assertThat(p.at("/proposal/needed").asBoolean()).isTrue();
        assertThat(trades.size()).isPositive();

        // independent recomputation: class values from the client file's holdings, moved by units x price of each trade
        JsonNode account = file.at("/accounts/0");
        double total = account.get("value").asDouble();
        assertThat(p.at("/proposal/total_value").asDouble()).isCloseTo(total, within(0.05));
        Map<String, Double> before = new HashMap<>();
        Map<String, Double> after = new HashMap<>();
        for (JsonNode h : account.get("holdings")) {
            String k = h.get("asset_class").asText();
            before.merge(k, h.get("value").asDouble(), Double::sum);
            after.merge(k, h.get("value").asDouble(), Double::sum);
        }
        double cash = account.get("cash").asDouble();
        before.merge("cash", cash, Double::sum);
        double cashAfter = cash;
        for (JsonNode tr : trades) {
            double v = tr.get("shares").asDouble() * tr.get("price").asDouble();
            assertThat(tr.get("shares").asDouble()).as("whole shares").isEqualTo(Math.rint(tr.get("shares").asDouble()));
            assertThat(v).as("minimum trade").isGreaterThanOrEqualTo(500);
            boolean buy = tr.get("side").asText().equals("BUY");
            after.merge(tr.get("asset_class").asText(), buy ? v : -v, Double::sum);
            cashAfter += buy ? -v : v;
        }
        after.merge("cash", cashAfter, Double::sum);
        assertThat(cashAfter).as("cash stays at zero or above").isGreaterThanOrEqualTo(-0.01);
        assertThat(p.at("/proposal/cash_after").asDouble()).isCloseTo(cashAfter, within(0.05));
        Map<String, JsonNode> classes = new HashMap<>();
        p.at("/proposal/classes").forEach(c -> classes.put(c.get("asset_class").asText(), c));
        for (JsonNode a : file.get("allocation")) {
            String k = a.get("asset_class").asText();
            double wAfter = after.getOrDefault(k, 0.0) / total;
            double wBefore = before.getOrDefault(k, 0.0) / total;
            assertThat(classes.get(k).get("after").asDouble()).as("after-weight of " + k).isCloseTo(wAfter, within(1e-5));
            assertThat(wBefore).as("before-weight of " + k).isCloseTo(a.get("weight").asDouble(), within(1e-5));
            if (!a.get("state").asText().equals("within") && !k.equals("cash")) {
                double target = a.get("target_weight").asDouble();
                assertThat(Math.abs(wAfter - target)).as(k + " moves toward its target").isLessThan(Math.abs(wBefore - target));
                double net = after.getOrDefault(k, 0.0) - before.getOrDefault(k, 0.0);
                assertThat(net).as(k + " trades in the direction of the target").isNotZero();
                assertThat(Math.signum(net)).isEqualTo(Math.signum(target - wBefore));
            }
        }

        String id = p.get("proposal_id").asText();
        var acc = t.postJson(BASE + client + "/rebalance-proposals/" + id + "/acceptance", "");
        assertThat(acc.status()).as(acc.body()).isEqualTo(200);
        JsonNode items = acc.json().get("review_items");
        assertThat(items).hasSize(trades.size());
        assertThat(acc.json().get("message").asText()).contains(trades.size() + " review").contains("Nothing is executed");
        String first = trades.get(0).get("side").asText().equals("SELL") ? "Sell " : "Buy ";
        assertThat(items.get(0).get("action").asText()).startsWith(first)
                .contains(trades.get(0).get("name").asText() + " (" + trades.get(0).get("symbol").asText() + ")");
        assertThat(acc.json().at("/proposal/status").asText()).isEqualTo("accepted");

        List<String> found = new ArrayList<>();
        for (JsonNode e : t.get("/api/assurance/envelopes?investor_id=" + client + "&limit=500").json().get("items")) {
            if (e.get("trace_id").asText().equals(id)) {
                found.add(e.get("decision_id").asText());
                assertThat(e.at("/actor_or_agent/type").asText()).isEqualTo("human_actor");
            }
        }
        List<String> expected = new ArrayList<>();
        items.forEach(i -> expected.add(i.get("decision_id").asText()));
        assertThat(found).containsExactlyInAnyOrderElementsOf(expected).doesNotHaveDuplicates();
        // the envelope states the trade in words and the figures the evaluator checks
        JsonNode env = t.get("/api/assurance/envelopes/" + expected.get(0)).json().get("envelope");
        assertThat(env.at("/proposed_action/parameters/notional").asDouble())
                .isCloseTo(trades.get(0).get("shares").asDouble() * trades.get(0).get("price").asDouble(), within(0.01));
        assertThat(env.at("/proposed_action/parameters/client_id").asText()).isEqualTo(client);
        assertThat(env.at("/proposed_action/parameters/max_single_position_weight").asDouble())
                .isEqualTo(file.at("/policy/max_position_weight").asDouble());
        // the test key's holder is not the client's advisor: the review evidence says so (ADR 0258)
        List<String> sentences = new ArrayList<>();
        t.get("/api/assurance/envelopes/" + expected.get(0)).json().at("/overview/checks").forEach(c -> sentences.add(c.get("sentence").asText()));
        assertThat(sentences).contains("Test Officer made this proposal but is not the client's advisor ("
                + file.at("/profile/advisor_name").asText() + "); a reviewer must confirm that Test Officer may act for this client.");

        var again = t.postJson(BASE + client + "/rebalance-proposals/" + id + "/acceptance", "");
        assertThat(again.status()).isEqualTo(409);
        assertThat(again.json().get("detail").asText()).contains("already accepted by Test Officer");
        var reject = t.postJson(BASE + client + "/rebalance-proposals/" + id + "/rejection", "");
        assertThat(reject.status()).isEqualTo(409);
        int after2 = 0;
        for (JsonNode e : t.get("/api/assurance/envelopes?investor_id=" + client + "&limit=500").json().get("items")) {
            after2 += e.get("trace_id").asText().equals(id) ? 1 : 0;
        }
        assertThat(after2).as("a refused second acceptance creates nothing").isEqualTo(expected.size());

        JsonNode listed = t.get(BASE + client + "/rebalance-proposals").json().get("items");
        assertThat(listed.get(0).get("proposal_id").asText()).isEqualTo(id);
        assertThat(listed.get(0).get("envelope_ids")).hasSize(expected.size());
    }

    @Test
    void aClientWithinItsBandsGetsNoTradesAndARejectionIsRecorded() {
        // no demo client is within every band; the advisor records a policy whose targets are the client's current
        // weights (from the client file), so every class is within its band and no position is above the limit
        JsonNode before = outOfBand().get(outOfBand().size() - 1);
        String client = before.at("/profile/client_id").asText();
        StringBuilder targets = new StringBuilder();
        double others = 0;
        for (JsonNode a : before.get("allocation")) {
            String k = a.get("asset_class").asText();
            if (!k.equals("cash")) {
                double w = Math.round(a.get("weight").asDouble() * 10_000) / 10_000.0;
                others += w;
                targets.append(String.format(java.util.Locale.ROOT, "{\"asset_class\": \"%s\", \"target_weight\": %s, \"band\": 0.05},", k, w));
            }
        }
        targets.append(String.format(java.util.Locale.ROOT, "{\"asset_class\": \"cash\", \"target_weight\": %.4f, \"band\": 0.05}", 1 - others));
        var put = t.putJson(BASE + client + "/policy", "{\"targets\": [" + targets + "], \"max_position_weight\": 1}");
        assertThat(put.status()).as(put.body()).isEqualTo(200);
        JsonNode file = t.get(BASE + client).json();
        for (JsonNode a : file.get("allocation")) {
            assertThat(a.get("state").asText()).as(a.toString()).isEqualTo("within");
        }
        var r = t.postJson(BASE + client + "/rebalance-proposals", "{}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        JsonNode p = r.json().at("/items/0");
        assertThat(p.at("/proposal/needed").asBoolean()).isFalse();
        assertThat(p.at("/proposal/trades")).isEmpty();
        assertThat(p.at("/proposal/notes/0").asText()).contains("within its band");
        var rej = t.postJson(BASE + client + "/rebalance-proposals/" + p.get("proposal_id").asText() + "/rejection", "");
        assertThat(rej.status()).as(rej.body()).isEqualTo(200);
        assertThat(rej.json().get("status").asText()).isEqualTo("rejected");
        assertThat(rej.json().get("decided_by").asText()).isEqualTo("Test Officer");
    }

    @Test
    void refusalsAreInWords() {
        JsonNode file = outOfBand().get(0);
        String client = file.at("/profile/client_id").asText();
        var unknownAccount = t.postJson(BASE + client + "/rebalance-proposals", "{\"account_id\": \"nope\"}");
        assertThat(unknownAccount.status()).isEqualTo(404);
        assertThat(unknownAccount.json().get("detail").asText()).contains(file.at("/profile/name").asText()).contains("no account");
        var negative = t.postJson(BASE + client + "/rebalance-proposals", "{\"minimum_trade\": -1}");
        assertThat(negative.status()).isEqualTo(400);
        var other = t.postJson(BASE + client + "/rebalance-proposals", "{}", t.otherOrgKey);
        assertThat(other.status()).isEqualTo(404);
        var missing = t.postJson(BASE + client + "/rebalance-proposals/no-such/acceptance", "");
        assertThat(missing.status()).isEqualTo(404);
    }
}
