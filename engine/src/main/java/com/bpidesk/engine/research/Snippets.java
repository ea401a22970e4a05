package com.bpidesk.engine.research;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;

/**
 * The snippet of a search hit: the window of at most {@link #WORDS} words of the best passage that holds the most
 * occurrences of the question's matched words (and their financial synonyms, as {@code matched_terms} lists them), centred
 * on them, cut at word boundaries with "…" where the passage continues, and the
 * character ranges of those occurrences in the snippet (for highlighting). An occurrence is a token of the passage whose
 * analyzed form (the index's English analyzer: lower case, stop words dropped, Porter stem) equals that of a matched
 * question word, so "rising" in the question marks "rise" and "rises" in the passage, as BM25 matched them. A passage
 * matched by meaning only (no shared word) gives its first {@link #WORDS} words and no highlight.
 */
public final class Snippets {

    public static final int WORDS = 40;
    private static final Pattern WORD = Pattern.compile("\\S+");

    /** A snippet and its highlighted ranges (start inclusive, end exclusive, indices into the snippet). */
    public record Snippet(String text, List<ResearchHit.Highlight> highlights) {
    }

    private Snippets() {
    }

    /**
     * @param analyzer     the index's analyzer
     * @param passage      the passage text
     * @param matchedTerms question words found in the passage (as typed)
     */
    public static Snippet of(Analyzer analyzer, String passage, List<String> matchedTerms) {
        String text = passage == null ? "" : passage;
        Set<String> wanted = new java.util.HashSet<>();
        for (String t : matchedTerms) {
            wanted.addAll(HybridRanker.stems(analyzer, t));
        }
        List<int[]> hits = new ArrayList<>(); // [start, end) in the passage
        if (!wanted.isEmpty()) {
            try (TokenStream ts = analyzer.tokenStream(PassageIndex.TEXT, text)) {
                CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
                OffsetAttribute off = ts.addAttribute(OffsetAttribute.class);
                ts.reset();
                while (ts.incrementToken()) {
                    if (wanted.contains(term.toString())) {
                        hits.add(new int[] {off.startOffset(), off.endOffset()});
                    }
                }
                ts.end();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        List<int[]> words = new ArrayList<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            words.add(new int[] {m.start(), m.end()});
        }
        if (words.isEmpty()) {
            return new Snippet("", List.of());
        }
        int best = 0;
        if (words.size() > WORDS && !hits.isEmpty()) {
            // the window with the most occurrences; among equals, the one whose occurrences sit nearest its middle
            int bestCount = -1;
            double bestOffCentre = Double.MAX_VALUE;
            for (int s = 0; s + WORDS <= words.size(); s++) {
                int from = words.get(s)[0];
                int to = words.get(s + WORDS - 1)[1];
                int count = 0;
                double sum = 0;
                for (int[] h : hits) {
                    if (h[0] >= from && h[1] <= to) {
                        count++;
                        sum += h[0];
                    }
                }
                double offCentre = count == 0 ? Double.MAX_VALUE : Math.abs(sum / count - (from + to) / 2.0);
                if (count > bestCount || (count == bestCount && offCentre < bestOffCentre)) {
                    bestCount = count;
                    bestOffCentre = offCentre;
                    best = s;
                }
            }
        }
        int last = Math.min(words.size(), best + WORDS) - 1;
        int from = words.get(best)[0];
        int to = words.get(last)[1];
        String prefix = best > 0 ? "… " : "";
        String suffix = last < words.size() - 1 ? " …" : "";
        String body = text.substring(from, to).replaceAll("\\s", " ");
        List<ResearchHit.Highlight> marks = new ArrayList<>();
        for (int[] h : hits) {
            if (h[0] >= from && h[1] <= to) {
                marks.add(new ResearchHit.Highlight(prefix.length() + h[0] - from, prefix.length() + h[1] - from));
            }
        }
        return new Snippet(prefix + body + suffix, List.copyOf(marks));
    }
}
