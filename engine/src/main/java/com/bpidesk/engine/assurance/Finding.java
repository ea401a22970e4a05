package com.bpidesk.engine.assurance;

/**
 * The outcome of one check of an evaluation: which check, in which area, what it found, a readable note and
 * the source it read (recorded in the envelope's {@code evidence.sources}).
 */
public record Finding(String check, Area area, Outcome outcome, String note, String source) {

    public enum Area { SUITABILITY, POLICY }

    /** What a check found; {@link EnvelopeEvaluator#disposition} maps these to a disposition. */
    public enum Outcome {
        /** Checked against explicit data and satisfied. */
        PASS,
        /** A firm policy rule is breached. */
        BREACH,
        /** The action does not fit the mandate or risk profile. */
        MISMATCH,
        /** Data the check needs is absent. */
        MISSING,
        /** A mandate constraint a machine cannot check (free text); a person must. */
        UNVERIFIABLE,
        /** A policy threshold for high-impact decisions is exceeded. */
        HIGH_IMPACT,
        /** A policy rule requires human review (for example of AI agents' proposals). */
        REVIEW_REQUIRED,
        /** The check could not complete (malformed data or rule); the evaluation is NOT_EVALUATED. */
        ERROR
    }
}
