package com.bpidesk.app.signals;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import eu.hansolo.tilesfx.Tile;
import javafx.scene.chart.LineChart;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import org.junit.jupiter.api.Tag;

/** The Clients & signals screen on the demo book of the embedded engine's local organization. */
@Tag("ui")
class SignalsScreenTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    static SignalsScreen screen;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        AppContext ctx = fx.context();
        screen = new SignalsScreen(ctx);
        fx.show(screen, 1240, 780);
    }

    @AfterAll
    static void stop() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
    }

    @Test
    @SuppressWarnings("unchecked")
    void bookClientPageAlertsAndDigest() throws Exception {
        TableView<SignalsViewModel.ClientRow> table = robot.lookup("#book-table").queryAs(TableView.class);
        FxTestSupport.waitUntil(() -> table.getItems().size() >= 100, 120);
        assertThat(robot.lookup("#signals-source").queryAs(Label.class).getText()).contains("Demo").contains("simulated");
        assertThat(robot.lookup("#tile-clients").queryAs(Tile.class).getValue()).isEqualTo(table.getItems().size());
        assertThat(robot.lookup("#tile-alerts").queryAs(Tile.class).getValue()).isPositive();
        // each client's value is shown with the client's base currency code and thousands separators
        TableColumn<SignalsViewModel.ClientRow, ?> value = table.getColumns().stream().filter(c -> "col-value".equals(c.getId()))
                .findFirst().orElseThrow();
        assertThat(value.getText()).isEqualTo("Value");
        assertThat(table.getItems()).allSatisfy(r -> assertThat(r.currency()).isEqualTo("USD"));
        // the Advisor column shows the book's advisor names, not their ids
        var advisorColumn = table.getColumns().stream().filter(c -> c.getText().equals("Advisor")).findFirst().orElseThrow();
        assertThat(table.getItems()).allSatisfy(r -> assertThat(String.valueOf(advisorColumn.getCellData(r)))
                .isEqualTo(r.advisorName()).doesNotStartWith("adv-").contains(" "));
        assertThat(com.bpidesk.app.format.Formats.app().money(table.getItems().get(0).value(), table.getItems().get(0).currency()))
                .matches("USD -?\\S+");
        FxTestSupport.waitUntil(() -> robot.lookup(".table-cell").queryAll().stream()
                .anyMatch(n -> n instanceof javafx.scene.control.Labeled l && l.getText() != null
                        && l.getText().matches("USD \\d{1,3}([,.\u00a0\u202f]\\d{3})+")), 10);

        // sort by risk band, most severe first
        TableColumn<SignalsViewModel.ClientRow, ?> band = table.getColumns().stream().filter(c -> "col-band".equals(c.getId()))
                .findFirst().orElseThrow();
        robot.interact(() -> {
            band.setSortType(TableColumn.SortType.DESCENDING);
            table.getSortOrder().setAll(band);
        });
        WaitForAsyncUtils.waitForFxEvents();
        String top = table.getItems().get(0).band();
        assertThat(java.util.List.of("high", "critical")).contains(top);

        robot.interact(() -> table.getSelectionModel().select(0));
        String id = table.getItems().get(0).clientId();
        FxTestSupport.waitUntil(() -> robot.lookup("#client-churn").queryAs(Label.class).getText().contains("Churn probability"), 60);
        assertThat(robot.lookup("#client-selected").queryAs(Label.class).getText()).isEqualTo(id);
        assertThat(robot.lookup("#client-reasons").queryAs(ListView.class).getItems()).isNotEmpty();
        assertThat(robot.lookup("#client-actions").queryAs(ListView.class).getItems()).isNotEmpty();
        LineChart<String, Number> chart = robot.lookup("#drift-chart").queryAs(LineChart.class);
        FxTestSupport.waitUntil(() -> !chart.getData().get(0).getData().isEmpty(), 30);
        assertThat(robot.lookup("#client-drift").queryAs(Label.class).getText()).contains("Suitability drift");

        robot.clickOn("Alerts");
        TableView<SignalsViewModel.AlertRow> alerts = robot.lookup("#alerts-table").queryAs(TableView.class);
        assertThat(alerts.getItems()).isNotEmpty();
        // ranked, de-duplicated and thresholded (ADR 0139): no low alerts, most severe first, one per client and kind
        assertThat(alerts.getItems()).noneMatch(r -> r.severity().equals("low"));
        assertThat(alerts.getItems().stream().map(r -> r.clientId() + r.type()).distinct().count()).isEqualTo(alerts.getItems().size());
        assertThat(robot.lookup("#alerts-note").queryAs(Label.class).getText()).startsWith("Showing medium and more severe alerts");
        // acknowledge the first: it leaves the list and the engine records who
        SignalsViewModel.AlertRow first = alerts.getItems().get(0);
        int before = alerts.getItems().size();
        robot.interact(() -> alerts.getSelectionModel().select(0));
        assertThat(robot.lookup("#alert-acknowledge").queryButton().isDisabled()).isFalse();
        robot.interact(() -> screen.model().acknowledge(alerts.getSelectionModel().getSelectedItem()));
        try {
            FxTestSupport.waitUntil(() -> alerts.getItems().size() == before - 1, 30);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("error: " + robot.lookup("#signals-error").queryAs(Label.class).getText() + " size " + alerts.getItems().size(), e);
        }
        assertThat(robot.lookup("#alerts-message").queryAs(Label.class).getText()).startsWith("Acknowledged: " + first.clientName());
        var engineAlerts = fx.engine().client().get("/v1/signals/book-alerts?limit=200&include_acknowledged=true");
        assertThat(engineAlerts.findValues("acknowledged").stream().filter(n -> !n.isNull()).count()).isEqualTo(1);
        // open the next: the client's page shows in the Book tab
        SignalsViewModel.AlertRow next = alerts.getItems().get(0);
        robot.interact(() -> alerts.getSelectionModel().select(0));
        assertThat(robot.lookup("#alert-open").queryButton().isDisabled()).isFalse();
        robot.interact(() -> screen.model().openAlert(alerts.getSelectionModel().getSelectedItem()));
        FxTestSupport.waitUntil(() -> robot.lookup("#client-selected").queryAs(Label.class).getText().equals(next.clientId()), 30);
        assertThat(table.getSelectionModel().getSelectedItem().clientId()).isEqualTo(next.clientId());
        robot.clickOn("Weekly digest");
        ListView<String> digest = robot.lookup("#digest-list").queryAs(ListView.class);
        assertThat(digest.getItems().get(0)).startsWith("Week ");
        assertThat(digest.getItems()).anyMatch(l -> l.startsWith("Envelopes waiting for review"));
        assertThat(digest.getItems().get(digest.getItems().size() - 1)).contains("nothing is sent");
    }
}
