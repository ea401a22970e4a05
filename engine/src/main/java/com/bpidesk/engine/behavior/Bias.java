package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaReport.Evidence;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The biases the Behavioral DNA scores, in the order of the report: each with its id in the report, its display name and
 * its weight in the overall score (ADR 0041, docs/behavioral.md; renormalised over the scores the data allow). The
 * methods, thresholds and sources are in the class of each measure.
 */
enum Bias {
    DISPOSITION_EFFECT("disposition_effect", "Disposition effect", 0.25),
    OVERTRADING("overtrading", "Overtrading (turnover)", 0.20),
    CONCENTRATION("concentration", "Concentration", 0.15),
    RECENCY_BIAS("recency_bias", "Recency bias", 0.10),
    HOME_BIAS("home_bias", "Home bias", 0.10),
    LOTTERY_PREFERENCE("lottery_preference", "Lottery preference", 0.10),
    ATTENTION_HERDING("attention_herding", "Attention herding", 0.05),
    DECEMBER_LOSS_TIMING("december_loss_timing", "December loss timing", 0.05);

    /** The most evidence rows a score lists. */
    static final int EVIDENCE_LIMIT = 10;

    /** A measure's method as a score states it: its id, its definition and its published source. */
    record Method(String id, String definition, String source) {
    }

    private final String id;
    private final String displayName;
    private final double weight;

    Bias(String id, String displayName, double weight) {
        this.id = id;
        this.displayName = displayName;
        this.weight = weight;
    }

    String id() {
        return id;
    }

    String displayName() {
        return displayName;
    }

    double weight() {
        return weight;
    }

    /** Weight per bias id, in report order. */
    static Map<String, Double> weights() {
        Map<String, Double> w = new LinkedHashMap<>();
        for (Bias b : values()) {
            w.put(b.id, b.weight);
        }
        return Collections.unmodifiableMap(w);
    }

    /** A score of 0-100, rounded to one decimal. */
    BiasScore scored(Method method, double score, String explanation, Map<String, Object> inputs, List<Evidence> evidence) {
        return new BiasScore(id, displayName, Stats.round(score, 1), "scored", method.id(), method.definition(), method.source(),
                explanation, inputs, evidence);
    }

    /** No score: the data do not allow the method ({@code insufficient_data}), with why. */
    BiasScore insufficient(Method method, String why, Map<String, Object> inputs) {
        return insufficient(method, why, inputs, List.of());
    }

    /** No score, with the evidence counted so far. */
    BiasScore insufficient(Method method, String why, Map<String, Object> inputs, List<Evidence> evidence) {
        return new BiasScore(id, displayName, null, "insufficient_data", method.id(), method.definition(), method.source(), why,
                inputs, evidence);
    }

    /** No score and no method: the kind of data cannot show this bias at all (a holdings snapshot has no trades). */
    BiasScore unavailable(String why) {
        return unavailable(displayName, why);
    }

    /** {@link #unavailable(String)} under another name. */
    BiasScore unavailable(String name, String why) {
        return new BiasScore(id, name, null, "insufficient_data", null, null, null, why, Map.of(), List.of());
    }
}
