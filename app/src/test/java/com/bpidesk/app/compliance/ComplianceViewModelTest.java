package com.bpidesk.app.compliance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.assurance.AssuranceApi;
import com.bpidesk.app.client.assurance.EnvelopeRecord;
import com.bpidesk.app.client.platform.PlatformApi;
import com.bpidesk.app.testing.FakeEngine;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Compliance review's view model on the fake engine (ADR 0255): the engine's JSON (hand-written here as the
 * OpenAPI schemas EnvelopePage and EnvelopeRecord describe it) read through the typed records, and what the screen then
 * shows, worked out by hand. No engine starts.
 */
class ComplianceViewModelTest {

    static final String QUEUE = """
            {"items":[{"decision_id":"dec-1","investor_id":"demo-c034","disposition":"REVIEW","review_status":"PENDING",
              "confidence":0.75,"actor_or_agent":{"type":"ai_agent","id":"agent-7","name":"Portfolio agent"},
              "proposed_action_type":"rebalance","created_at":"2026-11-20T10:00:00Z","client_name":"Maria Lopez",
              "advisor_name":"Alex Demo","action":"Sell 10 shares of Apple Inc. (AAPL)","assignee":"Jane Doe",
              "due_on":"2026-11-25","overdue":true,"age_days":7},
             {"decision_id":"dec-2","investor_id":"x-9","disposition":"DENY","review_status":"APPROVED",
              "actor_or_agent":{"type":"human_actor","id":"u1"},"proposed_action_type":"trim_position"}],
             "total":2,"limit":500,"offset":0,"counts":{"REVIEW":3,"DENY":1}}
            """;

    static final String DETAIL = """
            {"decision_id":"dec-1","review_status":"PENDING","digest":"ab12","digest_verified":false,"version":1,
             "can_review":false,"cannot_review_reason":"You proposed this decision, so a colleague must review it.",
             "trail_verified":false,"trail_problems":["Event 2 does not link to the event before it."],
             "audit_trail":[
               {"chain_index":1,"event_type":"CREATED","actor":"api_key:k1","occurred_at":"2026-11-20T10:00:00Z"},
               {"chain_index":2,"event_type":"ESCALATED","actor":"api_key:k2","actor_name":"Jane Doe","actor_role":"reviewer",
                "reason":"Needs a second look","occurred_at":"2026-11-21T10:00:00Z"}],
             "overview":{"client_name":"Maria Lopez","action":"Sell 10 shares of Apple Inc. (AAPL)","checks":[]}}
            """;

    @TempDir
    Path dir;

    @Test
    void theQueueIsReadThroughTheTypedClientWithItsFiltersAndCounts() throws Exception {
        FakeEngine engine = new FakeEngine();
        engine.assurance.queue = EngineClient.JSON.readValue(QUEUE, AssuranceApi.ReviewQueue.class);
        ComplianceViewModel model = new ComplianceViewModel(engine.context(dir));
        model.dispositionFilterProperty().set("REVIEW");
        model.searchProperty().set("  Lopez ");
        model.fromFilterProperty().set(LocalDate.of(2026, 11, 1));
        model.refresh();

        assertThat(engine.calls).containsExactly("assurance.queue "
                + new AssuranceApi.QueueFilter("REVIEW", null, "  Lopez ", "", LocalDate.of(2026, 11, 1), null));
        assertThat(model.totalProperty().get()).isEqualTo(2);
        assertThat(model.count("REVIEW").get()).isEqualTo(3);
        assertThat(model.count("DENY").get()).isEqualTo(1);
        assertThat(model.count("PROCEED").get()).as("absent from counts: none").isZero();
        ComplianceViewModel.QueueRow first = model.rows().get(0);
        assertThat(first.proposer()).isEqualTo("ai_agent:agent-7");
        assertThat(first.proposerName()).isEqualTo("Portfolio agent");
        assertThat(first.client()).isEqualTo("Maria Lopez");
        assertThat(first.confidence()).isEqualTo(0.75);
        assertThat(first.overdue()).isTrue();
        assertThat(first.ageDays()).isEqualTo(7);
        ComplianceViewModel.QueueRow second = model.rows().get(1);
        assertThat(second.client()).isEqualTo("Client not in the client book");
        assertThat(second.confidence()).isNull();
        assertThat(second.proposerName()).isEmpty();
        assertThat(second.assignee()).isEmpty();
        assertThat(second.overdue()).isFalse();
    }

    @Test
    void aTrailThatDoesNotVerifySaysWhyAndWhoInWords() throws Exception {
        FakeEngine engine = new FakeEngine();
        engine.assurance.decisions.put("dec-1", EngineClient.JSON.readValue(DETAIL, EnvelopeRecord.class));
        ComplianceViewModel model = new ComplianceViewModel(engine.context(dir));
        model.select("dec-1");

        assertThat(model.chainVerifiedProperty().get()).isFalse();
        assertThat(model.chainStatusProperty().get()).isEqualTo("Chain does NOT verify: Event 2 does not link to the event before it."
                + " The stored envelope no longer matches its recorded digest.");
        assertThat(model.auditTrail()).extracting(ComplianceViewModel.AuditRow::what)
                .containsExactly("Recorded by a key without a named holder", "Escalated by Jane Doe (Reviewer)");
        assertThat(model.auditTrail().get(1).reason()).isEqualTo("Needs a second look");
        assertThat(model.reviewable()).isTrue();
        assertThat(ReviewPermission.allowed(model.detailProperty().get())).isFalse();
        assertThat(ReviewPermission.reason(model.detailProperty().get()))
                .isEqualTo("You proposed this decision, so a colleague must review it.");
    }

    @Test
    void aReviewIsSentWithItsReasonAndSaidInWords() throws Exception {
        FakeEngine engine = new FakeEngine();
        EnvelopeRecord denied = EngineClient.JSON.readValue(DETAIL.replace("\"PENDING\"", "\"DENIED\""), EnvelopeRecord.class);
        engine.assurance.decisions.put("dec-1", denied);
        engine.platform.identity = new PlatformApi.Identity(true, "Jane Doe", "reviewer", false, true, null, null, false, null,
                "organization", "the whole organization");
        ComplianceViewModel model = new ComplianceViewModel(engine.context(dir));
        model.loadIdentity();
        assertThat(model.reviewerProperty().get()).isEqualTo("Jane Doe (Reviewer)");
        model.applyDetail(EngineClient.JSON.readValue(DETAIL, EnvelopeRecord.class));
        model.reasonProperty().set("  Home bias is the client's stated wish ");
        model.review("DENIED");

        assertThat(engine.calls).contains("assurance.review dec-1 DENIED Home bias is the client's stated wish");
        assertThat(model.messageProperty().get()).isEqualTo("Denied: Sell 10 shares of Apple Inc. (AAPL) for Maria Lopez.");
        assertThat(model.reasonProperty().get()).isEmpty();
        assertThat(model.reviewable()).isFalse();
    }

    @Test
    void anEngineWithoutAnOverviewOrPermissionLeavesTheDecisionToTheReview() throws Exception {
        EnvelopeRecord bare = EngineClient.JSON.readValue("{\"decision_id\":\"d\",\"review_status\":\"ESCALATED\"}", EnvelopeRecord.class);
        assertThat(ReviewPermission.allowed(bare)).isTrue();
        assertThat(ReviewPermission.reason(bare)).isEmpty();
        assertThat(ComplianceViewModel.or(bare.overview().action(), "the decision")).isEqualTo("the decision");
        assertThat(bare.auditTrail()).isEmpty();
    }
}
