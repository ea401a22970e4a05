package com.bpidesk.engine.assurance;

/**
 * The outcome of one check of an evaluation: which check, in which area, what it found, a readable note and
 * the source it read (recorded in the envelope's {@code evidence.sources}), and the figures the check compared
 * ({@code kind} names the check's entry in {@link FindingSentences}'s vocabulary; {@code value}, {@code limit}, ...),
 * from which {@link FindingSentences} writes the sentence a reviewer reads.
 */
public record Finding(String check, Area area, Outcome outcome, String note, String source,
                      java.util.Map<String, Object> figures) {

    public Finding {
        figures = figures == null ? java.util.Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(figures));
    }

    /** A finding without figures (its sentence falls back to the note). */
    public Finding(String check, Area area, Outcome outcome, String note, String source) {
        this(check, area, outcome, note, source, null);
    }

    /** The same finding with one more figure (null values are left out). */
    public Finding with(String name, Object value) {
        if (value == null) {
            return this;
        }
        java.util.Map<String, Object> f = new java.util.LinkedHashMap<>(figures);
        f.put(name, value);
        return new Finding(check, area, outcome, note, source, f);
    }

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
