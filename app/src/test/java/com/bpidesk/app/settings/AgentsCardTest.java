package com.bpidesk.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.Tag;

/**
 * Settings, "AI agents" at 1280x820 against a real embedded engine: the server is off until the user turns it on, a
 * key is created for chosen tools and shown once, an agent (the MCP SDK's own client) calls a tool with it, the call
 * appears in the log with the tool's title and outcome in words, and revoking the key shows it revoked.
 */
@Tag("ui")
class AgentsCardTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        AppContext ctx = fx.context();
        fx.show(new SettingsScreen(ctx), 1280, 820);
        FxTestSupport.waitUntil(() -> new FxRobot().lookup("#agents-scope-suitability_drift").tryQuery().isPresent(), 30);
    }

    @Test
    @SuppressWarnings("unchecked")
    void turnOnCreateAKeySeeTheAgentsCallAndRevokeIt() throws Exception {
        CheckBox enabled = robot.lookup("#agents-enabled").queryAs(CheckBox.class);
        assertThat(enabled.isSelected()).as("off by default").isFalse();
        assertThat(robot.lookup("#agents-url").queryAs(TextField.class).getText())
                .isEqualTo(fx.engine().client().baseUrl().toString().replaceAll("/$", "") + "/mcp");
        assertThat(robot.lookup("#agents-stdio").queryAs(TextField.class).getText())
                .contains("./bpi mcp --data-dir " + fx.dataDir()).contains("BPI_AGENT_KEY=");
        assertThat(robot.lookup("#agents-scope-suitability_drift").queryAs(CheckBox.class).getText()).isEqualTo("Suitability drift");

        robot.clickOn(ScrollIntoView.of(robot, "#agents-enabled"));
        FxTestSupport.waitUntil(() -> robot.lookup("#agents-status").queryAs(Label.class).getText()
                .startsWith("The AI agents server is on"), 30);
        assertThat(fx.engine().client().get("/api/agents/settings").path("enabled").asBoolean()).isTrue();

        robot.clickOn(ScrollIntoView.of(robot, "#agents-create"));
        FxTestSupport.waitUntil(() -> robot.lookup("#agents-status").queryAs(Label.class).getText().startsWith("Give the agent a name"), 10);

        robot.clickOn(ScrollIntoView.of(robot, "#agents-key-label")).write("Review assistant");
        robot.clickOn(ScrollIntoView.of(robot, "#agents-scope-suitability_drift"));
        robot.clickOn(ScrollIntoView.of(robot, "#agents-scope-macro_regime"));
        robot.clickOn(ScrollIntoView.of(robot, "#agents-create"));
        FxTestSupport.waitUntil(() -> !robot.lookup("#agents-new-key").queryAs(TextField.class).getText().isEmpty(), 30);
        String key = robot.lookup("#agents-new-key").queryAs(TextField.class).getText();
        assertThat(key).startsWith("bpi_");
        assertThat(robot.lookup("#agents-new-key").queryAs(TextField.class).isVisible()).isTrue();
        TableView<AgentsViewModel.KeyRow> keys = robot.lookup("#agents-keys").queryAs(TableView.class);
        FxTestSupport.waitUntil(() -> keys.getItems().size() == 1, 10);
        assertThat(keys.getItems().get(0).agent()).isEqualTo("Review assistant");
        assertThat(keys.getItems().get(0).tools()).isEqualTo("Suitability drift, Macro regime");
        assertThat(keys.getItems().get(0).state()).isEqualTo("Active");

        // an agent uses the key: the embedded engine's own demo book belongs to the local organization
        String client = fx.engine().client().get("/api/book/clients?limit=1").path("items").get(0).path("client_id").asText();
        McpSyncClient agent = McpClient.sync(HttpClientStreamableHttpTransport.builder(fx.engine().client().baseUrl().toString())
                        .endpoint("/mcp").jsonMapper(new JacksonMcpJsonMapper(new com.fasterxml.jackson.databind.ObjectMapper()))
                        .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + key)).build())
                .requestTimeout(Duration.ofSeconds(60)).build();
        try {
            agent.initialize();
            assertThat(agent.callTool(new McpSchema.CallToolRequest("suitability_drift", Map.of("client_id", client))).isError())
                    .isFalse();
        } finally {
            agent.closeGracefully();
        }

        robot.clickOn(ScrollIntoView.of(robot, "#agents-calls-refresh"));
        TableView<AgentsViewModel.CallRow> calls = robot.lookup("#agents-calls").queryAs(TableView.class);
        FxTestSupport.waitUntil(() -> calls.getItems().size() == 1, 30);
        AgentsViewModel.CallRow row = calls.getItems().get(0);
        assertThat(row.agent()).isEqualTo("Review assistant");
        assertThat(row.tool()).isEqualTo("Suitability drift");
        assertThat(row.outcome()).isEqualTo("Answered");
        assertThat(row.transport()).isEqualTo("Network");
        assertThat(row.resultSize()).matches("[\\d,. \u00a0\u202f]+ bytes");
        assertThat(robot.lookup("#agents-calls-summary").queryAs(Label.class).getText())
                .isEqualTo("One call so far.");

        // the card fits the 1280-pixel window: nothing of it is cut at the right edge
        Node card = robot.lookup("#agents-card").query();
        Bounds b = card.localToScene(card.getBoundsInLocal());
        assertThat(b.getMaxX()).isLessThanOrEqualTo(card.getScene().getWidth());

        String png = System.getProperty("bpi.snapshot.agents"); // a picture of the card to look at, when asked for
        if (png != null) {
            robot.interact(() -> {
                var image = card.snapshot(null, null);
                try {
                    javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(image, null), "png", new java.io.File(png));
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
        }

        robot.interact(() -> keys.getSelectionModel().select(0));
        robot.clickOn(ScrollIntoView.of(robot, "#agents-revoke"));
        FxTestSupport.waitUntil(() -> keys.getItems().get(0).state().startsWith("Revoked"), 30);
        assertThat(robot.lookup("#agents-status").queryAs(Label.class).getText())
                .isEqualTo("Agent key \"Review assistant\" revoked: the agent can no longer connect.");
    }
}
