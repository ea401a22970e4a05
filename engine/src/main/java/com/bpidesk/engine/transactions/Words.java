package com.bpidesk.engine.transactions;

import java.text.Normalizer;
import java.util.List;
import java.util.regex.Pattern;

/**
 * How the vocabulary compares text: normalised (lower case, white space collapsed, quotes and BOM dropped), with and
 * without accents, whole words, and header names followed by a qualifier ("Kurs (SEK)", "数量［株］"). Apart from
 * {@link Vocabulary} so the word lists and the comparison rules each stay one small class.
 */
final class Words {


    private Words() {
    }

    /** Lower case, '_' and white-space runs to one space, BOM and quotes removed. */
    static String normalize(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length());
        boolean space = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\uFEFF' || c == '"') {
                continue;
            }
            if (Character.isWhitespace(c) || c == '_' || c == '\u00a0') {
                space = b.length() > 0;
                continue;
            }
            if (space) {
                b.append(' ');
                space = false;
            }
            b.append(Character.toLowerCase(c));
        }
        return b.toString();
    }

    static String stripAccents(String s) {
        return com.bpidesk.engine.platform.text.Accents.strip(s);
    }

    /** Synonyms of three letters or more, or of two CJK characters ('数量', '単価': a word), may take a qualifier. */
    static boolean qualifiable(String syn) {
        return syn.length() >= 3 || syn.length() == 2 && syn.codePoints().allMatch(Character::isIdeographic);
    }

    static boolean startsWithWord(String text, String prefix) {
        if (!text.startsWith(prefix) || text.length() == prefix.length()) {
            return false;
        }
        char next = text.charAt(prefix.length());
        // the full-width brackets of Japanese and Chinese headers ('数量［株］', '単価（円）') qualify like '(' and '['
        return next == ' ' || next == '(' || next == '[' || next == '/' || next == '-' || next == ',' || next == '\uFF3B' || next == '\uFF08'
                || next == '\u3010';
    }

    static boolean namesColumn(List<String> names, String h, String hs) {
        for (String s : names) {
            String ss = stripAccents(s);
            if (h.equals(s) || hs.equals(ss) || startsWithWord(h, s) || startsWithWord(hs, ss)) {
                return true;
            }
        }
        return false;
    }

    /** The text is one of the phrases (short ones exactly) or contains one as whole words. */
    static boolean names(List<String> phrases, String text) {
        String t = normalize(text);
        if (t.isEmpty()) {
            return false;
        }
        String joined = " " + String.join(" ", wordsOf(t)) + " ";
        for (String s : phrases) {
            if (s.length() <= 3 ? t.equals(s) : joined.contains(" " + s + " ")) {
                return true;
            }
        }
        return false;
    }

    static String[] wordsOf(String t) {
        // words: letters, digits and the apostrophe/slash/hyphen inside them; other punctuation separates
        return t.replaceAll("[^\\p{L}\\p{N}'/&.-]+", " ").replaceAll("(?<![\\p{L}\\p{N}])[.\\-/]|[.\\-/](?![\\p{L}\\p{N}])", " ")
                .strip().split(" +");
    }
}
