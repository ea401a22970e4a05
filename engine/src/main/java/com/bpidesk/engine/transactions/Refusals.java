package com.bpidesk.engine.transactions;

import static com.bpidesk.engine.transactions.Cells.blank;
import static com.bpidesk.engine.transactions.Cells.csv;
import static com.bpidesk.engine.transactions.Cells.reader;
import static com.bpidesk.engine.transactions.Cells.round;

import de.siegmar.fastcsv.reader.CsvParseException;
import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The reader's refusals that happen before a table's columns are decided, each with its {@link Diagnosis}: a file
 * without a header row (its columns numbered #1..#n and guessed from their values, for the mapping step) and a broken CSV
 * structure; and the first rows a diagnosis shows.
 */
final class Refusals {

    private Refusals() {
    }

    /**
     * A file without a header row (every line starts with a number or a date, e.g. TD's older activity download): the
     * columns are named #1..#n, guessed from their values alone (dates, ISINs, currency codes, type words), and the file
     * goes to the mapping step with the first rows to look at; amounts, quantities and prices are numbers alike and only a
     * person can tell them apart.
     */
    static UnreadableTransactionsException headerless(ColumnRoles roles, TextDecoding.Decoded decoded, CsvDialect dialect, String text) {
        List<CsvRecord> sample = new ArrayList<>();
        try (CsvReader<CsvRecord> p = csv(dialect, true, reader(text, 0))) {
            for (CsvRecord r : p) {
                if (!blank(r)) {
                    sample.add(r);
                }
                if (sample.size() >= CsvDialect.SAMPLE_LINES) {
                    break;
                }
            }
        } catch (IOException | UncheckedIOException | CsvParseException e) {
            sample.clear();
        }
        if (sample.isEmpty()) {
            String reason = "The file has no header row with column names and no data rows.";
            Diagnosis d = new Diagnosis(decoded.encoding(), dialect.delimiterName(), 0, TransactionReader.signature(List.of()), "generic", List.of(), List.of(),
                    null, null, Map.of(), List.of(), List.of("date", "type"), 0, List.of(reason));
            throw new UnreadableTransactionsException("The file is empty: " + reason, d, List.of());
        }
        int width = 0;
        for (CsvRecord r : sample) {
            width = Math.max(width, r.getFieldCount());
        }
        List<String> columns = numbered(width);
        Layout lay = new Layout(columns);
        int type = -1;
        double typeShare = 0;
        for (int i = 0; i < width; i++) {
            double sh = roles.kindShare(sample, i);
            if (sh > typeShare) {
                type = i;
                typeShare = sh;
            }
        }
        if (type >= 0 && typeShare >= ColumnRoles.TYPE_BY_VALUES) {
            lay.assign(TransactionField.TYPE, type, round(typeShare / 2));
        }
        roles.guessFromContent(lay, sample);
        List<String> guessed = new ArrayList<>();
        for (int i = 0; i < width; i++) {
            TransactionField f = lay.byColumn.get(i);
            if (f != null) {
                guessed.add("#" + (i + 1) + " " + f.id());
            }
        }
        List<String> first = new ArrayList<>();
        sample.get(0).getFields().forEach(v -> first.add("'" + (v.length() > 30 ? v.substring(0, 30) + "..." : v) + "'"));
        String reason = "The file has no header row: its first line already holds values (" + String.join(", ", first.subList(0, Math.min(4,
                first.size()))) + (first.size() > 4 ? ", ..." : "") + "), so no column can be recognised by its name.";
        String guesses = guessed.isEmpty() ? "no column could be guessed from its values"
                : "from the values alone: " + String.join(", ", guessed);
        String message = "The file has no header row: found " + width + " columns; " + guesses
                + "; which numbers are quantity, price, amount and fee only a person can say (a mapping names them by number, #1 to #"
                + width + ").";
        List<String> missing = new ArrayList<>();
        for (TransactionField f : List.of(TransactionField.DATE, TransactionField.TYPE)) {
            if (!lay.col.containsKey(f)) {
                missing.add(f.id());
            }
        }
        missing.add("quantity, price or amount (numbers without names)");
        if (!lay.col.containsKey(TransactionField.ISIN)) {
            missing.add("instrument (symbol, ISIN or name)");
        }
        Diagnosis d = new Diagnosis(decoded.encoding(), dialect.delimiterName(), 0, TransactionReader.signature(columns), "generic", columns,
                lay.guesses(roles.vocabulary), null, null, Map.of(), preview(sample), missing, 0, List.of(reason));
        return new UnreadableTransactionsException(message, d, List.of());
    }

    static List<String> numbered(int width) {
        List<String> columns = new ArrayList<>(width);
        for (int i = 1; i <= width; i++) {
            columns.add("#" + i);
        }
        return columns;
    }

    /** Cells in the first non-blank record of a file without a header row. */
    static int firstRecordWidth(String text, CsvDialect dialect) {
        int pos = 0;
        while (pos < text.length()) {
            int end = CsvDialect.recordEnd(text, pos);
            String line = text.substring(pos, end).replace("\r", "");
            if (!line.isBlank()) {
                return CsvDialect.split(line, dialect.delimiter(), dialect.quote()).size();
            }
            pos = end + 1;
        }
        return 0;
    }

    static List<List<String>> preview(List<CsvRecord> sample) {
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < Math.min(10, sample.size()); i++) {
            List<String> row = new ArrayList<>();
            row.addAll(sample.get(i).getFields());
            out.add(row);
        }
        return out;
    }

    static UnreadableTransactionsException broken(TextDecoding.Decoded d, CsvDialect dialect, List<String> header, Exception e) {
        Diagnosis diag = new Diagnosis(d.encoding(), dialect.delimiterName(), dialect.headerIndex() + 1, TransactionReader.signature(header), "generic", header,
                List.of(), null, null, Map.of(), List.of(), List.of(), 0, List.of("The CSV structure is broken (for example an unclosed quote)."));
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause(); // FastCSV wraps the parser's own sentence ("Unexpected character after closing quote ...")
        }
        return new UnreadableTransactionsException("The CSV structure is broken (for example an unclosed quote): " + root.getMessage(), diag,
                List.of());
    }
}
