package com.bpidesk.app.welcome;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.BpiDeskApp;
import com.bpidesk.app.client.EngineConnection;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.testing.FxTestSupport;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.Tag;

/** The first-run welcome: shown on an empty data directory, each choice taken and remembered. */
@Tag("ui")
class WelcomeTest {

    final FxRobot robot = new FxRobot();
    Path dataDir = FxTestSupport.tempDataDir();
    BpiDeskApp app;
    EngineConnection firm;
    Path firmDir;

    @AfterEach
    void tearDown() throws Exception {
        if (app != null) {
            FxTestSupport.stopApp(app);
        }
        if (firm != null) {
            firm.close();
        }
        FxTestSupport.deleteTree(dataDir);
        FxTestSupport.deleteTree(firmDir);
    }

    @Test
    void firstLaunchExplainsDemoModeAndTheDemoChoiceIsRememberedAcrossRestarts() throws Exception {
        app = FxTestSupport.launchApp(dataDir);
        FxTestSupport.waitUntil(() -> robot.lookup("#welcome").tryQuery().isPresent(), 30);
        assertThat(app.mainWindow()).isNull();
        assertThat(robot.lookup("#welcome-demo-explanation").queryAs(Label.class).getText())
                .contains("demo mode").contains("DEMO DATA").contains("nothing is sent over the network");

        robot.clickOn("#welcome-demo");
        FxTestSupport.waitUntil(() -> app.mainWindow() != null, 120);
        assertThat(robot.lookup("#screen-dashboard").tryQuery()).isPresent();
        assertThat(AppSettings.load(dataDir).get(FirstRun.CHOICE)).contains("demo");
        FxTestSupport.waitUntil(() -> robot.lookup("#status-data-mode").queryAs(Label.class).getText().contains("DEMO DATA"), 30);

        FxTestSupport.stopApp(app);
        app = FxTestSupport.launchApp(dataDir);
        FxTestSupport.waitUntil(() -> app.mainWindow() != null, 120);
        assertThat(app.welcome()).isNull();
        assertThat(robot.lookup("#welcome").tryQuery()).isEmpty();
    }

    @Test
    void importChoiceOpensTheMainWindowOnTheImportScreen() throws Exception {
        app = FxTestSupport.launchApp(dataDir);
        FxTestSupport.waitUntil(() -> robot.lookup("#welcome-import").tryQuery().isPresent(), 30);
        robot.clickOn("#welcome-import");
        FxTestSupport.waitUntil(() -> app.mainWindow() != null, 120);
        assertThat(app.mainWindow().model().currentScreenProperty().get()).isEqualTo(WelcomeChoice.IMPORT.firstScreen());
        assertThat(AppSettings.load(dataDir).get(FirstRun.CHOICE)).contains("import");
        assertThat(AppSettings.load(dataDir).get(AppSettings.ENGINE_MODE)).isEmpty();
    }

    @Test
    void firmEngineChoiceValidatesTheAddressThenConnectsAndRemembersTheConnection() throws Exception {
        firmDir = FxTestSupport.tempDataDir();
        firm = FxTestSupport.startEngine(firmDir);   // stands for the firm's shared engine
        String url = firm.client().baseUrl().toString();
        String key = Files.readString(firmDir.resolve("desktop.key"), StandardCharsets.UTF_8).trim();

        app = FxTestSupport.launchApp(dataDir);
        FxTestSupport.waitUntil(() -> robot.lookup("#welcome-connect").tryQuery().isPresent(), 30);
        TextField urlField = robot.lookup("#welcome-engine-url").queryAs(TextField.class);
        TextField keyField = robot.lookup("#welcome-engine-key").queryAs(TextField.class);

        robot.interact(() -> urlField.setText("bpi.example-firm.com"));
        robot.clickOn("#welcome-connect");
        assertThat(robot.lookup("#welcome-message").queryAs(Label.class).getText()).contains("starting with https://");

        robot.interact(() -> {
            urlField.setText(url);
            keyField.setText(key);
        });
        robot.clickOn("#welcome-connect");
        FxTestSupport.waitUntil(() -> app.mainWindow() != null, 60);
        FxTestSupport.waitUntil(() -> robot.lookup("#status-engine").queryAs(Label.class).getText().startsWith("Engine up"), 30);
        assertThat(robot.lookup("#status-engine").queryAs(Label.class).getText()).contains(url);
        assertThat(app.connection().isEmbedded()).isFalse();

        AppSettings saved = AppSettings.load(dataDir);
        assertThat(saved.get(FirstRun.CHOICE)).contains("remote");
        assertThat(saved.get(AppSettings.ENGINE_MODE)).contains("remote");
        assertThat(saved.get(AppSettings.ENGINE_URL)).contains(url);
        assertThat(saved.get(AppSettings.ENGINE_KEY)).contains(key);
    }

    @Test
    void anExistingDataDirectoryIsNotAFirstRun() throws Exception {
        Files.createDirectories(dataDir.resolve("db"));
        assertThat(FirstRun.isFirstRun(AppSettings.load(dataDir), dataDir)).isFalse();
        Path empty = FxTestSupport.tempDataDir();
        try {
            assertThat(FirstRun.isFirstRun(AppSettings.load(empty), empty)).isTrue();
        } finally {
            FxTestSupport.deleteTree(empty);
        }
    }
}
