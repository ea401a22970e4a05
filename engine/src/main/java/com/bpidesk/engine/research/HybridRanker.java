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
 * Ranks notes for a question: BM25 passages and nearest-neighbour passages, each collapsed to notes
 * (a note takes the rank of its best passage), fused by reciprocal rank fusion,
 * {@code score(note) = sum over lists of 1 / (K + rank)} with K = 60 (Cormack, Clarke and Buettcher,
 * "Reciprocal Rank Fusion outperforms Condorcet and individual Rank Learning Methods", SIGIR 2009).
 * The best passage of a note is its passage with the highest passage-level fused score.
 */
public final class HybridRanker {

    public static final int RRF_K = 60;

    public enum Mode { LEXICAL, VECTOR, HYBRID }

    /** A ranked note with the evidence of why it matched. Ranks are 1-based; null when that method did not retrieve it. */
    public record NoteResult(String key, double score, PassageIndex.PassageHit bestPassage, Integer lexicalRank,
                             Integer vectorRank, Double similarity, List<String> matchedTerms) {
    }

    private final PassageIndex index;
    private final TextEmbedder embedder;

    public HybridRanker(PassageIndex index, TextEmbedder embedder) {
        this.index = index;
        this.embedder = embedder;
    }

    /**
     * @param depth passages retrieved per method before fusion (at least {@code limit}; more finds more notes)
     */
    public List<NoteResult> rank(String question, Query filter, int limit, Mode mode, int depth) {
        List<PassageIndex.PassageHit> lexical = mode == Mode.VECTOR ? List.of() : index.lexical(question, filter, depth);
        List<PassageIndex.PassageHit> vector = mode == Mode.LEXICAL ? List.of()
                : index.vector(embedder.embed(question), filter, depth);

        Map<String, Integer> lexNoteRank = noteRanks(lexical);
        Map<String, Integer> vecNoteRank = noteRanks(vector);
        Map<String, Double> noteScore = new LinkedHashMap<>();
        lexNoteRank.forEach((k, r) -> noteScore.merge(k, 1.0 / (RRF_K + r), Double::sum));
        vecNoteRank.forEach((k, r) -> noteScore.merge(k, 1.0 / (RRF_K + r), Double::sum));

        // passage-level fusion picks each note's best passage
        Map<String, Double> passageScore = new HashMap<>();
        Map<String, PassageIndex.PassageHit> passages = new HashMap<>();
        Map<String, Float> passageSimilarity = new HashMap<>();
        for (PassageIndex.PassageHit h : lexical) {
            String pk = h.key() + "#" + h.ordinal();
            passageScore.merge(pk, 1.0 / (RRF_K + h.rank()), Double::sum);
            passages.putIfAbsent(pk, h);
        }
        for (PassageIndex.PassageHit h : vector) {
            String pk = h.key() + "#" + h.ordinal();
            passageScore.merge(pk, 1.0 / (RRF_K + h.rank()), Double::sum);
            passages.putIfAbsent(pk, h);
            passageSimilarity.put(pk, h.score());
        }
        Map<String, String> bestPassageKey = new HashMap<>();
        passageScore.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .forEach(e -> bestPassageKey.putIfAbsent(passages.get(e.getKey()).key(), e.getKey()));
        Map<String, Float> bestSimilarity = new HashMap<>();
        for (PassageIndex.PassageHit h : vector) {
            bestSimilarity.merge(h.key(), h.score(), Math::max);
        }

        Set<String> queryStems = stems(index.analyzer(), question);
        List<NoteResult> out = new ArrayList<>();
        noteScore.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(limit)
                .forEach(e -> {
                    String note = e.getKey();
                    PassageIndex.PassageHit best = passages.get(bestPassageKey.get(note));
                    Float sim = bestSimilarity.get(note);
                    out.add(new NoteResult(note, e.getValue(), best, lexNoteRank.get(note), vecNoteRank.get(note),
                            sim == null ? null : cosineFromScore(sim), matchedTerms(index.analyzer(), question, queryStems,
                            best.text())));
                });
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
