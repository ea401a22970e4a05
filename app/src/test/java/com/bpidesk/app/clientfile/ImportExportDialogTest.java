package com.bpidesk.app.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;

/**
 * The client file's import dialog alone at 1280x820 against a real embedded engine (demo book): import a hand-made broker
 * export into a demo client's account, read the counts it shows, undo the import.
 *
 * <p>Hand count of {@code clientfile/broker-export.csv} (6 data rows): a deposit, buys of AAPL and MSFT and a sell of AAPL
 * (4 added: the demo book holds no record of these dates at these prices), one dividend (AAPL 2.40 USD on 15 Mar 2024:
 * added as income, the demo book's income holds no such payment) and one fee (not kept); nothing already there, nothing
 * unread. Again: the 4 records and the dividend already there (5), the fee not kept.
 */
@Tag("ui")
class ImportExportDialogTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    static ImportExportDialog dialog;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        AppContext ctx = fx.context();
        dialog = new ImportExportDialog(ctx, "demo-c001", null, List.of());
        fx.showPart("import-dialog", dialog::content, () -> dialog.model().load(), 1280, 820);
    }

    @AfterAll
    static void stop() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
    }

    @Test
    @SuppressWarnings("unchecked")
    void anExportIsImportedWithItsCountsInWordsAndUndone() throws Exception {
        ImportExportViewModel m = dialog.model();
        FxTestSupport.waitUntil(() -> !m.busyProperty().get() && !m.accounts().isEmpty(), 60);
        // the account is shown by type and currency, the client by name: no id on screen
        assertThat(m.accounts().get(0).toString()).matches("(Taxable|Retirement) account, USD");
        assertThat(m.clientNameProperty().get()).doesNotContain("demo-c");
        assertThat(robot.lookup("#import-notice").queryAs(Label.class).getText()).contains("executes no trade");

        Path file = Path.of(getClass().getResource("/clientfile/broker-export.csv").toURI());
        robot.interact(() -> dialog.importFile(file));
        FxTestSupport.waitUntil(() -> !m.busyProperty().get() && !m.countsProperty().get().isEmpty() && m.imports().size() == 1, 60);
        assertThat(robot.lookup("#import-counts").queryAs(Label.class).getText()).isEqualTo(
                "6 rows in the file: 4 added, 1 added as income, 0 already in the client's file, 1 not kept, 0 not used.");
        ListView<String> details = robot.lookup("#import-details").queryAs(ListView.class);
        assertThat(details.getItems()).containsExactly(
                "Fees, taxes and currency exchanges are not kept in the client record: 1 row (line 7).");
        assertThat(m.imports().get(0).title()).startsWith("broker-export.csv · ").endsWith("account, USD");
        assertThat(m.imports().get(0).detail()).contains("4 added, 1 added as income, 0 already there");
        snapshot("import-dialog-1280x820.png");

        // the same file again: nothing added, the four records and the dividend named as already there
        robot.interact(() -> dialog.importFile(file));
        FxTestSupport.waitUntil(() -> !m.busyProperty().get() && m.imports().size() == 2, 60);
        assertThat(m.countsProperty().get()).startsWith("6 rows in the file: 0 added, 0 added as income, 5 already in the client's file");
        assertThat(details.getItems().get(0)).startsWith("Line 2: deposit of USD 5,000.00 on ").contains("imported from broker-export.csv");
        assertThat(details.getItems()).anySatisfy(d -> assertThat(d).startsWith("Line 5: dividend of USD 2.40 on 15")
                .contains("imported from broker-export.csv"));

        // undo the first import (the older one, listed second): its four records go, and its row says so
        robot.interact(() -> m.undo(m.imports().get(1)));
        FxTestSupport.waitUntil(() -> !m.busyProperty().get() && m.imports().size() == 2 && m.imports().get(1).undone(), 60);
        assertThat(m.statusProperty().get()).isEqualTo("Undone: 3 trades, 1 cash movement and 1 income payment removed from the client's file.");
        assertThat(m.imports().get(1).detail()).contains("Undone").contains("its records were removed");
        List<Button> undoButtons = robot.lookup(".import-undo").queryAllAs(Button.class).stream().toList();
        assertThat(undoButtons).anySatisfy(b -> {
            assertThat(b.getText()).isEqualTo("Undone");
            assertThat(b.isDisabled()).isTrue();
        });
        // the engine agrees: the first import is undone, the second still stands (it added nothing)
        var listing = fx.engine().client().get("/api/book/clients/demo-c001/imports");
        assertThat(listing.at("/imports/1/undone_at").isNull()).isFalse();
        assertThat(listing.at("/imports/0/counts/added").asLong()).isZero();
        snapshot("import-dialog-undone-1280x820.png");
        robot.interact(() -> dialog.content().getScene().getWindow().setWidth(1920));
        robot.interact(() -> dialog.content().getScene().getWindow().setHeight(1080));
        snapshot("import-dialog-undone-1920x1080.png");
    }

    /** Renders the dialog into target/snapshots (looked at by hand; see docs/client-file-import.md). */
    private void snapshot(String name) throws Exception {
        FxTestSupport.writeSnapshot(robot, dialog.content().getScene(), Path.of("target/snapshots", name));
    }
}
