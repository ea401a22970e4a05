package com.bpidesk.engine.transactions;

import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import de.siegmar.fastcsv.reader.CsvRecordHandler;
import de.siegmar.fastcsv.reader.FieldModifiers;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * What the reader asks of one parsed record and its cells: a cell's value (trimmed, Excel's text guard removed, the
 * "nothing here" dashes as empty), whether a record is blank, one cell of text, the header again or a quote never
 * closed; the FastCSV parser of a dialect; a column's share of sample cells passing a test. Static and allocation-free
 * on the row path (the reader's performance target, docs/behavioral.md).
 */
final class Cells {

    private Cells() {
    }

    static String label(List<String> header, int i) {
        String h = header.get(i);
        return h.isEmpty() ? "#" + (i + 1) : h;
    }

    /**
     * The cell trimmed (no copy when there is nothing to trim), the text inside Excel's {@code ="..."} guard; "" past the
     * row's end and for what exports write for "nothing here": a lone dash (Disnat's '-' trade date, symbol and price on
     * cash rows), dashes (Merrill Edge's '--') and 'n/a' (interactive investor's instrument columns on cash rows).
     */
    static String cell(CsvRecord r, int i) {
        if (i < 0 || i >= r.getFieldCount()) {
            return "";
        }
        String v = r.getField(i).trim();
        if (v.length() >= 3 && v.charAt(0) == '=' && v.charAt(1) == '"' && v.charAt(v.length() - 1) == '"') {
            v = v.substring(2, v.length() - 1).trim(); // Excel's text guard ="US0378331005", ="0012": the text inside
        }
        return v.length() <= 3 && v.length() > 0 && nothing(v) ? "" : v;
    }

    static boolean nothing(String v) {
        if (v.equalsIgnoreCase("n/a")) {
            return true;
        }
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c != '-' && c != '\u2013' && c != '\u2014') {
                return false;
            }
        }
        return true;
    }

    /** A cell running over more than {@link CsvDialect#MAX_RECORD_LINES} lines: a quote that was never closed. */
    static boolean unclosedQuote(CsvRecord r) {
        for (String v : r.getFields()) {
            if (v.length() > CsvDialect.MAX_RECORD_LINES && v.chars().filter(c -> c == '\n').count() > CsvDialect.MAX_RECORD_LINES) {
                return true;
            }
        }
        return false;
    }

    /** The row is the header again (cells equal ignoring case and surrounding space); checked cheaply on the first cell. */
    static boolean repeatsHeader(CsvRecord r, List<String> header) {
        if (header.isEmpty() || !cell(r, 0).equalsIgnoreCase(header.get(0)) || r.getFieldCount() < header.size()) {
            return false;
        }
        for (int i = 1; i < header.size(); i++) {
            if (!cell(r, i).equalsIgnoreCase(header.get(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The row's first non-empty cell when it starts with a letter (a total line, a header), else null: rows of data start
     * with a date, a number or an identifier far more often, so most rows are passed over by one character test.
     */
    static String leadingText(CsvRecord r) {
        for (int i = 0, n = Math.min(3, r.getFieldCount()); i < n; i++) {
            String v = r.getField(i);
            int j = 0;
            while (j < v.length() && Character.isWhitespace(v.charAt(j))) {
                j++;
            }
            if (j < v.length()) {
                return Character.isLetter(v.charAt(j)) ? v.strip() : null;
            }
        }
        return null;
    }

    /** Past the sampled rows (which were looked at for a next table's header already). */
    static boolean sampleDone(long dataRows, List<CsvRecord> sample) {
        return dataRows >= sample.size();
    }

    /** At most one non-blank cell. */
    static boolean singleCell(CsvRecord r) {
        int n = 0;
        for (int i = 0, c = r.getFieldCount(); i < c && n < 2; i++) {
            n += r.getField(i).isBlank() ? 0 : 1;
        }
        return n < 2;
    }

    /** Every cell blank. */
    static boolean blank(CsvRecord r) {
        for (int i = 0, n = r.getFieldCount(); i < n; i++) {
            String v = r.getField(i);
            if (v != null && !v.isBlank()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The parser of the dialect (FastCSV, RFC 4180; ADR 0120 says why not Commons CSV here): empty lines skipped, rows of any
     * width, whitespace around quotes ignored, characters after a closing quote refused (a broken file, not a guess);
     * {@code trim} trims every cell (the sample, whose cells are all looked at), else cells are trimmed when read.
     */
    static CsvReader<CsvRecord> csv(CsvDialect dialect, boolean trim, StringReader in) {
        CsvRecordHandler handler = CsvRecordHandler.of(b -> b.fieldModifier(trim ? FieldModifiers.TRIM : FieldModifiers.NOP));
        return CsvReader.builder().fieldSeparator(dialect.delimiter()).quoteCharacter(dialect.quote()).skipEmptyLines(true)
                .allowExtraFields(true).allowMissingFields(true).trimWhitespacesAroundQuotes(true).detectBomHeader(false)
                .build(handler, in);
    }

    static StringReader reader(String text, int from) {
        StringReader r = new StringReader(text);
        try {
            r.skip(from);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return r;
    }

    static double share(List<CsvRecord> sample, int idx, java.util.function.Predicate<String> test) {
        int n = 0;
        int yes = 0;
        for (CsvRecord r : sample) {
            String v = cell(r, idx);
            if (v.isEmpty()) {
                continue;
            }
            n++;
            if (test.test(v)) {
                yes++;
            }
        }
        return n == 0 ? 0 : (double) yes / n;
    }

    static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
