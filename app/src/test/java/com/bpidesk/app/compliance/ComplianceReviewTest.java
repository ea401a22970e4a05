package com.bpidesk.app.compliance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.compliance.ComplianceViewModel.QueueRow;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import org.junit.jupiter.api.Tag;

/** The Compliance review screen against a real embedded engine: approve from the queue; import an invalid file. */
@Tag("ui")
class ComplianceReviewTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    static ComplianceScreen screen;
    final FxRobot robot = new FxRobot();

    static String envelope(String id, String disposition) {
        return """
                {"decision_id":"%s","trace_id":"tr-%s","organization_id":"local","investor_id":"inv-42",
                 "actor_or_agent":{"type":"ai_agent","id":"synthesis_agent","name":"IC synthesis"},
                 "mandate":{"scope":"Discretionary","authorized_actions":["rebalance"],"constraints":["max_single_position_weight: 0.10"]},
                 "investor_context":{"risk_tolerance":"moderate","time_horizon":"10 years"},
                 "portfolio_context":{"as_of":"2026-03-01T09:00:00Z","concentration_summary":"Top holding 14%%"},
                 "proposed_action":{"type":"rebalance","description":"Trim QQQ from 14%% to 10%%",
                   "parameters":{"instrument":"QQQ","target_weight":0.10,"risk_effect":"decrease"}},
                 "suitability":{"match":true,"notes":"Reduces concentration"},
                 "policy":{"match":true,"notes":"AI proposals need review"},
                 "evidence":{"sources":["briefing-7"],"reasoning_summary":"Concentration above target"},
                 "confidence":0.86,"disposition":"%s","created_at":"2026-03-01T09:30:00Z"}
                """.formatted(id, id, disposition);
    }

    @BeforeAll
    static void start() throws Exception {
        // proposals submitted by another person of the desk's organization: the desk may review them (ADR 0243; what the
        // desk submits itself it may not)
        var engine = fx.engine().embeddedEngine().orElseThrow();
        var colleague = new com.bpidesk.app.client.EngineClient(engine.baseUrl(), engine.context().apiKeys().create("local",
                com.bpidesk.engine.platform.auth.Tier.ENTERPRISE, "colleague", 10_000, false, "Ari Advisor", "advisor").secret());
        colleague.postBytes("/api/assurance/envelopes", envelope("dec-ui-1", "REVIEW").getBytes(), "application/json");
        colleague.postBytes("/api/assurance/envelopes", envelope("dec-ui-2", "PROCEED").getBytes(), "application/json");
        AppContext ctx = fx.context();
        // The desktop user's profile, entered once in Settings: reviews are recorded under it (ADR 0135).
        ctx.settings().set(com.bpidesk.app.UserProfile.NAME, "cmp-officer").set(com.bpidesk.app.UserProfile.ROLE, "Compliance officer");
        screen = new ComplianceScreen(ctx);
        fx.show(screen, 1240, 780); // within Monocle's 1280x800 headless screen
    }

    @AfterAll
    static void stop() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
    }

    /** The detail shows this decision. */
    static boolean shows(String decisionId) {
        var d = screen.model().detailProperty().get();
        return d != null && decisionId.equals(d.decisionId());
    }

    @SuppressWarnings("unchecked")
    TableView<QueueRow> table() {
        return robot.lookup("#queue-table").queryAs(TableView.class);
    }

    @Test
    void approveAnEnvelopeFromTheQueue() throws Exception {
        // the two envelopes of this test and the six of the demo queue (ADR 0137, 0244), one or more per disposition
        // (another test of this class may add one REVIEW envelope of its own first)
        FxTestSupport.waitUntil(() -> table().getItems().size() >= 8, 30);
        assertThat(robot.lookup("#count-REVIEW").queryAs(Label.class).getText()).isIn("Review 2", "Review 3");
        assertThat(robot.lookup("#count-PROCEED").queryAs(Label.class).getText()).isEqualTo("Proceed 4");
        assertThat(robot.lookup("#count-ESCALATE").queryAs(Label.class).getText()).isEqualTo("Escalate 1");
        assertThat(robot.lookup("#count-DENY").queryAs(Label.class).getText()).isEqualTo("Deny 1");
        // the queue shows words, percentages and local times, not the engine's ids, fractions or ISO instants (issue 13)
        List<String> cells = robot.from(table()).lookup(".table-cell").queryAllAs(javafx.scene.control.TableCell.class).stream()
                .map(c -> c.getGraphic() instanceof javafx.scene.text.Text t ? t.getText() : c.getText())
                .filter(t -> t != null && !t.isBlank()).toList();
        assertThat(cells).contains("Proceed").anyMatch(t -> t.startsWith("Pending\n")).noneMatch(t -> t.matches("[A-Z_]{4,}") || t.contains("ai_agent")
                || t.matches("\\d{4}-\\d{2}-\\d{2}T.*") || t.matches("0\\.\\d+"));
        FxTestSupport.waitUntil(() -> robot.lookup("#review-identity").queryAs(Label.class).getText()
                .startsWith("You review as cmp-officer (Reviewer)"), 30);

        robot.interact(() -> table().getSelectionModel().select(table().getItems().stream()
                .filter(r -> r.decisionId().equals("dec-ui-1")).findFirst().orElseThrow()));
        FxTestSupport.waitUntil(() -> shows("dec-ui-1"), 30);
        assertThat(robot.lookup("#detail-status").queryAs(Label.class).getText()).isEqualTo("Pending");
        // investor inv-42 is not in the client book: said in words, never the id
        assertThat(robot.lookup("#detail-client").queryAs(Label.class).getText()).isEqualTo("Client not in the client book");
        assertThat(robot.lookup("#detail-action").queryAs(Label.class).getText()).startsWith("Rebalance ").contains("QQQ")
                .endsWith(" to 10 % of the portfolio");
        // the envelope's own words, and the ids and digest only under "Technical details"
        assertThat(robot.lookup("#envelope-detail").lookup((Label l) -> "Trim QQQ from 14% to 10%".equals(l.getText())).tryQuery())
                .isPresent();
        assertThat(robot.lookup("#envelope-detail").lookup((Label l) -> l.getText() != null && l.getText().contains("matches the audit chain"))
                .tryQuery()).isEmpty();
        robot.interact(() -> robot.lookup("#technical-details").queryAs(javafx.scene.control.TitledPane.class).setExpanded(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#envelope-detail").lookup((Label l) -> l.getText() != null && l.getText().contains("matches the audit chain"))
                .tryQuery()).isPresent();
        assertThat(robot.lookup("#review-approve").queryAs(Button.class).isDisabled()).as("no reason yet").isTrue();

        // the trail is visible at once with its chain status, not collapsed
        ListView<?> trailBefore = robot.lookup("#audit-trail").queryAs(ListView.class);
        FxTestSupport.waitUntil(() -> trailBefore.getItems().size() == 1, 30);
        assertThat(trailBefore.getHeight()).as("audit trail height").isGreaterThan(100);
        assertThat(robot.lookup("#audit-chain-status").queryAs(Label.class).getText()).startsWith("Chain verified");
        robot.clickOn("#review-reason").write("Within mandate; trims concentration");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#review-approve").queryAs(Button.class).isDisabled()).isFalse();
        // a confirmation repeats the decision and the reason; Escape cancels, nothing is recorded
        robot.clickOn("#review-approve");
        FxTestSupport.waitUntil(() -> robot.lookup("#review-confirmation-text").tryQuery().isPresent(), 30);
        assertThat(robot.lookup("#review-confirmation-text").queryAs(Label.class).getText())
                .startsWith("Approve: Rebalance ").contains(" for a client not in the client book.")
                .contains("Your reason: Within mandate; trims concentration").contains("final");
        robot.type(javafx.scene.input.KeyCode.ESCAPE);
        FxTestSupport.waitUntil(() -> robot.lookup("#review-confirmation-text").tryQuery().isEmpty(), 30);
        Thread.sleep(300);
        assertThat(fx.engine().client().get("/api/assurance/envelopes/dec-ui-1").get("review_status").asText()).isEqualTo("PENDING");
        // Enter confirms
        robot.clickOn("#review-approve");
        FxTestSupport.waitUntil(() -> robot.lookup("#review-confirmation-text").tryQuery().isPresent(), 30);
        robot.type(javafx.scene.input.KeyCode.ENTER);

        FxTestSupport.waitUntil(() -> robot.lookup("#detail-status").queryAs(Label.class).getText().equals("Approved"), 30);
        FxTestSupport.waitUntil(() -> table().getItems().stream()
                .anyMatch(r -> r.decisionId().equals("dec-ui-1") && r.reviewStatus().equals("APPROVED")), 30);
        ListView<?> trail = robot.lookup("#audit-trail").queryAs(ListView.class);
        assertThat(trail.getItems()).hasSize(2);
        assertThat(trail.getItems().get(1).toString()).contains("APPROVED by cmp-officer (Reviewer)").contains("trims concentration");
        assertThat(trail.getHeight()).isGreaterThan(100);
        // the reason typed with the review is shown in the trail pane itself
        assertThat(robot.from(trail).lookup((Label l) -> l.getText() != null
                && l.getText().equals("Reason: Within mandate; trims concentration")).tryQuery()).isPresent();
        assertThat(robot.lookup("reviewed by").tryQuery().isPresent() || robot.lookup("cmp-officer").tryQuery().isPresent()).isTrue();
        assertThat(robot.lookup("#review-approve").queryAs(Button.class).isDisabled()).as("final").isTrue();

        JsonNode inEngine = fx.engine().client().get("/api/assurance/envelopes/dec-ui-1");
        assertThat(inEngine.get("review_status").asText()).isEqualTo("APPROVED");
        assertThat(inEngine.at("/envelope/human_approval/reviewed_by").asText()).isEqualTo("cmp-officer");
        assertThat(inEngine.get("audit_trail")).hasSize(2);
        assertThat(inEngine.at("/audit_trail/1/reason").asText()).isEqualTo("Within mandate; trims concentration");
        assertThat(fx.engine().client().get("/api/assurance/verification").get("valid").asBoolean()).isTrue();
    }

    /** Ids, field names and UUIDs a person must never read (issue 26). */
    static final java.util.regex.Pattern ID = java.util.regex.Pattern.compile(
            "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-|\\bdemo-c\\d{3}\\b|\\bdemo-dec-\\d+|\\bdec-ui-|\\binv-42\\b|\\b[a-z]+_[a-z_]+\\b|policy_rule|api_key");

    /** The text of every visible label, button and table cell under {@code root}. */
    static List<String> visibleTexts(javafx.scene.Node root) {
        List<String> out = new java.util.ArrayList<>();
        java.util.ArrayDeque<javafx.scene.Node> todo = new java.util.ArrayDeque<>(List.of(root));
        while (!todo.isEmpty()) {
            javafx.scene.Node n = todo.pop();
            if (!n.isVisible()) {
                continue;
            }
            if (n instanceof javafx.scene.control.Labeled l && l.getText() != null) {
                out.add(l.getText());
            }
            if (n instanceof javafx.scene.text.Text t && t.getText() != null) {
                out.add(t.getText());
            }
            if (n instanceof javafx.scene.Parent p) {
                todo.addAll(p.getChildrenUnmodifiable());
            }
        }
        return out;
    }

    void selectAndWait(String decisionId) throws Exception {
        robot.interact(() -> table().getSelectionModel().select(table().getItems().stream()
                .filter(r -> r.decisionId().equals(decisionId)).findFirst().orElseThrow()));
        FxTestSupport.waitUntil(() -> shows(decisionId), 30);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theQueueAndTheDetailShowNamesNeverIds() throws Exception {
        robot.interact(() -> {
            javafx.stage.Window w = table().getScene().getWindow();
            w.setWidth(1280);
            w.setHeight(820);
        });
        FxTestSupport.waitUntil(() -> table().getItems().size() >= 8, 30);
        JsonNode book = fx.engine().client().get("/api/book/clients");
        String c034 = null;
        for (JsonNode c : book.get("items")) {
            if (c.get("client_id").asText().equals("demo-c032")) {
                c034 = c.get("name").asText();
            }
        }
        assertThat(c034).isNotNull();
        // the demo book may be seeded after the queue first loaded: reload until the names are there
        robot.interact(() -> screen.model().refresh());
        FxTestSupport.waitUntil(() -> table().getItems().stream().anyMatch(r -> r.decisionId().equals("demo-dec-04")
                && !r.clientName().isBlank()), 60);
        selectAndWait("demo-dec-04");
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Node root = table().getScene().getRoot();
        List<String> texts = new java.util.ArrayList<>();
        robot.interact(() -> texts.addAll(visibleTexts(root)));
        String name = c034;
        assertThat(texts).anyMatch(t -> t.startsWith(name + "\n")); // the queue's client cell, advisor on the second line
        assertThat(robot.lookup("#detail-client").queryAs(Label.class).getText()).isEqualTo(name);
        assertThat(texts).anyMatch(t -> t.equals("GME is on the firm's restricted list (Demo rule: GameStop is on the firm's restricted list)."));
        assertThat(texts.stream().filter(t -> ID.matcher(t).find()).toList()).as("ids or field names on the screen").isEmpty();
        List<String> problems = new java.util.ArrayList<>();
        robot.interact(() -> problems.addAll(com.bpidesk.app.testing.Readability.problems(root)));
        assertThat(problems).as("cut or unreadable text").isEmpty();
    }

    @Test
    void aNewSelectionOpensAtTheTop() throws Exception {
        FxTestSupport.waitUntil(() -> table().getItems().size() >= 8, 30);
        selectAndWait("demo-dec-02");
        javafx.scene.control.ScrollPane scroll = robot.lookup("#detail-scroll").queryAs(javafx.scene.control.ScrollPane.class);
        robot.interact(() -> scroll.setVvalue(scroll.getVmax()));
        assertThat(scroll.getVvalue()).isPositive();
        selectAndWait("demo-dec-03");
        Thread.sleep(200);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(scroll.getVvalue()).as("the detail of a newly selected decision opens at its top").isZero();
        assertThat(robot.lookup("#detail-overdue").tryQuery()).as("demo-dec-03 is overdue").isPresent();
    }

    @Test
    void denyAsksForConfirmationAndEscapeCancels() throws Exception {
        FxTestSupport.waitUntil(() -> table().getItems().size() >= 8, 30);
        selectAndWait("demo-dec-05");
        assertThat(robot.lookup("#review-deny").queryAs(Button.class).isDisabled()).as("no reason yet").isTrue();
        robot.interact(() -> screen.model().reasonProperty().set("Home bias is the client's stated wish"));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#review-deny");
        FxTestSupport.waitUntil(() -> robot.lookup("#review-confirmation-text").tryQuery().isPresent(), 30);
        String client = screen.model().detailProperty().get().overview().clientName();
        String action = screen.model().detailProperty().get().overview().action();
        assertThat(robot.lookup("#review-confirmation-text").queryAs(Label.class).getText())
                .startsWith("Deny: " + action + " for " + client + ".").contains("Your reason: Home bias is the client's stated wish");
        robot.type(javafx.scene.input.KeyCode.ESCAPE);
        FxTestSupport.waitUntil(() -> robot.lookup("#review-confirmation-text").tryQuery().isEmpty(), 30);
        Thread.sleep(300);
        assertThat(fx.engine().client().get("/api/assurance/envelopes/demo-dec-05").get("review_status").asText()).isEqualTo("PENDING");
        robot.interact(() -> screen.model().reasonProperty().set(""));
    }

    @Test
    void theMakerCannotCheckAndTheAppSaysWhyInPlainWords() throws Exception {
        // a person's proposal submitted with this desk's key: this desk made it, so it may not approve it
        String mine = envelope("dec-ui-mine", "REVIEW").replace("\"type\":\"ai_agent\",\"id\":\"synthesis_agent\"",
                "\"type\":\"human_actor\",\"id\":\"adv-7\"");
        fx.engine().client().postBytes("/api/assurance/envelopes", mine.getBytes(), "application/json");
        robot.interact(() -> screen.model().refresh());
        FxTestSupport.waitUntil(() -> table().getItems().stream().anyMatch(r -> r.decisionId().equals("dec-ui-mine")), 30);
        robot.interact(() -> screen.model().select("dec-ui-mine"));
        FxTestSupport.waitUntil(() -> shows("dec-ui-mine"), 30);
        // the app says so before the click (ADR 0243): Approve stays disabled, even with a reason, and the reason is shown
        robot.interact(() -> screen.model().reasonProperty().set("Looks fine"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#review-not-allowed").queryAs(Label.class).getText())
                .contains("cmp-officer submitted this person's proposal and cannot also review it");
        assertThat(robot.lookup("#review-not-allowed").queryAs(Label.class).isVisible()).isTrue();
        assertThat(robot.lookup("#review-approve").queryAs(Button.class).isDisabled()).isTrue();
        robot.interact(() -> {
            screen.model().reasonProperty().set("Looks fine");
            screen.model().review("APPROVED");
        });
        FxTestSupport.waitUntil(() -> !robot.lookup("#compliance-error").queryAs(Label.class).getText().isEmpty(), 30);
        String error = robot.lookup("#compliance-error").queryAs(Label.class).getText();
        assertThat(error).contains("cmp-officer submitted this person's proposal")
                .contains("must be different people, so ask a colleague to review it").doesNotContain("/reviewed_by");
        robot.interact(() -> screen.model().reasonProperty().set("")); // the form keeps the text after a refusal; clear it
    }

    @Test
    void exportsTheHistoryForAnExaminer() throws Exception {
        robot.interact(() -> screen.model().select("dec-ui-2"));
        FxTestSupport.waitUntil(() -> shows("dec-ui-2"), 30);
        Path csv = fx.dataDir().resolve("history.csv");
        Path pdf = fx.dataDir().resolve("history.pdf");
        robot.interact(() -> screen.model().exportHistory(csv, false));
        robot.interact(() -> screen.model().exportHistory(pdf, true));
        FxTestSupport.waitUntil(() -> Files.exists(csv) && pdf.toFile().length() > 1000, 30);
        assertThat(Files.readString(csv)).startsWith("\"decision_id\"").contains("\"dec-ui-2\"").contains("\"Recorded\"");
        assertThat(new String(Files.readAllBytes(pdf), 0, 5)).isEqualTo("%PDF-");
    }

    @Test
    void importingAnInvalidFileListsEveryViolationWithItsPointer() throws Exception {
        Path bad = fx.dataDir().resolve("bad-envelope.json");
        Files.writeString(bad, envelope("dec-bad", "NOT_EVALUATED").replace("\"confidence\":0.86", "\"confidence\":1.7"));
        robot.interact(() -> screen.model().importFile(bad));
        FxTestSupport.waitUntil(() -> screen.model().importViolations().size() == 2, 30);
        ListView<?> list = robot.lookup("#import-violations").queryAs(ListView.class);
        assertThat(list.getItems()).hasSize(2);
        // fields named in words, never JSON pointers
        assertThat(list.getItems().toString()).contains("Confidence: ").contains("Disposition: ").doesNotContain("/confidence");
        assertThat(robot.lookup("#compliance-error").queryAs(Label.class).getText()).contains("2 violations");
    }

    @Test
    void assignToANamedReviewerAndFilterByAdvisorAndDateRange() throws Exception {
        // a second reviewer of the desk's organization, and the colleague who is an advisor (never offered)
        fx.engine().embeddedEngine().orElseThrow().context().apiKeys().create("local",
                com.bpidesk.engine.platform.auth.Tier.ENTERPRISE, "second reviewer", 10_000, false, "Rhea Reviewer", "reviewer");
        FxTestSupport.waitUntil(() -> table().getItems().stream().anyMatch(r -> r.decisionId().equals("demo-dec-06")
                && !r.advisorName().isBlank()), 60);
        selectAndWait("demo-dec-06");
        robot.interact(() -> screen.model().loadReviewers());
        javafx.scene.control.MenuButton menu = robot.lookup("#assign-to").queryAs(javafx.scene.control.MenuButton.class);
        FxTestSupport.waitUntil(() -> menu.getItems().stream().anyMatch(i -> "Rhea Reviewer".equals(i.getText())), 30);
        assertThat(menu.isDisabled()).isFalse();
        assertThat(menu.getItems()).extracting(javafx.scene.control.MenuItem::getText).doesNotContain("Ari Advisor");
        robot.interact(() -> menu.getItems().stream().filter(i -> "Rhea Reviewer".equals(i.getText())).findFirst().orElseThrow().fire());
        FxTestSupport.waitUntil(() -> table().getItems().stream().anyMatch(r -> r.decisionId().equals("demo-dec-06")
                && r.assignee().equals("Rhea Reviewer")), 30);
        assertThat(fx.engine().client().get("/api/assurance/envelopes/demo-dec-06").at("/overview/assignee").asText())
                .isEqualTo("Rhea Reviewer");

        // the advisor field keeps the rows of that advisor's clients only
        String advisor = table().getItems().stream().filter(r -> r.decisionId().equals("demo-dec-06")).findFirst().orElseThrow()
                .advisorName();
        robot.interact(() -> {
            robot.lookup("#filter-advisor").queryAs(javafx.scene.control.TextField.class).setText(advisor);
            screen.model().refresh();
        });
        FxTestSupport.waitUntil(() -> !table().getItems().isEmpty() && table().getItems().stream().allMatch(r -> r.advisorName().equals(advisor)), 30);
        // a range ending before any decision was recorded leaves nothing; a backward range is refused in words
        robot.interact(() -> {
            robot.lookup("#filter-advisor").queryAs(javafx.scene.control.TextField.class).setText("");
            robot.lookup("#filter-to").queryAs(javafx.scene.control.DatePicker.class).setValue(java.time.LocalDate.of(2000, 1, 1));
            screen.model().refresh();
        });
        FxTestSupport.waitUntil(() -> table().getItems().isEmpty(), 30);
        robot.interact(() -> {
            robot.lookup("#filter-from").queryAs(javafx.scene.control.DatePicker.class).setValue(java.time.LocalDate.of(2001, 1, 1));
            screen.model().refresh();
        });
        assertThat(robot.lookup("#compliance-error").queryAs(Label.class).getText()).contains("runs forward");
        robot.interact(() -> {
            robot.lookup("#filter-from").queryAs(javafx.scene.control.DatePicker.class).setValue(null);
            robot.lookup("#filter-to").queryAs(javafx.scene.control.DatePicker.class).setValue(null);
            screen.model().refresh();
        });
        FxTestSupport.waitUntil(() -> table().getItems().size() >= 8, 30);
    }
}
