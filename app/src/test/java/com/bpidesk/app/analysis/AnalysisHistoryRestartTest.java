package com.bpidesk.app.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.BpiDeskApp;
import com.bpidesk.app.client.AnalysisHistory;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.testing.FxTestSupport;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Instant;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.Tag;

/**
 * The analysis history survives a restart (issue 13, ADR 0131): an analysis run in one session of the app is listed on
 * the Portfolio analysis screen after the app is restarted on the same data directory, with its date, positions, total
 * value with currency and status as the engine's history route and stored result give them; "Open briefing" reopens
 * it; the Reports screen offers it in its subject picker. At 1280x820.
 */
@Tag("ui")
class AnalysisHistoryRestartTest {

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
    void aBriefingIsReopenedFromTheHistoryAfterARestart() throws Exception {
        AppSettings.load(dataDir).set("window.width", 1280).set("window.height", 820).save();
        app = FxTestSupport.startApp(dataDir);
        robot.clickOn("#nav-analysis");
        FxTestSupport.waitUntil(() -> robot.lookup("#analysis-sample").tryQuery().isPresent(), 20);
        @SuppressWarnings("unchecked")
        ComboBox<String> samples = robot.lookup("#analysis-sample").queryAs(ComboBox.class);
        robot.interact(() -> samples.setValue("sample-portfolio.csv"));
        FxTestSupport.waitUntil(() -> robot.lookup("#analysis-positions").queryAs(TableView.class).getItems().size() == 16, 20);
        robot.interact(() -> robot.lookup("#analysis-submit").queryAs(Button.class).fire());
        FxTestSupport.waitUntil(() -> robot.lookup("#analysis-generate-report").queryAs(Button.class).isVisible(), 240);
        // the history shows the analysis in this session too
        FxTestSupport.waitUntil(() -> robot.lookup("#analysis-history").queryAs(TableView.class).getItems().size() == 1, 20);
        String jobId = ((AnalysisHistory.Entry) robot.lookup("#analysis-history").queryAs(TableView.class).getItems().get(0)).jobId();

        FxTestSupport.stopApp(app);
        app = null;
        app = FxTestSupport.startApp(dataDir);
        assertThat(app.stage().getScene().getWidth()).isEqualTo(1280);
        robot.clickOn("#nav-analysis");
        FxTestSupport.waitUntil(() -> robot.lookup("#analysis-history").tryQuery().isPresent()
                && robot.lookup("#analysis-history").queryAs(TableView.class).getItems().size() == 1, 30);
        @SuppressWarnings("unchecked")
        TableView<AnalysisHistory.Entry> history = robot.lookup("#analysis-history").queryAs(TableView.class);
        AnalysisHistory.Entry row = history.getItems().get(0);

        // what the row shows, against the engine's own record of the job (history route and stored result)
        JsonNode listed = app.connection().client().get("/api/swarm/jobs").get("items").get(0);
        JsonNode result = app.connection().client().get("/api/swarm/result/" + jobId);
        JsonNode pa = result.at("/ic_briefing/portfolio_analyst");
        assertThat(row.jobId()).isEqualTo(jobId).isEqualTo(listed.get("job_id").asText());
        assertThat(cell(history, 0, 0)).isEqualTo(Formats.app().dateTime(Instant.parse(listed.get("created_at").asText())));
        assertThat(cell(history, 0, 1)).isEqualTo(pa.get("position_count").asInt() + " positions");
        String value = Formats.app().money(pa.get("total_market_value").asDouble(), pa.get("base_currency").asText());
        assertThat(cell(history, 0, 2)).isEqualTo(value).containsPattern("\\d{1,3}([,.\\u00a0\\u202f]\\d{3})+");
        assertThat(cell(history, 0, 3)).isEqualTo("Complete");
        assertThat(robot.lookup("#analysis-briefing").queryAs(javafx.scene.layout.VBox.class).getChildren()).isEmpty();

        // reopen the briefing from the history
        robot.interact(() -> history.getSelectionModel().select(0));
        robot.interact(() -> robot.lookup("#analysis-history-open").queryAs(Button.class).fire());
        FxTestSupport.waitUntil(() -> robot.lookup("#briefing-data-source").tryQuery().isPresent(), 60);
        assertThat(robot.lookup("#briefing-data-source").queryAs(Label.class).getText()).contains("DEMO DATA");
        assertThat(robot.lookup("#analysis-generate-report").queryAs(Button.class).isVisible()).isTrue();
        assertThat(robot.lookup("#analysis-history-panel").queryAs(javafx.scene.layout.VBox.class).getHeight()).isGreaterThan(100);

        snapshot("analysis-history-1280x820.png");

        // the Reports screen offers the same analysis in its picker (no pasted id)
        robot.clickOn("#nav-reports");
        FxTestSupport.waitUntil(() -> robot.lookup("#report-analysis").tryQuery().isPresent()
                && !robot.lookup("#report-analysis").queryAs(ComboBox.class).getItems().isEmpty(), 30);
        @SuppressWarnings("unchecked")
        ComboBox<AnalysisHistory.Entry> picker = robot.lookup("#report-analysis").queryAs(ComboBox.class);
        assertThat(picker.getItems()).extracting(AnalysisHistory.Entry::jobId).containsExactly(jobId);
        assertThat(picker.getItems().get(0).toString()).contains(value, "16 positions").doesNotContain(jobId);
        robot.interact(() -> picker.getSelectionModel().select(0));
        snapshot("reports-subject-1280x820.png");
    }

    /** Writes the window as a PNG under target/snapshots (looked at by hand when the layout changes). */
    void snapshot(String name) throws Exception {
        FxTestSupport.writeSnapshot(robot, app.stage().getScene(), Path.of("target/snapshots", name));
    }

    private static String cell(TableView<?> t, int row, int column) {
        return String.valueOf(t.getColumns().get(column).getCellData(row));
    }
}
