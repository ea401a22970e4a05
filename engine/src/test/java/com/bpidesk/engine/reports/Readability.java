package com.bpidesk.engine.reports;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Flesch reading ease (Flesch 1948, "A new readability yardstick", J. Applied Psychology 32: 221-233) of a PDF's
 * extracted text, with a small English syllable counter; used by {@link ClientReportReadabilityTest} (ADR 0250).
 */
final class Readability {

    private Readability() {
    }

    private static final Pattern WORD = Pattern.compile("[A-Za-z]+(?:['’][A-Za-z]+)*");
    private static final Pattern VOWEL_GROUPS = Pattern.compile("[aeiouy]+");

    /**
     * Syllables of an English word by the usual vowel-group rule: count runs of vowels (y included); "io" not before "n"
     * is two ("portfolio", "ratio"; "-tion" is one); a final "e" after a consonant is silent ("large", "rate") except in
     * "-le" ("table"), and "-le" after a vowel is silent too ("whole"); "-ed" is silent except after t or d ("moved",
     * "traded"); at least one.
     */
    public static int syllables(String word) {
        String w = word.toLowerCase(Locale.ROOT).replaceAll("['’]s$", "").replaceAll("[^a-z]", "");
        if (w.isEmpty()) {
            return 0;
        }
        Matcher m = VOWEL_GROUPS.matcher(w);
        int n = 0;
        while (m.find()) {
            n++;
        }
        n += (int) Pattern.compile("io(?!n)").matcher(w).results().count();
        int len = w.length();
        boolean consonantBefore = len > 1 && "aeiouy".indexOf(w.charAt(len - 2)) < 0;
        if (n > 1 && w.endsWith("e") && !w.endsWith("le") && consonantBefore) {
            n--;
        } else if (n > 1 && w.endsWith("le") && len > 2 && "aeiouy".indexOf(w.charAt(len - 3)) >= 0) {
            n--;
        } else if (n > 1 && w.endsWith("ed") && len > 3 && "td".indexOf(w.charAt(len - 3)) < 0 && "aeiouy".indexOf(w.charAt(len - 3)) < 0) {
            n--;
        }
        return Math.max(1, n);
    }

    /**
     * The prose of a PDF's text: its sentences of four or more words. Sentences end at ".", "!" or "?" before a space or
     * a line end, and at a line end after a line without closing punctuation that is followed by a capital (a heading,
     * a label, a table cell); pieces under four words (headings, labels, figures) are not prose and are left out.
     */
    public static List<List<String>> prose(String text) {
        List<List<String>> sentences = new ArrayList<>();
        String marked = text.replaceAll("(?<=[.!?])\\s+", "\n\u0000\n")
                .replaceAll("(?<![.,;:!?])\\r?\\n(?=\\s*[A-Z•])", "\n\u0000\n");
        for (String piece : marked.split("\u0000")) {
            List<String> words = new ArrayList<>();
            Matcher m = WORD.matcher(piece);
            while (m.find()) {
                words.add(m.group());
            }
            if (words.size() >= 4) {
                sentences.add(words);
            }
        }
        return sentences;
    }

    /** Flesch (1948): 206.835 - 1.015 x words per sentence - 84.6 x syllables per word. Figures are not words here. */
    public static double fleschReadingEase(List<List<String>> sentences) {
        long words = sentences.stream().mapToLong(List::size).sum();
        long syll = sentences.stream().flatMap(List::stream).mapToLong(Readability::syllables).sum();
        return 206.835 - 1.015 * words / sentences.size() - 84.6 * syll / words;
    }

}
