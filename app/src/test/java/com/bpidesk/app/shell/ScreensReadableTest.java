package com.bpidesk.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.BpiDeskApp;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.testing.FxTestSupport;
import com.bpidesk.app.testing.Readability;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every screen of the real app (demo data) at 1280x820, once its data has loaded: no visible label, button or table
 * cell is cut with an ellipsis unless its tooltip carries the full text, and no table, list, scroll pane, text area or
 * expanded titled pane is squeezed to zero height ({@link Readability}).
 */
class ScreensReadableTest {

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

    @ParameterizedTest
    @ValueSource(strings = {"dashboard", "analysis", "charts", "macro", "dna", "clients", "research", "reports", "compliance", "settings"})
    void readsWithoutCutTextOrCollapsedPanes(String screen) throws Exception {
        robot.interact(() -> app.mainWindow().navigate(screen));
        Thread.sleep(300);
        FxTestSupport.waitUntil(() -> app.tasks().runningCountProperty().get() == 0, 90);
        Thread.sleep(500);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> problems = new ArrayList<>();
        robot.interact(() -> problems.addAll(Readability.problems(app.mainWindow().root())));
        assertThat(problems).as("unreadable on the " + screen + " screen at 1280x820").isEmpty();
    }
}
