package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.swarm.PortfolioSubmission;
import com.bpidesk.engine.swarm.briefing.EnvelopeOutcome;
import com.bpidesk.engine.swarm.briefing.ReviewItem;
import com.bpidesk.engine.swarm.facts.FactBase;

/**
 * The hook through which the synthesis agent gets a decision envelope (specification 2.1) for each proposed
 * change when the client's mandate is known. {@link AssuranceEnvelopes} implements it over
 * the assurance feature's evaluator and review queue (ADR 0036).
 */
public interface DecisionEnvelopes {

    /** What an envelope is evaluated from. */
    record Request(String organizationId, String jobId, PortfolioSubmission.ClientMandate mandate, ReviewItem item,
                   FactBase facts) {
    }

    /** The envelope outcome to embed in the review item. */
    EnvelopeOutcome evaluate(Request request);
}
