package com.bpidesk.engine.research;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Fits the hybrid fusion on labelled queries and measures it without fitting to itself.
 * {@link #fit}: grid search over the convex weight {@code w in {0, 0.05, ..., 1}} and both normalizations,
 * maximizing the lower confidence bound of the gain over the best single method (so a fusion whose gain is within
 * its noise is not chosen, and hybrid search ranks as the best single method instead). {@link #crossValidate}:
 * k-fold cross-validation grouped by conversation (queries sharing a group are never split between training and
 * test, since follow-up questions of one conversation share relevant passages), so every query is ranked with
 * parameters fitted on the other folds only.
 */
public final class FusionFit {

    public static final int FOLDS = 5;

    /** A labelled query with its retrieved candidates (retrieval is done once; fusion is tried many times). */
    public record LabelledQuery(String id, String group, Map<String, Integer> relevance, HybridRanker.Candidates candidates) {
    }

    /** Per-query nDCG@10 with cross-validated parameters, and the parameters each fold chose. */
    public record CrossValidation(List<HybridRanker.NoteResult>[] rankings, List<FusionParameters> foldParameters) {
    }

    private FusionFit() {
    }

    public static List<FusionParameters> grid() {
        List<FusionParameters> out = new ArrayList<>();
        for (FusionParameters.Normalization n : FusionParameters.Normalization.values()) {
            for (int i = 0; i <= 20; i++) {
                out.add(FusionParameters.convex(i / 20.0, n));
            }
        }
        return out;
    }

    /** One-sided 95 % normal quantile: the fit's lower confidence bound is mean - Z * standard error. */
    static final double Z = 1.645;

    /**
     * The parameters of the grid whose advantage over the better single method (vector or lexical, by mean nDCG@10 on
     * {@code train}) is most reliably positive: maximizes the one-sided 95 % lower confidence bound of the paired
     * per-query nDCG@10 difference, {@code mean(d) - 1.645 * sd(d) / sqrt(n)}. Weight 1 (min-max) ranks exactly as vector
     * search (difference 0 on every query, bound 0), so a fusion is chosen only when its gain is larger than its noise;
     * otherwise hybrid search falls back to the best single method instead of risking to fall below it on unseen
     * questions (ADR 0151). Ties go to the larger mean, then to the weight nearest that single method (1 for vector,
     * 0 for lexical): the least fusion that does as well.
     */
    public static FusionParameters fit(HybridRanker ranker, List<LabelledQuery> train) {
        double[] vec = ndcg(ranker, train, HybridRanker.Mode.VECTOR, FusionParameters.shipped());
        double[] lex = ndcg(ranker, train, HybridRanker.Mode.LEXICAL, FusionParameters.shipped());
        boolean vectorBetter = Bootstrap.mean(vec).mean() >= Bootstrap.mean(lex).mean();
        double[] single = vectorBetter ? vec : lex;
        double fallback = vectorBetter ? 1.0 : 0.0; // the weight that ranks as the better single method
        FusionParameters best = null;
        double bestBound = Double.NEGATIVE_INFINITY;
        double bestMean = Double.NEGATIVE_INFINITY;
        for (FusionParameters p : grid()) {
            double[] h = ndcg(ranker, train, HybridRanker.Mode.HYBRID, p);
            int n = h.length;
            double mean = 0;
            for (int i = 0; i < n; i++) {
                mean += h[i] - single[i];
            }
            mean /= Math.max(1, n);
            double ss = 0;
            for (int i = 0; i < n; i++) {
                double d = h[i] - single[i] - mean;
                ss += d * d;
            }
            double se = n < 2 ? 0 : Math.sqrt(ss / (n - 1)) / Math.sqrt(n);
            double bound = mean - Z * se;
            boolean better = bound > bestBound + 1e-12
                    || (Math.abs(bound - bestBound) <= 1e-12 && (mean > bestMean + 1e-12
                    || (Math.abs(mean - bestMean) <= 1e-12
                    && Math.abs(p.vectorWeight() - fallback) < Math.abs(best.vectorWeight() - fallback))));
            if (better) {
                best = p;
                bestBound = bound;
                bestMean = mean;
            }
        }
        return best;
    }

    private static double[] ndcg(HybridRanker ranker, List<LabelledQuery> qs, HybridRanker.Mode mode, FusionParameters p) {
        double[] out = new double[qs.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = RetrievalEval.ndcgAtK(keys(ranker.fuse(qs.get(i).candidates(), mode, p, RetrievalEval.K)),
                    qs.get(i).relevance(), RetrievalEval.K);
        }
        return out;
    }

    /** Fold of each query: groups shuffled with a fixed seed, then dealt round-robin to the folds. */
    static int[] folds(List<LabelledQuery> queries, int k, long seed) {
        Map<String, Integer> groupFold = new TreeMap<>();
        queries.forEach(q -> groupFold.put(q.group(), 0));
        List<String> groups = new ArrayList<>(groupFold.keySet());
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int i = groups.size() - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            String t = groups.get(i);
            groups.set(i, groups.get(j));
            groups.set(j, t);
        }
        for (int i = 0; i < groups.size(); i++) {
            groupFold.put(groups.get(i), i % k);
        }
        return queries.stream().mapToInt(q -> groupFold.get(q.group())).toArray();
    }

    @SuppressWarnings("unchecked")
    public static CrossValidation crossValidate(HybridRanker ranker, List<LabelledQuery> queries, int k, long seed) {
        int[] fold = folds(queries, k, seed);
        int used = (int) java.util.Arrays.stream(fold).distinct().count();
        List<HybridRanker.NoteResult>[] rankings = new List[queries.size()];
        List<FusionParameters> params = new ArrayList<>();
        for (int f = 0; f < used; f++) {
            List<LabelledQuery> train = new ArrayList<>();
            for (int i = 0; i < queries.size(); i++) {
                if (fold[i] != f) {
                    train.add(queries.get(i));
                }
            }
            FusionParameters p = train.isEmpty() ? FusionParameters.shipped() : fit(ranker, train);
            params.add(p);
            for (int i = 0; i < queries.size(); i++) {
                if (fold[i] == f) {
                    rankings[i] = ranker.fuse(queries.get(i).candidates(), HybridRanker.Mode.HYBRID, p, RetrievalEval.K);
                }
            }
        }
        return new CrossValidation(rankings, params);
    }

    /** The conversation a query belongs to: MT-RAG ids are {@code <conversation><::><turn>}; otherwise the query itself. */
    public static String group(String queryId) {
        int i = queryId.indexOf("<::>");
        return i < 0 ? queryId : queryId.substring(0, i);
    }

    static List<String> keys(List<HybridRanker.NoteResult> r) {
        return r.stream().map(HybridRanker.NoteResult::key).toList();
    }

    static Comparator<FusionParameters> byWeight() {
        return Comparator.comparingDouble(FusionParameters::vectorWeight);
    }
}
