package com.bpidesk.app.client.assurance;

import com.bpidesk.app.client.EngineClient;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * One stored decision envelope as the compliance review screen shows it: review status, schema validation, the SHA-256
 * digest of its RFC 8785 form and whether it matches the audit chain, its version among all versions, and the envelope.
 */
public record EnvelopeRecord(String decisionId, String reviewStatus, Validation validation, String digest, Boolean digestVerified,
                             Integer version, List<Object> versions, Envelope envelope) {

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
}
