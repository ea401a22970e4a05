package com.bpidesk.engine.assurance;

import com.bpidesk.envelope.ActorOrAgent;
import com.bpidesk.envelope.Evidence;
import com.bpidesk.envelope.InvestorContext;
import com.bpidesk.envelope.Mandate;
import com.bpidesk.envelope.PortfolioContext;
import com.bpidesk.envelope.ProposedAction;

/**
 * What {@link EnvelopeEvaluator} evaluates: an envelope without its verdict. Field names are the envelope
 * schema's ({@code proposed_action}, {@code investor_context}, ...). {@code decision_id} is generated when
 * absent; {@code evidence} lets the proposer pass its own sources and reasoning, which are kept.
 *
 * <p>The checks read structured facts from {@code proposed_action.parameters} ({@code instrument},
 * {@code sector}, {@code target_weight} in [0, 1], {@code notional}, {@code risk_effect} one of
 * {@code decrease|neutral|increase}) and from {@code mandate.constraints} written as {@code key: value}
 * (see docs/envelope.md, "Evaluation").
 */
public record ProposedDecision(
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
        Evidence evidence) {

    /** The same proposal in another organization (the API sets the caller's). */
    public ProposedDecision withOrganizationId(String org) {
        return new ProposedDecision(decisionId, traceId, org, investorId, actorId, agentId, actorOrAgent, mandate,
                investorContext, portfolioContext, proposedAction, evidence);
    }
}
