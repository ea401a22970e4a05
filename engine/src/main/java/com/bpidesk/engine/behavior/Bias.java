package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaReport.Evidence;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The biases the Behavioral DNA scores, in the order of the report: each with its id in the report, its display name, its
 * weight in the overall score (ADR 0041, docs/behavioral.md; renormalised over the scores the data allow) and its
 * measure. The methods, thresholds and sources are in the class of each measure.
 */
enum Bias {
    DISPOSITION_EFFECT("disposition_effect", "Disposition effect", 0.25, DispositionEffect::score),
    OVERTRADING("overtrading", "Overtrading (turnover)", 0.20, Overtrading::score),
    CONCENTRATION("concentration", "Concentration", 0.15, Concentration::score),
    RECENCY_BIAS("recency_bias", "Recency bias", 0.10, RecencyBias::score),
    HOME_BIAS("home_bias", "Home bias", 0.10, HomeBias::score),
    LOTTERY_PREFERENCE("lottery_preference", "Lottery preference", 0.10, LotteryPreference::score),
    ATTENTION_HERDING("attention_herding", "Attention herding", 0.05, AttentionHerding::score),
    DECEMBER_LOSS_TIMING("december_loss_timing", "December loss timing", 0.05, DecemberLossTiming::score);

    /** The most evidence rows a score lists. */
    static final int EVIDENCE_LIMIT = 10;

    /** Scores one bias of a portfolio; never null (a score the data do not allow says so, {@code insufficient_data}). */
    @FunctionalInterface
    interface Measure {
        BiasScore score(BiasInputs in);
    }

    /** A measure's method as a score states it: its id, its definition and its published source. */
    record Method(String id, String definition, String source) {
    }

    private final String id;
    private final String displayName;
    private final double weight;
    private final Measure measure;

    Bias(String id, String displayName, double weight, Measure measure) {
        this.id = id;
        this.displayName = displayName;
        this.weight = weight;
        this.measure = measure;
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

    /** This bias's score of a portfolio. */
    BiasScore score(BiasInputs in) {
        return measure.score(in);
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

    /** {@link #unavailable(String)} under another name (a history without trades names each bias by its id, spaced). */
    BiasScore unavailable(String name, String why) {
        return new BiasScore(id, name, null, "insufficient_data", null, null, null, why, Map.of(), List.of());
    }
}
