package com.bpidesk.app.reports;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.signals.SignalsScreen;
import com.bpidesk.app.signals.SignalsViewModel;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.ComboBox;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TableView;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.Tag;

/**
 * "Report" on a client page of the Clients &amp; signals screen opens Reports with that client preselected (through the
 * shared AppSession), and the report generated from the picker is the client's: the PDF names the client and its churn band.
 */
@Tag("ui")
class ClientReportFlowTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    static AppContext ctx;
    static SignalsScreen signals;
    static ReportsScreen reports;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        ctx = fx.context();
        signals = new SignalsScreen(ctx);
        reports = new ReportsScreen(ctx);
        fx.show(signals, 1240, 780);
    }

    @AfterAll
    static void stop() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
    }

    @Test
    @SuppressWarnings("unchecked")
    void reportButtonOnTheClientPageGeneratesThatClientsReport() throws Exception {
        List<String> shown = new ArrayList<>();
        robot.interact(() -> ctx.session().setNavigator(shown::add));
        TableView<SignalsViewModel.ClientRow> table = robot.lookup("#book-table").queryAs(TableView.class);
        FxTestSupport.waitUntil(() -> table.getItems().size() >= 100, 120);
        assertThat(robot.lookup("#client-report").queryButton().isDisabled()).isTrue();
        robot.interact(() -> table.getSelectionModel().select(3));
        String id = table.getItems().get(3).clientId();
        FxTestSupport.waitUntil(() -> !robot.lookup("#client-report").queryButton().isDisabled(), 30);
        robot.clickOn("#client-report");
        assertThat(shown).containsExactly("reports");
        ReportsViewModel m = reports.model();
        assertThat(m.subject().kindProperty().get()).isEqualTo(ReportSubject.Kind.CLIENT);
        assertThat(m.subject().clientIdProperty().get()).isEqualTo(id);

        // the shell would now show Reports: its picker is fed by the book listing and shows the preselected client
        fx.show(reports, 1240, 780);
        ComboBox<ReportSubject.ClientChoice> picker = robot.lookup("#report-client").queryAs(ComboBox.class);
        FxTestSupport.waitUntil(() -> picker.getItems().size() == table.getItems().size(), 60);
        FxTestSupport.waitUntil(() -> picker.getValue() != null, 10);
        assertThat(picker.getValue().clientId()).isEqualTo(id);
        assertThat(robot.lookup("#subject-client").queryAs(RadioButton.class).isSelected()).isTrue();

        robot.clickOn("#brand-firm").write("Harbour Wealth Partners");
        robot.clickOn("#audience-advisor"); // the internal brief carries C1 and C4; the client report (default) does not
        robot.clickOn("#report-generate");
        FxTestSupport.waitUntil(() -> m.generation().pdfProperty().get() != null || !m.errorProperty().get().isEmpty(), 240);
        assertThat(m.errorProperty().get()).isEmpty();
        JsonNode risk = fx.engine().client().get("/v1/signals/client-risk/" + id);
        try (PDDocument doc = Loader.loadPDF(m.generation().pdfProperty().get())) {
            String text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            assertThat(text).contains("Client ID " + id, "Churn band: " + com.bpidesk.app.format.Labels.of(risk.path("risk_band").asText()),
                    "It is not a suitability determination");
        }
        assertThat(m.generation().pdfFileProperty().get().getFileName().toString()).isEqualTo("bpi-report-" + id + ".pdf");
        assertThat(m.messageProperty().get()).contains("client " + id);
        assertThat(ctx.session().lastCompletedJobIdProperty().get()).isEqualTo(m.subject().jobIdProperty().get()).isNotBlank();
    }
}
