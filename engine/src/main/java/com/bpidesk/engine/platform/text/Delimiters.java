package com.bpidesk.engine.platform.text;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The one delimiter sniffer and record splitter of every table file the engine reads (ADR 0256; moved here from the
 * transaction reader's {@code CsvDialect}, which adds header detection on top): of {@code ,} {@code ;} TAB {@code |}, the
 * delimiter is the one that splits the most of the first records into the same number (at least two) of fields, ties
 * going to the wider table. Records, not lines: a quoted cell may hold line breaks.
 */
public final class Delimiters {

    /** The candidates, in the order that wins a tie. */
    private static final char[] DELIMITERS = {',', ';', '\t', '|'};

    /** Records spanning more lines than this are taken as an unbalanced quote, and end at their first line break. */
    public static final int MAX_RECORD_LINES = 20;

    /** Records sampled by {@link #sniff}. */
    public static final int SAMPLE_RECORDS = 200;

    /**
     * The delimiter chosen, its score (share of non-blank sampled records of the modal width, plus 0.001 per field up to
     * 50) and the modal width.
     */
    public record Choice(char delimiter, double score, int width) {
    }

    private Delimiters() {
    }

    /** The delimiter of a table's text (comma when nothing splits). */
    public static char sniff(String text) {
        return choose(text, records(text, SAMPLE_RECORDS), '"').delimiter();
    }

    /** The first {@code max} records of the text as {start, end (without CR), index of their first line}. */
    public static List<int[]> records(String text, int max) {
        List<int[]> lineSpans = new ArrayList<>();
        int pos = 0;
        int n = text.length();
        int lineNo = 0;
        while (pos < n && lineSpans.size() < max) {
            int end = recordEnd(text, pos);
            int e = end > pos && text.charAt(end - 1) == '\r' ? end - 1 : end;
            lineSpans.add(new int[] {pos, e, lineNo});
            for (int k = pos; k < end; k++) {
                if (text.charAt(k) == '\n') {
                    lineNo++;
                }
            }
            lineNo++;
            pos = end + 1;
        }
        return lineSpans;
    }

    /** The delimiter that splits the most of the records into one width of at least two fields. */
    public static Choice choose(String text, List<int[]> lineSpans, char quote) {
        char best = ',';
        double bestScore = -1;
        int bestWidth = 0;
        for (char d : DELIMITERS) {
            Map<Integer, Integer> widths = new HashMap<>();
            int nonBlank = 0;
            for (int[] sp : lineSpans) {
                String line = text.substring(sp[0], sp[1]);
                if (line.isBlank()) {
                    continue;
                }
                nonBlank++;
                int w = split(line, d, quote).size();
                if (w >= 2) {
                    widths.merge(w, 1, Integer::sum);
                }
            }
            int modeWidth = 0;
            int modeCount = 0;
            for (var e : widths.entrySet()) {
                if (e.getValue() > modeCount || e.getValue() == modeCount && e.getKey() > modeWidth) {
                    modeWidth = e.getKey();
                    modeCount = e.getValue();
                }
            }
            double score = nonBlank == 0 ? 0 : (double) modeCount / nonBlank + 0.001 * Math.min(modeWidth, 50);
            if (modeCount > 0 && score > bestScore) {
                bestScore = score;
                best = d;
                bestWidth = modeWidth;
            }
        }
        return new Choice(best, bestScore, bestWidth);
    }

    /** The end (index of the '\n', or the text's length) of the record starting at {@code from}: line breaks in quotes continue it. */
    public static int recordEnd(String text, int from) {
        int first = text.indexOf('\n', from);
        if (first < 0) {
            return text.length();
        }
        boolean quoted = false;
        int breaks = 0;
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted; // a doubled quote toggles twice
            } else if (c == '\n') {
                if (!quoted) {
                    return i;
                }
                if (++breaks > MAX_RECORD_LINES) {
                    return first;
                }
            }
        }
        return quoted ? first : text.length();
    }

    /** Splits one line on the delimiter outside quotes (RFC 4180 doubled quotes); quotes are removed. */
    public static List<String> split(String line, char delimiter, char quote) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == quote) {
                if (quoted && i + 1 < line.length() && line.charAt(i + 1) == quote) {
                    cur.append(quote);
                    i++;
                } else {
                    quoted = !quoted;
                }
            } else if (c == delimiter && !quoted) {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        out.add(cur.toString());
        return out;
    }
}
