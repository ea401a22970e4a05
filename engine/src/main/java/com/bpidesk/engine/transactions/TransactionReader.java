package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.text.DateReader;

import static com.bpidesk.engine.transactions.Cells.blank;
import static com.bpidesk.engine.transactions.Cells.cell;
import static com.bpidesk.engine.transactions.Cells.csv;
import static com.bpidesk.engine.transactions.Cells.leadingText;
import static com.bpidesk.engine.transactions.Cells.reader;
import static com.bpidesk.engine.transactions.Cells.repeatsHeader;
import static com.bpidesk.engine.transactions.Cells.sampleDone;
import static com.bpidesk.engine.transactions.Cells.singleCell;
import static com.bpidesk.engine.transactions.Cells.unclosedQuote;
import static com.bpidesk.engine.transactions.Refusals.broken;
import static com.bpidesk.engine.transactions.Refusals.firstRecordWidth;
import static com.bpidesk.engine.transactions.Refusals.numbered;

import com.bpidesk.engine.platform.text.TableLines;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import de.siegmar.fastcsv.reader.CsvParseException;
import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;

/**
 * Reads any broker's transaction export. Order of decisions: encoding ({@link TextDecoding}), dialect and header row
 * ({@link CsvDialect}), layout (explicit mapping, else a saved or built-in broker profile by header signature, else the
 * vocabulary, see {@link Vocabulary}), then per column the decimal separator and the date order from the first
 * {@value #SAMPLE_ROWS} rows; then every row is typed. When the weakest of these decisions has a confidence below
 * {@value #MIN_CONFIDENCE} and no explicit mapping was given, the file is refused with a {@link Diagnosis}. Records are parsed by
 * FastCSV (RFC 4180; ADR 0120's second addendum says why not Commons CSV here).
 *
 * <p>Every data row ends in one outcome ({@link RowOutcomes}, {@link RowReport}); a file is refused for its cells only when
 * more than one row in twenty has one that cannot be read. Several tables in one file are read one after the other
 * ({@link StackedTables}); a table's footer and Total lines are no rows (issue 24, ADR 0215).
 *
 * <p>This class is the entry point and runs the decisions in order on one table; its parts (issue 24) are their own classes:
 * {@link TextDecoding}, {@link CsvDialect}, {@link StackedTables} (tables and their header lines), {@link Layout} and
 * {@link ColumnRoles} with {@link LayoutRules} (column roles), {@link RowKinds} and {@link RowReader} (row typing and
 * reading), {@link Instruments} and {@link PriceText} (instrument identity, prices and currencies in text),
 * {@link TableConfidence} (the confidence and the {@link Diagnosis}), {@link Reversals}, {@link Fills}, {@link Derivatives},
 * {@link ClosedPositions}, {@link RowOutcomes}, {@link Refusals} and {@link Cells} (a record's cells).
 */
public final class TransactionReader {

    static final int SAMPLE_ROWS = 2000;
    static final double MIN_CONFIDENCE = 0.6;

    private final Vocabulary vocabulary;
    private final BrokerProfiles profiles;
    private final ColumnRoles roles;

    public TransactionReader(Vocabulary vocabulary, BrokerProfiles profiles) {
        this.vocabulary = vocabulary;
        this.profiles = profiles;
        this.roles = new ColumnRoles(vocabulary);
    }

    public static TransactionReader standard() {
        return new TransactionReader(Vocabulary.standard(), BrokerProfiles.standard());
    }

    /** Decodes the bytes and refuses a file with a line longer than {@link TableLines#MAX_LINE_CHARS}. */
    private static TextDecoding.Decoded decode(byte[] bytes, String sheet) {
        TextDecoding.Decoded decoded = TextDecoding.decode(bytes, sheet);
        String reason = TableLines.overlongLine(decoded.text()).orElse(null);
        if (reason != null) {
            Diagnosis d = new Diagnosis(decoded.encoding(), "comma", 0, "", "generic", List.of(), List.of(), null, null, Map.of(),
                    List.of(), List.of("date", "type"), 0, List.of(reason));
            throw new UnreadableTransactionsException(reason, d, List.of());
        }
        return decoded;
    }

    /** The header signature of a file (see {@link Diagnosis#headerSignature()}), without reading its rows. */
    public String headerSignature(byte[] bytes) {
        TextDecoding.Decoded d;
        try {
            d = TextDecoding.decode(bytes);
        } catch (UnreadableTransactionsException e) {
            return signature(List.of()); // a workbook that does not open: read() says why
        }
        if (TableLines.overlongLine(d.text()).isPresent()) {
            return signature(List.of()); // no header to remember a layout for; read() says why
        }
        return signature(CsvDialect.sniff(d.text(), vocabulary).header());
    }

    public ReadResult read(byte[] bytes) {
        return read(bytes, ColumnMapping.detect(), null);
    }

    /**
     * @param mapping the user's explicit mapping (wins over everything; no confidence threshold when it names columns)
     * @param saved   a saved import profile for this header signature, or null
     */
    public ReadResult read(byte[] bytes, ColumnMapping mapping, ColumnMapping saved) {
        // the sheet of a workbook: the user's, else the saved layout's, else the one found (ADR 0257)
        TextDecoding.Decoded decoded = decode(bytes, mapping.sheet() != null ? mapping.sheet() : saved == null ? null : saved.sheet());
        String text = decoded.text();
        CsvDialect dialect = CsvDialect.sniff(text, vocabulary);
        if (mapping.headerLine() != null) {
            dialect = StackedTables.atLine(text, dialect, mapping.headerLine() - 1);
        } else if (dialect.headerKnown() && dialect.headerIndex() > 0) {
            int earlier = StackedTables.earlierHeader(text, dialect, vocabulary);
            if (earlier >= 0) {
                dialect = StackedTables.atLine(text, dialect, earlier); // a narrower first table above the widest one
            }
        }
        // stacked tables (StackedTables): each read with its own header, the ones after the first by their own layout
        List<ReadResult> tables = new ArrayList<>();
        UnreadableTransactionsException refused = null;
        CsvDialect at = dialect;
        ColumnMapping m = mapping;
        ColumnMapping s = saved;
        int[] next = {-1};
        while (true) {
            next[0] = -1;
            try {
                tables.add(readTable(decoded, text, at, m, s, next));
            } catch (UnreadableTransactionsException e) {
                if (next[0] < 0 && tables.isEmpty()) {
                    throw e; // the file's only table
                }
                refused = refused == null ? e : refused;
                tables.add(StackedTables.unreadTable(text, at, next[0], e));
            }
            if (next[0] < 0 || tables.size() >= MAX_TABLES) {
                break;
            }
            at = StackedTables.atLine(text, dialect, next[0]);
            m = mapping.wordsOnly(saved); // the next table has its own columns; the meanings of type words still hold
            s = null;
        }
        List<List<Diagnosis.TypeWord>> words = new ArrayList<>();
        tables.forEach(t -> words.add(t.diagnosis().typeWords()));
        ReadResult merged = tables.size() == 1 ? tables.get(0) : StackedTables.merge(tables);
        if (merged.transactions().isEmpty() && refused != null) {
            throw refused; // no table could be read
        }
        Diagnosis d = merged.diagnosis().withReading(tables.size() == 1 ? words.get(0) : TypeWords.merge(words), decoded.sheet());
        return new ReadResult(merged.transactions(), merged.countsByKind(), merged.unrecognized(), merged.dataRows(), d, merged.rowReport());
    }

    /** Tables read from one file at most (a file of many small tables is a report, not a transaction export). */
    static final int MAX_TABLES = 20;

    /**
     * Reads the table whose header {@code dialect} names, up to the header of a next table; that header's 0-based line
     * goes to {@code next[0]} (else it stays -1).
     */
    private ReadResult readTable(TextDecoding.Decoded decoded, String text, CsvDialect dialect, ColumnMapping mapping, ColumnMapping saved,
                                 int[] next) {
        List<String> header = dialect.header();
        boolean noHeader = false;
        if (header.isEmpty()) {
            // a file without a header row: the mapping step names its columns #1..#n (see Refusals.headerless); with such a mapping
            // the first line is data
            int width = mapping.columns().isEmpty() ? 0 : firstRecordWidth(text, dialect);
            if (width < 2) {
                throw Refusals.headerless(roles, decoded, dialect, text);
            }
            header = numbered(width);
            noHeader = true;
        }
        // layout: explicit > saved > broker profile > vocabulary
        String format = "generic";
        ColumnMapping layout = ColumnMapping.detect();
        boolean explicit = !mapping.columns().isEmpty();
        if (explicit) {
            layout = mapping;
            format = "explicit_mapping";
        } else if (saved != null) {
            layout = saved;
            format = "saved_profile";
        } else {
            Optional<BrokerProfile> p = profiles.match(header);
            if (p.isPresent()) {
                layout = p.get().mapping();
                format = p.get().id();
            }
        }
        Layout lay = new Layout(header);
        for (var e : layout.columns().entrySet()) {
            if (e.getValue().startsWith("=")) {
                lay.constants.put(e.getKey(), e.getValue().substring(1).strip());
                continue;
            }
            int idx = Layout.columnIndex(header, e.getValue());
            if (idx < 0) {
                if (explicit) {
                    throw new IllegalArgumentException("The mapping names column '" + e.getValue() + "' for " + e.getKey().id()
                            + ", which is not in the header " + header + ".");
                }
                continue;
            }
            lay.assign(e.getKey(), idx, 1.0);
        }
        if (!explicit) {
            roles.guessFromVocabulary(lay);
        }
        // sample rows for formats and content guesses
        List<CsvRecord> sample = new ArrayList<>();
        try (CsvReader<CsvRecord> p = csv(dialect, true, reader(text, dialect.headerChar()))) {
            var it = p.iterator();
            if (it.hasNext() && !noHeader) {
                it.next();
            }
            int sampleOffset = noHeader ? 0 : dialect.headerIndex();
            while (it.hasNext() && sample.size() < SAMPLE_ROWS) {
                CsvRecord r = it.next();
                if (!blank(r) && !repeatsHeader(r, header)) {
                    if (!noHeader && StackedTables.isHeader(r, vocabulary)) {
                        next[0] = (int) (sampleOffset + r.getStartingLineNumber() - 1); // another table starts here
                        break;
                    }
                    if (!singleCell(r) || r.getFieldCount() < 2) {
                        sample.add(r); // a line of one text cell (a disclaimer, a Total line) says nothing of the columns
                    }
                }
            }
        } catch (IOException | UncheckedIOException | CsvParseException e) {
            throw broken(decoded, dialect, header, e);
        }
        if (!explicit && saved == null && format.equals("generic")) {
            roles.typeFromContent(lay, sample);
            roles.dropTextColumnsNamedAsNumbers(lay, sample);
            roles.dropCurrencyColumnsOfDates(lay, sample);
            LayoutRules.sameNamedColumns(lay, sample);
            LayoutRules.roles(lay, vocabulary);
            LayoutRules.currencyColumns(lay);
            LayoutRules.pence(lay);
            LayoutRules.headerCurrency(lay);
        }
        if (!explicit) {
            roles.guessFromContent(lay, sample);
            roles.positions(lay);
        }
        // per-column decimal separators: the column's own values, else what the file's other numeric columns say, else the delimiter
        Map<String, String> decimalByColumn = new LinkedHashMap<>();
        boolean[] decimalComma = ColumnRoles.decimalSeparators(lay, sample, dialect, layout, mapping, decimalByColumn);
        // date order
        DateReader.Sniffed dateSniff = ColumnRoles.dateOrder(lay, sample, layout, mapping, format);
        DateReader.Order order = dateSniff == null ? DateReader.Order.DMY : dateSniff.order();
        // side rule and type-word coverage
        ColumnMapping.SideRule side = mapping.sideRule() != null ? mapping.sideRule() : layout.sideRule() != null ? layout.sideRule()
                : lay.col.containsKey(TransactionField.TYPE) ? ColumnMapping.SideRule.TYPE
                : lay.col.containsKey(TransactionField.QUANTITY) ? ColumnMapping.SideRule.QUANTITY_SIGN
                : ColumnMapping.SideRule.AMOUNT_SIGN;
        Map<String, TransactionKind> rules = new HashMap<>(layout.kindRules());
        rules.putAll(mapping.kindRules());
        java.util.Set<String> none = new java.util.HashSet<>(layout.notTransactions());
        none.addAll(mapping.notTransactions());
        none.removeAll(mapping.kindRules().keySet()); // the user's latest word wins: a word given a kind is a transaction again
        rules.keySet().removeAll(mapping.notTransactions());
        RowReader rows = new RowReader(vocabulary, lay, decimalComma, new DateReader(order), side, rules, none);
        Diagnosis diagnosis = TableConfidence.diagnose(decoded, dialect, lay, sample, rows, dateSniff, decimalByColumn, format, explicit,
                saved != null, noHeader);
        // full pass: the parser does not trim; RowReader trims only the cells it reads (a row has more cells than the layout uses)
        // sized from the sample's characters per row: a million-row file grows no list by copying (each copy of its backing
        // array is a humongous allocation for G1)
        long sampleChars = 0;
        for (CsvRecord r : sample) {
            for (String c : r.getFields()) {
                sampleChars += c.length() + 1;
            }
        }
        int expected = sample.isEmpty() ? 16 : (int) Math.min(50_000_000L, (long) text.length() * sample.size() / Math.max(1, sampleChars) + 16);
        List<Transaction> out = new ArrayList<>(expected);
        long dataRows = 0;
        long outside = 0;
        long[] closings = new long[TransactionKind.values().length];
        Map<String, Boolean> totals = new HashMap<>();
        try (CsvReader<CsvRecord> p = csv(dialect, false, reader(text, dialect.headerChar()))) {
            var it = p.iterator();
            if (it.hasNext() && !noHeader) {
                it.next();
            }
            int offset = noHeader ? 0 : dialect.headerIndex();
            CsvRecord last = null;
            while (it.hasNext()) {
                CsvRecord r = it.next();
                if (blank(r)) {
                    continue;
                }
                if (repeatsHeader(r, header)) {
                    continue; // a header repeated before each section or page of the export
                }
                long line = offset + r.getStartingLineNumber(); // the record's first line in the file, 1-based
                if (next[0] >= 0 && line > next[0]) {
                    break; // the header of the next table (found in the sample)
                }
                String lead = leadingText(r);
                if (lead != null) {
                    if (totals.size() < 10_000 && totals.computeIfAbsent(lead, vocabulary::isTotal) && rows.undated(r)) {
                        outside++; // a total line: a sum of rows, not a transaction
                        continue;
                    }
                    if (!noHeader && sampleDone(dataRows, sample) && StackedTables.isHeader(r, vocabulary)) {
                        next[0] = (int) line - 1; // the header of a next table past the sample
                        break;
                    }
                }
                last = r;
                dataRows++;
                Transaction t = rows.read(r, line);
                if (t != null) {
                    out.add(t);
                    rows.outcomes.read(line);
                    Transaction closing = lay.positions == null ? null : rows.closing(r, t);
                    if (closing != null) {
                        out.add(closing); // a closed position: its sell (or a short's buy) from the same row
                        closings[closing.kind().ordinal()]++;
                    }
                }
            }
            if (last != null && !it.hasNext() && unclosedQuote(last)) {
                // the parser reads a quote that is never closed to the end of the file as one cell
                throw broken(decoded, dialect, header, new CsvParseException("the quote opened on line "
                        + (offset + last.getStartingLineNumber()) + " is never closed"));
            }
        } catch (IOException | UncheckedIOException | CsvParseException e) {
            throw broken(decoded, dialect, header, e);
        }
        long footer = rows.outcomes.endTable(); // rows of text after the last row of the table: not data rows
        dataRows -= footer;
        outside += footer;
        long reversed = Reversals.setAside(out, rows.reversals, rows.corrections, l -> rows.outcomes.setApart(RowOutcomes.REVERSED, l));
        long failed = rows.outcomes.failedRows();
        if (failed > RowOutcomes.MAX_FAILED_SHARE * dataRows) {
            // more than one row in twenty with a cell that does not read: the columns were likely taken wrongly
            var first = rows.errors.get(0);
            throw new UnreadableTransactionsException((failed == 1 ? "" : failed + " of " + dataRows + " rows have a cell that could not be read; first: ")
                    + "line " + first.line() + ", column '" + first.column() + "': " + first.message() + ".", diagnosis, rows.errors);
        }
        long[] byKind = new long[TransactionKind.values().length];
        for (Transaction t : out) {
            byKind[t.kind().ordinal()]++;
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        for (TransactionKind k : TransactionKind.values()) {
            if (byKind[k.ordinal()] > 0) {
                counts.put(k.id(), byKind[k.ordinal()]);
            }
        }
        if (reversed > 0) {
            counts.put(REVERSED, reversed);
        }
        if (rows.notExecuted > 0) {
            counts.put(NOT_EXECUTED, rows.notExecuted);
        }
        long fills = Fills.merge(out); // rows counted above; an order executed in several fills is one transaction from here
        for (int k = 0; k < byKind.length; k++) {
            byKind[k] -= closings[k]; // a closed position's row is one trade row, though it gives two trades
        }
        return new ReadResult(out, counts, rows.unrecognized, dataRows, diagnosis.withReading(rows.words.list(), null),
                rows.outcomes.report(byKind, dataRows, outside, fills));
    }

    /** Key of {@link ReadResult#countsByKind()} for reversal rows and the bookings they cancelled (neither is a transaction). */
    public static final String REVERSED = "reversed";

    /** Key of {@link ReadResult#countsByKind()} for orders whose status says they never executed (not transactions). */
    public static final String NOT_EXECUTED = "not_executed";

    /** SHA-256 of the normalised header cells joined by '|'. */
    public static String signature(List<String> header) {
        StringBuilder b = new StringBuilder();
        for (String h : header) {
            b.append(Vocabulary.normalize(h)).append('|');
        }
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b.toString().getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

}
