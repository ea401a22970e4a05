package com.bpidesk.engine.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.junit.jupiter.api.Test;

/** Fusion fitting, cross-validation folds, bootstrap intervals, MRR and query analysis against hand-worked references. */
class RetrievalFusionTest {

    @Test
    void mrrIsTheReciprocalRankOfTheFirstRelevantWithinK() {
        Map<String, Integer> rels = Map.of("a", 1, "b", 1);
        assertThat(RetrievalEval.mrrAtK(List.of("x", "y", "b", "a"), rels, 10)).isCloseTo(1.0 / 3, within(1e-12));
        assertThat(RetrievalEval.mrrAtK(List.of("a"), rels, 10)).isEqualTo(1.0);
        assertThat(RetrievalEval.mrrAtK(List.of("x", "y", "b"), rels, 2)).isZero();
    }

    @Test
    void percentileInterpolatesLikeNumpyLinear() {
        // numpy.percentile([1, 2, 3, 4], [2.5, 25, 97.5]) = [1.075, 1.75, 3.925]
        double[] a = {1, 2, 3, 4};
        assertThat(Bootstrap.percentile(a, 0.025)).isCloseTo(1.075, within(1e-12));
        assertThat(Bootstrap.percentile(a, 0.25)).isCloseTo(1.75, within(1e-12));
        assertThat(Bootstrap.percentile(a, 0.975)).isCloseTo(3.925, within(1e-12));
    }

    @Test
    void bootstrapIntervalAgreesWithTheNormalApproximationOnALargeSample() {
        // 400 values, 30 % ones: CLT half-width 1.96 * sqrt(0.3 * 0.7 / 400) = 0.04491
        double[] v = new double[400];
        for (int i = 0; i < v.length; i++) {
            v[i] = i % 10 < 3 ? 1 : 0;
        }
        Bootstrap.Interval ci = Bootstrap.mean(v);
        assertThat(ci.mean()).isCloseTo(0.3, within(1e-12));
        assertThat((ci.high() - ci.low()) / 2).isCloseTo(0.04491, within(0.004));
        assertThat(ci.low()).isLessThan(0.3);
        assertThat(ci.high()).isGreaterThan(0.3);
        // a constant difference has a zero-width interval that excludes 0
        Bootstrap.Interval d = Bootstrap.pairedDifference(new double[] {0.5, 0.7, 0.9}, new double[] {0.4, 0.6, 0.8});
        assertThat(d.low()).isCloseTo(0.1, within(1e-12));
        assertThat(d.excludesZero()).isTrue();
    }

    private static PassageIndex.PassageHit hit(String key, int rank, float score) {
        return new PassageIndex.PassageHit(key, 0, "", "text of " + key, rank, score);
    }

    /** A query whose relevant note "rel" is 1st by BM25 but 5th by cosine (5 notes a..d, rel). */
    private static FusionFit.LabelledQuery lexicalWins(String id, String group) {
        List<PassageIndex.PassageHit> lex = List.of(hit("rel", 1, 12f), hit("a", 2, 4f), hit("b", 3, 3f));
        List<PassageIndex.PassageHit> vec = new ArrayList<>();
        String[] order = {"a", "b", "c", "d", "rel"};
        for (int i = 0; i < order.length; i++) {
            vec.add(hit(order[i], i + 1, 0.90f - 0.01f * i)); // cosines 0.80 .. 0.72: close together
        }
        QueryAnalysis.Analyzed q = QueryAnalysis.shipped().analyze("q");
        return new FusionFit.LabelledQuery(id, group, Map.of("rel", 1), new HybridRanker.Candidates(q, lex, vec));
    }

    /** A query whose relevant note "rel" is 1st by cosine and 3rd by BM25 (notes a, b, rel). */
    private static FusionFit.LabelledQuery vectorWins(String id, String group) {
        List<PassageIndex.PassageHit> lex = List.of(hit("a", 1, 10f), hit("b", 2, 9f), hit("rel", 3, 1f));
        List<PassageIndex.PassageHit> vec = List.of(hit("rel", 1, 0.95f), hit("a", 2, 0.80f), hit("b", 3, 0.79f));
        QueryAnalysis.Analyzed q = QueryAnalysis.shipped().analyze("q");
        return new FusionFit.LabelledQuery(id, group, Map.of("rel", 1), new HybridRanker.Candidates(q, lex, vec));
    }

    @Test
    void aGainWithinItsNoiseFallsBackToTheBestSingleMethod() throws Exception {
        try (PassageIndex index = new PassageIndex(new ByteBuffersDirectory())) {
            HybridRanker ranker = new HybridRanker(index, null);
            // vector is the better single method (nDCG 1, 1, 1/log2(6) = 0.387 against lexical 0.5, 0.5, 1).
            // A fusion can rank rel first in all three: differences to vector (0, 0, 0.613), mean 0.204,
            // sd 0.354, se 0.204, one-sided 95 % lower bound 0.204 - 1.645 x 0.204 < 0; weight 1 (vector order) has
            // differences (0, 0, 0), bound 0, and is chosen (weights that rank the same tie; the one nearest vector wins).
            List<FusionFit.LabelledQuery> qs = List.of(vectorWins("v1<::>1", "v1"), vectorWins("v2<::>1", "v2"),
                    lexicalWins("l1<::>1", "l1"));
            FusionParameters p = FusionFit.fit(ranker, qs);
            assertThat(p.vectorWeight()).isEqualTo(1.0);
            for (FusionFit.LabelledQuery q : qs) {
                assertThat(FusionFit.keys(ranker.fuse(q.candidates(), HybridRanker.Mode.HYBRID, p, 10)))
                        .isEqualTo(FusionFit.keys(ranker.fuse(q.candidates(), HybridRanker.Mode.VECTOR, p, 10)));
            }
            // with the same gain on many more questions the bound is positive and the fusion is taken
            List<FusionFit.LabelledQuery> many = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                many.add(vectorWins("v" + i + "<::>1", "v" + i));
                many.add(i < 10 ? lexicalWins("l" + i + "<::>1", "l" + i) : vectorWins("w" + i + "<::>1", "w" + i));
            }
            assertThat(FusionFit.fit(ranker, many).vectorWeight()).isLessThan(1.0);
        }
    }

    @Test
    void fitTrustsTheMethodThatFindsTheRelevantNotes() throws Exception {
        try (PassageIndex index = new PassageIndex(new ByteBuffersDirectory())) {
            HybridRanker ranker = new HybridRanker(index, null);
            List<FusionFit.LabelledQuery> qs = List.of(lexicalWins("g1<::>1", "g1"), lexicalWins("g2<::>1", "g2"));
            FusionParameters p = FusionFit.fit(ranker, qs);
            // min-max: rel = (1 - w) * 1 + w * 0, a = (1 - w) * (4 - 3) / (12 - 3) + w * 1, so rel wins iff w < 0.4737;
            // lexical is the better single method here, so among the weights that tie (gain 0, bound 0) the one
            // nearest it, w = 0 (min-max, first in the grid), is kept
            assertThat(p.normalization()).isEqualTo(FusionParameters.Normalization.MIN_MAX);
            assertThat(p.vectorWeight()).isEqualTo(0.0);
            List<HybridRanker.NoteResult> r = ranker.fuse(qs.get(0).candidates(), HybridRanker.Mode.HYBRID, p, 10);
            assertThat(r.get(0).key()).isEqualTo("rel");
            assertThat(ranker.fuse(qs.get(0).candidates(), HybridRanker.Mode.VECTOR, p, 10).get(0).key()).isEqualTo("a");
        }
    }

    @Test
    void crossValidationNeverSplitsAConversation() {
        List<FusionFit.LabelledQuery> qs = new ArrayList<>();
        for (int g = 0; g < 12; g++) {
            for (int t = 1; t <= 3; t++) {
                qs.add(new FusionFit.LabelledQuery("c" + g + "<::>" + t, FusionFit.group("c" + g + "<::>" + t), Map.of(), null));
            }
        }
        int[] fold = FusionFit.folds(qs, 5, Bootstrap.SEED);
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < qs.size(); i++) {
            Integer prev = seen.putIfAbsent(qs.get(i).group(), fold[i]);
            assertThat(prev == null || prev == fold[i]).as("conversation %s in one fold", qs.get(i).group()).isTrue();
        }
        assertThat(java.util.Arrays.stream(fold).distinct().count()).isEqualTo(5);
        assertThat(FusionFit.group("abc<::>2")).isEqualTo("abc");
        assertThat(FusionFit.group("q7")).isEqualTo("q7");
    }

    @Test
    void questionsLoseChatMarkupAndStopPhrasesAndGainTickersAndSynonyms() {
        QueryAnalysis.Analyzed a = QueryAnalysis.shipped().analyze("|user|: Can you tell me what the P/E of $NVDA and AAPL is vs the ETF?");
        assertThat(a.semantic()).isEqualTo("what the P/E of $NVDA and AAPL is vs the ETF?");
        assertThat(a.tickers()).containsExactly("NVDA", "AAPL");
        assertThat(a.expansions()).contains("price to earnings", "nvidia", "apple", "exchange traded fund");
        assertThat(a.lexical()).doesNotContain("$").contains("price to earnings");
        // a question that is only a stop phrase is kept as typed
        assertThat(QueryAnalysis.shipped().analyze("Hello").semantic()).isEqualTo("Hello");
    }
}
