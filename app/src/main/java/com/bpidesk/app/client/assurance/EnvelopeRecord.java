package com.bpidesk.app.client.assurance;

import com.bpidesk.app.client.Api;
import com.bpidesk.app.client.EngineClient;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * One stored decision envelope as the compliance review screen shows it: review status, schema validation, the SHA-256
 * digest of its RFC 8785 form and whether it matches the audit chain, its version among all versions, the envelope, its
 * audit trail and whether it verifies, whether the caller may review it (ADR 0243) and the reviewer's overview (issue 26).
 * Schema {@code EnvelopeRecord}; absent lists are empty and an absent overview is {@link Overview#NONE}.
 */
@Api.Schema("EnvelopeRecord")
public record EnvelopeRecord(String decisionId, String reviewStatus, Validation validation, String digest, Boolean digestVerified,
                             Integer version, List<Object> versions, Envelope envelope, List<AuditEvent> auditTrail,
                             Boolean trailVerified, Boolean canReview, String cannotReviewReason, List<String> trailProblems,
                             Overview overview) {

    public EnvelopeRecord {
        auditTrail = auditTrail == null ? List.of() : List.copyOf(auditTrail);
        trailProblems = trailProblems == null ? List.of() : List.copyOf(trailProblems);
        overview = overview == null ? Overview.NONE : overview;
    }

    /** A value of the envelope (free-form parameters, violations) as compact JSON text, for the technical details. */
    public static String json(Object value) {
        return EngineClient.JSON.valueToTree(value).toString();
    }

    /** The engine's JSON into the record. */
    public static EnvelopeRecord from(JsonNode json) {
        try {
            return EngineClient.JSON.treeToValue(json, EnvelopeRecord.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("The engine's envelope record could not be read: " + e.getOriginalMessage(), e);
        }
    }

    public record Validation(Boolean valid, List<Object> violations) {
    }

    /** The Decision Assurance Envelope 1.0.0 (docs/envelope.md); optional parts are null when absent. */
    public record Envelope(String decisionId, String traceId, String organizationId, String investorId, String actorId, String agentId,
                           Actor actorOrAgent, Mandate mandate, InvestorContext investorContext, PortfolioContext portfolioContext,
                           ProposedAction proposedAction, Assessment suitability, Assessment policy, Evidence evidence, Double confidence,
                           String disposition, HumanApproval humanApproval, String createdAt) {

        /** No envelope (a record without one). */
        public static final Envelope NONE = new Envelope(null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null, null);
    }

    public record Actor(String type, String id, String name) {
    }

    public record Mandate(String scope, List<String> authorizedActions, List<String> constraints) {
    }

    public record InvestorContext(String riskTolerance, String timeHorizon, String investmentPolicySummary,
                                  String behavioralHistorySummary) {
    }

    public record PortfolioContext(String asOf, String concentrationSummary, String exposureSummary, String recentActivitySummary) {
    }

    /** The proposed action; its parameters are free-form by the envelope's schema. */
    public record ProposedAction(String type, String description, Map<String, Object> parameters) {
    }

    public record Assessment(Boolean match, String notes) {
    }

    public record Evidence(List<String> sources, String reasoningSummary) {
    }

    public record HumanApproval(String reviewedBy, String reviewedAt, String decision) {
    }

    /** Schema {@code AuditEvent}: one event of the decision's audit trail (name and role as recorded with it, ADR 0135). */
    @Api.Schema("AuditEvent")
    public record AuditEvent(Long chainIndex, String eventType, String actor, String actorName, String actorRole, String reason,
                             String occurredAt, String envelopeDigest, String eventHash) {
    }

    /**
     * Schema {@code ReviewOverview}: what a reviewer reads first, from the engine (names from the client book, the action
     * in words, who reviews by when, the checks as sentences); absent parts are null, absent checks empty.
     */
    @Api.Schema("ReviewOverview")
    public record Overview(String clientName, String advisorName, String action, String assignee, String dueOn, Boolean overdue,
                           List<CheckSentence> checks) {

        /** No overview (an engine or record without one). */
        public static final Overview NONE = new Overview(null, null, null, null, null, null, List.of());

        public Overview {
            checks = checks == null ? List.of() : List.copyOf(checks);
        }

        public boolean isOverdue() {
            return Boolean.TRUE.equals(overdue);
        }
    }

    /** Schema {@code CheckSentence}: one check in words next to its technical finding (ADR 0244). */
    @Api.Schema("CheckSentence")
    public record CheckSentence(String check, String outcome, Boolean passed, String verdict, String sentence, String note,
                                String source) {
    }
}
