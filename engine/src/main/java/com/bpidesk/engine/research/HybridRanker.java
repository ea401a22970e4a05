package com.bpidesk.engine.research;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.search.Query;

/**
 * Ranks notes for a question in two steps. {@link #retrieve}: BM25 passages (keyword query with the
 * question's synonyms and tickers, {@link QueryAnalysis}) and nearest-neighbour passages (the embedded
 * question). {@link #fuse}: each method's passage scores are normalized over its list, a note takes its best
 * passage's score per method, and the two are combined by {@link FusionParameters} (convex combination by
 * default; reciprocal rank fusion as a baseline). The best passage of a note is its passage with the highest
 * passage-level fused score. Splitting the steps lets {@link FusionFit} try many parameters on one retrieval.
 */
public final class HybridRanker {

    public enum Mode { LEXICAL, VECTOR, HYBRID }

    /** A ranked note with the evidence of why it matched. Ranks are 1-based; null when that method did not retrieve it. */
    public record NoteResult(String key, double score, PassageIndex.PassageHit bestPassage, Integer lexicalRank,
                             Integer vectorRank, Double similarity, List<String> matchedTerms) {
    }

    /** Both methods' passage lists for one question (lexical scores are BM25, vector scores Lucene's (1+cos)/2). */
    public record Candidates(QueryAnalysis.Analyzed query, List<PassageIndex.PassageHit> lexical,
                             List<PassageIndex.PassageHit> vector) {
    }

    private final PassageIndex index;
    private final TextEmbedder embedder;
    private final QueryAnalysis analysis;

    public HybridRanker(PassageIndex index, TextEmbedder embedder) {
        this(index, embedder, QueryAnalysis.shipped());
    }

    public HybridRanker(PassageIndex index, TextEmbedder embedder, QueryAnalysis analysis) {
        this.index = index;
        this.embedder = embedder;
        this.analysis = analysis;
    }

    /** Retrieves and fuses with the shipped parameters. */
    public List<NoteResult> rank(String question, Query filter, int limit, Mode mode, int depth) {
        return fuse(retrieve(question, filter, mode, depth), mode, FusionParameters.shipped(), limit);
    }

    /** @param depth passages retrieved per method before fusion (more finds more notes) */
    public Candidates retrieve(String question, Query filter, Mode mode, int depth) {
        QueryAnalysis.Analyzed q = analysis.analyze(question);
        List<PassageIndex.PassageHit> lexical = mode == Mode.VECTOR ? List.of()
                : index.lexical(q.lexical(), q.tickers(), filter, depth);
        List<PassageIndex.PassageHit> vector = mode == Mode.LEXICAL ? List.of()
                : index.vector(embedder.embedQuery(q.semantic()), filter, depth);
        return new Candidates(q, lexical, vector);
    }

    /** Orders the candidates' notes by the method's score; HYBRID uses {@code params}. */
    public List<NoteResult> fuse(Candidates c, Mode mode, FusionParameters params, int limit) {
        List<PassageIndex.PassageHit> lexical = mode == Mode.VECTOR ? List.of() : c.lexical();
        List<PassageIndex.PassageHit> vector = mode == Mode.LEXICAL ? List.of() : c.vector();
        double[] lexNorm = normalized(lexical, mode, params, 0.0, false);
        double[] vecNorm = normalized(vector, mode, params, -1.0, true);
        double wv = mode == Mode.VECTOR ? 1.0 : mode == Mode.LEXICAL ? 0.0 : params.vectorWeight();
        boolean rrf = mode == Mode.HYBRID && params.method() == FusionParameters.Method.RRF;

        Map<String, Integer> lexNoteRank = noteRanks(lexical);
        Map<String, Integer> vecNoteRank = noteRanks(vector);
        Map<String, Double> lexNote = new HashMap<>();
        Map<String, Double> vecNote = new HashMap<>();
        Map<String, Double> passageScore = new HashMap<>();
        Map<String, PassageIndex.PassageHit> passages = new HashMap<>();
        for (int i = 0; i < lexical.size(); i++) {
            PassageIndex.PassageHit h = lexical.get(i);
            lexNote.merge(h.key(), lexNorm[i], Math::max);
            String pk = h.key() + "#" + h.ordinal();
            passageScore.merge(pk, rrf ? 1.0 / (FusionParameters.RRF_K + h.rank()) : (1 - wv) * lexNorm[i], Double::sum);
            passages.putIfAbsent(pk, h);
        }
        for (int i = 0; i < vector.size(); i++) {
            PassageIndex.PassageHit h = vector.get(i);
            vecNote.merge(h.key(), vecNorm[i], Math::max);
            String pk = h.key() + "#" + h.ordinal();
            passageScore.merge(pk, rrf ? 1.0 / (FusionParameters.RRF_K + h.rank()) : wv * vecNorm[i], Double::sum);
            passages.putIfAbsent(pk, h);
        }
        Map<String, Double> noteScore = new LinkedHashMap<>();
        Set<String> notes = new LinkedHashSet<>(lexNoteRank.keySet());
        notes.addAll(vecNoteRank.keySet());
        for (String note : notes) {
            double s;
            if (rrf) {
                Integer lr = lexNoteRank.get(note);
                Integer vr = vecNoteRank.get(note);
                s = (lr == null ? 0 : 1.0 / (FusionParameters.RRF_K + lr)) + (vr == null ? 0 : 1.0 / (FusionParameters.RRF_K + vr));
            } else {
                s = wv * vecNote.getOrDefault(note, 0.0) + (1 - wv) * lexNote.getOrDefault(note, 0.0);
            }
            noteScore.put(note, s);
        }
        Map<String, String> bestPassageKey = new HashMap<>();
        passageScore.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .forEach(e -> bestPassageKey.putIfAbsent(passages.get(e.getKey()).key(), e.getKey()));
        Map<String, Float> bestSimilarity = new HashMap<>();
        for (PassageIndex.PassageHit h : vector) {
            bestSimilarity.merge(h.key(), h.score(), Math::max);
        }

        List<NoteResult> out = new ArrayList<>();
        Set<String> queryStems = null;
        List<Map.Entry<String, Double>> ordered = noteScore.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(limit).toList();
        for (Map.Entry<String, Double> e : ordered) {
            if (queryStems == null) {
                queryStems = stems(index.analyzer(), c.query().lexical());
            }
            String note = e.getKey();
            PassageIndex.PassageHit best = passages.get(bestPassageKey.get(note));
            Float sim = bestSimilarity.get(note);
            out.add(new NoteResult(note, e.getValue(), best, lexNoteRank.get(note), vecNoteRank.get(note),
                    sim == null ? null : cosineFromScore(sim), matchedTerms(index.analyzer(), c.query().lexical(), queryStems,
                    best.text())));
        }
        return out;
    }

    /**
     * Scores of one list mapped to [0, 1]: raw BM25 or cosine for the single-method modes (order is all that
     * matters there), otherwise min-max or theoretical-min-max over the list.
     */
    private static double[] normalized(List<PassageIndex.PassageHit> hits, Mode mode, FusionParameters p, double theoreticalMin,
                                       boolean cosine) {
        double[] raw = new double[hits.size()];
        for (int i = 0; i < raw.length; i++) {
            raw[i] = cosine ? cosineFromScore(hits.get(i).score()) : hits.get(i).score();
        }
        if (mode != Mode.HYBRID || raw.length == 0) {
            return raw;
        }
        double max = Double.NEGATIVE_INFINITY;
        double min = Double.POSITIVE_INFINITY;
        for (double r : raw) {
            max = Math.max(max, r);
            min = Math.min(min, r);
        }
        double lo = p.normalization() == FusionParameters.Normalization.MIN_MAX ? min : theoreticalMin;
        double[] out = new double[raw.length];
        for (int i = 0; i < raw.length; i++) {
            out[i] = max > lo ? (raw[i] - lo) / (max - lo) : 1.0;
        }
        return out;
    }

    /** Lucene reports COSINE similarity as (1 + cos) / 2; this recovers cos. */
    static double cosineFromScore(float score) {
        return 2.0 * score - 1.0;
    }

    private static Map<String, Integer> noteRanks(List<PassageIndex.PassageHit> hits) {
        Map<String, Integer> ranks = new LinkedHashMap<>();
        for (PassageIndex.PassageHit h : hits) {
            if (!ranks.containsKey(h.key())) {
                ranks.put(h.key(), ranks.size() + 1);
            }
        }
        return ranks;
    }

    /** Question words (as typed) whose analyzed form occurs in the passage. */
    static List<String> matchedTerms(Analyzer analyzer, String question, Set<String> queryStems, String passage) {
        Set<String> passageStems = stems(analyzer, passage);
        Set<String> out = new LinkedHashSet<>();
        for (String word : question.split("[^\\p{L}\\p{N}.'-]+")) {
            String w = word.replaceAll("^[.'-]+|[.'-]+$", "");
            if (w.isEmpty()) {
                continue;
            }
            Set<String> s = stems(analyzer, w);
            if (!s.isEmpty() && passageStems.containsAll(s) && queryStems.containsAll(s)) {
                out.add(w);
            }
        }
        return List.copyOf(out);
    }

    static Set<String> stems(Analyzer analyzer, String text) {
        Set<String> out = new LinkedHashSet<>();
        try (TokenStream ts = analyzer.tokenStream(PassageIndex.TEXT, text)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                out.add(term.toString());
            }
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    static Comparator<NoteResult> byScore() {
        return Comparator.comparingDouble(NoteResult::score).reversed();
    }
}
