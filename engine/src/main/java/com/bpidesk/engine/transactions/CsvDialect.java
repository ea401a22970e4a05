package com.bpidesk.engine.transactions;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The CSV dialect of a file, sniffed from its first lines: delimiter ({@code ,} {@code ;} TAB {@code |}), quote
 * character, and the header row after any preamble (account number, period, title lines). The delimiter is the one
 * that splits the most lines into the same number (at least two) of fields; the header is the first line with that
 * many fields whose cells name known columns (or, failing that, are all text), followed by lines of the same width.
 *
 * @param headerIndex 0-based index of the header line in the file (= number of preamble lines)
 * @param headerChar  character offset of the header line in the decoded text
 * @param confidence  share of the first lines with the delimiter's modal number of fields
 * @param headerKnown true when the header row names at least two columns the vocabulary knows
 */
public record CsvDialect(char delimiter, char quote, int headerIndex, int headerChar, List<String> header, double confidence,
                         boolean headerKnown) {

    static final int SAMPLE_LINES = 200;
    private static final char[] DELIMITERS = {',', ';', '\t', '|'};

    /** Sniffs the dialect of decoded text. Header cells are trimmed; an empty header cell keeps its place. */
    static CsvDialect sniff(String text, Vocabulary vocabulary) {
        // records, not lines: a quoted cell may hold line breaks (Robinhood's "Apple\nCUSIP: 037833100"); {start, end, line index}
        List<int[]> lineSpans = new ArrayList<>();
        int pos = 0;
        int n = text.length();
        int lineNo = 0;
        while (pos < n && lineSpans.size() < SAMPLE_LINES) {
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
        char quote = '"';
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
        // header: first line of (about) the modal width naming known columns; else the first all-text line of that width
        int headerIdx = -1;
        List<String> header = null;
        int fallbackIdx = -1;
        List<String> fallback = null;
        for (int li = 0; li < lineSpans.size(); li++) {
            int[] sp = lineSpans.get(li);
            String line = text.substring(sp[0], sp[1]);
            if (line.isBlank()) {
                continue;
            }
            List<String> cells = split(line, best, quote);
            if (cells.size() < Math.max(2, bestWidth - 2) || cells.size() > bestWidth + 2) {
                continue;
            }
            int known = 0;
            int numeric = 0;
            int nonEmpty = 0;
            for (String c : cells) {
                if (c.isBlank()) {
                    continue;
                }
                nonEmpty++;
                if (!vocabulary.fieldsOf(c).isEmpty()) {
                    known++;
                }
                if (startsNumeric(c.strip())) {
                    numeric++;
                }
            }
            if (known >= 2 && numeric == 0) {
                headerIdx = li;
                header = cells;
                break;
            }
            if (fallback == null && numeric == 0 && nonEmpty >= 2) {
                fallbackIdx = li;
                fallback = cells;
            }
        }
        double confidence = Math.max(0, Math.min(1, bestScore));
        boolean known = header != null;
        if (known) {
            // the table's own lines, from its header to its last line of the table's width: a preamble before it and a footer
            // after it (disclaimer paragraphs, a Total line, a download note) say nothing of how well the delimiter splits it
            confidence = Math.max(confidence, tableShare(text, lineSpans, headerIdx, best, quote, bestWidth));
        }
        if (header == null) {
            header = fallback == null ? List.of() : fallback;
            headerIdx = Math.max(fallbackIdx, 0);
        }
        int headerChar = lineSpans.isEmpty() ? 0 : lineSpans.get(headerIdx)[0];
        headerIdx = lineSpans.isEmpty() ? 0 : lineSpans.get(headerIdx)[2]; // the header's line in the file (records may span lines)
        List<String> trimmed = new ArrayList<>(header.size());
        header.forEach(h -> trimmed.add(h.replace("\uFEFF", "").strip()));
        return new CsvDialect(best, quote, headerIdx, headerChar, List.copyOf(trimmed), confidence, known);
    }

    /** Share of the non-blank lines from the header to the last line of {@code width} cells that have that width. */
    private static double tableShare(String text, List<int[]> spans, int header, char d, char quote, int width) {
        int last = header;
        int[] widths = new int[spans.size()];
        for (int li = header; li < spans.size(); li++) {
            String line = text.substring(spans.get(li)[0], spans.get(li)[1]);
            widths[li] = line.isBlank() ? 0 : split(line, d, quote).size();
            if (widths[li] == width) {
                last = li;
            }
        }
        int n = 0;
        int modal = 0;
        for (int li = header; li <= last; li++) {
            if (widths[li] > 0) {
                n++;
                modal += widths[li] == width ? 1 : 0;
            }
        }
        return n == 0 ? 0 : (double) modal / n;
    }

    /** A cell that starts like a number or a date ("12", "-3,5", "12 Aug 2024"); a lone "-" (bossa's side column header) does not. */
    static boolean startsNumeric(String c) {
        if (c.isEmpty()) {
            return false;
        }
        char first = c.charAt(0);
        return Character.isDigit(first) || (first == '-' || first == '+') && c.length() > 1 && Character.isDigit(c.charAt(1));
    }

    /** Records spanning more lines than this are taken as an unbalanced quote, and end at their first line break. */
    static final int MAX_RECORD_LINES = 20;

    /** The end (index of the '\n', or the text's length) of the record starting at {@code from}: line breaks in quotes continue it. */
    static int recordEnd(String text, int from) {
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
    static List<String> split(String line, char delimiter, char quote) {
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

    /** The delimiter as words, for diagnoses. */
    public String delimiterName() {
        return switch (delimiter) {
            case '\t' -> "tab";
            case ';' -> "semicolon";
            case '|' -> "pipe";
            default -> "comma";
        };
    }
}
