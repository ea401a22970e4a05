package com.bpidesk.engine.agents;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * No tool writes anything: every table of the database, row for row, is the same before and after a sweep of every
 * tool (with good and bad arguments), every resource, every prompt and tools/list, except the agents' own bookkeeping:
 * the audit log ({@code agent_calls}) and the call counts ({@code organization_usage}, {@code api_usage}).
 */
@Tag("api")
class AgentToolsWriteNothingTest {

    /** Written by every call by design (ADR 0141): the audit log and the daily-limit counts. */
    static final Set<String> BOOKKEEPING = Set.of("agent_calls", "organization_usage", "api_usage");

    @Test
    void aFullToolSweepLeavesTheDatabaseUnchanged() throws Exception {
        try (TestEngine t = TestEngine.start(TestEngine.withResearch(Map.of("signals.demo.organization", "org-a", "agents.enabled", "true",
                "jobs.workers", "1")))) {
            // before the snapshot: a completed analysis job to read, and the research index settled
            String jobId = t.postJson("/api/swarm?wait_seconds=300", TestEngine.samplePortfolioJson()).json().get("job_id").asText();
            t.postJson("/api/research/query", "{\"question\":\"inflation\",\"limit\":2}");
            t.get("/v1/signals/client-risk/demo-c007"); // the demo book is generated on an organization's first use
            AgentServerHttpTest.t = t;
            McpSyncClient client = AgentServerHttpTest.client(
                    t.engine.context().apiKeys().createAgent("org-a", "sweep", AgentTools.TOOL_NAMES).secret());
            try {
                client.initialize();
                Map<String, List<String>> before = dump(t);

                List<McpSchema.Tool> tools = client.listTools().tools();
                assertThat(tools).hasSize(AgentTools.TOOL_NAMES.size());
                Map<String, Map<String, Object>> args = Map.of(
                        "client_behavioral_risk", Map.of("client_id", "demo-c007"),
                        "suitability_drift", Map.of("client_id", "demo-c008"),
                        "advisor_brief", Map.of("client_id", "demo-c003"),
                        "book_alerts", Map.of("severity", List.of("high"), "limit", 10),
                        "weekly_digest", Map.of(),
                        "macro_regime", Map.of(),
                        "search_research", Map.of("question", "interest rates", "limit", 3),
                        "get_briefing", Map.of("job_id", jobId));
                for (McpSchema.Tool tool : tools) {
                    McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest(tool.name(), args.get(tool.name())));
                    assertThat(r.isError()).as(tool.name()).isFalse();
                    try { // an unknown client, or an argument the tool does not take: an error, and still nothing written
                        client.callTool(new McpSchema.CallToolRequest(tool.name(), Map.of("client_id", "nope")));
                    } catch (io.modelcontextprotocol.spec.McpError expected) {
                        assertThat(expected.getMessage()).contains("client_id");
                    }
                }
                for (McpSchema.Resource res : client.listResources().resources()) {
                    client.readResource(new McpSchema.ReadResourceRequest(res.uri()));
                }
                for (McpSchema.Prompt p : client.listPrompts().prompts()) {
                    Map<String, Object> promptArgs = new java.util.HashMap<>();
                    p.arguments().forEach(a -> promptArgs.put(a.name(), a.name().equals("client_id") ? "demo-c001" : "rates"));
                    client.getPrompt(new McpSchema.GetPromptRequest(p.name(), promptArgs));
                }
                Map<String, List<String>> after = dump(t);
                assertThat(after.keySet()).isEqualTo(before.keySet());
                for (String table : before.keySet()) {
                    assertThat(after.get(table)).as("table %s", table).isEqualTo(before.get(table));
                }
                assertThat(t.engine.context().database().count("SELECT COUNT(*) FROM agent_calls"))
                        .isEqualTo(2L * tools.size());
            } finally {
                client.closeGracefully();
            }
        }
    }

    /** Every table except the bookkeeping ones: its rows as text, sorted. */
    private static Map<String, List<String>> dump(TestEngine t) throws Exception {
        t.engine.rateLimiter().flush();
        Map<String, List<String>> out = new TreeMap<>();
        try (Connection c = t.engine.context().database().dataSource().getConnection(); Statement st = c.createStatement()) {
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = st.executeQuery("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
                    + " AND table_type IN ('BASE TABLE', 'TABLE')")) {
                while (rs.next()) {
                    tables.add(rs.getString(1).toLowerCase(java.util.Locale.ROOT));
                }
            }
            assertThat(tables).contains("book_clients", "agent_calls");
            for (String table : tables) {
                if (BOOKKEEPING.contains(table)) {
                    continue;
                }
                List<String> rows = new ArrayList<>();
                try (ResultSet rs = st.executeQuery("SELECT * FROM " + table)) {
                    ResultSetMetaData md = rs.getMetaData();
                    while (rs.next()) {
                        StringBuilder row = new StringBuilder();
                        for (int i = 1; i <= md.getColumnCount(); i++) {
                            Object v = rs.getObject(i);
                            row.append(md.getColumnName(i)).append('=')
                                    .append(v instanceof byte[] b ? java.util.HexFormat.of().formatHex(b) : String.valueOf(v)).append('|');
                        }
                        rows.add(row.toString());
                    }
                }
                rows.sort(null);
                out.put(table, rows);
            }
        }
        return out;
    }
}
