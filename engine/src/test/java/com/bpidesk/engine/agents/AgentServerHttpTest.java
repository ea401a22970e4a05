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

/**
 * Drives the MCP endpoint with the official SDK's own client over Streamable HTTP: initialize, tools/list with schemas,
 * every tool's figures against the equivalent REST route for the same client, organization and tier enforcement,
 * argument errors, and the Host/Origin allow-list.
 */
class AgentServerHttpTest {

    static TestEngine t;
    static McpSyncClient client;

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of("signals.demo.organization", "org-a", "agents.enabled", "true"));
        client = client(t.enterpriseKey);
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
        McpSyncClient other = client(t.otherOrgKey);
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
    void freeKeysMissingKeysAndForeignOriginsOrHostsAreRefusedWithPlainJsonRpcErrors() throws Exception {
        McpSyncClient free = client(t.freeKey);
        assertThatThrownBy(free::initialize).hasStackTraceContaining("Authorization error");
        String init = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                + "\"capabilities\":{},\"clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}";
        TestEngine.Response none = t.send(HttpRequest.newBuilder(t.uri(AgentServer.PATH)).header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream").POST(HttpRequest.BodyPublishers.ofString(init)));
        assertThat(none.status()).isEqualTo(401);
        assertThat(none.json().get("error").get("message").asText()).contains("Send an API key");
        TestEngine.Response origin = t.send(HttpRequest.newBuilder(t.uri(AgentServer.PATH)).header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream").header("Authorization", "Bearer " + t.enterpriseKey)
                .header("Origin", "https://evil.example").POST(HttpRequest.BodyPublishers.ofString(init)));
        assertThat(origin.status()).isEqualTo(403);
        assertThat(origin.json().get("jsonrpc").asText()).isEqualTo("2.0");
        assertThat(origin.json().get("error").get("message").asText()).doesNotContain("Exception");
    }
}
