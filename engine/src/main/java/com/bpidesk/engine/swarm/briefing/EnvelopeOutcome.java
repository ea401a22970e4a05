package com.bpidesk.engine.swarm.briefing;

import com.bpidesk.envelope.Disposition;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A review item's decision envelope (ADR 0036): {@code result} {@code EVALUATED} with the disposition, the rule of the
 * disposition table, the SHA-256 digest of the RFC 8785 form, whether it was stored for compliance review and the
 * Decision Assurance Envelope document itself (kept as its JSON tree: its schema is the envelope library's); or
 * {@code NOT_EVALUATED} with the reason. Absent fields are omitted from the JSON.
 */
public record EnvelopeOutcome(String result, String decisionId, Disposition disposition, String rule, String digest,
                              Boolean recordedForReview, JsonNode envelope, String reason) {

    public static final String EVALUATED = "EVALUATED";
    public static final String NOT_EVALUATED = "NOT_EVALUATED";

    public boolean evaluated() {
        return EVALUATED.equals(result);
    }
}
