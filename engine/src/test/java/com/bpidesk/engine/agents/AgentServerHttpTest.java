package com.bpidesk.engine.agents;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * Drives the MCP endpoint with the official SDK's own client over Streamable HTTP: initialize, tools/list with schemas,
 * every tool's figures against the equivalent REST route for the same client, scope, organization and key-kind
 * enforcement, argument errors, the audit log, and the Host/Origin allow-list.
 */
@Tag("api")
class AgentServerHttpTest {

    static TestEngine t;
    static McpSyncClient client;
    /** An agent key of org-a with every tool, one with two tools, and an agent key of org-b with every tool. */
    static String agentKey;
    static String narrowKey;
    static String otherOrgAgentKey;

    @BeforeAll
    static void start() {
        t = TestEngine.start(TestEngine.withResearch(Map.of("signals.demo.organization", "org-a", "agents.enabled", "true")));
        agentKey = t.engine.context().apiKeys().createAgent("org-a", "all tools", AgentTools.TOOL_NAMES).secret();
        narrowKey = t.engine.context().apiKeys().createAgent("org-a", "research only", List.of("macro_regime", "search_research"))
                .secret();
        otherOrgAgentKey = t.engine.context().apiKeys().createAgent("org-b", "other org", AgentTools.TOOL_NAMES).secret();
        client = client(agentKey);
        client.initialize();
    }

    @AfterAll
    static void stop() {
        client.closeGracefully();
        t.close();
    }

    static McpSyncClient client(String key) {
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(t.uri("/").toString())
                .endpoint(AgentServer.PATH)
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + key))
                .build();
        return McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60))
                .clientInfo(new McpSchema.Implementation("bpi-test-agent", "1")).build();
    }

    static JsonNode call(McpSyncClient c, String tool, Map<String, Object> args) {
        McpSchema.CallToolResult r = c.callTool(new McpSchema.CallToolRequest(tool, args));
        assertThat(r.isError()).as("%s failed: %s", tool, r.content()).isFalse();
        JsonNode out = TestEngine.JSON.valueToTree(r.structuredContent());
        assertThat(out.get("restrictions").toString()).contains("does not execute trades")
                .contains("does not send client communications").contains("does not make suitability determinations");
        return out;
    }

    @Test
    void initializeNegotiatesAProtocolVersionAndListsEveryToolWithItsSchemas() {
        assertThat(client.getCurrentInitializationResult().protocolVersion()).isNotBlank();
        assertThat(client.getServerInfo().name()).isEqualTo("bpi-desk");
        List<McpSchema.Tool> tools = client.listTools().tools();
        assertThat(tools).extracting(McpSchema.Tool::name).containsExactlyInAnyOrder("client_behavioral_risk", "suitability_drift",
                "advisor_brief", "book_alerts", "weekly_digest", "macro_regime", "search_research", "get_briefing");
        for (McpSchema.Tool tool : tools) {
            assertThat(tool.description()).as(tool.name()).hasSizeGreaterThan(60);
            assertThat(tool.inputSchema().get("type")).isEqualTo("object");
            assertThat(tool.outputSchema()).as(tool.name()).containsKey("properties");
            assertThat(tool.outputSchema().get("required").toString()).contains("restrictions");
            assertThat(tool.annotations().readOnlyHint()).isTrue();
        }
    }

    @Test
    void clientToolsGiveTheRestRoutesFiguresForTheSameClient() {
        JsonNode rest = t.get("/v1/signals/client-risk/demo-c007").json();
        JsonNode mcp = call(client, "client_behavioral_risk", Map.of("client_id", "demo-c007"));
        JsonNode risk = mcp.get("client_risk");
        assertThat(risk.get("churn_probability_score").asDouble()).isEqualTo(rest.get("churn_probability_score").asDouble());
        assertThat(risk.get("risk_band")).isEqualTo(rest.get("risk_band"));
        assertThat(risk.get("top_reasons")).isEqualTo(rest.get("top_reasons"));
        assertThat(risk.get("advisor_next_action")).isEqualTo(rest.get("advisor_next_action"));
        JsonNode dna = mcp.get("behavioral_dna");
        assertThat(dna.get("dna_scores").size()).isGreaterThanOrEqualTo(5);
        // the flags are exactly the scores of 60 or more (the churn model's behavioral_flags feature)
        JsonNode churn = t.get("/v1/signals/churn-score/demo-c007").json();
        long flagged = 0;
        for (var it = dna.get("dna_scores").fields(); it.hasNext(); ) {
            var e = it.next();
            boolean flag = dna.get("behavioral_flags").toString().contains("\"" + e.getKey() + "\"");
            assertThat(flag).as(e.getKey()).isEqualTo(e.getValue().asDouble() >= 60);
            flagged += flag ? 1 : 0;
        }
        for (JsonNode c : churn.get("contributions")) {
            if (c.get("feature").asText().equals("behavioral_flags")) {
                assertThat(c.get("value").asDouble()).isEqualTo(flagged);
            }
        }

        JsonNode drift = t.get("/v1/signals/suitability-drift/demo-c008").json();
        JsonNode mcpDrift = call(client, "suitability_drift", Map.of("client_id", "demo-c008")).get("suitability_drift");
        assertThat(mcpDrift.get("drift_score")).isEqualTo(drift.get("drift_score"));
        assertThat(mcpDrift.get("history")).isEqualTo(drift.get("history"));
        assertThat(mcpDrift.get("metrics")).isEqualTo(drift.get("metrics"));

        JsonNode brief = call(client, "advisor_brief", Map.of("client_id", "demo-c008"));
        JsonNode alerts = t.get("/v1/signals/book-alerts?client_id=demo-c008&limit=200").json();
        assertThat(brief.get("alerts").get("total").asLong()).isEqualTo(alerts.get("total").asLong());
        assertThat(brief.get("drift").get("drift_score")).isEqualTo(drift.get("drift_score"));
        assertThat(brief.get("churn").get("churn_probability_score"))
                .isEqualTo(t.get("/v1/signals/client-risk/demo-c008").json().get("churn_probability_score"));
        JsonNode clients = t.get("/api/book/clients").json();
        for (JsonNode row : clients.get("items")) {
            if (row.get("client_id").asText().equals("demo-c008")) {
                assertThat(brief.get("holdings").get("value").asDouble()).isEqualTo(row.get("value").asDouble());
            }
        }
    }

    @Test
    void bookToolsGiveTheRestRoutesFigures() {
        JsonNode rest = t.get("/v1/signals/book-alerts?severity=high,critical&limit=5").json();
        JsonNode mcp = call(client, "book_alerts", Map.of("severity", List.of("high", "critical"), "limit", 5)).get("book_alerts");
        assertThat(mcp.get("total")).isEqualTo(rest.get("total"));
        assertThat(mcp.get("counts_by_type")).isEqualTo(rest.get("counts_by_type"));
        assertThat(mcp.get("items").findValuesAsText("alert_id")).isEqualTo(rest.get("items").findValuesAsText("alert_id"));

        JsonNode digest = t.get("/v1/signals/weekly-digest-preview").json();
        JsonNode mcpDigest = call(client, "weekly_digest", Map.of()).get("weekly_digest");
        assertThat(mcpDigest.get("clients")).isEqualTo(digest.get("clients"));
        assertThat(mcpDigest.get("alert_counts")).isEqualTo(digest.get("alert_counts"));
        assertThat(mcpDigest.get("clients_to_review_first")).isEqualTo(digest.get("clients_to_review_first"));

        JsonNode regime = t.get("/api/research/regime").json();
        JsonNode mcpRegime = call(client, "macro_regime", Map.of()).get("macro_regime");
        assertThat(mcpRegime.get("regime")).isEqualTo(regime.get("regime"));
        assertThat(mcpRegime.get("confidence")).isEqualTo(regime.get("confidence"));
        assertThat(mcpRegime.get("as_of")).isEqualTo(regime.get("as_of"));
    }

    @Test
    void anotherOrganizationsClientIsNotFound() {
        McpSyncClient other = client(otherOrgAgentKey);
        try {
            other.initialize();
            McpSchema.CallToolResult r = other.callTool(new McpSchema.CallToolRequest("client_behavioral_risk",
                    Map.of("client_id", "demo-c007")));
            assertThat(r.isError()).isTrue();
            assertThat(r.content().toString()).contains("No client 'demo-c007' in your organization's book");
            assertThat(t.get("/v1/signals/client-risk/demo-c007", t.otherOrgKey).status()).isEqualTo(404);
        } finally {
            other.closeGracefully();
        }
    }

    @Test
    void badArgumentsAreJsonRpcErrorsNamingTheArgument() {
        assertThatThrownBy(() -> client.callTool(new McpSchema.CallToolRequest("suitability_drift", Map.of())))
                .isInstanceOf(McpError.class).hasMessageContaining("client_id");
        assertThatThrownBy(() -> client.callTool(new McpSchema.CallToolRequest("book_alerts", Map.of("limit", 0))))
                .isInstanceOf(McpError.class).hasMessageContaining("limit");
        assertThatThrownBy(() -> client.callTool(new McpSchema.CallToolRequest("book_alerts", Map.of("severity", List.of("dire")))))
                .isInstanceOf(McpError.class).hasMessageContaining("severity");
        assertThatThrownBy(() -> client.callTool(new McpSchema.CallToolRequest("macro_regime", Map.of("region", "EA"))))
                .isInstanceOf(McpError.class).hasMessageContaining("region");
    }

    @Test
    void ordinaryKeysMissingKeysAndForeignOriginsOrHostsAreRefusedWithPlainJsonRpcErrors() throws Exception {
        McpSyncClient ordinary = client(t.enterpriseKey);
        assertThatThrownBy(ordinary::initialize).hasStackTraceContaining("Authorization error");
        String init = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                + "\"capabilities\":{},\"clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}";
        TestEngine.Response none = t.send(HttpRequest.newBuilder(t.uri(AgentServer.PATH)).header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream").POST(HttpRequest.BodyPublishers.ofString(init)));
        assertThat(none.status()).isEqualTo(401);
        assertThat(none.json().get("error").get("message").asText()).contains("Send an API key");
        TestEngine.Response origin = t.send(HttpRequest.newBuilder(t.uri(AgentServer.PATH)).header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream").header("Authorization", "Bearer " + agentKey)
                .header("Origin", "https://evil.example").POST(HttpRequest.BodyPublishers.ofString(init)));
        assertThat(origin.status()).isEqualTo(403);
        assertThat(origin.json().get("jsonrpc").asText()).isEqualTo("2.0");
        assertThat(origin.json().get("error").get("message").asText()).doesNotContain("Exception");
        TestEngine.Response kind = t.send(HttpRequest.newBuilder(t.uri(AgentServer.PATH)).header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream").header("Authorization", "Bearer " + t.enterpriseKey)
                .POST(HttpRequest.BodyPublishers.ofString(init)));
        assertThat(kind.status()).isEqualTo(403);
        assertThat(kind.json().get("error").get("code").asInt()).isEqualTo(-32003);
        assertThat(kind.json().get("error").get("message").asText()).contains("use an agent key");

        // DNS rebinding: a request that reaches the loopback port under a foreign name is refused before the key is read
        String raw = rawPost("evil.example:" + t.engine.port(), init);
        assertThat(raw).startsWith("HTTP/1.1 403");
        assertThat(raw).contains("\"jsonrpc\":\"2.0\"").contains("-32003").doesNotContain("Exception");
        assertThat(rawPost("127.0.0.1:" + t.engine.port(), init)).startsWith("HTTP/1.1 200");
    }

    /** A raw HTTP/1.1 POST with the given Host header (java.net.http does not let a caller set Host). */
    private static String rawPost(String host, String body) throws Exception {
        try (java.net.Socket s = new java.net.Socket("127.0.0.1", t.engine.port())) {
            s.setSoTimeout(20_000);
            byte[] b = body.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            String head = "POST " + AgentServer.PATH + " HTTP/1.1\r\nHost: " + host + "\r\nAuthorization: Bearer " + agentKey
                    + "\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: "
                    + b.length + "\r\nConnection: close\r\n\r\n";
            s.getOutputStream().write(head.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            s.getOutputStream().write(b);
            s.getOutputStream().flush();
            return new String(s.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    @Test
    void anAgentKeySeesAndCallsOnlyTheToolsOfItsScopes() {
        McpSyncClient narrow = client(narrowKey);
        try {
            narrow.initialize();
            assertThat(narrow.listTools().tools()).extracting(McpSchema.Tool::name)
                    .containsExactly("macro_regime", "search_research");
            assertThat(call(narrow, "macro_regime", Map.of()).get("macro_regime").get("regime"))
                    .isEqualTo(t.get("/api/research/regime").json().get("regime"));
            assertThatThrownBy(() -> narrow.callTool(new McpSchema.CallToolRequest("client_behavioral_risk",
                    Map.of("client_id", "demo-c007"))))
                    .isInstanceOf(McpError.class)
                    .hasMessageContaining("may not call 'client_behavioral_risk'")
                    .hasMessageContaining("macro_regime, search_research");
        } finally {
            narrow.closeGracefully();
        }
        JsonNode calls = t.get("/api/agents/calls?limit=200").json();
        boolean refusedLogged = false;
        for (JsonNode c : calls.get("items")) {
            refusedLogged |= c.get("key_label").asText().equals("research only") && c.get("tool").asText().equals("client_behavioral_risk")
                    && c.get("outcome").asText().equals("refused");
        }
        assertThat(refusedLogged).as("the refused call is in the audit log").isTrue();
    }

    @Test
    void everyToolCallIsInTheOrganizationsAuditLogWithTheDigestOfItsArguments() throws Exception {
        call(client, "suitability_drift", Map.of("client_id", "demo-c008"));
        JsonNode calls = t.get("/api/agents/calls?limit=500").json();
        JsonNode mine = null;
        for (JsonNode c : calls.get("items")) {
            if (c.get("tool").asText().equals("suitability_drift") && c.get("outcome").asText().equals("ok")) {
                mine = c;
                break;
            }
        }
        assertThat(mine).isNotNull();
        // SHA-256 of the canonical JSON written out by hand (RFC 8785: no whitespace, keys sorted)
        byte[] digest = java.security.MessageDigest.getInstance("SHA-256")
                .digest("{\"client_id\":\"demo-c008\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertThat(mine.get("arguments_sha256").asText()).isEqualTo(java.util.HexFormat.of().formatHex(digest));
        assertThat(mine.get("key_label").asText()).isEqualTo("all tools");
        assertThat(mine.get("transport").asText()).isEqualTo("http");
        assertThat(mine.get("result_bytes").asLong()).isGreaterThan(100);
        assertThat(mine.get("duration_ms").asLong()).isGreaterThanOrEqualTo(0);
        assertThat(calls.get("total").asLong()).isGreaterThanOrEqualTo(calls.get("items").size());
        // organization-scoped: org-b sees none of org-a's calls
        for (JsonNode c : t.get("/api/agents/calls?limit=500", t.otherOrgKey).json().get("items")) {
            assertThat(c.get("key_label").asText()).isEqualTo("other org");
        }
        // an agent key cannot read the log (nor any other REST route)
        TestEngine.Response refused = t.get("/api/agents/calls", agentKey);
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.json().get("detail").asText()).contains("agent key works only");
    }

    @Test
    void searchResearchAndGetBriefingGiveTheRestRoutesFigures() {
        // the first query waits for the background index; compare the tool with the REST answers once it is settled
        t.postJson("/api/research/query", "{\"question\":\"inflation and interest rates\",\"limit\":4}");
        JsonNode rest = t.postJson("/api/research/query", "{\"question\":\"inflation and interest rates\",\"limit\":4}").json();
        JsonNode mcp = call(client, "search_research", Map.of("question", "inflation and interest rates", "limit", 4)).get("research");
        JsonNode restAgain = t.postJson("/api/research/query", "{\"question\":\"inflation and interest rates\",\"limit\":4}").json();
        assertThat(mcp.get("hits").findValuesAsText("note_id")).isEqualTo(rest.get("hits").findValuesAsText("note_id"));
        // Two identical REST queries already differ in the third decimal of the fused score (seen: 0.936328 then
        // 0.930642; the embedding runtime is not bit-reproducible between calls), so the tool's scores are checked
        // to lie within the spread of the REST answers around it, widened by 0.01.
        for (int i = 0; i < mcp.get("hits").size(); i++) {
            double a = rest.get("hits").get(i).get("score").asDouble();
            double b = restAgain.get("hits").get(i).get("score").asDouble();
            assertThat(mcp.get("hits").get(i).get("score").asDouble()).as("score of hit %d", i)
                    .isBetween(Math.min(a, b) - 0.01, Math.max(a, b) + 0.01);
            assertThat(mcp.get("hits").get(i).get("title")).isEqualTo(rest.get("hits").get(i).get("title"));
        }

        JsonNode job = t.postJson("/api/swarm?wait_seconds=300", TestEngine.samplePortfolioJson()).json();
        String jobId = job.get("job_id").asText();
        JsonNode briefing = t.get("/api/swarm/result/" + jobId).json();
        JsonNode mcpBriefing = call(client, "get_briefing", Map.of("job_id", jobId)).get("briefing");
        assertThat(mcpBriefing).isEqualTo(briefing);
        McpSchema.CallToolResult unknown = client.callTool(new McpSchema.CallToolRequest("get_briefing", Map.of("job_id", "nope")));
        assertThat(unknown.isError()).isTrue();
    }

    @Test
    void resourcesAreTheMethodsDocumentsAndPromptsNameTheToolsToCall() {
        List<McpSchema.Resource> resources = client.listResources().resources();
        assertThat(resources).extracting(McpSchema.Resource::uri).contains("bpi-desk://docs/signals.md", "bpi-desk://docs/behavioral.md");
        McpSchema.ReadResourceResult signals = client.readResource(new McpSchema.ReadResourceRequest("bpi-desk://docs/signals.md"));
        assertThat(((McpSchema.TextResourceContents) signals.contents().get(0)).text())
                .startsWith("# Client book and advisor signals (C1-C5)");
        assertThat(client.listPrompts().prompts()).extracting(McpSchema.Prompt::name)
                .containsExactlyInAnyOrder("prepare_client_review", "weekly_book_triage", "macro_context_for_clients");
        McpSchema.GetPromptResult review = client.getPrompt(new McpSchema.GetPromptRequest("prepare_client_review",
                Map.of("client_id", "demo-c008")));
        String text = ((McpSchema.TextContent) review.messages().get(0).content()).text();
        assertThat(text).contains("demo-c008").contains("advisor_brief").contains("does not execute trades");
        assertThatThrownBy(() -> client.getPrompt(new McpSchema.GetPromptRequest("prepare_client_review", Map.of())))
                .isInstanceOf(McpError.class).hasMessageContaining("client_id");
    }
}
