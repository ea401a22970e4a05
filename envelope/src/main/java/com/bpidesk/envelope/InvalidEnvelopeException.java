package com.bpidesk.envelope;

import java.util.List;

/** Thrown by {@link Envelopes#parse} when a document is not a valid envelope; carries every violation. */
public final class InvalidEnvelopeException extends RuntimeException {
    private final List<Violation> violations;

    public InvalidEnvelopeException(List<Violation> violations) {
        super(summary(violations));
        this.violations = List.copyOf(violations);
    }

    public List<Violation> violations() {
        return violations;
    }

    private static String summary(List<Violation> v) {
        if (v.isEmpty()) {
            return "Not a valid envelope";
        }
        String first = v.get(0).toString();
        return v.size() == 1 ? "Not a valid envelope: " + first
                : "Not a valid envelope (" + v.size() + " violations), first: " + first;
    }
}
