package com.bpidesk.engine.swarm.briefing;

import java.util.Map;

/**
 * A proposal for the advisor to review (never an order, never a suitability verdict): the wording, why, the
 * agent and figure it comes from, the proposed action in the decision envelope's shape ({@code type},
 * {@code description}, {@code parameters}, specification 2.1), and the evaluated envelope when a mandate is known.
 *
 * @param envelopeStatus {@code evaluated}, or {@code no_mandate} when the submission carried no client mandate
 */
public record ReviewItem(String id, String proposal, String rationale, String sourceAgent, String figure, Double value,
                         ProposedAction proposedAction, String envelopeStatus, EnvelopeOutcome envelope) {

    /** The envelope's proposed_action object. */
    public record ProposedAction(String type, String description, Map<String, Object> parameters) {
    }

    /** The same item with another rationale (when findings are merged into it). */
    public ReviewItem withRationale(String text) {
        return new ReviewItem(id, proposal, text, sourceAgent, figure, value, proposedAction, envelopeStatus, envelope);
    }

    public ReviewItem withEnvelope(String status, EnvelopeOutcome env) {
        return new ReviewItem(id, proposal, rationale, sourceAgent, figure, value, proposedAction, status, env);
    }
}
