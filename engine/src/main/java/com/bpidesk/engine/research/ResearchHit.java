package com.bpidesk.engine.research;

import java.time.LocalDate;
import java.util.List;

/**
 * One ranked note. {@code score} is the fused score (convex combination of normalized cosine and BM25, ADR 0151) over the
 * lexical and vector lists); {@code why} says which methods found the note, at which rank, its cosine
 * similarity and the question words found in the passage.
 */
public record ResearchHit(int rank, long noteId, String type, LocalDate date, String title, String source,
                          List<String> tickers, boolean demo, Passage passage, double score, Why why) {

    public record Passage(int ordinal, String section, String text) {
    }

    public record Why(String summary, Integer lexicalRank, Integer vectorRank, Double similarity,
                      List<String> matchedTerms, List<String> matchedFilters) {
    }
}
