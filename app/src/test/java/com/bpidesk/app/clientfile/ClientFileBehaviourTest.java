package com.bpidesk.app.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import com.bpidesk.app.testing.Readability;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The client file's Behaviour tab (issue 25) at 1280x820 ({@code -Dbpi.snapshot.size=1920x1080} for the large screen):
 * the shipped sample transactions are scored twice for one client through the API (as the DNA screen does), then the
 * client's file is opened and the tab lists both results newest first with their file names and the dates the engine
 * kept, the overall score as the engine computed it, the overall score over time as a chart, and a client without results
 * gets the empty state in words. Writes target/snapshots/clientfile-behaviour-results-WxH.png to look at.
 */
@Tag("ui")
class ClientFileBehaviourTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    static final int[] SIZE = java.util.Arrays.stream(System.getProperty("bpi.snapshot.size", "1280x820").split("x"))
            .mapToInt(Integer::parseInt).toArray();
    static ClientFileScreen screen;
    static Node view;
    static JsonNode first;
    static JsonNode second;
    static String clientId;
    static String clientName;
    static String otherId;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        EngineClient c = fx.engine().client();
        JsonNode items = c.get("/api/book/clients?limit=10").path("items");
        clientId = items.get(2).path("client_id").asText();
        clientName = items.get(2).path("name").asText();
        otherId = items.get(3).path("client_id").asText();
        byte[] csv;
        try (InputStream in = AppContext.sample("sample-transactions.csv").openStream()) {
            csv = in.readAllBytes();
        }
        first = c.postBytes("/api/analyze-dna?file_name=" + EngineClient.encode("Q1 trades.csv") + "&client_id=" + clientId, csv, "text/csv");
        Thread.sleep(20);   // the second result is strictly newer
        second = c.postBytes("/api/analyze-dna?file_name=" + EngineClient.encode("Q2 trades.csv") + "&client_id=" + clientId, csv, "text/csv");
        screen = new ClientFileScreen(fx.context());
        view = fx.show(screen, SIZE[0], SIZE[1]);
    }

    @AfterAll
    static void stop() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
    }

    @Test
    @SuppressWarnings("unchecked")
    void theClientsResultsAreListedNewestFirstWithFileNameAndDate() throws Exception {
        open(clientId);
        BehaviourViewModel vm = screen.behaviour().viewModel();
        FxTestSupport.waitUntil(() -> vm.rows().size() == 2, 60);
        JsonNode kept = fx.engine().client().get("/api/dna/results?client_id=" + clientId).path("results");
        TableView<BehaviourViewModel.Row> t = robot.lookup("#behaviour-results").queryAs(TableView.class);
        assertThat(t.getColumns()).extracting(TableColumnText::of).containsExactly("File", "Scored on", "Overall score",
                "Highest bias scores (of 100)");
        assertThat(t.getItems()).extracting(BehaviourViewModel.Row::fileName).containsExactly("Q2 trades.csv", "Q1 trades.csv");
        // the date the engine kept, formatted as the app formats dates and times
        assertThat(t.getItems().get(0).scoredOn()).isEqualTo(Formats.app().dateTime(Instant.parse(kept.get(0).path("created_at").asText())));
        // the overall score of the engine's report, on the DNA screen's 0-100 scale
        double overall = second.at("/overall/score").asDouble();
        assertThat(t.getItems().get(0).overallText()).isEqualTo(Math.round(overall) + " of 100");
        // the highest-scored bias of the report is named first
        JsonNode top = null;
        for (JsonNode s : second.path("scores")) {
            if (s.hasNonNull("score") && (top == null || s.get("score").asDouble() > top.get("score").asDouble())) {
                top = s;
            }
        }
        assertThat(t.getItems().get(0).mainBiases()).startsWith(top.get("name").asText() + " " + Math.round(top.get("score").asDouble()));
        assertThat(robot.lookup("#behaviour-trend").queryAs(LineChart.class).isVisible()).as("two scored results: a trend").isTrue();
        assertThat(robot.lookup("#behaviour-details").queryAs(Label.class).getText()).startsWith("Q2 trades.csv, scored ");
        assertThat(robot.lookup("#behaviour-status").queryAs(Label.class).isVisible()).isFalse();
        assertThat(robot.lookup("#behaviour-notice").queryAs(Label.class).getText()).contains("not a suitability determination");
        List<String> problems = new ArrayList<>();
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> problems.addAll(Readability.problems(view)));
        assertThat(problems).as("unreadable text on the Behaviour tab").isEmpty();
        assertThat(t.getItems()).extracting(r -> r.fileName() + r.scoredOn() + r.mainBiases()).noneMatch(s -> s.contains(clientId));
        snapshot();

        // reopen the older one in place
        robot.interact(() -> t.getSelectionModel().select(1));
        assertThat(robot.lookup("#behaviour-details").queryAs(Label.class).getText()).startsWith("Q1 trades.csv, scored ");
    }

    @Test
    void aClientWithoutResultsIsToldHowToAddOne() throws Exception {
        open(otherId);
        BehaviourViewModel vm = screen.behaviour().viewModel();
        FxTestSupport.waitUntil(() -> vm.statusProperty().get().startsWith("No Behavioral DNA result"), 60);
        assertThat(robot.lookup("#behaviour-status").queryAs(Label.class).getText())
                .contains("Score a broker export for this client on the Behavioral DNA screen");
        assertThat(robot.lookup("#behaviour-results").queryAs(TableView.class).isVisible()).isFalse();
        assertThat(robot.lookup("#behaviour-trend").queryAs(LineChart.class).isVisible()).isFalse();
    }

    private void open(String id) throws Exception {
        robot.interact(() -> screen.model().open(id));
        Label name = robot.lookup("#clientfile-name").queryAs(Label.class);
        FxTestSupport.waitUntil(() -> !name.getText().isBlank(), 60);
        TabPane tabs = robot.lookup("#clientfile-sections").queryAs(TabPane.class);
        robot.interact(() -> tabs.getTabs().stream().filter(tb -> tb.getText().equals("Behaviour")).findFirst()
                .ifPresent(tb -> tabs.getSelectionModel().select(tb)));
    }

    private void snapshot() throws Exception {
        FxTestSupport.writeSnapshot(robot, view.getScene(), Path.of(System.getProperty("bpi.snapshot.dir", "target/snapshots"))
                .resolve("clientfile-behaviour-results-" + SIZE[0] + "x" + SIZE[1] + ".png"));
    }

    /** A column's header text. */
    static final class TableColumnText {
        static String of(javafx.scene.control.TableColumn<?, ?> c) {
            return c.getText();
        }
    }
}
