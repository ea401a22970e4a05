package com.bpidesk.app.research;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.TestMethodOrder;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.Tag;

/**
 * The Research screen against a real embedded engine on the demo corpus: ask, read highlighted snippets, open, filter,
 * import; and the committee notes a completed analysis writes read as prose (title with portfolio, date and headline
 * finding; no raw doubles, no "Value:" dump, no doubled words) with a link back to the briefing.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Tag("ui")
class ResearchScreenTest {

    @RegisterExtension
    static final EngineFixture fx = EngineFixture.withResearch();
    static ResearchScreen screen;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        AppContext ctx = fx.context();
        screen = new ResearchScreen(ctx);
        fx.show(screen, 1240, 780);
    }

    @AfterAll
    static void stop() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
    }

    ResearchViewModel model() {
        return screen.model();
    }

    void waitForAnswer() throws Exception {
        FxTestSupport.waitUntil(() -> !model().searchingProperty().get(), 150);
        assertThat(model().errorProperty().get()).isEmpty();
    }

    @Test
    @Order(1)
    void askReadHighlightedPassageAndOpenTheNote() throws Exception {
        robot.clickOn("#research-question").write("what did the committee say about concentration risk?");
        robot.type(KeyCode.ENTER);
        FxTestSupport.waitUntil(() -> model().searchedProperty().get() || !model().errorProperty().get().isEmpty(), 150);
        waitForAnswer();
        ListView<?> results = robot.lookup("#research-results").queryAs(ListView.class);
        assertThat(results.getItems()).isNotEmpty();
        ResearchViewModel.Hit top = model().hits().get(0);
        assertThat(top.title()).containsIgnoringCase("concentration");
        assertThat(robot.lookup("#research-results-heading").queryAs(Label.class).getText()).contains("concentration risk");
        // why it matched, in words with a percentage like the relevance (never "cosine 0.81")
        assertThat(robot.lookup("#hit-why-1").queryAs(Label.class).getText()).startsWith("Why: ").containsPattern("\\(rank \\d+\\)")
                .doesNotContainIgnoringCase("cosine");

        TextFlow passage = robot.lookup("#hit-passage-1").queryAs(TextFlow.class);
        List<String> highlighted = passage.getChildren().stream().filter(n -> n.getStyleClass().contains("highlight"))
                .map(n -> ((Text) n).getText().toLowerCase()).toList();
        assertThat(highlighted).isNotEmpty();
        assertThat(highlighted).anyMatch(w -> w.startsWith("concentrat") || w.startsWith("risk") || w.startsWith("committee"));

        robot.clickOn(passage);
        FxTestSupport.waitUntil(() -> robot.lookup("#research-note-title").tryQuery().isPresent(), 30);
        assertThat(robot.lookup("#research-note-title").queryAs(Label.class).getText()).isEqualTo(top.title());
        TextFlow text = robot.lookup("#research-note-text").queryAs(TextFlow.class);
        String whole = String.join("", text.getChildren().stream().map(n -> ((Text) n).getText()).toList());
        assertThat(whole.length()).isGreaterThan(top.passage().length());
        assertThat(robot.lookup("#research-note-demo").tryQuery()).as("demo note labelled").isPresent();
    }

    @Test
    @Order(2)
    void aTypeFilterChangesTheResults() throws Exception {
        robot.interact(() -> model().questionProperty().set("which clients are hurt most by rising rates?"));
        robot.clickOn("#research-search");
        FxTestSupport.waitUntil(() -> model().answeredQuestionProperty().get().startsWith("which clients"), 150);
        waitForAnswer();
        List<String> before = model().hits().stream().map(ResearchViewModel.Hit::type).toList();
        assertThat(before).contains("committee").anyMatch(t -> !t.equals("committee"));

        @SuppressWarnings("unchecked")
        ComboBox<String> type = robot.lookup("#research-type").queryAs(ComboBox.class);
        robot.interact(() -> type.setValue("committee")); // a filter change re-runs the question
        FxTestSupport.waitUntil(() -> !model().hits().isEmpty() && model().hits().stream().allMatch(h -> h.type().equals("committee")), 150);
        assertThat(model().hits().size()).isLessThan(before.size() + 1);
        assertThat(model().hits().get(0).matchedFilters()).anyMatch(f -> f.contains("committee"));
        robot.interact(() -> model().clearFilters());
    }

    /** A number with four or more decimals is a raw double, not a formatted figure. */
    static final java.util.regex.Pattern RAW_DOUBLE = java.util.regex.Pattern.compile("\\d\\.\\d{4,}");
    /** The same word twice in a row ("Committee committee"). */
    static final java.util.regex.Pattern DOUBLED_WORD = java.util.regex.Pattern.compile("\\b(\\p{L}+)\\s+\\1\\b",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    static void assertReadable(String s) {
        assertThat(s).isNotBlank().doesNotContain("Value:", "##", "_agent", "null", "NaN");
        assertThat(RAW_DOUBLE.matcher(s).find()).as("raw double in: %s", s).isFalse();
        assertThat(DOUBLED_WORD.matcher(s).find()).as("doubled word in: %s", s).isFalse();
    }

    @Test
    @Order(3)
    void committeeNotesOfACompletedAnalysisReadAsProse() throws Exception {
        var body = com.bpidesk.app.client.EngineClient.JSON.readTree("""
                {"positions":[{"symbol":"AAPL","shares":50,"cost_basis":150},{"symbol":"MSFT","shares":30,"cost_basis":300},
                 {"symbol":"SPY","shares":40,"cost_basis":420},{"symbol":"AGG","shares":100,"cost_basis":95}],"total_value":100000}""");
        var result = fx.engine().client().post("/api/swarm?wait_seconds=100", body);
        String jobId = result.path("job_id").asText();
        assertThat(result.path("status").asText()).isEqualTo("complete");

        @SuppressWarnings("unchecked")
        ComboBox<String> type = robot.lookup("#research-type").queryAs(ComboBox.class);
        robot.interact(() -> {
            model().questionProperty().set("how much of the portfolio's risk comes from AAPL?");
            type.setValue("committee");
        });
        // the notes are written when the job completes and indexed in the background: ask until they are found
        long deadline = System.nanoTime() + java.time.Duration.ofSeconds(120).toNanos();
        while (model().hits().stream().noneMatch(h -> h.title().startsWith("Portfolio of 4 holdings")) && System.nanoTime() < deadline) {
            robot.interact(() -> model().search());
            FxTestSupport.waitUntil(() -> !model().searchingProperty().get(), 60);
            Thread.sleep(500);
        }
        ResearchViewModel.Hit top = model().hits().stream().filter(h -> h.title().startsWith("Portfolio of 4 holdings")).findFirst()
                .orElseThrow(() -> new AssertionError("no committee note of the analysis: " + model().hits()));
        // title = portfolio + date + headline finding
        assertThat(top.title()).matches("Portfolio of 4 holdings \\([A-Z, ]+\\), \\d{1,2} [A-Z][a-z]{2} \\d{4} · [A-Z][A-Za-z ]+: .{8,}");
        assertReadable(top.title());
        int row = model().hits().indexOf(top) + 1;
        Label shownTitle = robot.lookup(n -> n instanceof Label l && l.getText().equals(row + ". " + top.title())).queryAs(Label.class);
        assertThat(shownTitle).isNotNull();
        // the list recycles its cells: scroll the hit into view and take the passage of the visible cell that shows it
        // (a stale cell keeps the same id; clicking it, as CI once did, selects nothing)
        javafx.scene.control.ListView<?> results = robot.lookup("#research-results").queryAs(javafx.scene.control.ListView.class);
        robot.interact(() -> results.scrollTo(row - 1));
        FxTestSupport.waitUntil(() -> robot.lookup("#hit-passage-" + row).match(n -> shows(n, top)).tryQuery().isPresent(), 30);
        TextFlow snippet = robot.lookup("#hit-passage-" + row).match(n -> shows(n, top)).queryAs(TextFlow.class);
        String shown = String.join("", snippet.getChildren().stream().map(n -> ((Text) n).getText()).toList());
        assertReadable(shown);
        assertThat(shown.split("\\s+").length).isGreaterThan(8);
        assertThat(snippet.getChildren()).anyMatch(n -> n.getStyleClass().contains("highlight"));

        robot.clickOn(snippet);
        FxTestSupport.waitUntil(() -> robot.lookup("#research-note-briefing").tryQuery().isPresent(), 30);
        assertThat(model().noteProperty().get().briefingJobId()).isEqualTo(jobId);
        assertReadable(model().noteProperty().get().text());
        robot.interact(() -> model().clearFilters());
    }

    @Test
    @Order(4)
    void importingAMarkdownNoteOpensIt() throws Exception {
        Path md = fx.dataDir().resolve("lithium.md");
        Files.writeString(md, "# Lithium brine supply\n\nBrine ponds in the Atacama salt flats supply much of the world's lithium.\n");
        robot.interact(() -> model().importFiles(List.of(md, fx.dataDir().resolve("table.xlsx"))));
        FxTestSupport.waitUntil(() -> model().noteProperty().get() != null && model().noteProperty().get().type().equals("imported"), 60);
        assertThat(robot.lookup("#research-note-title").queryAs(Label.class).getText()).isEqualTo("Lithium brine supply");
        assertThat(robot.lookup("#research-message").queryAs(Label.class).getText()).startsWith("Imported 1 note");
        assertThat(robot.lookup("#research-error").queryAs(Label.class).getText()).contains("table.xlsx");
        Node feed = robot.lookup("#research-feed").query();
        assertThat(feed).isNotNull();
    }

    /** True when {@code n} sits in a visible list cell that currently shows {@code hit}. */
    private static boolean shows(Node n, ResearchViewModel.Hit hit) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (p instanceof javafx.scene.control.ListCell<?> cell) {
                return cell.isVisible() && cell.getItem() == hit && n.getScene() != null;
            }
        }
        return false;
    }
}
