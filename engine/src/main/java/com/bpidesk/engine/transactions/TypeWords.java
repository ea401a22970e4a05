package com.bpidesk.engine.transactions;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The type words of a table as its rows are read (ADR 0257): per word (normalised, {@link Vocabulary#normalize}; its first
 * spelling kept) how many rows carry it and what it was read as, so a person can see the words and change a meaning. At
 * most {@value #MAX_WORDS} distinct words are kept (a type column of free text is no vocabulary); rows of further words
 * are not listed. Each distinct spelling is normalised once.
 */
final class TypeWords {

    static final int MAX_WORDS = 200;

    private static final class Entry {
        final String word;
        final String meaning;
        long rows;

        Entry(String word, String meaning) {
            this.word = word;
            this.meaning = meaning;
        }
    }

    private final Map<String, Entry> byText = new HashMap<>();
    private final Map<String, Entry> byWord = new LinkedHashMap<>();

    /** A row whose type cell reads {@code text}, read as {@code meaning} (a kind id, not_a_transaction, or null). */
    void count(String text, String meaning) {
        if (text.isEmpty()) {
            return;
        }
        Entry e = byText.get(text);
        if (e == null) {
            if (byWord.size() >= MAX_WORDS && !byWord.containsKey(Vocabulary.normalize(text))) {
                return;
            }
            e = byWord.computeIfAbsent(Vocabulary.normalize(text), n -> new Entry(text, meaning));
            byText.put(text, e);
        }
        e.rows++;
    }

    /** The words, most rows first (file order on a tie). */
    List<Diagnosis.TypeWord> list() {
        List<Diagnosis.TypeWord> out = new ArrayList<>();
        byWord.values().forEach(e -> out.add(new Diagnosis.TypeWord(e.word, e.meaning, e.rows)));
        out.sort((a, b) -> Long.compare(b.rows(), a.rows()));
        return out;
    }

    /** The words of several tables: the rows of one word added up, its first table's meaning kept. */
    static List<Diagnosis.TypeWord> merge(List<List<Diagnosis.TypeWord>> tables) {
        Map<String, Diagnosis.TypeWord> out = new LinkedHashMap<>();
        for (List<Diagnosis.TypeWord> words : tables) {
            for (Diagnosis.TypeWord w : words) {
                out.merge(Vocabulary.normalize(w.word()), w, (a, b) -> new Diagnosis.TypeWord(a.word(), a.meaning(), a.rows() + b.rows()));
            }
        }
        List<Diagnosis.TypeWord> list = new ArrayList<>(out.values());
        list.sort((a, b) -> Long.compare(b.rows(), a.rows()));
        return list;
    }
}
