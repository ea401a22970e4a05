package com.bpidesk.app.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;

/**
 * The rebalance dialog alone at 1280x820 against a real embedded engine (demo book): a demo client out of its bands (found
 * from the client file's band state) gets trades shown by instrument name with money in the base currency; accepting
 * creates one review item per trade in the compliance queue, and the dialog says how many and that nothing is executed.
 */
@Tag("ui")
class RebalanceDialogTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    static RebalanceDialog dialog;
    static String clientId;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        AppContext ctx = fx.context();
        clientId = outOfBandClient();
        dialog = new RebalanceDialog(ctx, clientId, null);
        fx.showPart("rebalance-dialog", dialog::content, () -> dialog.model().propose(), 1280, 820);
    }

    /** The first demo client with one account and a class outside its band, as the client file states it. */
    static String outOfBandClient() {
        for (JsonNode c : fx.engine().client().get("/api/book/clients?limit=50").path("items")) {
            JsonNode f = fx.engine().client().get("/api/book/clients/" + c.path("client_id").asText());
            if (f.path("accounts").size() != 1) {
                continue;
            }
            for (JsonNode a : f.path("allocation")) {
                if (!a.path("state").asText().equals("within")) {
                    return c.path("client_id").asText();
                }
            }
        }
        throw new AssertionError("no demo client out of its bands");
    }

    @AfterAll
    static void stop() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
    }

    @Test
    @SuppressWarnings("unchecked")
    void tradesAreShownByNameWithMoneyAndAcceptanceCreatesReviewItems() throws Exception {
        RebalanceViewModel m = dialog.model();
        FxTestSupport.waitUntil(() -> !m.busyProperty().get() && !m.trades().isEmpty(), 90);
        TableView<RebalanceText.TradeRow> trades = robot.lookup("#rebalance-trades").queryAs(TableView.class);
        assertThat(trades.getItems()).isNotEmpty().allSatisfy(t -> {
            assertThat(t.instrument()).matches(".+ \\([A-Z0-9.\\-]+\\)");
            assertThat(t.side()).isIn("Buy", "Sell");
            assertThat(t.value()).matches("USD \\d{1,3}(,\\d{3})*(\\.\\d{2})?");
            assertThat(t.price()).startsWith("USD ");
            assertThat(t.reason()).startsWith("Brings ");
        });
        TableView<RebalanceText.ClassRow> classes = robot.lookup("#rebalance-classes").queryAs(TableView.class);
        assertThat(classes.getItems()).extracting(RebalanceText.ClassRow::assetClass)
                .containsExactly("Equity", "Bonds", "Real estate", "Commodities", "Cash");
        assertThat(classes.getItems()).allSatisfy(c -> assertThat(c.before()).endsWith("%"));
        String title = robot.lookup(".screen-title").queryAs(Label.class).getText();
        assertThat(title).startsWith("Rebalance proposal for ").doesNotContain("demo-c");
        assertThat(robot.lookup("#rebalance-account-line").queryAs(Label.class).getText()).doesNotContain("demo-c").contains("USD ");
        assertThat(robot.lookup("#rebalance-method").queryAs(Label.class).getText()).contains("Threshold rebalancing to target");
        assertThat(robot.lookup("#rebalance-notice").queryAs(Label.class).getText()).contains("never executes a trade");
        assertThat(m.confirmation()).contains(trades.getItems().size() + (trades.getItems().size() == 1 ? " review item" : " review items"))
                .contains("Nothing is executed");
        snapshot("rebalance-dialog-1280x820.png");

        int n = trades.getItems().size();
        robot.interact(m::accept);
        FxTestSupport.waitUntil(() -> !m.busyProperty().get() && !m.statusProperty().get().isEmpty(), 60);
        assertThat(m.errorProperty().get()).isEmpty();
        assertThat(m.statusProperty().get()).contains(n + " review " + (n == 1 ? "item was" : "items were") + " created")
                .contains("Nothing is executed");
        assertThat(robot.lookup("#rebalance-accept").queryAs(Button.class).isDisabled()).isTrue();
        // the compliance queue holds the review items, made by the desk's user as the human actor
        String proposal = fx.engine().client().get("/api/book/clients/" + clientId + "/rebalance-proposals").at("/items/0/proposal_id")
                .asText();
        int found = 0;
        for (JsonNode e : fx.engine().client().get("/api/assurance/envelopes?investor_id=" + clientId + "&limit=500").path("items")) {
            found += e.path("trace_id").asText().equals(proposal) ? 1 : 0;
        }
        assertThat(found).isEqualTo(n);
        snapshot("rebalance-dialog-accepted-1280x820.png");
        robot.interact(() -> dialog.content().getScene().getWindow().setWidth(1920));
        robot.interact(() -> dialog.content().getScene().getWindow().setHeight(1080));
        snapshot("rebalance-dialog-accepted-1920x1080.png");
    }

    /** Renders the dialog into target/snapshots (looked at by hand; see docs/rebalancing.md). */
    private void snapshot(String name) throws Exception {
        FxTestSupport.writeSnapshot(robot, dialog.content().getScene(), Path.of("target/snapshots", name));
    }
}
