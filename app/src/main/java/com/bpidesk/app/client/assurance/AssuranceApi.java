package com.bpidesk.app.client.assurance;

import com.bpidesk.app.client.Api;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/** The assurance feature's API (engine/src/main/resources/openapi/assurance.yaml), as records mirroring the schemas. */
public interface AssuranceApi {

    /** The newest {@code limit} envelopes, newest first ({@code GET /api/assurance/envelopes}). */
    EnvelopePage envelopes(int limit);

    /** The review queue under {@code filter}, newest first, at most 500 rows, with counts per disposition. */
    ReviewQueue queue(QueueFilter filter);

    /** One decision with its envelope, audit trail, verification and overview ({@code GET .../envelopes/{decision_id}}). */
    EnvelopeRecord envelope(String decisionId);

    /**
     * Records APPROVED, DENIED or ESCALATED with the reason ({@code POST .../reviews}); the engine records the caller as
     * the reviewer (ADR 0135) and answers with the decision as it now stands.
     */
    EnvelopeRecord review(String decisionId, String decision, String reason);

    /** Assigns the decision to the reviewer named {@code assignee} (ADR 0258) and answers with the decision reloaded. */
    EnvelopeRecord assign(String decisionId, String assignee);

    /** Submits a complete envelope (its JSON bytes, {@code POST /api/assurance/envelopes}) and answers with its record. */
    EnvelopeRecord submit(byte[] envelopeJson);

    /** The queue under {@code filter}, every page, as CSV or PDF. */
    byte[] queueExport(QueueFilter filter, boolean pdf);

    /** One decision's history for an examiner, as CSV or PDF. */
    byte[] history(String decisionId, boolean pdf);

    /** The examiner's bundle (ZIP, ADR 0245) for a client (null: all) and a period (null bounds: open). */
    byte[] bundle(String clientId, LocalDate from, LocalDate to);

    /**
     * The queue's filters: a disposition and a review status (null: any), text in names or the proposal, the advisor's
     * name, and recorded on or after {@code from} / on or before {@code to} (null: no bound).
     */
    record QueueFilter(String disposition, String reviewStatus, String text, String advisor, LocalDate from, LocalDate to) {

        /** No filter. */
        public static final QueueFilter NONE = new QueueFilter(null, null, null, null, null, null);
    }

    /** Schema {@code EnvelopePage}. */
    @Api.Schema("EnvelopePage")
    record EnvelopePage(List<EnvelopeSummary> items, int total) {
        public EnvelopePage {
            items = items == null ? List.of() : List.copyOf(items);
        }
    }

    /**
     * Schema {@code EnvelopeSummary}: {@code overdue} and {@code assignee} are null when the engine's list does not send
     * them (absent: unassigned).
     */
    @Api.Schema("EnvelopeSummary")
    record EnvelopeSummary(String decisionId, String reviewStatus, Boolean overdue, String assignee) {
    }

    /** Schema {@code EnvelopePage} as the review queue reads it: its rows, the total and the count per disposition. */
    @Api.Schema("EnvelopePage")
    record ReviewQueue(List<QueueItem> items, long total, Map<String, Long> counts) {
        public ReviewQueue {
            items = items == null ? List.of() : List.copyOf(items);
            counts = counts == null ? Map.of() : Map.copyOf(counts);
        }
    }

    /**
     * Schema {@code EnvelopeSummary} as a queue row: the proposer as the envelope records it, the names, the action in
     * words, assignee, due date, overdue and age from the engine (issue 26); what the engine leaves out is null.
     */
    @Api.Schema("EnvelopeSummary")
    record QueueItem(String decisionId, String investorId, String disposition, String reviewStatus, Double confidence,
                     Proposer actorOrAgent, String proposedActionType, String createdAt, String clientName, String advisorName,
                     String action, String assignee, String dueOn, Boolean overdue, Integer ageDays) {
    }

    /** Who proposed a decision: {@code human_actor} or {@code ai_agent}, its id, and its name when the envelope has one. */
    record Proposer(String type, String id, String name) {
    }
}
