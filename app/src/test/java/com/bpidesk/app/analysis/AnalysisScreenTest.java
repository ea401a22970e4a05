package com.bpidesk.app.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import com.bpidesk.engine.swarm.Analysis;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.Tag;

/** Submits the shipped sample portfolio from the screen against a real embedded engine and reads the briefing. */
@Tag("ui")
class AnalysisScreenTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    final FxRobot robot = new FxRobot();

    @Test
    void tabMovesBetweenCellsWhileTypingPositions() throws Exception {
        AnalysisScreen screen = new AnalysisScreen(fx.context());
        fx.show(screen, 1280, 820);
        robot.clickOn("#analysis-add-row");
        robot.clickOn("#analysis-add-row");
        @SuppressWarnings("unchecked")
        TableView<AnalysisViewModel.PositionRow> table = robot.lookup("#analysis-positions").queryAs(TableView.class);
        robot.interact(() -> table.edit(0, table.getColumns().get(0)));
        robot.write("AAPL").type(javafx.scene.input.KeyCode.TAB).write("10").type(javafx.scene.input.KeyCode.TAB).write("150.5")
                .type(javafx.scene.input.KeyCode.TAB).write("MSFT").type(javafx.scene.input.KeyCode.ENTER);
        try {
            FxTestSupport.waitUntil(() -> "MSFT".equals(screen.model().positions().get(1).symbolProperty().get()), 10);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("rows: " + screen.model().positions().stream().map(r -> r.symbolProperty().get() + "|"
                    + r.sharesProperty().get() + "|" + r.costBasisProperty().get()).toList() + " focus: " + table.getScene().getFocusOwner(), e);
        }
        var first = screen.model().positions().get(0);
        assertThat(List.of(first.symbolProperty().get(), first.sharesProperty().get(), first.costBasisProperty().get()))
                .containsExactly("AAPL", "10", "150.5");
    }

    @Test
    void sampleSubmittedShowsProgressAndSevenSectionsWithFigures() throws Exception {
        AppContext ctx = fx.context();
        AnalysisScreen screen = new AnalysisScreen(ctx);
        fx.show(screen, 1200, 900);

        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<String> samples = robot.lookup("#analysis-sample").queryAs(javafx.scene.control.ComboBox.class);
        robot.interact(() -> samples.setValue("sample-portfolio.csv"));
        FxTestSupport.waitUntil(() -> screen.model().positions().size() == 16, 10);
        robot.clickOn("#analysis-submit");

        FxTestSupport.waitUntil(() -> screen.model().resultProperty().get() != null || !screen.model().errorProperty().get().isEmpty(), 120);
        assertThat(screen.model().errorProperty().get()).isEmpty();
        assertThat(screen.model().progressProperty().get()).isEqualTo(1.0);
        TableView<?> agents = robot.lookup("#analysis-agents").queryAs(TableView.class);
        assertThat(agents.getItems()).hasSize(7);
        assertThat(screen.model().agents()).allMatch(a -> a.status().equals("complete") && !a.summary().isBlank());

        assertThat(robot.lookup("#briefing-data-source").queryAs(Label.class).getText()).contains("DEMO DATA");
        for (String agent : Analysis.AGENTS) {
            TitledPane pane = robot.lookup("#briefing-" + agent).queryAs(TitledPane.class);
            assertThat(pane).as(agent).isNotNull();
            String text = String.join(" ", texts(pane.getContent()));
            assertThat(text).as(agent + " shows figures").containsPattern("\\d");
        }
        // money carries the briefing's base currency code (the firm default USD), and the rates' date and source are stated
        String portfolio = String.join(" ", texts(robot.lookup("#briefing-portfolio_analyst").queryAs(TitledPane.class).getContent()));
        assertThat(portfolio).containsPattern("USD -?\\d{1,3}(,\\d{3})+");
        assertThat(portfolio).doesNotContainPattern("(?<![A-Z]{3} )(?<![\\d,.-])\\d{1,3}(,\\d{3})+\\.\\d{2}(?!%)");
        String risk = String.join(" ", texts(robot.lookup("#briefing-risk_manager").queryAs(TitledPane.class).getContent()));
        assertThat(risk).containsPattern("USD \\d{1,3}(,\\d{3})*");
        String rates = robot.lookup("#briefing-fx-rates").queryAs(Label.class).getText();
        assertThat(rates).startsWith("Amounts in USD");
        if (rates.contains("Exchange rates")) {
            assertThat(rates).containsPattern("1 [A-Z]{3} = [\\d.,]+ USD on .+ \\(demo rates, simulated\\)");
        }
        // a TitledPane's content joins the scene graph when its skin is built (on the next pulse)
        FxTestSupport.waitUntil(() -> robot.lookup("#risk-var").tryQuery().isPresent(), 30);
        assertThat(robot.lookup("#risk-var").queryAs(TableView.class).getItems()).hasSize(8);
        assertThat(robot.lookup("#portfolio-positions").queryAs(TableView.class).getItems()).hasSize(16);
        assertThat(robot.lookup("#factor-exposures").queryAs(TableView.class).getItems().size()).isGreaterThanOrEqualTo(4);
        assertThat(robot.lookup("#synthesis-findings").queryAs(TableView.class).getItems()).isNotEmpty();
        // ids as words and no job UUID (issue 13): the briefing reads like the rest of the app
        String briefing = String.join(" ", texts(robot.lookup("#analysis-briefing").query()));
        assertThat(briefing).doesNotContainPattern("\\b[a-z]+_[a-z_]+\\b")
                .doesNotContainPattern("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
        assertThat(robot.lookup("#briefing-factor_quant").queryAs(TitledPane.class).getText()).isEqualTo("Factor analyst");

        // "Generate PDF report" hands the completed job to the Reports screen through the session
        javafx.scene.control.Button report = robot.lookup("#analysis-generate-report").queryAs(javafx.scene.control.Button.class);
        assertThat(report.isVisible()).isTrue();
        robot.interact(report::fire);
        assertThat(ctx.session().reportRequestProperty().get()).isEqualTo(screen.model().jobIdProperty().get()).isNotBlank();
        assertThat(ctx.session().lastCompletedJobIdProperty().get()).isEqualTo(screen.model().jobIdProperty().get());
    }

    /** Every label text and table cell value under a node. */
    private static List<String> texts(Node node) {
        List<String> out = new ArrayList<>();
        if (node instanceof Label l) {
            out.add(l.getText());
        }
        if (node instanceof TableView<?> t) {
            for (Object item : t.getItems()) {
                for (var c : t.getColumns()) {
                    Object v = c.getCellData(t.getItems().indexOf(item));
                    out.add(String.valueOf(v));
                }
            }
        }
        if (node instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(ch -> out.addAll(texts(ch)));
        }
        return out;
    }
}
