package com.bpidesk.app.clientfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import com.bpidesk.app.testing.Readability;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Client file screen at 1280x820 on the demo book: find a client by part of the name, open it with Enter, read the
 * header (the name, never the id), the holdings with formatted money, no cut text, then edit the policy in its dialog and
 * see the change log line; open the Performance tab (time-weighted returns as percentages, as the engine computed them),
 * import a broker export into one account through the import dialog, close it and see the holdings move.
 *
 * <p>Hand count of {@code clientfile/broker-export.csv} for the holdings: buys of 10 AAPL and 5 MSFT, a sale of 4 AAPL
 * (the demo accounts hold trades, so their positions are the trades replayed): the client's AAPL shares rise by
 * 10 - 4 = 6, MSFT by 5.
 */
@Tag("ui")
class ClientFileScreenTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    static ClientFileScreen screen;
    static Node view;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        screen = new ClientFileScreen(fx.context());
        view = fx.show(screen, 1280, 820);
    }

    @AfterAll
    static void stop() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
    }

    @Test
    @SuppressWarnings("unchecked")
    void findOpenReadAndEditAClient() throws Exception {
        ListView<ClientFileViewModel.ClientMatch> matches = robot.lookup("#clientfile-matches").queryAs(ListView.class);
        FxTestSupport.waitUntil(() -> matches.getItems().size() >= 100, 120);
        assertThat(robot.lookup("#clientfile-empty").queryAs(Label.class).isVisible()).isTrue();
        TextField search = robot.lookup("#clientfile-search").queryAs(TextField.class);
        FxTestSupport.waitUntil(search::isFocused, 10);

        // the engine's book names the client; the test types a part of that name (not the start, so it is a real search)
        JsonNode book = fx.engine().client().get("/api/book/clients");
        JsonNode client = book.get("items").get(4);
        String name = client.get("name").asText();
        String part = name.substring(2, name.length() - 1);
        robot.clickOn(search).write(part);
        FxTestSupport.waitUntil(() -> matches.getItems().stream().allMatch(m -> m.name().contains(part)
                || m.clientId().contains(part) || String.valueOf(m.advisorName()).contains(part)), 10);
        assertThat(matches.getItems()).extracting(ClientFileViewModel.ClientMatch::name).contains(name);
        String first = matches.getItems().get(0).name();
        robot.type(KeyCode.ENTER);

        Label header = robot.lookup("#clientfile-name").queryAs(Label.class);
        FxTestSupport.waitUntil(() -> first.equals(header.getText()), 60);
        assertThat(header.getText()).doesNotContain("demo-c");
        assertThat(robot.lookup("#clientfile-advisor").queryAs(Label.class).getText()).startsWith("Advisor: ").contains(" Demo");
        assertThat(robot.lookup("#clientfile-empty").queryAs(Label.class).isVisible()).isFalse();
        TableView<ClientFileViewModel.AllocationRow> allocation = robot.lookup("#clientfile-allocation").queryAs(TableView.class);
        assertThat(allocation.getItems()).hasSize(5).allSatisfy(r -> assertThat(r.state()).matches("(Within|Above|Below) the band.*"));
        assertThat(robot.lookup("#clientfile-totals").queryAs(Label.class).getText()).matches("Value USD \\d{1,3}(,\\d{3})+.*");
        assertReadable("overview");

        robot.clickOn("Holdings");
        WaitForAsyncUtils.waitForFxEvents();
        TableView<ClientFileViewModel.HoldingRow> holdings = robot.lookup("#clientfile-holdings").queryAs(TableView.class);
        assertThat(holdings.getItems()).isNotEmpty();
        // money cells: the currency code and thousands separators (a value of 1,000 or more exists in every demo account)
        FxTestSupport.waitUntil(() -> robot.lookup("#clientfile-holdings .table-cell").queryAll().stream()
                .anyMatch(n -> n instanceof javafx.scene.control.Labeled l && l.getText() != null
                        && l.getText().matches("USD \\d{1,3}(,\\d{3})+(\\.\\d{2})?")), 10);
        assertThat(robot.lookup("#clientfile-holdings .table-cell").queryAll().stream()
                .anyMatch(n -> n instanceof javafx.scene.control.Labeled l && l.getText() != null
                        && l.getText().matches("[+−]USD [\\d,.]+\\n[+-]?[\\d.]+%"))).as("gains with sign and return").isTrue();
        assertReadable("holdings");

        robot.clickOn("Signals");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#clientfile-churn").queryAs(Label.class).getText()).startsWith("Churn probability");
        assertThat(robot.lookup("#clientfile-reasons").queryAs(ListView.class).getItems()).isNotEmpty();
        assertReadable("signals");

        // edit the policy: the largest single position becomes 12 %; the change log shows the line in words
        robot.clickOn("Overview");
        robot.clickOn("#clientfile-edit-policy");
        TextField max = robot.lookup("#policy-max-position").queryAs(TextField.class);
        robot.interact(() -> max.setText("12"));
        robot.clickOn("OK");
        TableView<ClientFileViewModel.ChangeRow> log = robot.lookup("#clientfile-changes").queryAs(TableView.class);
        FxTestSupport.waitUntil(() -> log.getItems().stream().anyMatch(c -> c.field().equals("Largest single position")), 60);
        ClientFileViewModel.ChangeRow line = log.getItems().get(0);
        assertThat(line.field()).isEqualTo("Largest single position");
        assertThat(line.to()).isEqualTo("12.0%");
        assertThat(line.from()).endsWith("%");
        assertThat(line.who()).isNotBlank();
        assertThat(robot.lookup("#clientfile-policy").queryAs(Label.class).getText()).startsWith("Largest single position 12%");
        assertReadable("overview after the edit");

        performanceThenImport(holdings);
    }

    /** The Performance tab, then an import through the dialog that the holdings table shows. */
    private void performanceThenImport(TableView<ClientFileViewModel.HoldingRow> holdings) throws Exception {
        robot.clickOn("Performance");
        @SuppressWarnings("unchecked")
        TableView<PerformanceViewModel.ReturnRow> returns = robot.lookup("#performance-returns").queryAs(TableView.class);
        FxTestSupport.waitUntil(() -> returns.getItems().size() == 6, 120);
        // the figure the engine computed for the open client since the start, as a signed percentage, "a year" when annualised
        String id = screen.model().clientIdProperty().get();
        JsonNode si = fx.engine().client().get("/api/book/clients/" + id + "/performance").at("/periods/5");
        double r = si.get("twr").asDouble();
        assertThat(returns.getItems().get(5).twr()).isEqualTo((r > 0 ? "+" : "") + com.bpidesk.app.format.Formats.app().percent(r, 1)
                + (si.get("annualised").asBoolean() ? " a year" : ""));
        assertThat(returns.getItems()).extracting(PerformanceViewModel.ReturnRow::twr)
                .allSatisfy(t -> assertThat(t).matches("[+−-]?[\\d,]+[.]\\d%( a year)?|No history|n/a"));
        assertThat(returns.getItems().get(0).twr()).matches("[+−-]?\\d+[.,]\\d%");
        assertThat(robot.lookup("#performance-heading").queryAs(Label.class).getText()).startsWith("Performance of ")
                .doesNotContain("demo-c");
        assertReadable("performance");

        Map<String, Double> before = shares(holdings);
        robot.clickOn("#clientfile-import");
        FxTestSupport.waitUntil(() -> screen.importDialog() != null && !screen.importDialog().model().busyProperty().get()
                && !screen.importDialog().model().accounts().isEmpty(), 60);
        ImportExportDialog dialog = screen.importDialog();
        ImportExportViewModel m = dialog.model();
        // the account by type and currency, the client by name: no id in the dialog
        assertThat(m.accounts()).allSatisfy(a -> assertThat(a.toString()).matches("[A-Z][a-z ]+ account, [A-Z]{3}"));
        assertThat(m.clientNameProperty().get()).isEqualTo(robot.lookup("#clientfile-name").queryAs(Label.class).getText());
        Path file = Path.of(getClass().getResource("/clientfile/broker-export.csv").toURI());
        robot.interact(() -> dialog.importFile(file));
        FxTestSupport.waitUntil(() -> !m.busyProperty().get() && !m.countsProperty().get().isEmpty() && m.imports().size() == 1, 60);
        assertThat(m.countsProperty().get()).isEqualTo(
                "6 rows in the file: 4 added, 1 added as income, 0 already in the client's file, 1 not kept, 0 not used.");
        List<String> dialogProblems = new ArrayList<>();
        robot.interact(() -> dialogProblems.addAll(Readability.problems(dialog.content())));
        assertThat(dialogProblems).as("unreadable text in the import dialog").isEmpty();
        assertThat(allText(dialog.content())).noneMatch(t -> t.contains("demo-") || t.matches(".*\\b[0-9a-f]{8}-[0-9a-f]{4}-.*"));
        robot.interact(() -> ((Stage) dialog.content().getScene().getWindow()).close());

        robot.clickOn("Holdings");
        FxTestSupport.waitUntil(() -> !shares(holdings).equals(before), 60);
        Map<String, Double> after = shares(holdings);
        assertThat(after.getOrDefault("AAPL", 0.0) - before.getOrDefault("AAPL", 0.0)).isCloseTo(6.0, within(1e-9));
        assertThat(after.getOrDefault("MSFT", 0.0) - before.getOrDefault("MSFT", 0.0)).isCloseTo(5.0, within(1e-9));
        assertThat(allText(view)).noneMatch(t -> t.contains("demo-c") || t.contains("demo-a"));
        assertReadable("holdings after the import");
    }

    /** The client's shares per symbol as the holdings table shows them (all accounts). */
    private static Map<String, Double> shares(TableView<ClientFileViewModel.HoldingRow> holdings) {
        Map<String, Double> out = new HashMap<>();
        holdings.getItems().forEach(h -> out.merge(h.symbol(), h.shares(), Double::sum));
        return out;
    }

    /** Every text shown under the node (labels, buttons, cells). */
    private List<String> allText(Node root) {
        List<String> out = new ArrayList<>();
        java.util.function.Predicate<Node> labeled = n -> n instanceof javafx.scene.control.Labeled;
        robot.interact(() -> robot.from(root).lookup(labeled).queryAll()
                .forEach(n -> out.add(String.valueOf(((javafx.scene.control.Labeled) n).getText()))));
        return out;
    }

    private void assertReadable(String where) {
        WaitForAsyncUtils.waitForFxEvents();
        List<String> problems = new ArrayList<>();
        robot.interact(() -> problems.addAll(Readability.problems(view)));
        assertThat(problems).as("unreadable text on the client file (" + where + ") at 1280x820").isEmpty();
    }
}
