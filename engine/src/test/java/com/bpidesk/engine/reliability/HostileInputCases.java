package com.bpidesk.engine.reliability;

import org.junit.jupiter.api.Tag;
import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.agents.AgentTools;
import com.bpidesk.engine.testing.InternalText;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 29's defects, each as the request that showed it, on the database of the subclass (H2: {@link HostileInputTest};
 * PostgreSQL: {@link HostileInputPostgresTest}, where a NUL answered 500 "invalid byte sequence for encoding UTF8").
 * The expected answers follow from ADR 0220: a control character in an id or text is a 400 naming the field in words and
 * nothing is stored; malformed JSON is the malformed-JSON problem and a wrong media type a 415 on every route; a number or
 * true/false is not text; the agents' server answers malformed messages with JSON-RPC errors. No answer carries internal
 * text ({@link InternalText}).
 */
@Tag("api") // inherited by the H2 and PostgreSQL test classes
abstract class HostileInputCases {

    static TestEngine t;
    static String agentKey;

    static TestEngine start(Map<String, String> settings) {
        java.util.HashMap<String, String> s = new java.util.HashMap<>(settings);
        s.put("agents.enabled", "true");
        s.putAll(TestEngine.RESEARCH_ON); // the sweep includes research queries that must succeed
        TestEngine e = TestEngine.start(s);
        agentKey = e.engine.context().apiKeys().createAgent("org-a", "hostile-input test", AgentTools.TOOL_NAMES).secret();
        return e;
    }

    static String envelope(String decisionId, String traceId, String investorId, String actorId, String actionType) {
        return """
                {"decision_id":"%s","trace_id":"%s","organization_id":"org-a","investor_id":"%s",
                 "actor_or_agent":{"type":"human_actor","id":"%s","name":"Dana"},
                 "mandate":{"authorized_actions":["buy"]},"investor_context":{"risk_tolerance":"moderate"},
                 "portfolio_context":{"as_of":"2026-03-01T09:00:00Z"},
                 "proposed_action":{"type":"%s","description":"Buy VTI","parameters":{"instrument":"VTI","target_weight":0.05}},
                 "suitability":{"match":true,"notes":"fits"},"evidence":{"sources":["test"]},
                 "confidence":0.8,"disposition":"REVIEW","created_at":"2026-03-01T09:30:00Z"}
                """.formatted(decisionId, traceId, investorId, actorId, actionType);
    }

    static TestEngine.Response send(String method, String path, String body, String contentType, String key) {
        HttpRequest.Builder b = HttpRequest.newBuilder(t.uri(path)).header("Authorization", "Bearer " + key);
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (contentType != null) {
            b.header("Content-Type", contentType);
        }
        return t.send(b);
    }

    /** A problem of the given status and type whose text carries no internals; returns its detail. */
    static String problem(TestEngine.Response r, int status, String typeSlug) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.header("Content-Type")).startsWith("application/problem+json");
        assertThat(InternalText.in(r.body())).as(r.body()).isEmpty();
        assertThat(r.body()).doesNotContain("\\u0000");
        JsonNode p = r.json();
        assertThat(p.get("type").asText()).endsWith("/" + typeSlug);
        return p.get("detail").asText();
    }

    @Test
    void aNulInAnyIdOfAnEnvelopeIsRefusedNamingTheFieldAndNothingIsStored() {
        int before = t.get("/api/assurance/envelopes").json().get("total").asInt();
        String nul = "\\u0000";
        Map<String, String> cases = Map.of(
                envelope("d" + nul, "t", "i", "a", "buy"), "'decision id'",
                envelope("d1", "t" + nul, "i", "a", "buy"), "'trace id'",
                envelope("d2", "t", nul, "a", "buy"), "'investor id'",
                envelope("d3", "t", "i", "a" + nul, "buy"), "'id' in 'actor or agent'",
                envelope("d4", "t", "i", "a", "buy" + nul), "'type' in 'proposed action'");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            String detail = problem(send("POST", "/api/assurance/envelopes", c.getKey(), "application/json", t.enterpriseKey),
                    400, "validation");
            assertThat(detail).contains(c.getValue()).contains("control character (NUL)");
        }
        assertThat(t.get("/api/assurance/envelopes").json().get("total").asInt()).isEqualTo(before);
        // a tab is not allowed in an id either (ids hold no control character at all)
        assertThat(send("POST", "/api/assurance/envelopes", envelope("d5\\t", "t", "i", "a", "buy"), "application/json",
                t.enterpriseKey).status()).isEqualTo(400);
        // the same envelope without the NUL is stored and can be fetched by its id
        assertThat(send("POST", "/api/assurance/envelopes", envelope("hostile-ok", "t", "i", "a", "buy"), "application/json",
                t.enterpriseKey).status()).isEqualTo(201);
        assertThat(t.get("/api/assurance/envelopes/hostile-ok").status()).isEqualTo(200);
    }

    @Test
    void aControlCharacterInAQueryOrPathParameterIsRefusedNamingIt() {
        String detail = problem(t.get("/api/assurance/envelopes?investor_id=%00"), 400, "validation");
        assertThat(detail).contains("'investor id'").contains("NUL");
        problem(t.get("/api/assurance/envelopes?investor_id=a%1Bb"), 400, "validation");
        // an encoded NUL in the path itself is refused by the server before routing (its own 400 problem)
        TestEngine.Response path = t.get("/api/assurance/envelopes/abc%00");
        assertThat(path.status()).isEqualTo(400);
        assertThat(InternalText.in(path.body())).as(path.body()).isEmpty();
        assertThat(problem(t.get("/api/assurance/envelopes/abc%1B"), 400, "validation")).contains("U+001B");
    }

    @Test
    void importProfilesAnswerLikeEveryOtherRoute() {
        String nulName = "{\"name\":\"Broker\\u0000\",\"header\":[\"Date\"],\"columns\":{\"date\":\"Date\"}}";
        assertThat(problem(send("POST", "/api/import-profiles", nulName, "application/json", t.enterpriseKey), 400, "validation"))
                .contains("'name'").contains("NUL");
        String nulHeader = "{\"name\":\"Broker\",\"header\":[\"Da\\u0000te\"],\"columns\":{\"date\":\"Date\"}}";
        assertThat(problem(send("POST", "/api/import-profiles", nulHeader, "application/json", t.enterpriseKey), 400, "validation"))
                .contains("item 1 of 'header'");
        String list = problem(send("POST", "/api/import-profiles", "[1,2,3]", "application/json", t.enterpriseKey), 400, "validation");
        assertThat(list).contains("must be a JSON object").doesNotContain("ImportProfile");
        String unknown = problem(send("POST", "/api/import-profiles", "{\"a\":1}", "application/json", t.enterpriseKey), 400,
                "validation");
        assertThat(unknown).contains("'a'").doesNotContain("header_signature").doesNotContain("updated_at");
        problem(send("POST", "/api/import-profiles", "{", "application/json", t.enterpriseKey), 400, "malformed-json");
        problem(send("POST", "/api/import-profiles", "name=x", "text/plain", t.enterpriseKey), 415, "unsupported-media-type");
        problem(send("POST", "/api/import-profiles", "null", "application/json", t.enterpriseKey), 400, "validation");
        assertThat(problem(send("POST", "/api/import-profiles", "{\"name\":7,\"header\":[\"Date\"],\"columns\":{\"date\":\"Date\"}}",
                "application/json", t.enterpriseKey), 400, "validation")).contains("'name'").contains("expected a string");
    }

    @Test
    void agentKeysAndSettingsAnswerLikeEveryOtherRoute() {
        assertThat(problem(send("POST", "/api/agents/keys", "{\"label\":\"bot\\u0000\",\"scopes\":[\"macro_regime\"]}",
                "application/json", t.enterpriseKey), 400, "validation")).contains("'label'").contains("NUL");
        problem(send("POST", "/api/agents/keys", "{", "application/json", t.enterpriseKey), 400, "malformed-json");
        problem(send("POST", "/api/agents/keys", "label=bot", "text/plain", t.enterpriseKey), 415, "unsupported-media-type");
        problem(send("PUT", "/api/agents/settings", "{", "application/json", t.enterpriseKey), 400, "malformed-json");
        problem(send("PUT", "/api/agents/settings", "enabled", "text/plain", t.enterpriseKey), 415, "unsupported-media-type");
        problem(send("PUT", "/api/agents/settings", "null", "application/json", t.enterpriseKey), 400, "validation");
        assertThat(t.get("/api/agents/keys").json().get("keys").toString()).doesNotContain("bot");
    }

    @Test
    void aMacroCsvWithAControlCharacterInItsHeaderIsRefusedWithTheLine() {
        String csv = "observation_date,UN\u0000RATE\n2024-01-01,3.7\n2024-02-01,3.9\n";
        String detail = problem(send("POST", "/api/macro/import", csv, "text/csv", t.enterpriseKey), 400, "validation");
        assertThat(detail).contains("line 1").contains("header").contains("NUL");
        assertThat(t.get("/api/macro/series").body()).doesNotContain("UN\\u0000RATE");
        String laterLine = "observation_date,HOSTILE1\n2024-01-01,3.7\n2024-02-01,3\u001b.9\n";
        assertThat(problem(send("POST", "/api/macro/import", laterLine, "text/csv", t.enterpriseKey), 400, "validation"))
                .contains("line 3");
    }

    @Test
    void numbersAndBooleansAreNotText() {
        for (String body : List.of("{\"name\":5}", "{\"name\":true}", "{\"name\":\"Test Officer\",\"role\":1.5}")) {
            String detail = problem(send("PUT", "/api/identity", body, "application/json", t.enterpriseKey), 400, "validation");
            assertThat(detail).contains("expected a string");
        }
        assertThat(t.get("/api/identity").json().get("name").asText()).isEqualTo("Test Officer");
        assertThat(problem(send("POST", "/api/research/notes", "{\"title\":5,\"text\":\"x\"}", "application/json",
                t.enterpriseKey), 400, "validation")).contains("'title'");
        // the request the app sends is still accepted
        TestEngine.Response ok = send("PUT", "/api/identity", "{\"name\":\"Test Officer\",\"role\":\"reviewer\"}",
                "application/json", t.enterpriseKey);
        assertThat(ok.status()).as(ok.body()).isEqualTo(200);
    }

    /** Valid requests with text fields (method, path, body), from the API documentation and the app. */
    static final List<String[]> TEXT_SHAPES = List.of(
            new String[] {"PUT", "/api/identity", "{\"name\":\"Test Officer\",\"role\":\"reviewer\"}"},
            new String[] {"POST", "/api/research/notes", "{\"title\":\"Rates note\",\"text\":\"Rates rose.\",\"tickers\":[\"AAPL\"]}"},
            new String[] {"POST", "/api/research/query", "{\"question\":\"rates\"}"},
            new String[] {"POST", "/api/swarm/analyze", "{\"positions\":[{\"symbol\":\"AAPL\",\"shares\":10,\"cost_basis\":100}]}"},
            new String[] {"POST", "/api/agents/keys", "{\"label\":\"bot\",\"scopes\":[\"macro_regime\"]}"},
            new String[] {"PUT", "/api/data/settings", "{\"data_mode\":\"demo\"}"},
            new String[] {"POST", "/api/reports/brand-check", "{\"primary_color\":\"#1F3A5F\",\"accent_color\":\"#F2C14E\"}"},
            new String[] {"POST", "/api/import-profiles", "{\"name\":\"Broker\",\"header\":[\"Date\",\"Qty\"],\"columns\":{\"date\":\"Date\","
                    + "\"quantity\":\"Qty\"},\"decimal\":\"comma\"}"},
            new String[] {"POST", "/api/assurance/evaluations", "{\"trace_id\":\"tr\",\"investor_id\":\"i\",\"actor_or_agent\":{\"type\":"
                    + "\"ai_agent\",\"id\":\"a\"},\"mandate\":{\"authorized_actions\":[\"buy\"]},\"investor_context\":{\"risk_tolerance\":"
                    + "\"high\"},\"proposed_action\":{\"type\":\"buy\",\"description\":\"Buy\"}}"});

    /**
     * Issue 29 found numbers and booleans accepted for text in 12 of 24 request shapes ({@code {"name":5}} stored the
     * reviewer "5"). Each valid request above, with each of its text values in turn given as 5 and as true: none may be
     * accepted, and the unchanged request is (so the refusals are about the types).
     */
    @Test
    void noRequestTakesANumberOrABooleanForText() throws Exception {
        List<String> accepted = new java.util.ArrayList<>();
        int variants = 0;
        for (String[] shape : TEXT_SHAPES) {
            JsonNode valid = TestEngine.JSON.readTree(shape[2]);
            TestEngine.Response ok = send(shape[0], shape[1], shape[2], "application/json", t.enterpriseKey);
            assertThat(ok.status()).as("%s %s as given: %s", shape[0], shape[1], ok.body()).isLessThan(300);
            for (String pointer : textLeaves(valid, "")) {
                for (JsonNode wrong : List.of(TestEngine.JSON.getNodeFactory().numberNode(5),
                        TestEngine.JSON.getNodeFactory().booleanNode(true))) {
                    JsonNode body = valid.deepCopy();
                    com.fasterxml.jackson.core.JsonPointer ptr = com.fasterxml.jackson.core.JsonPointer.compile(pointer);
                    JsonNode parent = body.at(ptr.head());
                    if (parent instanceof com.fasterxml.jackson.databind.node.ObjectNode o) {
                        o.set(ptr.last().getMatchingProperty(), wrong);
                    } else {
                        ((com.fasterxml.jackson.databind.node.ArrayNode) parent).set(ptr.last().getMatchingIndex(), wrong);
                    }
                    variants++;
                    TestEngine.Response r = send(shape[0], shape[1], body.toString(), "application/json", t.enterpriseKey);
                    assertThat(r.status()).isLessThan(500);
                    if (r.status() < 300) {
                        accepted.add(shape[0] + " " + shape[1] + " " + pointer + "=" + wrong);
                    }
                }
            }
        }
        assertThat(variants).isGreaterThanOrEqualTo(40);
        assertThat(accepted).isEmpty();
    }

    /** JSON Pointers of every text value of a document. */
    static List<String> textLeaves(JsonNode node, String at) {
        List<String> out = new java.util.ArrayList<>();
        if (node.isTextual()) {
            out.add(at);
        } else if (node.isObject()) {
            node.fields().forEachRemaining(e -> out.addAll(textLeaves(e.getValue(), at + "/" + e.getKey())));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                out.addAll(textLeaves(node.get(i), at + "/" + i));
            }
        }
        return out;
    }

    // ---- the agents' server ----

    static TestEngine.Response mcp(String body, String session) {
        HttpRequest.Builder b = HttpRequest.newBuilder(t.uri("/mcp")).header("Authorization", "Bearer " + agentKey)
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            b.header("Mcp-Session-Id", session);
        }
        return t.send(b);
    }

    /** The JSON-RPC error of an answer given as JSON or as one server-sent event. */
    static JsonNode rpcError(TestEngine.Response r) {
        String text = r.body().strip();
        int data = text.indexOf("data:");
        String json = data >= 0 ? text.substring(data + 5).lines().findFirst().orElse("").strip() : text;
        try {
            return TestEngine.JSON.readTree(json).get("error");
        } catch (java.io.IOException e) {
            throw new AssertionError("not JSON-RPC: " + r.body(), e);
        }
    }

    static String session() {
        TestEngine.Response init = mcp("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                + "\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"hostile\",\"version\":\"1\"}}}", null);
        assertThat(init.status()).as(init.body()).isEqualTo(200);
        String session = init.header("Mcp-Session-Id");
        assertThat(session).isNotBlank();
        mcp("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", session);
        return session;
    }

    @Test
    void malformedMessagesGetJsonRpcErrorsInPlainWords() {
        Map<String, Integer> expected = new java.util.LinkedHashMap<>();
        expected.put("{", -32700);
        expected.put("{\"jsonrpc\":", -32700);
        expected.put("null", -32600);
        expected.put("123", -32600);
        expected.put("\"text\"", -32600);
        expected.put("[]", -32600);
        expected.put("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}]", -32600);
        expected.put("{}", -32600);
        expected.put("{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"tools/list\"}", -32600);
        expected.put("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":5}", -32600);
        expected.put("{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"tools/list\"}", -32600);
        expected.put("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":null}", -32602);
        expected.put("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":[1]}", -32602);
        for (Map.Entry<String, Integer> c : expected.entrySet()) {
            TestEngine.Response r = mcp(c.getKey(), null);
            assertThat(r.status()).as(c.getKey() + " -> " + r.body()).isEqualTo(400);
            assertThat(InternalText.in(r.body())).as(r.body()).isEmpty();
            assertThat(rpcError(r).get("code").asInt()).as(c.getKey()).isEqualTo(c.getValue());
            assertThat(r.body().length()).as(c.getKey()).isLessThan(400);
        }
    }

    @Test
    void aNulInAToolArgumentIsInvalidParamsAndNoSqlReachesTheAgent() {
        String session = session();
        TestEngine.Response nul = mcp("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"get_briefing\","
                + "\"arguments\":{\"job_id\":\"\\u0000\"}}}", session);
        assertThat(nul.status()).as(nul.body()).isLessThan(500);
        assertThat(InternalText.in(nul.body())).as(nul.body()).isEmpty();
        JsonNode error = rpcError(nul);
        assertThat(error.get("code").asInt()).isEqualTo(-32602);
        assertThat(error.get("message").asText()).contains("'job id'").contains("NUL");
        // an unknown job with a quote in its id is an ordinary tool answer, never the query's text
        TestEngine.Response quote = mcp("{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"tools/call\",\"params\":{\"name\":\"get_briefing\","
                + "\"arguments\":{\"job_id\":\"x'); DROP TABLE jobs; --\"}}}", session);
        assertThat(quote.status()).as(quote.body()).isLessThan(500);
        assertThat(InternalText.in(quote.body())).as(quote.body()).isEmpty();
        TestEngine.Response unknown = mcp("{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"no/such\"}", session);
        assertThat(unknown.status()).isLessThan(500);
        assertThat(InternalText.in(unknown.body())).as(unknown.body()).isEmpty();
    }
}
