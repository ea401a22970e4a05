package com.bpidesk.engine.agents;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * End to end with an MCP client no one here wrote: the official TypeScript SDK ({@code @modelcontextprotocol/sdk},
 * pinned by {@code engine/src/test/node/package-lock.json}) runs {@code engine/src/test/node/mcp-client.mjs} under
 * node against the engine's /mcp over Streamable HTTP: it lists the tools and calls macro_regime and
 * suitability_drift, whose figures must equal the REST routes'. {@code .ci/run} installs the SDK with {@code npm ci}
 * in that folder; without {@code node_modules} (or without node) the test is skipped with a message saying so.
 */
@Tag("slow")
class McpTypeScriptClientTest {

    static final Path NODE_DIR = Path.of("src/test/node");

    @Test
    void theOfficialTypeScriptClientListsTheToolsAndCallsTwoOfThem() throws Exception {
        Assumptions.assumeTrue(Files.isDirectory(NODE_DIR.resolve("node_modules/@modelcontextprotocol/sdk")),
                "Skipped: engine/src/test/node/node_modules is absent; run 'npm ci' in engine/src/test/node (.ci/run does).");
        Assumptions.assumeTrue(nodeAvailable(), "Skipped: no 'node' on the PATH (node 18+ is needed for the TypeScript client).");
        try (TestEngine t = TestEngine.start(Map.of("signals.demo.organization", "org-a", "agents.enabled", "true"))) {
            String key = t.engine.context().apiKeys().createAgent("org-a", "typescript client",
                    List.of("macro_regime", "suitability_drift", "book_alerts")).secret();
            ProcessBuilder pb = new ProcessBuilder("node", "mcp-client.mjs").directory(NODE_DIR.toFile());
            pb.environment().put("BPI_MCP_URL", t.uri(AgentServer.PATH).toString());
            pb.environment().put("BPI_AGENT_KEY", key);
            pb.environment().put("BPI_CLIENT_ID", "demo-c008");
            pb.redirectError(ProcessBuilder.Redirect.INHERIT);
            Process p = pb.start();
            p.getOutputStream().close();
            String stdout = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).as("node mcp-client.mjs, output: %s", stdout).isZero();
            JsonNode out = TestEngine.JSON.readTree(stdout.lines().reduce((a, b) -> b).orElse("{}"));

            assertThat(out.get("server").asText()).isEqualTo("bpi-desk");
            assertThat(out.get("protocol_version").asText()).matches("\\d{4}-\\d{2}-\\d{2}");
            assertThat(out.get("tools").findValuesAsText("name"))
                    .containsExactlyInAnyOrder("macro_regime", "suitability_drift", "book_alerts");
            for (JsonNode tool : out.get("tools")) {
                assertThat(tool.get("has_input_schema").asBoolean()).isTrue();
                assertThat(tool.get("has_output_schema").asBoolean()).isTrue();
            }
            JsonNode regime = t.get("/api/research/regime").json();
            assertThat(out.get("macro_regime").get("macro_regime").get("regime")).isEqualTo(regime.get("regime"));
            assertThat(out.get("macro_regime").get("macro_regime").get("confidence")).isEqualTo(regime.get("confidence"));
            JsonNode drift = t.get("/v1/signals/suitability-drift/demo-c008").json();
            // JavaScript writes 0.0 as 0: numbers compare by value
            assertThat(out.get("suitability_drift").get("suitability_drift").get("drift_score").equals(SAME_NUMBER, drift.get("drift_score")))
                    .as("drift score").isTrue();
            assertThat(out.get("suitability_drift").get("suitability_drift").get("history").equals(SAME_NUMBER, drift.get("history")))
                    .as("drift history").isTrue();
            assertThat(out.get("suitability_drift").get("restrictions").toString()).contains("does not execute trades");
            assertThat(out.get("bad_argument_error").asText()).contains("client_id");
        }
    }

    /** Equal nodes, numbers equal by value (1 and 1.0 alike). */
    private static final java.util.Comparator<JsonNode> SAME_NUMBER = (a, b) -> a.isNumber() && b.isNumber()
            ? Double.compare(a.doubleValue(), b.doubleValue()) : a.equals(b) ? 0 : 1;

    private static boolean nodeAvailable() {
        try {
            Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (Exception e) {
            return false;
        }
    }
}
