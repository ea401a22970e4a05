package com.bpidesk.app.research;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a passage into plain and highlighted spans for the question's words. A passage word is highlighted when
 * it has the same crude stem as a query word (lower case; a final "ies", "ing", "ed", "es" or "s" removed), so
 * "rising rates" highlights "rise" and "rate"; stop words are never highlighted. The engine's own evidence
 * ({@code why.matched_terms}, Porter-stemmed in the engine) is always included.
 */
public final class Highlighter {

    /** A run of passage text, highlighted or not. */
    public record Span(String text, boolean highlighted) {
    }

    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}'.-]*[\\p{L}\\p{N}]|[\\p{L}\\p{N}]");
    private static final Set<String> STOP = Set.of("a", "an", "and", "are", "as", "at", "be", "but", "by", "did", "do", "does", "for",
            "from", "has", "have", "how", "in", "into", "is", "it", "its", "of", "on", "or", "say", "said", "that", "the", "their",
            "them", "there", "these", "they", "this", "to", "was", "were", "what", "when", "where", "which", "who", "whom", "why",
            "will", "with", "most", "more", "about", "our", "we", "you", "your", "any", "all", "can", "could", "should", "would");

    private Highlighter() {
    }

    /** The stems to highlight: the engine's matched terms plus the question's content words. */
    public static Set<String> stems(String question, Collection<String> matchedTerms) {
        Set<String> out = new LinkedHashSet<>();
        for (String t : matchedTerms) {
            add(out, t);
        }
        Matcher m = WORD.matcher(question == null ? "" : question);
        while (m.find()) {
            add(out, m.group());
        }
        return out;
    }

    private static void add(Set<String> out, String word) {
        String w = word.toLowerCase(Locale.ROOT);
        if (w.length() >= 2 && !STOP.contains(w)) {
            out.add(stem(w));
        }
    }

    static String stem(String word) {
        String w = word.toLowerCase(Locale.ROOT).replaceAll("'s$", "");
        for (String[] rule : new String[][] {{"ies", "y"}, {"ing", ""}, {"ed", ""}, {"es", ""}, {"s", ""}}) {
            if (w.endsWith(rule[0]) && w.length() - rule[0].length() >= 3) {
                String base = w.substring(0, w.length() - rule[0].length()) + rule[1];
                return base.endsWith("e") && base.length() > 3 ? base.substring(0, base.length() - 1) : base;
            }
        }
        return w.endsWith("e") && w.length() > 3 ? w.substring(0, w.length() - 1) : w;
    }

    /** The passage as spans; adjacent plain text is merged. */
    public static List<Span> spans(String passage, Set<String> stems) {
        List<Span> out = new ArrayList<>();
        if (passage == null || passage.isEmpty()) {
            return out;
        }
        Matcher m = WORD.matcher(passage);
        int last = 0;
        StringBuilder plain = new StringBuilder();
        while (m.find()) {
            String w = m.group();
            if (!STOP.contains(w.toLowerCase(Locale.ROOT)) && stems.contains(stem(w))) {
                plain.append(passage, last, m.start());
                if (!plain.isEmpty()) {
                    out.add(new Span(plain.toString(), false));
                    plain.setLength(0);
                }
                out.add(new Span(w, true));
                last = m.end();
            }
        }
        plain.append(passage.substring(last));
        if (!plain.isEmpty()) {
            out.add(new Span(plain.toString(), false));
        }
        return out;
    }
}
