package com.bpidesk.engine.research;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Properties;

/**
 * How hybrid search combines its two lists. {@link Method#CONVEX}: a convex combination of normalized
 * scores, {@code score = w * norm(cosine) + (1 - w) * norm(bm25)}, a note missing from one list scoring 0
 * there (Bruch, Gai and Ingber, "An Analysis of Fusion Functions for Hybrid Retrieval", ACM TOIS 42(1), 2023).
 * {@link Normalization#MIN_MAX} maps each list's observed range to [0, 1]; {@link Normalization#THEORETICAL_MIN_MAX}
 * (their TM2C2) uses the score's theoretical minimum (0 for BM25, -1 for cosine) and the observed maximum.
 * {@link Method#RRF}: reciprocal rank fusion with k = 60 (Cormack et al. 2009), the former default, kept as the
 * evaluation's baseline. The shipped values ({@link #shipped()}, {@code /research/fusion.properties}) are fitted
 * by {@link FusionFit} on labelled queries (ADR 0151).
 */
public record FusionParameters(Method method, double vectorWeight, Normalization normalization) {

    public enum Method { CONVEX, RRF }

    public enum Normalization { MIN_MAX, THEORETICAL_MIN_MAX }

    public static final int RRF_K = 60;

    private static final FusionParameters SHIPPED = load("/research/fusion.properties");

    public FusionParameters {
        if (vectorWeight < 0 || vectorWeight > 1 || Double.isNaN(vectorWeight)) {
            throw new IllegalArgumentException("vector weight must be within [0, 1], got " + vectorWeight);
        }
    }

    public static FusionParameters convex(double vectorWeight, Normalization normalization) {
        return new FusionParameters(Method.CONVEX, vectorWeight, normalization);
    }

    public static FusionParameters rrf() {
        return new FusionParameters(Method.RRF, 0.5, Normalization.MIN_MAX);
    }

    /** The parameters the engine searches with. */
    public static FusionParameters shipped() {
        return SHIPPED;
    }

    static FusionParameters load(String resource) {
        try (InputStream in = FusionParameters.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Missing fusion parameters " + resource);
            }
            Properties p = new Properties();
            p.load(in);
            return new FusionParameters(Method.valueOf(p.getProperty("method").strip().toUpperCase(Locale.ROOT)),
                    Double.parseDouble(p.getProperty("vector_weight").strip()),
                    Normalization.valueOf(p.getProperty("normalization").strip().toUpperCase(Locale.ROOT)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Plain description for answers and the evaluation output. */
    public String describe() {
        if (method == Method.CONVEX && vectorWeight == 1.0) {
            return "convex combination 1.00 x cosine + 0.00 x BM25: the fitted fusion ranks by cosine"
                    + " similarity, BM25 gives the keyword matches (ADR 0151)";
        }
        return method == Method.RRF ? "reciprocal rank fusion (k=" + RRF_K + ")"
                : String.format(Locale.ROOT, "convex combination %.2f x cosine + %.2f x BM25 (%s normalized)", vectorWeight,
                        1 - vectorWeight, normalization == Normalization.MIN_MAX ? "min-max" : "theoretical-min-max");
    }
}
