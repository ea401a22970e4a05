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

    /**
     * Nothing lost (issue 27): a Behavioral DNA result scored in the app and a report generated for a client are still listed
     * after a restart on the same data directory, the result reopens with its scores and the report's PDF is fetched again;
     * the last screen is written when it is shown (not only when the window closes) and the app reopens on it.
     */
    @Test
    void keptWorkAndTheLastScreenSurviveARestart() throws Exception {
        app = FxTestSupport.startApp(dataDir);
        var dna = (com.bpidesk.app.behavior.DnaScreen) app.mainWindow().screens().stream().filter(s -> s.id().equals("dna")).findFirst().orElseThrow();
        var client = app.connection().client();
        var book = client.get("/api/book/clients");
        String clientId = book.at("/items/0/client_id").asText();
        String clientName = book.at("/items/0/name").asText();
        robot.interact(() -> app.mainWindow().navigate("dna"));
        // scored for a client chosen by name on the screen
        FxTestSupport.waitUntil(() -> dna.history().clients().stream().anyMatch(c -> c.clientId().equals(clientId)), 60);
        var combo = robot.lookup("#dna-client").queryAs(javafx.scene.control.ComboBox.class);
        robot.interact(() -> combo.getSelectionModel().select(dna.history().clients().stream()
                .filter(c -> c.clientId().equals(clientId)).findFirst().orElseThrow()));
        robot.interact(() -> dna.model().analyzeSample("sample-transactions.csv"));
        FxTestSupport.waitUntil(() -> !dna.model().scores().isEmpty(), 120);
        var body = com.bpidesk.app.client.EngineClient.JSON.readTree(("{'subject': {'kind': 'client', 'client_id': '" + clientId
                + "'}, 'brand': {'firm_name': 'Harbour Wealth', 'primary_color': '#1F3A5F', 'accent_color': '#00796B'}}").replace('\'', '"'));
        byte[] pdf = client.postForBinary("/api/reports/generate", body).body();
        robot.interact(() -> app.mainWindow().navigate("compliance"));
        // written at once: a crash now would still reopen on Compliance review
        FxTestSupport.waitUntil(() -> AppSettings.load(dataDir).get(AppSettings.LAST_SCREEN).orElse("").equals("compliance"), 10);

        FxTestSupport.stopApp(app);
        app = FxTestSupport.startApp(dataDir);
        assertThat(app.mainWindow().model().currentScreenProperty().get()).isEqualTo("compliance");
        assertThat(robot.lookup("#nav-compliance").queryAs(ToggleButton.class).isSelected()).isTrue();

        robot.interact(() -> app.mainWindow().navigate("dna"));
        var again = (com.bpidesk.app.behavior.DnaScreen) app.mainWindow().screens().stream().filter(s -> s.id().equals("dna")).findFirst().orElseThrow();
        FxTestSupport.waitUntil(() -> !again.history().results().isEmpty(), 30);
        var past = again.history().results().get(0);
        assertThat(past.text()).startsWith("sample-transactions.csv · " + clientName + " · ");
        assertThat(robot.lookup("#dna-past").queryAs(javafx.scene.control.ComboBox.class).getItems()).hasSize(1);
        robot.interact(() -> again.history().reopen(past));
        FxTestSupport.waitUntil(() -> !again.model().scores().isEmpty(), 30);
        assertThat(again.model().fileNameProperty().get()).startsWith("sample-transactions.csv (scored ");

        robot.interact(() -> app.mainWindow().navigate("reports"));
        var reports = (com.bpidesk.app.reports.ReportsScreen) app.mainWindow().screens().stream().filter(s -> s.id().equals("reports")).findFirst().orElseThrow();
        var history = reports.model().history();
        FxTestSupport.waitUntil(() -> !history.entries().isEmpty(), 30);
        assertThat(history.entries().get(0).text()).startsWith(clientName + " · client report · ");
        Path copy = dataDir.resolve("copy.pdf");
        robot.interact(() -> history.save(history.entries().get(0), copy));
        FxTestSupport.waitUntil(() -> copy.toFile().length() == pdf.length, 30);
        assertThat(java.nio.file.Files.readAllBytes(copy)).isEqualTo(pdf);
    }
}
