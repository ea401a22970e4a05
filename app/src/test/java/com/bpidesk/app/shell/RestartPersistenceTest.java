package com.bpidesk.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.BpiDeskApp;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.testing.FxTestSupport;
import java.nio.file.Path;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.Tag;

/** Window size and position, the last screen and the user's settings survive a restart on the same data directory. */
@Tag("ui")
class RestartPersistenceTest {

    final FxRobot robot = new FxRobot();
    final Path dataDir = FxTestSupport.tempDataDir();
    BpiDeskApp app;

    @AfterEach
    void tearDown() throws Exception {
        if (app != null) {
            FxTestSupport.stopApp(app);
        }
        FxTestSupport.deleteTree(dataDir);
    }

    @Test
    void windowGeometryLastScreenAndSettingsAreRestored() throws Exception {
        // A window size from an earlier session (resizing a live window upsets Monocle's headless painter).
        AppSettings.load(dataDir).set("window.width", 1000).set("window.height", 640).save();
        app = FxTestSupport.startApp(dataDir);
        Stage stage = app.stage();
        assertThat(stage.getScene().getWidth()).isEqualTo(1000);
        assertThat(stage.getScene().getHeight()).isEqualTo(640);
        robot.interact(() -> {
            stage.setX(20);
            stage.setY(10);
        });
        robot.clickOn("#nav-settings");
        FxTestSupport.waitUntil(() -> robot.lookup("#settings-engine-url").tryQuery().isPresent(), 10);
        TextField url = robot.lookup("#settings-engine-url").queryAs(TextField.class);
        robot.interact(() -> url.setText("https://bpi.example-firm.com"));   // remembered, embedded mode kept
        robot.interact(() -> robot.lookup("#settings-save").queryAs(Button.class).fire());
        double width = stage.getScene().getWidth();
        double height = stage.getScene().getHeight();

        FxTestSupport.stopApp(app);
        AppSettings saved = AppSettings.load(dataDir);
        assertThat(saved.getDouble("window.x", -1)).isEqualTo(20);
        assertThat(saved.getDouble("window.y", -1)).isEqualTo(10);
        assertThat(saved.getDouble("window.width", -1)).isEqualTo(1000);
        assertThat(saved.getDouble("window.height", -1)).isEqualTo(640);
        assertThat(saved.get(AppSettings.LAST_SCREEN)).contains("settings");

        app = FxTestSupport.startApp(dataDir);
        Stage again = app.stage();
        assertThat(again.getX()).isEqualTo(20);
        assertThat(again.getY()).isEqualTo(10);
        assertThat(again.getScene().getWidth()).isEqualTo(width);
        assertThat(again.getScene().getHeight()).isEqualTo(height);
        assertThat(app.mainWindow().model().currentScreenProperty().get()).isEqualTo("settings");
        assertThat(robot.lookup("#nav-settings").queryAs(ToggleButton.class).isSelected()).isTrue();
        assertThat(robot.lookup("#settings-engine-url").queryAs(TextField.class).getText()).isEqualTo("https://bpi.example-firm.com");
        assertThat(app.connection().isEmbedded()).isTrue();
    }
}
