package com.bpidesk.engine.agents;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * {@code ./bpi mcp} end to end: the SDK's own stdio client launches the engine's {@code mcp} command as a subprocess
 * on a data directory (the agent key in {@code BPI_AGENT_KEY}), negotiates, lists only the key's tools and gets the
 * REST routes' figures for the same client; the server switch stored by the app is what turns it on.
 */
@Tag("slow")
class AgentServerStdioTest {

    @Test
    void theStdioServerServesTheKeysToolsWithTheRestFigures() throws Exception {
        try (TestEngine t = TestEngine.start()) {
            String desktop = t.engine.desktopKey(); // the local organization, which holds the demo book
            JsonNode risk = t.get("/v1/signals/client-risk/demo-c007", desktop).json();
            JsonNode drift = t.get("/v1/signals/suitability-drift/demo-c008", desktop).json();
            String key = t.engine.context().apiKeys().createAgent("local", "desktop agent",
                    List.of("client_behavioral_risk", "suitability_drift")).secret();
            // off by default; the switch the app stores (Settings, AI agents) is what the stdio server obeys
            t.engine.context().services().require(AgentSettings.class).setEnabled(true);
            Path dir = t.dataDir;
            t.engine.stop(); // the embedded H2 database has one owner at a time: the stdio server opens it next

            McpSyncClient client = client(dir, key);
            try {
                client.initialize();
                assertThat(client.getServerInfo().name()).isEqualTo("bpi-desk");
                assertThat(client.listTools().tools()).extracting(McpSchema.Tool::name)
                        .containsExactly("client_behavioral_risk", "suitability_drift");
                McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest("client_behavioral_risk",
                        Map.of("client_id", "demo-c007")));
                JsonNode out = TestEngine.JSON.valueToTree(r.structuredContent());
                assertThat(out.get("client_risk").get("churn_probability_score")).isEqualTo(risk.get("churn_probability_score"));
                assertThat(out.get("client_risk").get("top_reasons")).isEqualTo(risk.get("top_reasons"));
                assertThat(out.get("restrictions").toString()).contains("does not execute trades");
                JsonNode d = TestEngine.JSON.valueToTree(client.callTool(new McpSchema.CallToolRequest("suitability_drift",
                        Map.of("client_id", "demo-c008"))).structuredContent());
                assertThat(d.get("suitability_drift").get("drift_score")).isEqualTo(drift.get("drift_score"));
                assertThat(d.get("suitability_drift").get("history")).isEqualTo(drift.get("history"));
                assertThatThrownBy(() -> client.callTool(new McpSchema.CallToolRequest("macro_regime", Map.of())))
                        .isInstanceOf(McpError.class).hasMessageContaining("may not call 'macro_regime'");
                assertThat(client.listResources().resources()).isNotEmpty();
            } finally {
                client.closeGracefully();
            }
        }
    }

    @Test
    void withoutAnAgentKeyOrWithTheServerOffTheCommandExplainsAndStops() throws Exception {
        try (TestEngine t = TestEngine.start(Map.of("agents.enabled", "false"))) {
            String key = t.engine.context().apiKeys().createAgent("local", "agent", List.of("macro_regime")).secret();
            Path dir = t.dataDir;

            // while another engine (the desktop app) holds the database, the command says to connect over HTTP
            ProcessBuilder busy = new ProcessBuilder(command(dir)).redirectErrorStream(true);
            busy.environment().put(AgentStdio.KEY_ENV, key);
            Process b = busy.start();
            b.getOutputStream().close();
            String busyText = new String(b.getInputStream().readAllBytes());
            assertThat(b.waitFor()).isEqualTo(1);
            assertThat(busyText).contains("If the desktop app is running, it holds the database: connect the agent over HTTP");
            t.engine.stop();
            ProcessBuilder noKey = new ProcessBuilder(command(dir)).redirectErrorStream(true);
            noKey.environment().remove(AgentStdio.KEY_ENV);
            Process p = noKey.start();
            p.getOutputStream().close();
            String text = new String(p.getInputStream().readAllBytes());
            assertThat(p.waitFor()).isEqualTo(2);
            assertThat(text).contains("Set the agent key in the environment variable BPI_AGENT_KEY");

            ProcessBuilder off = new ProcessBuilder(command(dir)).redirectErrorStream(true);
            off.environment().put(AgentStdio.KEY_ENV, key);
            p = off.start();
            p.getOutputStream().close();
            text = new String(p.getInputStream().readAllBytes());
            assertThat(p.waitFor()).isEqualTo(2);
            assertThat(text).contains("The AI agents server is turned off");
        }
    }

    static List<String> command(Path dataDir) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "--enable-native-access=ALL-UNNAMED", "--add-modules", "jdk.incubator.vector",
                "-Dai.djl.offline=true", "-DOPT_OUT_TRACKING=true", "-Xmx512m", "-cp", System.getProperty("java.class.path"),
                "com.bpidesk.engine.cli.EngineCli", "--data-dir", dataDir.toString(), "mcp");
    }

    static McpSyncClient client(Path dataDir, String key) {
        List<String> cmd = command(dataDir);
        ServerParameters params = ServerParameters.builder(cmd.get(0)).args(cmd.subList(1, cmd.size()))
                .addEnvVar(AgentStdio.KEY_ENV, key).build();
        StdioClientTransport transport = new StdioClientTransport(params, AgentServer.jsonMapper());
        transport.setStdErrorHandler(line -> System.err.println("[bpi mcp] " + line));
        return McpClient.sync(transport).requestTimeout(Duration.ofSeconds(120))
                .initializationTimeout(Duration.ofSeconds(120))
                .clientInfo(new McpSchema.Implementation("bpi-stdio-test", "1")).build();
    }
}
