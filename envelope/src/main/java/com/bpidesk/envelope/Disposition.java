package com.bpidesk.envelope;

/**
 * The business disposition of a decision (specification section 2.1). There is deliberately no
 * {@code NOT_EVALUATED} constant: a check that could not complete is reported outside the envelope
 * (the engine's evaluation result type), never as a disposition.
 */
public enum Disposition {
    PROCEED, REVIEW, ESCALATE, DENY
}
