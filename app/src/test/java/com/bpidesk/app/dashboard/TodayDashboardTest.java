package com.bpidesk.app.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.BpiDeskApp;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.testing.FxTestSupport;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The "Today" dashboard at 1280x820 on the demo book (issue 27): the attention list names clients (never ids), led by the
 * client of the most severe alert as the engine reports it; the review count matches the engine's queue counted here; F5
 * reloads and says when; the sidebar is reached with Tab and operated with Down and Enter, with exactly one entry selected.
 */
@Tag("ui")
class TodayDashboardTest {

    static final Pattern IDS = Pattern.compile("\\bdemo-[a-z]+\\d+\\b|\\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\b");
    static Path dataDir;
    static BpiDeskApp app;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        dataDir = FxTestSupport.tempDataDir();
        AppSettings.load(dataDir).set("window.width", 1280).set("window.height", 820).save();
        app = FxTestSupport.startApp(dataDir);
    }

    @AfterAll
    static void stop() throws Exception {
        FxTestSupport.stopApp(app);
        FxTestSupport.deleteTree(dataDir);
    }

    static List<String> texts(Node n) {
        List<String> out = new ArrayList<>();
        if (n instanceof Labeled l && l.isVisible() && l.getText() != null) {
            out.add(l.getText());
        }
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> out.addAll(texts(c)));
        }
        return out;
    }

    @Test
    void theAttentionListNamesTheClientsAndTheReviewCountMatchesTheQueue() throws Exception {
        robot.interact(() -> app.mainWindow().navigate("dashboard"));
        VBox rows = robot.lookup("#today-attention").queryAs(VBox.class);
        // the first answer of a fresh engine's book alerts takes tens of seconds (it values the whole demo book)
        FxTestSupport.waitUntil(() -> !robot.lookup("#today-attention .hyperlink").queryAll().isEmpty(), 150);
        // the reference: the engine's open alerts, the most severe (rank, then magnitude) read here, not by the view
        JsonNode alerts = app.connection().client().get("/v1/signals/book-alerts?limit=200");
        JsonNode top = null;
        for (JsonNode a : alerts.path("items")) {
            if (top == null || a.path("severity_rank").asInt() > top.path("severity_rank").asInt()
                    || a.path("severity_rank").asInt() == top.path("severity_rank").asInt()
                    && Math.abs(a.path("magnitude").asDouble()) > Math.abs(top.path("magnitude").asDouble())) {
                top = a;
            }
        }
        assertThat(top).as("the demo book has open alerts").isNotNull();
        List<String> links = robot.lookup("#today-attention .hyperlink").queryAllAs(Hyperlink.class).stream().map(Hyperlink::getText).toList();
        assertThat(links.get(0)).startsWith(top.path("client_name").asText() + " · ");
        List<String> names = new ArrayList<>();
        alerts.path("items").forEach(a -> names.add(a.path("client_name").asText()));
        assertThat(links).allSatisfy(t -> assertThat(names).anySatisfy(n -> assertThat(t).startsWith(n + " · ")));

        // the review queue counted here from the engine's list
        JsonNode queue = app.connection().client().get("/api/assurance/envelopes?limit=500");
        long waiting = 0;
        for (JsonNode e : queue.path("items")) {
            waiting += List.of("PENDING", "ESCALATED").contains(e.path("review_status").asText()) ? 1 : 0;
        }
        String review = robot.lookup("#today-review").queryAs(Label.class).getText();
        assertThat(review).startsWith(waiting == 0 ? "Nothing waits for a review." : waiting == 1 ? "1 decision waits for a review"
                : waiting + " decisions wait for a review");

        // names, never ids, anywhere on the screen
        List<String> visible = texts(robot.lookup("#screen-dashboard").query());
        assertThat(visible).isNotEmpty().noneMatch(t -> IDS.matcher(t).find());
        assertThat(rows.getHeight()).as("the list is drawn").isPositive();
    }

    @Test
    void f5ReloadsAndSaysWhen() throws Exception {
        robot.interact(() -> app.mainWindow().navigate("dashboard"));
        TodayViewModel today = app.mainWindow().screens().stream().filter(s -> s instanceof DashboardScreen)
                .map(s -> ((DashboardScreen) s).today()).findFirst().orElseThrow();
        Label updated = robot.lookup("#dashboard-updated").queryAs(Label.class);
        FxTestSupport.waitUntil(() -> updated.getText().startsWith("Updated "), 150);
        robot.interact(() -> today.updatedProperty().set(""));   // so the line seen next is F5's
        robot.press(KeyCode.F5).release(KeyCode.F5);
        FxTestSupport.waitUntil(() -> updated.getText().startsWith("Updated today at "), 60);
        assertThat(updated.isVisible()).isTrue();
        assertThat(robot.lookup("#status-refreshed").queryAs(Label.class).getText()).startsWith("Dashboard refreshed today at ");
    }

    @Test
    void tabReachesTheSidebarAndDownThenEnterSwitchesScreenWithOneEntrySelected() throws Exception {
        robot.interact(() -> app.mainWindow().navigate("dashboard"));
        FxTestSupport.waitUntil(() -> robot.lookup("#today-open-review").tryQuery().isPresent(), 30);
        robot.interact(() -> robot.lookup("#today-open-review").query().requestFocus());
        var scene = app.stage().getScene();
        for (int i = 0; i < 120 && !(scene.getFocusOwner() instanceof ToggleButton); i++) {
            robot.press(KeyCode.TAB).release(KeyCode.TAB);
        }
        assertThat(scene.getFocusOwner()).as("Tab reaches the sidebar").isInstanceOf(ToggleButton.class);
        String from = scene.getFocusOwner().getId();
        List<ToggleButton> entries = robot.lookup(".nav-button").queryAllAs(ToggleButton.class).stream().toList();
        List<String> ids = entries.stream().map(Node::getId).toList();
        String next = ids.get((ids.indexOf(from) + 1) % ids.size());
        robot.press(KeyCode.DOWN).release(KeyCode.DOWN);
        assertThat(scene.getFocusOwner().getId()).isEqualTo(next);
        robot.press(KeyCode.ENTER).release(KeyCode.ENTER);
        FxTestSupport.waitUntil(() -> ("nav-" + app.mainWindow().model().currentScreenProperty().get()).equals(next), 10);
        assertThat(entries.stream().filter(ToggleButton::isSelected).map(Node::getId)).containsExactly(next);
        robot.interact(() -> app.mainWindow().navigate("dashboard"));
        assertThat(entries.stream().filter(ToggleButton::isSelected).map(Node::getId)).containsExactly("nav-dashboard");
    }
}
