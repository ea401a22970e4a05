package com.bpidesk.engine.research;

import java.time.LocalDate;
import java.util.List;

/**
 * One ranked note. {@code score} is the fused score (convex combination of normalized cosine and BM25, ADR 0151) over the
 * lexical and vector lists); {@code why} says which methods found the note, at which rank, its cosine
 * similarity and the question words found in the passage. {@code briefingJobId}: the analysis whose committee briefing
 * the note comes from (null for other notes). The passage carries a {@code snippet} (at most about 40 words of the
 * passage around the question's words, "…" where cut) and {@code highlights}: the character ranges of the snippet
 * that match the question ({@link Snippets}).
 */
public record ResearchHit(int rank, long noteId, String type, LocalDate date, String title, String source,
                          List<String> tickers, boolean demo, Passage passage, double score, Why why, String briefingJobId) {

    public record Passage(int ordinal, String section, String text, String snippet, List<Highlight> highlights) {
    }

    /** A highlighted range of the snippet: {@code start} inclusive, {@code end} exclusive (UTF-16 indices, as in Java and JavaScript). */
    public record Highlight(int start, int end) {
    }

    public record Why(String summary, Integer lexicalRank, Integer vectorRank, Double similarity,
                      List<String> matchedTerms, List<String> matchedFilters) {
    }
}
