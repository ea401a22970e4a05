package com.bpidesk.engine.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.agents.AgentServer;
import com.bpidesk.engine.agents.AgentTools;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The authorization sweep of issue 28 (ADR 0252): one engine over the demo book of several advisors, with an advisor key
 * (own clients), a supervisor key (own clients and one supervised advisor's), a reviewer key and an administrator key
 * (organization), each bound to a holder through the administrators' API. The expected client set of each key is computed
 * from the book's advisor assignment as stored ({@code book_clients.advisor_id}, read with plain SQL), never from the
 * code's answers; every route that returns client data must answer exactly that set: ids (404 as if it did not exist),
 * lists and their counts, search, pages, alerts, the digest, envelopes, DNA results and the AI agents' tools.
 */
@Tag("api")
class NeedToKnowSweepTest {

    static TestEngine t;
    /** client id -> advisor id, from the stored book. */
    static final Map<String, String> ADVISOR_OF = new TreeMap<>();
    static final Map<String, String> NAME_OF = new HashMap<>();
    static String advisorA;
    static String advisorB;
    static String advisorC;
    /** key -> the client ids it must see. */
    static final Map<String, Set<String>> EXPECTED = new LinkedHashMap<>();
    static String advisorKey;
    static String supervisorKey;
    static String reviewerKey;
    static String adminKey;
    static String advisorKeyId;

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of("signals.demo.organization", "org-a", "agents.enabled", "true"));
        assertThat(t.get("/api/book/clients").status()).isEqualTo(200); // seeds the demo book
        Database db = t.engine.context().database();
        db.query("SELECT client_id, advisor_id, name FROM book_clients WHERE organization_id = 'org-a'", r -> {
            ADVISOR_OF.put(r.str("client_id"), r.str("advisor_id"));
            NAME_OF.put(r.str("client_id"), r.str("name"));
            return null;
        });
        List<String> advisors = new ArrayList<>(new TreeSet<>(ADVISOR_OF.values()));
        assertThat(advisors).as("a book of several advisors").hasSizeGreaterThanOrEqualTo(3);
        advisorA = advisors.get(0);
        advisorB = advisors.get(1);
        advisorC = advisors.get(2);

        ApiKeys keys = t.engine.context().apiKeys();
        var advisor = keys.create("org-a", Tier.ENTERPRISE, "sweep", 100_000, false, null, null);
        advisorKey = advisor.secret();
        advisorKeyId = advisor.key().keyId();
        var supervisor = keys.create("org-a", Tier.ENTERPRISE, "sweep", 100_000, false, null, null);
        supervisorKey = supervisor.secret();
        var reviewer = keys.create("org-a", Tier.ENTERPRISE, "sweep", 100_000, false, null, null);
        reviewerKey = reviewer.secret();
        var admin = keys.create("org-a", Tier.ENTERPRISE, "sweep", 100_000, false, null, null);
        adminKey = admin.secret();

        // the administrators' API (t.enterpriseKey is an administrator key) records the holders and binds the keys
        put("/api/admin/holders/" + advisorA, "{\"name\":\"Alice Advisor\",\"role\":\"advisor\"}", 200);
        put("/api/admin/holders/" + advisorB, "{\"name\":\"Bob Branch\",\"role\":\"advisor\",\"scope\":\"supervised\","
                + "\"supervises\":[\"" + advisorC + "\"]}", 200);
        put("/api/admin/holders/rev-1", "{\"name\":\"Rita Review\",\"role\":\"reviewer\"}", 200);
        put("/api/admin/holders/adm-1", "{\"name\":\"Adam Admin\",\"role\":\"administrator\"}", 200);
        put("/api/admin/keys/" + advisor.key().keyId() + "/holder", "{\"holder_id\":\"" + advisorA + "\"}", 200);
        put("/api/admin/keys/" + supervisor.key().keyId() + "/holder", "{\"holder_id\":\"" + advisorB + "\"}", 200);
        put("/api/admin/keys/" + reviewer.key().keyId() + "/holder", "{\"holder_id\":\"rev-1\"}", 200);
        put("/api/admin/keys/" + admin.key().keyId() + "/holder", "{\"holder_id\":\"adm-1\"}", 200);

        EXPECTED.put(advisorKey, clientsOf(Set.of(advisorA)));
        EXPECTED.put(supervisorKey, clientsOf(Set.of(advisorB, advisorC)));
        EXPECTED.put(reviewerKey, new TreeSet<>(ADVISOR_OF.keySet()));
        EXPECTED.put(adminKey, new TreeSet<>(ADVISOR_OF.keySet()));
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    static Set<String> clientsOf(Set<String> advisors) {
        Set<String> out = new TreeSet<>();
        ADVISOR_OF.forEach((c, a) -> {
            if (advisors.contains(a)) {
                out.add(c);
            }
        });
        return out;
    }

    static void put(String path, String json, int status) {
        var r = t.putJson(path, json);
        assertThat(r.status()).as("%s: %s", path, r.body()).isEqualTo(status);
    }

    static String outOfScope(Set<String> seen) {
        return ADVISOR_OF.keySet().stream().filter(c -> !seen.contains(c)).findFirst().orElse(null);
    }

    @Test
    void theBookListsSearchesAndPagesExactlyEachKeysClients() {
        assertThat(EXPECTED.get(advisorKey)).isNotEmpty().isNotEqualTo(EXPECTED.get(reviewerKey));
        assertThat(EXPECTED.get(supervisorKey)).containsAll(clientsOf(Set.of(advisorC)));
        for (var e : EXPECTED.entrySet()) {
            JsonNode list = t.get("/api/book/clients?limit=1000", e.getKey()).json();
            assertThat(new TreeSet<>(list.get("items").findValuesAsText("client_id"))).isEqualTo(e.getValue());
            assertThat(list.get("total").asLong()).isEqualTo(e.getValue().size());
            // pages of 7 in a stable order (client id) add up to the list, once each
            List<String> paged = new ArrayList<>();
            for (int offset = 0; offset < e.getValue().size(); offset += 7) {
                JsonNode page = t.get("/api/book/clients?limit=7&offset=" + offset, e.getKey()).json();
                assertThat(page.get("total").asLong()).isEqualTo(e.getValue().size());
                paged.addAll(page.get("items").findValuesAsText("client_id"));
            }
            assertThat(paged).containsExactlyElementsOf(e.getValue());
            // search by another advisor's client's name finds nothing for a limited key; one's own client is found
            String mine = e.getValue().iterator().next();
            assertThat(t.get("/api/book/clients?q=" + enc(NAME_OF.get(mine)), e.getKey()).json().get("items")
                    .findValuesAsText("client_id")).contains(mine);
            String other = outOfScope(e.getValue());
            if (other != null) {
                JsonNode found = t.get("/api/book/clients?q=" + enc(NAME_OF.get(other)), e.getKey()).json();
                assertThat(found.get("items").findValuesAsText("client_id")).doesNotContain(other)
                        .allMatch(e.getValue()::contains);
            }
        }
    }

    @Test
    void everyClientRouteAnswersNotFoundOutsideTheScopeAsForAnUnknownClient() {
        List<String> routes = List.of("/api/book/clients/%s", "/api/book/clients/%s.csv",
                "/api/book/clients/%s/performance", "/api/book/clients/%s/income", "/api/book/clients/%s/realised-gains",
                "/api/book/clients/%s/imports", "/api/book/clients/%s/rebalance-proposals", "/v1/signals/client-risk/%s",
                "/v1/signals/churn-score/%s", "/v1/signals/suitability-drift/%s");
        for (var e : EXPECTED.entrySet()) {
            String mine = e.getValue().iterator().next();
            String other = outOfScope(e.getValue());
            for (String route : routes) {
                var seen = t.get(route.formatted(mine), e.getKey());
                assertThat(seen.status()).as("%s: %s", route.formatted(mine), seen.body()).isEqualTo(200);
                if (other != null) {
                    var hidden = t.get(route.formatted(other), e.getKey());
                    var unknown = t.get(route.formatted("no-such-client"), e.getKey());
                    assertThat(hidden.status()).as("%s: %s", route.formatted(other), hidden.body()).isEqualTo(404);
                    assertThat(hidden.json().get("detail").asText().replace(other, "X"))
                            .isEqualTo(unknown.json().get("detail").asText().replace("no-such-client", "X"));
                }
            }
            if (other != null) {
                // a write names the client too: out of scope it is not found before the body is read
                var write = t.send(HttpRequest.newBuilder(t.uri("/api/book/clients/" + other + "/policy"))
                        .PUT(HttpRequest.BodyPublishers.ofString("{}")).header("Content-Type", "application/json")
                        .header("Authorization", "Bearer " + e.getKey()));
                assertThat(write.status()).as(write.body()).isEqualTo(404);
            }
        }
    }

    @Test
    void alertsAndTheDigestCountOnlyTheScopesClients() {
        List<JsonNode> all = alerts(adminKey);
        assertThat(all).isNotEmpty();
        for (var e : EXPECTED.entrySet()) {
            List<JsonNode> expected = all.stream().filter(a -> e.getValue().contains(a.get("client_id").asText())).toList();
            List<JsonNode> seen = alerts(e.getKey());
            assertThat(seen.stream().map(a -> a.get("alert_id").asText()).toList())
                    .containsExactlyElementsOf(expected.stream().map(a -> a.get("alert_id").asText()).toList());
            JsonNode first = t.get("/v1/signals/book-alerts?limit=1", e.getKey()).json();
            assertThat(first.get("total").asLong()).isEqualTo(expected.size());
            Map<String, Long> byType = new HashMap<>();
            expected.forEach(a -> byType.merge(a.get("type").asText(), 1L, Long::sum));
            first.get("counts_by_type").fields().forEachRemaining(f ->
                    assertThat(f.getValue().asLong()).as(f.getKey()).isEqualTo(byType.getOrDefault(f.getKey(), 0L)));
            JsonNode digest = t.get("/v1/signals/weekly-digest-preview", e.getKey()).json();
            assertThat(digest.get("clients").asLong()).isEqualTo(e.getValue().size());
            digest.get("clients_to_review_first").forEach(c -> assertThat(e.getValue()).contains(c.get("client_id").asText()));
        }
        // an advisor outside the scope is not found, like an unknown one
        assertThat(t.get("/v1/signals/weekly-digest-preview?advisor_id=" + advisorC, advisorKey).status()).isEqualTo(404);
        assertThat(t.get("/v1/signals/weekly-digest-preview?advisor_id=" + advisorC, supervisorKey).status()).isEqualTo(200);
    }

    static List<JsonNode> alerts(String key) {
        List<JsonNode> out = new ArrayList<>();
        for (int offset = 0; ; offset += 200) {
            JsonNode page = t.get("/v1/signals/book-alerts?include_acknowledged=true&limit=200&offset=" + offset, key).json();
            page.get("items").forEach(out::add);
            if (out.size() >= page.get("total").asLong() || page.get("items").isEmpty()) {
                return out;
            }
        }
    }

    @Test
    void envelopesAndDnaResultsAreSeenOnlyForTheScopesClients() {
        String mine = EXPECTED.get(advisorKey).iterator().next();
        String other = outOfScope(EXPECTED.get(advisorKey));
        for (String client : List.of(mine, other)) {
            String envelope = """
                    {"decision_id":"dec-sweep-%1$s","trace_id":"tr-sweep","organization_id":"org-a","investor_id":"%1$s",
                     "actor_or_agent":{"type":"human_actor","id":"adv","name":"Someone"},
                     "mandate":{"scope":"Advisory","authorized_actions":["rebalance"],"constraints":[]},
                     "investor_context":{"risk_tolerance":"moderate","time_horizon":"10 years"},
                     "portfolio_context":{"as_of":"2026-03-01T09:00:00Z","concentration_summary":"Top holding 14%%"},
                     "proposed_action":{"type":"rebalance","description":"Trim the largest position"},
                     "suitability":{"match":true,"notes":"Reduces concentration"},
                     "evidence":{"sources":["signals"],"reasoning_summary":"Concentration above the band"},
                     "confidence":0.8,"disposition":"REVIEW","created_at":"2026-03-01T09:30:00Z"}
                    """.formatted(client);
            assertThat(t.postJson("/api/assurance/envelopes", envelope).status()).isIn(200, 201);
            t.engine.context().database().update("INSERT INTO dna_results (organization_id, file_name, client_id, client_name,"
                    + " created_by, created_at, report) VALUES ('org-a', 'f.csv', ?, ?, 'sweep', CURRENT_TIMESTAMP, '{}')",
                    client, NAME_OF.get(client));
        }
        List<JsonNode> allEnvelopes = new ArrayList<>();
        t.get("/api/assurance/envelopes?limit=500", adminKey).json().get("items").forEach(allEnvelopes::add);
        List<JsonNode> allDna = new ArrayList<>();
        t.get("/api/dna/results?limit=500", adminKey).json().get("results").forEach(allDna::add);
        for (var e : EXPECTED.entrySet()) {
            Set<String> envExpected = new TreeSet<>();
            allEnvelopes.stream().filter(x -> e.getValue().contains(x.get("investor_id").asText()))
                    .forEach(x -> envExpected.add(x.get("decision_id").asText()));
            JsonNode envelopes = t.get("/api/assurance/envelopes?limit=500", e.getKey()).json();
            assertThat(new TreeSet<>(envelopes.get("items").findValuesAsText("decision_id"))).isEqualTo(envExpected);
            assertThat(envelopes.get("total").asLong()).isEqualTo(envExpected.size());
            boolean seesOther = e.getValue().contains(other);
            assertThat(t.get("/api/assurance/envelopes/dec-sweep-" + other, e.getKey()).status()).isEqualTo(seesOther ? 200 : 404);
            assertThat(t.get("/api/assurance/envelopes/dec-sweep-" + other + "/history.csv", e.getKey()).status())
                    .isEqualTo(seesOther ? 200 : 404);

            // the review queue's export and the examiner's bundle carry only the scope's decisions
            for (String client : List.of(mine, other)) {
                String csv = t.get("/api/assurance/queue.csv", e.getKey()).body();
                String zip = t.get("/api/assurance/bundle.zip", e.getKey()).body();
                assertThat(csv.contains("dec-sweep-" + client)).as("queue.csv, %s", client).isEqualTo(e.getValue().contains(client));
                assertThat(zip.contains("dec-sweep-" + client)).as("bundle.zip, %s", client).isEqualTo(e.getValue().contains(client));
            }
            if (!seesOther) {
                // a report or a DNA result for a client out of scope is refused before any work
                var report = t.postJson("/api/reports/generate", "{\"subject\":{\"kind\":\"client\",\"client_id\":\""
                        + other + "\"}}", e.getKey());
                assertThat(report.status()).as(report.body()).isEqualTo(404);
            }

            Set<String> dnaExpected = new TreeSet<>();
            allDna.stream().filter(x -> x.hasNonNull("client_id") && e.getValue().contains(x.get("client_id").asText()))
                    .forEach(x -> dnaExpected.add(x.get("result_id").asText()));
            JsonNode dna = t.get("/api/dna/results?limit=500", e.getKey()).json();
            assertThat(new TreeSet<>(dna.get("results").findValuesAsText("result_id"))).isEqualTo(dnaExpected);
            assertThat(dna.get("total").asLong()).isEqualTo(dnaExpected.size());
            for (JsonNode r : allDna) {
                // the rows written above hold an empty report (not a scored one), so only the refusals are fetched here
                boolean visible = r.hasNonNull("client_id") && e.getValue().contains(r.get("client_id").asText());
                if (!visible) {
                    var one = t.get("/api/dna/results/" + r.get("result_id").asText(), e.getKey());
                    assertThat(one.status()).as("%s: %s", r, one.body()).isEqualTo(404);
                }
            }
        }
    }

    @Test
    void theAgentsToolsSeeWhatTheirCreatorSees() {
        ApiKeys keys = t.engine.context().apiKeys();
        String agentKey = keys.createAgent("org-a", "advisor's agent", AgentTools.TOOL_NAMES, advisorA).secret();
        Set<String> mine = EXPECTED.get(advisorKey);
        String in = mine.iterator().next();
        String other = outOfScope(mine);
        McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder(t.uri("/").toString())
                        .endpoint(AgentServer.PATH).requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + agentKey))
                        .build()).requestTimeout(Duration.ofSeconds(60))
                .clientInfo(new McpSchema.Implementation("sweep", "1")).build();
        try {
            client.initialize();
            assertThat(call(client, "client_behavioral_risk", Map.of("client_id", in)).isError()).isFalse();
            McpSchema.CallToolResult hidden = call(client, "client_behavioral_risk", Map.of("client_id", other));
            McpSchema.CallToolResult unknown = call(client, "client_behavioral_risk", Map.of("client_id", "no-such-client"));
            assertThat(hidden.isError()).isTrue();
            assertThat(text(hidden).replace(other, "X")).isEqualTo(text(unknown).replace("no-such-client", "X"));
            assertThat(call(client, "advisor_brief", Map.of("client_id", other)).isError()).isTrue();
            assertThat(call(client, "suitability_drift", Map.of("client_id", other)).isError()).isTrue();
            JsonNode alerts = TestEngine.JSON.valueToTree(call(client, "book_alerts", Map.of("limit", 200)).structuredContent())
                    .get("book_alerts");
            long expected = alerts(adminKey).stream().filter(a -> mine.contains(a.get("client_id").asText())).count();
            assertThat(alerts.get("total").asLong()).isEqualTo(expected);
            alerts.get("items").forEach(a -> assertThat(mine).contains(a.get("client_id").asText()));
            JsonNode digest = TestEngine.JSON.valueToTree(call(client, "weekly_digest", Map.of()).structuredContent())
                    .get("weekly_digest");
            assertThat(digest.get("clients").asLong()).isEqualTo(mine.size());
        } finally {
            client.closeGracefully();
        }
    }

    static McpSchema.CallToolResult call(McpSyncClient c, String tool, Map<String, Object> args) {
        return c.callTool(new McpSchema.CallToolRequest(tool, args));
    }

    static String text(McpSchema.CallToolResult r) {
        return ((McpSchema.TextContent) r.content().get(0)).text();
    }

    @Test
    void identitySaysWhoseScopeAndOnlyAdministratorsManageHolders() {
        assertThat(t.get("/api/identity", advisorKey).json().get("scope").asText()).isEqualTo("own");
        assertThat(t.get("/api/identity", advisorKey).json().get("name").asText()).isEqualTo("Alice Advisor");
        assertThat(t.get("/api/identity", supervisorKey).json().get("scope").asText()).isEqualTo("supervised");
        assertThat(t.get("/api/identity", reviewerKey).json().get("scope").asText()).isEqualTo("organization");
        assertThat(t.get("/api/identity", t.enterpriseKey).json().get("scope").asText()).isEqualTo("organization");
        // an advisor may not change holders; an administrator holder may; a reviewer cannot be given a limited scope
        var refused = t.send(HttpRequest.newBuilder(t.uri("/api/admin/holders/" + advisorA))
                .PUT(HttpRequest.BodyPublishers.ofString("{\"name\":\"Me\",\"scope\":\"organization\"}"))
                .header("Content-Type", "application/json").header("Authorization", "Bearer " + advisorKey));
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.json().get("detail").asText()).doesNotContain("/api/").contains("administrator");
        assertThat(t.get("/api/admin/holders", adminKey).json().get("holders").findValuesAsText("holder_id"))
                .contains(advisorA, advisorB, "rev-1", "adm-1");
        var invalid = t.putJson("/api/admin/holders/rev-2", "{\"name\":\"Rex\",\"role\":\"reviewer\",\"scope\":\"own\"}");
        assertThat(invalid.status()).isEqualTo(400);
        JsonNode bob = t.get("/api/admin/holders/" + advisorB, adminKey).json();
        assertThat(bob.get("supervises").findValuesAsText("")).isEmpty();
        assertThat(bob.get("supervises").get(0).asText()).isEqualTo(advisorC);
        assertThat(new HashSet<>(List.of(bob.get("scope").asText()))).containsExactly("supervised");
    }

    static String enc(String s) {
        return java.net.URLEncoder.encode(s, java.nio.charset.StandardCharsets.UTF_8);
    }
}
