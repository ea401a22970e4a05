package com.bpidesk.envelope;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * A Decision Assurance Envelope 1.0.0 (specification section 2.1). Component names map one to one to the
 * schema's snake_case fields ({@code decisionId} is {@code decision_id}). Optional fields are {@code null}
 * when absent and are omitted when written. Date-times are kept as the exact RFC 3339 text.
 *
 * <p>Build one with {@link #builder()}; read and write JSON with {@link Envelopes}.
 */
@JsonPropertyOrder({"decision_id", "trace_id", "organization_id", "investor_id", "actor_id", "agent_id", "actor_or_agent",
        "mandate", "investor_context", "portfolio_context", "proposed_action", "suitability", "policy", "evidence",
        "confidence", "human_approval", "disposition", "created_at"})
public record Envelope(
        String decisionId,
        String traceId,
        String organizationId,
        String investorId,
        String actorId,
        String agentId,
        ActorOrAgent actorOrAgent,
        Mandate mandate,
        InvestorContext investorContext,
        PortfolioContext portfolioContext,
        ProposedAction proposedAction,
        Assessment suitability,
        Assessment policy,
        Evidence evidence,
        Double confidence,
        HumanApproval humanApproval,
        Disposition disposition,
        String createdAt) {

    /** The schema version this type mirrors. */
    public static final String VERSION = "1.0.0";

    public static Builder builder() {
        return new Builder();
    }

    /** A builder pre-filled with this envelope's fields (for example to add a {@code human_approval}). */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.decisionId = decisionId;
        b.traceId = traceId;
        b.organizationId = organizationId;
        b.investorId = investorId;
        b.actorId = actorId;
        b.agentId = agentId;
        b.actorOrAgent = actorOrAgent;
        b.mandate = mandate;
        b.investorContext = investorContext;
        b.portfolioContext = portfolioContext;
        b.proposedAction = proposedAction;
        b.suitability = suitability;
        b.policy = policy;
        b.evidence = evidence;
        b.confidence = confidence;
        b.humanApproval = humanApproval;
        b.disposition = disposition;
        b.createdAt = createdAt;
        return b;
    }

    /**
     * Builder for the common path. {@link #build()} checks that every required field is set and that
     * {@code confidence} lies in [0, 1]; full validation (formats, unknown fields) is {@link EnvelopeValidator}'s.
     */
    public static final class Builder {
        private String decisionId;
        private String traceId;
        private String organizationId;
        private String investorId;
        private String actorId;
        private String agentId;
        private ActorOrAgent actorOrAgent;
        private Mandate mandate = new Mandate(null, null, null);
        private InvestorContext investorContext = new InvestorContext(null, null, null, null);
        private PortfolioContext portfolioContext = new PortfolioContext(null, null, null, null);
        private ProposedAction proposedAction;
        private Assessment suitability;
        private Assessment policy;
        private Evidence evidence = new Evidence(null, null);
        private Double confidence;
        private HumanApproval humanApproval;
        private Disposition disposition;
        private String createdAt;

        private Builder() {
        }

        public Builder decisionId(String v) { decisionId = v; return this; }
        public Builder traceId(String v) { traceId = v; return this; }
        public Builder organizationId(String v) { organizationId = v; return this; }
        public Builder investorId(String v) { investorId = v; return this; }
        public Builder actorId(String v) { actorId = v; return this; }
        public Builder agentId(String v) { agentId = v; return this; }
        public Builder actorOrAgent(ActorOrAgent v) { actorOrAgent = v; return this; }
        public Builder mandate(Mandate v) { mandate = v; return this; }
        public Builder investorContext(InvestorContext v) { investorContext = v; return this; }
        public Builder portfolioContext(PortfolioContext v) { portfolioContext = v; return this; }
        public Builder proposedAction(ProposedAction v) { proposedAction = v; return this; }
        public Builder suitability(Assessment v) { suitability = v; return this; }
        public Builder suitability(boolean match, String notes) { suitability = new Assessment(match, notes); return this; }
        public Builder policy(Assessment v) { policy = v; return this; }
        public Builder policy(boolean match, String notes) { policy = new Assessment(match, notes); return this; }
        public Builder evidence(Evidence v) { evidence = v; return this; }
        public Builder evidence(List<String> sources, String reasoningSummary) { evidence = new Evidence(sources, reasoningSummary); return this; }
        public Builder confidence(Double v) { confidence = v; return this; }
        public Builder humanApproval(HumanApproval v) { humanApproval = v; return this; }
        public Builder disposition(Disposition v) { disposition = v; return this; }
        public Builder createdAt(String v) { createdAt = v; return this; }

        public Envelope build() {
            List<String> missing = new ArrayList<>();
            check(decisionId, "decision_id", missing);
            check(traceId, "trace_id", missing);
            check(organizationId, "organization_id", missing);
            check(investorId, "investor_id", missing);
            check(actorOrAgent, "actor_or_agent", missing);
            check(mandate, "mandate", missing);
            check(investorContext, "investor_context", missing);
            check(portfolioContext, "portfolio_context", missing);
            check(proposedAction, "proposed_action", missing);
            check(suitability, "suitability", missing);
            check(evidence, "evidence", missing);
            check(disposition, "disposition", missing);
            if (!missing.isEmpty()) {
                throw new IllegalStateException("An envelope needs " + String.join(", ", missing));
            }
            if (confidence != null && !(confidence >= 0 && confidence <= 1)) {
                throw new IllegalStateException("confidence must lie in [0, 1], got " + confidence);
            }
            return new Envelope(decisionId, traceId, organizationId, investorId, actorId, agentId, actorOrAgent, mandate,
                    investorContext, portfolioContext, proposedAction, suitability, policy, evidence, confidence,
                    humanApproval, disposition, createdAt);
        }

        private static void check(Object value, String name, List<String> missing) {
            if (value == null || (value instanceof String s && s.isEmpty())) {
                missing.add(name);
            }
        }
    }
}
