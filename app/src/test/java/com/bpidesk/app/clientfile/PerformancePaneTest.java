package com.bpidesk.app.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.BpiDeskApp;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.StackPane;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/**
 * The client file's performance pane alone in a 1280x820 stage against an embedded engine with the demo book (issue 25):
 * what the user reads — the period names, the returns as signed percentages marked "a year" when annualised (compared
 * with the engine's own figures formatted by hand), the column tooltips in words, the chart's points with the deposits
 * marked, the income months and the lot method stated. Writes target/snapshots/performance-pane-WxH.png to look at
 * ({@code -Dbpi.snapshot.size=1920x1080} for the large screen; default 1280x820).
 */
@Tag("ui")
class PerformancePaneTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    /** The stage size: 1280x820 unless {@code bpi.snapshot.size} says another (e.g. 1920x1080). */
    static final int[] SIZE = java.util.Arrays.stream(System.getProperty("bpi.snapshot.size", "1280x820").split("x"))
            .mapToInt(Integer::parseInt).toArray();
    static PerformancePane pane;
    static JsonNode engine;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        String client = fx.engine().client().get("/api/book/clients?limit=1").path("items").get(0).path("client_id").asText();
        engine = fx.engine().client().get("/api/book/clients/" + client + "/performance");
        var ctx = fx.context();
        FxToolkit.registerPrimaryStage();
        FxToolkit.setupStage(stage -> {
            pane = new PerformancePane(ctx);
            Scene scene = new Scene(new StackPane(pane), SIZE[0], SIZE[1]);
            scene.getStylesheets().add(BpiDeskApp.class.getResource("/com/bpidesk/app/app.css").toExternalForm());
            stage.setScene(scene);
            stage.sizeToScene(); // the shared primary stage may keep an earlier test's size (ImportExportDialogTest's 1920x1080)
            stage.show();
            pane.show(client);
        });
        FxTestSupport.waitUntil(() -> pane.viewModel().returns().size() == 6 && !pane.viewModel().series().isEmpty(), 60);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theReturnsTableReadsInWordsAndPercentages() {
        TableView<PerformanceViewModel.ReturnRow> t = robot.lookup("#performance-returns").queryAs(TableView.class);
        assertThat(t.getColumns()).extracting(c -> ((Label) c.getGraphic()).getText().replace('\n', ' '))
                .containsExactly("Period", "Time-weighted return", "Money-weighted return", "Policy benchmark", "Broad index");
        TableColumn<?, ?> twr = t.getColumns().get(1);
        assertThat(((Label) twr.getGraphic()).getTooltip().getText()).startsWith("The return of the investments themselves");
        assertThat(t.getItems()).extracting(PerformanceViewModel.ReturnRow::period)
                .containsExactly("1 month", "3 months", "Year to date", "1 year", "3 years", "Since the start");
        // since the start: the engine's figure as a signed percentage with one decimal, per year (longer than a year)
        JsonNode si = engine.at("/periods/5");
        assertThat(si.get("annualised").asBoolean()).isTrue();
        double r = si.get("twr").asDouble();
        String want = (r > 0 ? "+" : "") + Formats.app().percent(r, 1) + " a year";
        assertThat(t.getItems().get(5).twr()).isEqualTo(want);
        assertThat(t.getItems().get(0).twr()).as("a month is not annualised").doesNotContain("a year").matches("[+-]?\\d+[.,]\\d.?%");
    }

    @Test
    void theChartMarksTheOpeningDepositAndTheTablesStateTheirMethod() {
        assertThat(pane.viewModel().series().get(0).deposit()).isPositive();
        assertThat(robot.lookup("#performance-chart").queryAs(javafx.scene.chart.LineChart.class).getData()).hasSize(3);
        assertThat(robot.lookup("#performance-lot-method").queryAs(Label.class).getText())
                .isEqualTo("Lots matched first in, first out (your firm's setting); tax year = calendar year.");
        assertThat(robot.lookup("#performance-income-total").queryAs(Label.class).getText()).startsWith("Income from ").contains(" after ");
        assertThat(robot.lookup("#performance-notice").queryAs(Label.class).getText()).contains("does not execute trades");
        assertThat(robot.lookup("#performance-benchmark").queryAs(Label.class).getText())
                .as("the demo client has a recorded policy: its targets are the benchmark's weights")
                .startsWith("Policy benchmark, from the client's investment policy: ").contains("US shares (SPY)")
                .contains("rebalanced monthly");
    }

    @Test
    @SuppressWarnings("unchecked")
    void choosingAPeriodRedrawsTheChartForIt() throws Exception {
        javafx.scene.control.ChoiceBox<String> period = robot.lookup("#performance-period").queryAs(javafx.scene.control.ChoiceBox.class);
        assertThat(period.getItems()).containsExactly("1 month", "3 months", "Year to date", "1 year", "3 years", "Since the start");
        robot.interact(() -> period.setValue("1 year"));
        FxTestSupport.waitUntil(() -> pane.viewModel().chartTitle().get().contains("1 year"), 30);
        assertThat(pane.viewModel().chartTitle().get()).isEqualTo("Value in USD · 1 year · deposits and withdrawals marked");
        // about 252 trading days in a year, all shown (fewer than the 400-point ceiling)
        assertThat(pane.viewModel().series().size()).isBetween(240, 262);
        robot.interact(() -> period.setValue("Since the start"));
        FxTestSupport.waitUntil(() -> pane.viewModel().chartTitle().get().contains("Since the start"), 30);
    }

    @Test
    @SuppressWarnings("unchecked")
    void oneAccountsReturnsAreTheEnginesFiguresForThatAccount() throws Exception {
        String client = pane.viewModel().clientIdForTest();
        JsonNode accounts = fx.engine().client().get("/api/book/clients/" + client).get("accounts");
        var choices = ClientFileViewModel.accountChoices(com.bpidesk.app.client.EngineClient.JSON.convertValue(accounts,
                new com.fasterxml.jackson.core.type.TypeReference<java.util.List<com.bpidesk.app.client.clientfile.ClientFileApi.Account>>() { }));
        robot.interact(() -> pane.viewModel().setAccounts(choices));
        javafx.scene.control.ChoiceBox<PerformanceViewModel.AccountChoice> account =
                robot.lookup("#performance-account").queryAs(javafx.scene.control.ChoiceBox.class);
        assertThat(account.getValue().label()).isEqualTo("All accounts");
        assertThat(account.getItems()).hasSize(choices.size() + 1);
        var first = choices.get(0);
        robot.interact(() -> account.setValue(first));
        FxTestSupport.waitUntil(() -> pane.viewModel().heading().get().contains(first.label()), 30);
        // the engine's own answer for that one account, formatted by hand
        JsonNode si = fx.engine().client().get("/api/book/clients/" + client + "/performance?account_id=" + first.accountId())
                .at("/periods/5");
        double r = si.get("twr").asDouble();
        String want = (r > 0 ? "+" : "") + Formats.app().percent(r, 1) + (si.get("annualised").asBoolean() ? " a year" : "");
        FxTestSupport.waitUntil(() -> pane.viewModel().returns().size() == 6 && pane.viewModel().returns().get(5).twr().equals(want), 30);
        robot.interact(() -> account.setValue(PerformanceViewModel.ALL_ACCOUNTS));
        double all = engine.at("/periods/5/twr").asDouble();
        String wantAll = (all > 0 ? "+" : "") + Formats.app().percent(all, 1) + " a year";
        FxTestSupport.waitUntil(() -> pane.viewModel().returns().get(5).twr().equals(wantAll)
                && !pane.viewModel().heading().get().contains(first.label()), 30);
    }

    @Test
    void rendersToAPng() throws Exception {
        Path out = Path.of("target/snapshots", "performance-pane-" + SIZE[0] + "x" + SIZE[1] + ".png");
        FxTestSupport.writeSnapshot(robot, pane.getScene(), out);
        assertThat(pane.getHeight()).isEqualTo(SIZE[1]);
        assertThat(out).exists();
    }
}
