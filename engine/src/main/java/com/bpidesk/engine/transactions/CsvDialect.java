package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.text.Delimiters;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The CSV dialect of a file, sniffed from its first lines: delimiter ({@code ,} {@code ;} TAB {@code |}), quote
 * character, and the header row after any preamble (account number, period, title lines). The delimiter is the one
 * that splits the most lines into the same number (at least two) of fields ({@link Delimiters}, the engine's one delimiter
 * sniffer, ADR 0256); the header is the first line with that
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

    /** Sniffs the dialect of decoded text. Header cells are trimmed; an empty header cell keeps its place. */
    static CsvDialect sniff(String text, Vocabulary vocabulary) {
        // records, not lines: a quoted cell may hold line breaks (Robinhood's "Apple\nCUSIP: 037833100"); {start, end, line index}
        List<int[]> lineSpans = Delimiters.records(text, SAMPLE_LINES);
        char quote = '"';
        Delimiters.Choice choice = Delimiters.choose(text, lineSpans, quote);
        char best = choice.delimiter();
        double bestScore = choice.score();
        int bestWidth = choice.width();
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

    /** Records spanning more lines than this are taken as an unbalanced quote ({@link Delimiters#MAX_RECORD_LINES}). */
    static final int MAX_RECORD_LINES = Delimiters.MAX_RECORD_LINES;

    /** {@link Delimiters#recordEnd}. */
    static int recordEnd(String text, int from) {
        return Delimiters.recordEnd(text, from);
    }

    /** {@link Delimiters#split}. */
    static List<String> split(String line, char delimiter, char quote) {
        return Delimiters.split(line, delimiter, quote);
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
