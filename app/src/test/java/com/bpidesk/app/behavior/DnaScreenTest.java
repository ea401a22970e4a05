package com.bpidesk.app.behavior;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import javafx.scene.chart.BarChart;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.Tag;

/** The Behavioral DNA screen against a real embedded engine: score the shipped samples and read the evidence. */
@Tag("ui")
class DnaScreenTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    static DnaScreen screen;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        AppContext ctx = fx.context();
        screen = new DnaScreen(ctx);
        fx.show(screen, 1240, 780);
    }

    @AfterAll
    static void stop() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
    }

    @Test
    @SuppressWarnings("unchecked")
    void sampleTransactionsAreScoredWithChartAndEvidence() throws Exception {
        robot.clickOn("#dna-sample-transactions");
        ListView<DnaViewModel.ScoreRow> list = robot.lookup("#dna-scores").queryAs(ListView.class);
        // wait for this file's report (the other test may have left the holdings report on screen)
        FxTestSupport.waitUntil(() -> !screen.model().busyProperty().get()
                && screen.model().summaryProperty().get().startsWith("Transactions") && list.getItems().size() == 8, 60);
        assertThat(robot.lookup("#dna-file").queryAs(Label.class).getText()).contains("sample").contains("simulated");
        assertThat(robot.lookup("#dna-provenance").queryAs(Label.class).getText()).contains("demo market (simulated)");
        assertThat(robot.lookup("#dna-summary").queryAs(Label.class).getText()).startsWith("Transactions · ");
        // the report states the currency of its amounts (the firm default)
        assertThat(robot.lookup("#dna-currency").queryAs(Label.class).getText()).startsWith("Amounts in USD");
        // the sample has 60 data rows, 36 BUY and 24 SELL (counted in the file), every one a trade
        assertThat(robot.lookup("#dna-rows").queryAs(Label.class).getText()).isEqualTo("60 rows in the file: 60 trades.");
        assertThat(screen.model().lines().rowsNotUsed()).isEmpty();
        BarChart<Number, String> chart = robot.lookup("#dna-chart").queryAs(BarChart.class);
        assertThat(chart.getData().get(0).getData()).hasSizeGreaterThanOrEqualTo(6);
        assertThat(screen.model().overallProperty().get()).isBetween(0.0, 100.0);
        assertGaugeShowsTheOverallScore();

        DnaViewModel.ScoreRow disposition = list.getItems().get(0);
        assertThat(disposition.bias()).isEqualTo("disposition_effect");
        robot.interact(() -> list.getSelectionModel().select(1));
        robot.interact(() -> list.getSelectionModel().select(0));
        FxTestSupport.waitUntil(() -> robot.lookup("#dna-explanation").queryAs(Label.class).getText().contains("PGR"), 10);
        assertThat(robot.lookup("#dna-explanation").queryAs(Label.class).getText()).contains("PGR");
        ListView<String> evidence = robot.lookup("#dna-evidence").queryAs(ListView.class);
        assertThat(evidence.getItems()).isNotEmpty();
        assertThat(evidence.getItems().get(0)).startsWith("line ");

        // issue 30: the screen says how the overall score is combined and where the home country came from, and the advisor
        // can change the home country and score the same file again
        assertThat(robot.lookup("#dna-combination").queryAs(Label.class).getText()).startsWith("Overall ").contains(" × ")
                .contains("Disposition effect");
        assertThat(robot.lookup("#dna-home").queryAs(Label.class).getText()).startsWith("Home country US");
        robot.clickOn("#dna-home-country").write("nl");
        robot.clickOn("#dna-rescore");
        FxTestSupport.waitUntil(() -> !screen.model().busyProperty().get()
                && screen.model().lines().homeLineProperty().get().startsWith("Home country NL (as you chose)"), 60);
        assertThat(screen.model().lines().homeLineProperty().get()).contains("Scored in USD");
        assertThat(screen.model().scores()).hasSize(8);
    }

    @Test
    @SuppressWarnings("unchecked")
    void holdingsSampleShowsTheLabelledProxy() throws Exception {
        robot.clickOn("#dna-sample-holdings");
        FxTestSupport.waitUntil(() -> !screen.model().busyProperty().get()
                && screen.model().summaryProperty().get().startsWith("Holdings"), 60);
        ListView<DnaViewModel.ScoreRow> list = robot.lookup("#dna-scores").queryAs(ListView.class);
        assertThat(list.getItems().get(0).status()).isEqualTo("proxy");
        assertThat(list.getItems().stream().filter(r -> r.bias().equals("overtrading")).findFirst().orElseThrow().score()).isNull();
        assertGaugeShowsTheOverallScore();
        // the marks line names no source id (it read "price_store:demo"); the provenance line says where prices came from
        assertThat(robot.lookup("#dna-marks").queryAs(Label.class).getText()).startsWith("Marked with").doesNotContain("price_store");
    }

    /**
     * The gauge draws this file's overall score: scoring a second file used to leave it drawn at 0 (the score cleared for
     * the new file was set as 0, and the tile's drawn value did not follow the new score set right after it), while the
     * list showed the new scores. The tile's current value is the one its skin draws.
     */
    private void assertGaugeShowsTheOverallScore() throws Exception {
        eu.hansolo.tilesfx.Tile tile = robot.lookup("#dna-overall-tile").queryAs(eu.hansolo.tilesfx.Tile.class);
        Double overall = screen.model().overallProperty().get();
        assertThat(overall).isNotNull().isPositive();
        try {
            FxTestSupport.waitUntil(() -> Math.abs(tile.getCurrentValue() - overall) < 0.5, 10);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the gauge draws " + tile.getCurrentValue() + ", the score is " + overall, e);
        }
        assertThat(tile.isValueVisible()).isTrue();
    }
}
