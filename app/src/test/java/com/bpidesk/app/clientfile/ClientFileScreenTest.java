package com.bpidesk.app.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import com.bpidesk.app.testing.Readability;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
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
 * see the change log line.
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
    }

    private void assertReadable(String where) {
        WaitForAsyncUtils.waitForFxEvents();
        List<String> problems = new ArrayList<>();
        robot.interact(() -> problems.addAll(Readability.problems(view)));
        assertThat(problems).as("unreadable text on the client file (" + where + ") at 1280x820").isEmpty();
    }
}
