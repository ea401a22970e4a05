package com.bpidesk.engine.assurance;

import com.bpidesk.envelope.Envelope;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * The result of evaluating a proposed decision. Either {@link Evaluated} (an envelope with a business
 * disposition) or {@link NotEvaluated} (a check could not complete; no envelope, no disposition). NOT_EVALUATED
 * exists only here, never inside an envelope.
 */
public sealed interface EvaluationResult permits EvaluationResult.Evaluated, EvaluationResult.NotEvaluated {

    String EVALUATED = "EVALUATED";
    String NOT_EVALUATED = "NOT_EVALUATED";

    /** {@code EVALUATED} or {@code NOT_EVALUATED}. */
    @JsonProperty("result")
    String result();

    String decisionId();

    List<Finding> findings();

    /**
     * @param rule the row of the disposition rule table that decided (D1..D6, docs/envelope.md)
     * @param digest SHA-256 of the envelope's RFC 8785 form
     */
    record Evaluated(String decisionId, Envelope envelope, String digest, String rule, List<Finding> findings)
            implements EvaluationResult {
        public Evaluated {
            findings = List.copyOf(findings);
        }

        @Override
        public String result() {
            return EVALUATED;
        }
    }

    /** @param reason why the evaluation could not complete, for a person */
    record NotEvaluated(String decisionId, String reason, List<Finding> findings) implements EvaluationResult {
        public NotEvaluated {
            findings = List.copyOf(findings);
        }

        @Override
        public String result() {
            return NOT_EVALUATED;
        }
    }

    @JsonIgnore
    default boolean evaluated() {
        return this instanceof Evaluated;
    }
}
