package com.bpidesk.app.compliance;

import com.bpidesk.app.testing.FxTestSupport;
import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.BpiDeskApp;
import com.bpidesk.app.testing.EngineFixture;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/**
 * The "Export examiner's bundle…" action against a real embedded engine: the button sits on the header line without
 * covering the title, the dialog offers the book's clients by name (never an id), and the request it builds downloads a
 * ZIP from the engine. The screen and the dialog are written to target/snapshots to look at.
 */
@Tag("ui")
class ExaminerBundleExportUiTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    static ComplianceScreen screen;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        screen = new ComplianceScreen(fx.context());
        fx.show(screen, 1240, 780);
    }

    @AfterAll
    static void stop() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void theButtonSitsOnTheHeaderLineBesideTheTitle() throws Exception {
        Button button = robot.lookup("#export-examiner-bundle").queryAs(Button.class);
        Label title = robot.lookup(".screen-title").queryAs(Label.class);
        Bounds b = button.localToScene(button.getLayoutBounds());
        Bounds t = title.localToScene(title.getLayoutBounds());
        assertThat(b.getMinX()).as("button right of the title").isGreaterThan(t.getMaxX() + 100);
        assertThat(b.getMaxX()).isLessThanOrEqualTo(button.getScene().getWidth());
        assertThat(b.getMinY()).as("on the title's line").isLessThan(t.getMaxY());
        assertThat(button.getText()).isEqualTo("Export examiner's bundle…");
        snapshot(button.getScene(), "compliance-with-bundle-button-1240x780.png");
    }

    @Test
    void theDialogOffersClientsByNameAndItsRequestDownloadsAZip() throws Exception {
        List<ExaminerBundleExport.ClientChoice> clients = ExaminerBundleExport.choices(
                com.bpidesk.app.client.EngineApis.http(fx.engine().client()).book().clients());
        assertThat(clients).isNotEmpty();
        assertThat(clients).extracting(ExaminerBundleExport.ClientChoice::label).noneMatch(l -> l.matches(".*demo-c\\d+.*"));
        ExaminerBundleExport.Form[] form = new ExaminerBundleExport.Form[1];
        Scene[] scene = new Scene[1];
        robot.interact(() -> {
            form[0] = ExaminerBundleExport.form(clients);
            StackPane pane = new StackPane(form[0].root());
            pane.setStyle("-fx-padding: 16; -fx-background-color: white;");
            scene[0] = new Scene(pane, 600, 300);
            scene[0].getStylesheets().add(BpiDeskApp.class.getResource("/com/bpidesk/app/app.css").toExternalForm());
        });
        assertThat(form[0].client().getItems().getFirst().label()).isEqualTo("All clients");
        assertThat(form[0].client().getItems()).hasSize(clients.size() + 1);
        snapshot(scene[0], "examiner-bundle-dialog.png");

        byte[] zip = com.bpidesk.app.client.EngineApis.http(fx.engine().client()).assurance().bundle(clients.getFirst().clientId(), null, null);
        assertThat(new String(zip, 0, 2, StandardCharsets.ISO_8859_1)).as("a ZIP file").isEqualTo("PK");
    }

    private void snapshot(Scene scene, String name) throws Exception {
        FxTestSupport.writeSnapshot(robot, scene, Path.of("target/snapshots", name));
    }

}
