package com.bpidesk.envelope;

import java.util.List;

/** The outcome of validating one document: valid when there is no violation. */
public record ValidationReport(List<Violation> violations) {
    public ValidationReport {
        violations = List.copyOf(violations);
    }

    public boolean valid() {
        return violations.isEmpty();
    }
}
