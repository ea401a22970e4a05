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
 * maximizing mean nDCG@10 (ties go to the weight closest to 0.5, the least committed). {@link #crossValidate}:
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

    public static FusionParameters fit(HybridRanker ranker, List<LabelledQuery> train) {
        FusionParameters best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (FusionParameters p : grid()) {
            double s = 0;
            for (LabelledQuery q : train) {
                s += RetrievalEval.ndcgAtK(keys(ranker.fuse(q.candidates(), HybridRanker.Mode.HYBRID, p, RetrievalEval.K)),
                        q.relevance(), RetrievalEval.K);
            }
            s /= Math.max(1, train.size());
            boolean better = s > bestScore + 1e-12
                    || (Math.abs(s - bestScore) <= 1e-12 && Math.abs(p.vectorWeight() - 0.5) < Math.abs(best.vectorWeight() - 0.5));
            if (better) {
                best = p;
                bestScore = s;
            }
        }
        return best;
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
