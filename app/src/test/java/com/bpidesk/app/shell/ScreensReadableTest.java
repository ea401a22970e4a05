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
import org.junit.jupiter.api.Tag;

/**
 * Every screen of the real app (demo data) at 1280x820, once its data has loaded: no visible label, button or table
 * cell is cut with an ellipsis unless its tooltip carries the full text, and no table, list, scroll pane, text area or
 * expanded titled pane is squeezed to zero height ({@link Readability}).
 */
@Tag("ui")
class ScreensReadableTest {

    static Path dataDir;
    static BpiDeskApp app;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        dataDir = FxTestSupport.tempDataDir();
        AppSettings.load(dataDir).set("window.width", 1280).set("window.height", 820)
                .set(com.bpidesk.app.UserProfile.NAME, "Robin Reviewer").set(com.bpidesk.app.UserProfile.ROLE, "Compliance officer").save();
        app = FxTestSupport.startApp(dataDir);
    }

    @AfterAll
    static void stop() throws Exception {
        FxTestSupport.stopApp(app);
        FxTestSupport.deleteTree(dataDir);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dashboard", "analysis", "charts", "macro", "dna", "clients", "clientfile", "research", "reports", "compliance", "settings"})
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

    /**
     * States the screen-by-screen pass does not reach (issue 27): the Reports screen after a brand is saved (the brand list
     * and its buttons were cut to "Brand n…", "Save br…") and every table of the book and the review queue after a sort
     * (the sort arrow takes room from the header: "Ch…").
     */
    @org.junit.jupiter.api.Test
    void readsAfterABrandIsSavedAndAfterASort() throws Exception {
        robot.interact(() -> app.mainWindow().navigate("reports"));
        com.bpidesk.app.reports.ReportsScreen reports = (com.bpidesk.app.reports.ReportsScreen) app.mainWindow()
                .screens().stream().filter(s -> s.id().equals("reports")).findFirst().orElseThrow();
        FxTestSupport.waitUntil(() -> app.tasks().runningCountProperty().get() == 0, 90);
        var brand = reports.model().brand();
        robot.interact(() -> {
            brand.firmNameProperty().set("Harbour & Hill Wealth Partners");
            brand.brandNameProperty().set("Harbour and Hill quarterly");
        });
        robot.interact(brand::save);
        FxTestSupport.waitUntil(() -> brand.selectedBrandProperty().get() != null && app.tasks().runningCountProperty().get() == 0, 90);
        assertReadable("reports screen after a brand is saved");
        for (String[] screenAndTable : new String[][] {{"clients", "#book-table"}, {"compliance", "#queue-table"}}) {
            robot.interact(() -> app.mainWindow().navigate(screenAndTable[0]));
            FxTestSupport.waitUntil(() -> app.tasks().runningCountProperty().get() == 0, 90);
            javafx.scene.control.TableView<?> table = robot.lookup(screenAndTable[1]).queryAs(javafx.scene.control.TableView.class);
            FxTestSupport.waitUntil(() -> !table.getItems().isEmpty(), 90);
            // every sortable column in the sort order at once: each header shows its arrow (and its rank), one layout pass
            robot.interact(() -> {
                List<javafx.scene.control.TableColumn> sortable = new ArrayList<>();
                table.getVisibleLeafColumns().stream().filter(javafx.scene.control.TableColumn::isSortable).forEach(sortable::add);
                sortable.forEach(c -> c.setSortType(javafx.scene.control.TableColumn.SortType.DESCENDING));
                ((javafx.collections.ObservableList) table.getSortOrder()).setAll(sortable);
            });
            assertReadable(screenAndTable[0] + " sorted by every column");
            robot.interact(() -> table.getSortOrder().clear());
        }
    }

    private void assertReadable(String where) {
        WaitForAsyncUtils.waitForFxEvents();
        List<String> problems = new ArrayList<>();
        robot.interact(() -> problems.addAll(Readability.problems(app.mainWindow().root())));
        assertThat(problems).as("unreadable: " + where + " at 1280x820").isEmpty();
    }

    /**
     * The clients' book and the compliance review queue fit their panes at 1280x820 (and still at 1920x1080): no
     * horizontal scroll bar, the columns' widths add up to at most the table's, and no column is narrower than its
     * minimum (so figures are never cut).
     */
    @org.junit.jupiter.api.Test
    void theBookAndTheReviewQueueNeverScrollSideways() throws Exception {
        javafx.stage.Window window = app.mainWindow().root().getScene().getWindow();
        for (int[] size : new int[][] {{1280, 820}, {1920, 1080}, {1280, 820}}) {
            robot.interact(() -> {
                window.setWidth(size[0]);
                window.setHeight(size[1]);
            });
            for (String[] screenAndTable : new String[][] {{"clients", "#book-table"}, {"compliance", "#queue-table"}}) {
                robot.interact(() -> app.mainWindow().navigate(screenAndTable[0]));
                FxTestSupport.waitUntil(() -> app.tasks().runningCountProperty().get() == 0, 90);
                javafx.scene.control.TableView<?> table = robot.lookup(screenAndTable[1]).queryAs(javafx.scene.control.TableView.class);
                FxTestSupport.waitUntil(() -> !table.getItems().isEmpty(), 90);
                Thread.sleep(300);
                WaitForAsyncUtils.waitForFxEvents();
                String where = screenAndTable[1] + " at " + size[0] + "x" + size[1];
                robot.interact(() -> {
                    double columns = table.getVisibleLeafColumns().stream().mapToDouble(javafx.scene.control.TableColumn::getWidth).sum();
                    assertThat(columns).as("sum of column widths of %s (table %.0f px)", where, table.getWidth())
                            .isLessThanOrEqualTo(table.getWidth());
                    // a longer list than the demo's adds a vertical scroll bar: the minimum widths leave room for it
                    double minimums = table.getVisibleLeafColumns().stream().mapToDouble(javafx.scene.control.TableColumn::getMinWidth).sum();
                    assertThat(minimums + 16).as("minimum widths of %s plus a vertical scroll bar", where).isLessThanOrEqualTo(table.getWidth());
                    assertThat(table.getVisibleLeafColumns()).as("columns at least their minimum width in %s", where)
                            .allSatisfy(c -> assertThat(c.getWidth()).isGreaterThanOrEqualTo(c.getMinWidth() - 0.5));
                    assertThat(table.lookupAll(".scroll-bar").stream()
                            .filter(n -> n instanceof javafx.scene.control.ScrollBar b && b.getOrientation() == javafx.geometry.Orientation.HORIZONTAL)
                            .filter(javafx.scene.Node::isVisible).count()).as("visible horizontal scroll bars of %s", where).isZero();
                });
            }
        }
        // the queue names the client and the client's advisor (issue 26), never the advisor's or the client's id
        robot.interact(() -> app.mainWindow().navigate("compliance"));
        javafx.scene.control.TableView<?> queue = robot.lookup("#queue-table").queryAs(javafx.scene.control.TableView.class);
        FxTestSupport.waitUntil(() -> app.tasks().runningCountProperty().get() == 0 && !queue.getItems().isEmpty(), 90);
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> cells = new ArrayList<>();
        robot.interact(() -> robot.from(queue).lookup(".table-cell").queryAllAs(javafx.scene.control.TableCell.class).forEach(c -> cells.add(
                c.getGraphic() instanceof javafx.scene.text.Text t ? t.getText() : String.valueOf(c.getText()))));
        assertThat(cells).anyMatch(t -> t.contains("\n") && t.endsWith(" Demo (demo)"))
                .noneMatch(t -> t.matches("(?s).*\\b(adv-\\d+|demo-c\\d+|demo-dec-\\d+)\\b.*"));
    }

    /**
     * The compliance screen with an envelope selected and reviewed: the audit trail pane keeps a readable height (it
     * used to collapse to zero) and shows who reviewed and the reason typed with the review (issue 13).
     */
    @org.junit.jupiter.api.Test
    void theAuditTrailStaysReadableWithAnEnvelopeSelected() throws Exception {
        robot.interact(() -> app.mainWindow().navigate("compliance"));
        com.bpidesk.app.compliance.ComplianceScreen compliance = (com.bpidesk.app.compliance.ComplianceScreen) app.mainWindow()
                .screens().stream().filter(s -> s.id().equals("compliance")).findFirst().orElseThrow();
        var model = compliance.model();
        FxTestSupport.waitUntil(() -> model.rows().stream().anyMatch(r -> r.decisionId().equals("demo-dec-02")), 90);
        robot.interact(() -> model.select("demo-dec-02"));
        FxTestSupport.waitUntil(() -> model.detailProperty().get() != null && !model.reviewerProperty().get().isEmpty(), 60);
        robot.interact(() -> {
            model.reasonProperty().set("Suitability doubt confirmed with the advisor; the ESG screen was checked by hand");
            model.review("ESCALATED");
        });
        FxTestSupport.waitUntil(() -> model.auditTrail().size() == 2, 60);
        FxTestSupport.waitUntil(() -> app.tasks().runningCountProperty().get() == 0, 60);
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.layout.Region pane = robot.lookup("#audit-trail-pane").queryAs(javafx.scene.layout.Region.class);
        javafx.scene.control.ListView<?> trail = robot.lookup("#audit-trail").queryAs(javafx.scene.control.ListView.class);
        assertThat(pane.getHeight()).as("trail pane height").isGreaterThan(150);
        assertThat(trail.getHeight()).as("trail list height").isGreaterThan(100);
        assertThat(robot.from(trail).lookup((javafx.scene.control.Label l) -> l.getText() != null && l.getText().equals(
                "Reason: Suitability doubt confirmed with the advisor; the ESG screen was checked by hand")).tryQuery()).isPresent();
        assertThat(robot.from(trail).lookup((javafx.scene.control.Label l) -> l.getText() != null
                && l.getText().endsWith("Escalated by Robin Reviewer (Reviewer)")).tryQuery()).isPresent();
        List<String> problems = new ArrayList<>();
        robot.interact(() -> problems.addAll(Readability.problems(app.mainWindow().root())));
        assertThat(problems).as("unreadable compliance screen with an envelope selected").isEmpty();
    }
}

