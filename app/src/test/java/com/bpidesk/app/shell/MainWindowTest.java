package com.bpidesk.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.BpiDeskApp;
import com.bpidesk.app.testing.FxTestSupport;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.Tag;

/** Starts the real app (embedded engine, fresh data directory) and drives the main window. */
@Tag("ui")
class MainWindowTest {

    static Path dataDir;
    static BpiDeskApp app;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        dataDir = FxTestSupport.tempDataDir();
        app = FxTestSupport.startApp(dataDir);
    }

    @AfterAll
    static void stop() throws Exception {
        FxTestSupport.stopApp(app);
        FxTestSupport.deleteTree(dataDir);
    }

    @Test
    void showsTheDashboardWithEveryNavigationEntryAndTheEngineState() throws Exception {
        assertThat(robot.lookup("#screen-dashboard").tryQuery()).isPresent();
        for (String id : new String[] {"dashboard", "analysis", "charts", "dna", "clients", "research", "reports",
                "compliance", "settings"}) {
            assertThat(robot.lookup("#nav-" + id).queryAs(ToggleButton.class)).as(id).isNotNull();
        }
        FxTestSupport.waitUntil(() -> robot.lookup("#status-engine").queryAs(Label.class).getText().startsWith("Engine up"), 30);
        assertThat(robot.lookup("#status-data-mode").queryAs(Label.class).getText()).contains("DEMO DATA");
    }

    @Test
    void theRegimeTileShowsTheEnginesRegime() throws Exception {
        var engineRegime = app.connection().client().get("/api/research/regime");
        String expected = com.bpidesk.app.dashboard.DashboardViewModel.label(engineRegime.get("regime").asText());
        eu.hansolo.tilesfx.Tile tile = robot.lookup("#regime-tile").queryAs(eu.hansolo.tilesfx.Tile.class);
        FxTestSupport.waitUntil(() -> expected.equals(tile.getDescription()), 30);
        assertThat(tile.getDescription()).isEqualTo(expected);
        assertThat(tile.getText()).contains("Demo data");
        assertThat(robot.lookup("#regime-label").queryAs(Label.class).getText()).isEqualTo(expected);
        eu.hansolo.tilesfx.Tile confidence = robot.lookup("#confidence-tile").queryAs(eu.hansolo.tilesfx.Tile.class);
        assertThat(confidence.getValue()).isCloseTo(engineRegime.get("confidence").asDouble() * 100, org.assertj.core.data.Offset.offset(1e-6));
    }

    @Test
    void navigationByClickAndShortcutSwitchesScreensAndIsRemembered() throws Exception {
        robot.clickOn("#nav-settings");
        FxTestSupport.waitUntil(() -> robot.lookup("#screen-settings").tryQuery().map(n -> n.getScene() != null).orElse(false), 10);
        assertThat(robot.lookup("#settings-data-dir").queryAs(Label.class).getText()).isEqualTo(dataDir.toAbsolutePath().toString());
        robot.press(KeyCode.CONTROL).press(KeyCode.DIGIT1).release(KeyCode.DIGIT1).release(KeyCode.CONTROL);
        FxTestSupport.waitUntil(() -> robot.lookup("#nav-dashboard").queryAs(ToggleButton.class).isSelected(), 10);
        assertThat(app.mainWindow().model().currentScreenProperty().get()).isEqualTo("dashboard");
    }
}
