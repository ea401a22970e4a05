package com.bpidesk.engine.transactions;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Type words written as compounds (German, Dutch, Swedish, Danish, Norwegian, Finnish: "Aktienverkauf", "Aandelenaankoop",
 * "Aktieköp", "Utdelningsskatt", "Lähdevero"), read by their last part: {@link #kindOf(String)} gives the kind a single
 * word names as a compound, {@link #ending(String)} the head it was read by. Used by {@link Vocabulary#kindOf} only when no
 * phrase matched as whole words. The words are data (the {@code compound.*} keys of {@code vocabulary.properties}, whose
 * comment states the rules); this class holds the rules:
 * <ol>
 *   <li>The head is the LONGEST ending of the word that is a known word: a compound head, a light head, a reversal
 *       marker, a {@code compound.not} word or any other kind word of three or more letters. Only a head gives a kind:
 *       "Aktienverkauf" ends in "verkauf" (sell), not "kauf"; "Sparvertrag" ends in "vertrag" (not a kind), not "ertrag".</li>
 *   <li>The first part keeps at least {@value #MIN_FIRST} letters, {@value #MIN_FIRST_SHORT_HEAD} when the head has at most
 *       four ("Aktieköp", "Lähdevero"; not Italian "davvero"); the word is letters only. A hyphen is a boundary that needs
 *       no length ("ETF-Sparplan", "Rahasto-osto").</li>
 *   <li>A light head (a booking word: credit, refund, payment, income) and a reversal marker at the end pass the
 *       decision to the first part, read as a kind word or a compound, also without a linking ending ("Zinsgutschrift",
 *       "Steuererstattung", "Osinkotulo", "Dividendenauszahlung" is a dividend, "Kaufstorno" a buy); a light head that is
 *       also a head falls back to its own kind when the first part names none ("Barauszahlung" is a withdrawal).</li>
 * </ol>
 */
final class Compounds {

    static final int MIN_FIRST = 3;
    static final int MIN_FIRST_SHORT_HEAD = 4;
    private static final int MIN_HEAD = 3;
    private static final int MAX_DEPTH = 3;

    /** What a known ending means inside a compound. kind is null for a word that is no head (it only blocks shorter ones). */
    record Ending(TransactionKind kind, boolean head, boolean light, boolean reversal) {
    }

    private final Map<String, Ending> endings;
    private final List<String> linking;
    private final List<String> reversalMarkers;
    /** A whole word (no compound) that names a kind: the vocabulary's own lookup. */
    private final Function<String, TransactionKind> wholeWord;

    Compounds(Map<String, Ending> endings, List<String> linking, List<String> reversalMarkers, Function<String, TransactionKind> wholeWord) {
        this.endings = Map.copyOf(endings);
        this.linking = linking.stream().sorted((a, b) -> b.length() - a.length()).toList();
        this.reversalMarkers = reversalMarkers.stream().sorted((a, b) -> b.length() - a.length()).toList();
        this.wholeWord = wholeWord;
    }

    /**
     * Builds the ending table: every single kind word of three letters or more (so a longer ordinary word blocks a shorter
     * head it ends with), then the heads by kind, the light heads, the reversal markers and the blocking words.
     */
    static Compounds of(Map<String, TransactionKind> kindWords, Map<String, TransactionKind> heads, Set<String> light,
                        Set<String> reversal, Set<String> not, List<String> linking, Function<String, TransactionKind> wholeWord) {
        Map<String, Ending> e = new HashMap<>();
        kindWords.forEach((w, k) -> {
            if (w.length() >= MIN_HEAD && isLetters(w)) {
                e.put(w, new Ending(null, false, false, false));
            }
        });
        not.forEach(w -> e.put(w, new Ending(null, false, false, false)));
        heads.forEach((w, k) -> e.put(w, new Ending(k, true, light.contains(w), false)));
        light.forEach(w -> {
            if (!heads.containsKey(w)) {
                e.put(w, new Ending(null, false, true, false)); // also a kind word alone ("Gutschrift"), but not inside a compound
            }
        });
        reversal.forEach(w -> e.put(w, new Ending(null, false, true, true)));
        // without accents too ("Depotgebuhren"), for words of six letters or more: a shorter one stripped is a common
        // ending elsewhere (Swedish "ränta" stripped is the end of Romanian and Spanish adjectives in -anta)
        Map<String, Ending> withStripped = new HashMap<>(e);
        e.forEach((w, v) -> {
            if (w.length() >= 6) {
                withStripped.putIfAbsent(Vocabulary.stripAccents(w), v);
            }
        });
        return new Compounds(withStripped, linking, List.copyOf(reversal), wholeWord);
    }

    /** The kind one normalised word names as a compound, or null. */
    TransactionKind kindOf(String word) {
        return resolve(word, 0);
    }

    /** The head a word is read by (its longest known ending, within the length rules), or null. */
    String ending(String word) {
        Split s = split(word);
        return s == null ? null : s.head();
    }

    /** A word cut into its first part and its head; the head of a hyphenated word is its last part when that is a known word. */
    private record Split(String first, String head, Ending ending) {
    }

    private Split split(String word) {
        int dash = word.lastIndexOf('-');
        if (dash > 0) {
            String last = word.substring(dash + 1);
            String first = word.substring(0, dash);
            Ending e = endings.get(last);
            TransactionKind whole = e == null || !e.head() && !e.light() ? wholeWord.apply(last) : null;
            if (whole != null) {
                return new Split(first, last, new Ending(whole, true, false, false)); // "Rahasto-osto": a whole word after the hyphen
            }
            if (e != null) {
                return new Split(first, last, e);
            }
            Split inner = split(last);
            return inner == null ? null : new Split(first + "-" + inner.first(), inner.head(), inner.ending());
        }
        if (!isLetters(word)) {
            return null;
        }
        for (int i = 0; i <= word.length() - MIN_HEAD; i++) {
            String s = word.substring(i);
            Ending e = endings.get(s);
            if (e != null) {
                // the longest known ending decides, also when it leaves too short a first part (or is the whole word)
                return i >= (s.length() <= 4 ? MIN_FIRST_SHORT_HEAD : MIN_FIRST) ? new Split(word.substring(0, i), s, e) : null;
            }
        }
        return null;
    }

    private TransactionKind resolve(String word, int depth) {
        if (depth > MAX_DEPTH || word.isEmpty()) {
            return null;
        }
        Split s = split(word);
        if (s == null) {
            String stripped = Vocabulary.stripAccents(word);
            if (stripped.equals(word) || (s = split(stripped)) == null) {
                return null;
            }
        }
        Ending e = s.ending();
        if (e.light()) {
            TransactionKind k = firstPart(s.first(), depth);
            return k != null ? k : e.head() ? e.kind() : null;
        }
        return e.head() ? e.kind() : null;
    }

    /** The kind the first part of a compound names: as a whole kind word or a compound, also without a linking ending. */
    private TransactionKind firstPart(String first, int depth) {
        int dash = first.lastIndexOf('-');
        if (dash >= 0) {
            first = first.substring(dash + 1);
        }
        TransactionKind k = whole(first, depth);
        for (int i = 0; k == null && i < linking.size(); i++) {
            String l = linking.get(i);
            if (first.endsWith(l) && first.length() - l.length() >= MIN_FIRST) {
                k = whole(first.substring(0, first.length() - l.length()), depth);
            }
        }
        return k;
    }

    private TransactionKind whole(String w, int depth) {
        if (w.length() < MIN_FIRST) {
            return null;
        }
        TransactionKind k = wholeWord.apply(w);
        return k != null ? k : resolve(w, depth + 1);
    }

    /**
     * True when a word names a reversal as a compound: it ends with a reversal marker ("Kaufstorno", "Dividendenstorno"),
     * or starts with one and the rest names no fee ("Stornobuchung", "Stornodividende"; "Stornogebühr" is the fee of a
     * cancellation). Hyphens are ignored ("Storno-Buchung").
     */
    boolean isReversal(String word) {
        String w = word.replace("-", "");
        if (!isLetters(w)) {
            return false;
        }
        Split s = split(w);
        if (s != null && s.ending().reversal()) {
            return true;
        }
        for (String m : reversalMarkers) {
            if (w.startsWith(m) && w.length() - m.length() >= MIN_FIRST) {
                String rest = w.substring(m.length());
                return firstPart(rest, 0) != TransactionKind.FEE && leadingLinkless(rest) != TransactionKind.FEE;
            }
        }
        return false;
    }

    /** The kind of a rest after a leading linking letter ("Stornierung|s|gebühr"). */
    private TransactionKind leadingLinkless(String rest) {
        for (String l : linking) {
            if (rest.startsWith(l) && rest.length() - l.length() >= MIN_HEAD) {
                TransactionKind k = whole(rest.substring(l.length()), 0);
                if (k != null) {
                    return k;
                }
            }
        }
        return null;
    }

    private static boolean isLetters(String w) {
        for (int i = 0; i < w.length(); i++) {
            if (!Character.isLetter(w.charAt(i)) && Character.getType(w.charAt(i)) != Character.NON_SPACING_MARK) {
                return false;
            }
        }
        return !w.isEmpty();
    }
}
