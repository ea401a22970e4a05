package com.bpidesk.engine.research;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Splits a note into passages, the unit of retrieval. Method (ADR 0051): paragraphs (blank-line
 * separated) are packed greedily into passages of at most {@link #TARGET_WORDS} words; a paragraph
 * longer than {@link #MAX_WORDS} is split at sentence ends. Markdown headings are not passages of their
 * own: the latest heading is kept as the passage's section and prefixed when embedding, so a passage
 * keeps its context. all-MiniLM-L6-v2 was trained on inputs of up to 128 word pieces (about 100 English
 * words); passages around that size embed without truncation of meaning.
 */
public final class Passages {

    /** Bumped whenever the method changes: the index is rebuilt then. */
    public static final int VERSION = 1;
    public static final int TARGET_WORDS = 110;
    public static final int MAX_WORDS = 160;
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?])\\s+(?=[A-Z0-9\"(])");
    private static final Pattern WS = Pattern.compile("\\s+");

    /** One passage: its position in the note, the heading it sits under (may be empty) and its text. */
    public record Passage(int ordinal, String section, String text) {
    }

    private Passages() {
    }

    public static List<Passage> split(String body) {
        List<Passage> out = new ArrayList<>();
        String section = "";
        StringBuilder current = new StringBuilder();
        int words = 0;
        String currentSection = "";
        for (String block : body.replace("\r\n", "\n").split("\n\\s*\n")) {
            String para = block.strip();
            if (para.isEmpty() || para.equals("---")) {
                continue;
            }
            // a block may start with one or more heading lines
            List<String> lines = new ArrayList<>(List.of(para.split("\n")));
            while (!lines.isEmpty() && lines.get(0).strip().startsWith("#")) {
                if (current.length() > 0) {
                    out.add(new Passage(out.size(), currentSection, current.toString()));
                    current.setLength(0);
                    words = 0;
                }
                section = lines.remove(0).strip().replaceFirst("^#+\\s*", "");
            }
            if (lines.isEmpty()) {
                continue;
            }
            para = WS.matcher(String.join(" ", lines)).replaceAll(" ").strip();
            List<String> pieces = countWords(para) > MAX_WORDS ? sentencesPacked(para) : List.of(para);
            for (String piece : pieces) {
                int w = countWords(piece);
                if (current.length() > 0 && (words + w > TARGET_WORDS || !section.equals(currentSection))) {
                    out.add(new Passage(out.size(), currentSection, current.toString()));
                    current.setLength(0);
                    words = 0;
                }
                if (current.length() == 0) {
                    currentSection = section;
                } else {
                    current.append(' ');
                }
                current.append(piece);
                words += w;
            }
        }
        if (current.length() > 0) {
            out.add(new Passage(out.size(), currentSection, current.toString()));
        }
        return out;
    }

    /** Sentences of an over-long paragraph packed into pieces of at most TARGET_WORDS words. */
    private static List<String> sentencesPacked(String para) {
        List<String> out = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        int words = 0;
        for (String s : SENTENCE_END.split(para)) {
            int w = countWords(s);
            if (sb.length() > 0 && words + w > TARGET_WORDS) {
                out.add(sb.toString());
                sb.setLength(0);
                words = 0;
            }
            if (w > MAX_WORDS) { // one huge "sentence" (tables, lists without punctuation): hard split by words
                String[] ws = WS.split(s.strip());
                for (int i = 0; i < ws.length; i += TARGET_WORDS) {
                    out.add(String.join(" ", java.util.Arrays.copyOfRange(ws, i, Math.min(ws.length, i + TARGET_WORDS))));
                }
                continue;
            }
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(s.strip());
            words += w;
        }
        if (sb.length() > 0) {
            out.add(sb.toString());
        }
        return out;
    }

    static int countWords(String s) {
        String t = s.strip();
        return t.isEmpty() ? 0 : WS.split(t).length;
    }
}
