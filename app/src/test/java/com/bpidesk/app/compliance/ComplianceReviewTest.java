package com.bpidesk.app.compliance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.compliance.ComplianceViewModel.QueueRow;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
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

/** The Compliance review screen against a real embedded engine: approve from the queue; import an invalid file. */
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
        fx.engine().client().postBytes("/api/assurance/envelopes", envelope("dec-ui-1", "REVIEW").getBytes(), "application/json");
        fx.engine().client().postBytes("/api/assurance/envelopes", envelope("dec-ui-2", "PROCEED").getBytes(), "application/json");
        AppContext ctx = fx.context();
        screen = new ComplianceScreen(ctx);
        fx.show(screen, 1240, 780); // within Monocle's 1280x800 headless screen
    }

    @AfterAll
    static void stop() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
    }

    @SuppressWarnings("unchecked")
    TableView<QueueRow> table() {
        return robot.lookup("#queue-table").queryAs(TableView.class);
    }

    @Test
    void approveAnEnvelopeFromTheQueue() throws Exception {
        FxTestSupport.waitUntil(() -> table().getItems().size() == 2, 30);
        assertThat(robot.lookup("#count-REVIEW").queryAs(Label.class).getText()).isEqualTo("REVIEW 1");
        assertThat(robot.lookup("#count-PROCEED").queryAs(Label.class).getText()).isEqualTo("PROCEED 1");

        robot.clickOn("dec-ui-1");
        FxTestSupport.waitUntil(() -> robot.lookup("#detail-decision-id").tryQuery()
                .map(n -> ((Label) n).getText().equals("dec-ui-1")).orElse(false), 30);
        assertThat(robot.lookup("#detail-status").queryAs(Label.class).getText()).isEqualTo("PENDING");
        assertThat(robot.lookup("#detail-validation").queryAs(Label.class).getText()).startsWith("Valid");
        assertThat(robot.lookup("#detail-digest").queryAs(Label.class).getText()).contains("matches the audit chain");
        assertThat(robot.lookup("Trim QQQ from 14% to 10%").tryQuery()).isPresent();
        assertThat(robot.lookup("#review-approve").queryAs(Button.class).isDisabled()).as("no reason yet").isTrue();

        robot.clickOn("#review-reviewer").write("cmp-officer");
        robot.clickOn("#review-reason").write("Within mandate; trims concentration");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#review-approve").queryAs(Button.class).isDisabled()).isFalse();
        robot.clickOn("#review-approve");

        FxTestSupport.waitUntil(() -> robot.lookup("#detail-status").queryAs(Label.class).getText().equals("APPROVED"), 30);
        FxTestSupport.waitUntil(() -> table().getItems().stream()
                .anyMatch(r -> r.decisionId().equals("dec-ui-1") && r.reviewStatus().equals("APPROVED")), 30);
        ListView<?> trail = robot.lookup("#audit-trail").queryAs(ListView.class);
        assertThat(trail.getItems()).hasSize(2);
        assertThat(trail.getItems().get(1).toString()).contains("APPROVED by cmp-officer").contains("trims concentration");
        assertThat(robot.lookup("reviewed by").tryQuery().isPresent() || robot.lookup("cmp-officer").tryQuery().isPresent()).isTrue();
        assertThat(robot.lookup("#review-approve").queryAs(Button.class).isDisabled()).as("final").isTrue();

        JsonNode inEngine = fx.engine().client().get("/api/assurance/envelopes/dec-ui-1");
        assertThat(inEngine.get("review_status").asText()).isEqualTo("APPROVED");
        assertThat(inEngine.at("/envelope/human_approval/reviewed_by").asText()).isEqualTo("cmp-officer");
        assertThat(inEngine.get("audit_trail")).hasSize(2);
        assertThat(inEngine.at("/audit_trail/1/reason").asText()).isEqualTo("Within mandate; trims concentration");
        assertThat(fx.engine().client().get("/api/assurance/verification").get("valid").asBoolean()).isTrue();
    }

    @Test
    void importingAnInvalidFileListsEveryViolationWithItsPointer() throws Exception {
        Path bad = fx.dataDir().resolve("bad-envelope.json");
        Files.writeString(bad, envelope("dec-bad", "NOT_EVALUATED").replace("\"confidence\":0.86", "\"confidence\":1.7"));
        robot.interact(() -> screen.model().importFile(bad));
        FxTestSupport.waitUntil(() -> screen.model().importViolations().size() == 2, 30);
        ListView<?> list = robot.lookup("#import-violations").queryAs(ListView.class);
        assertThat(list.getItems()).hasSize(2);
        assertThat(list.getItems().toString()).contains("/confidence maximum").contains("/disposition enum");
        assertThat(robot.lookup("#compliance-error").queryAs(Label.class).getText()).contains("2 violations");
    }
}
