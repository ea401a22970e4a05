package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.text.TableLines;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import de.siegmar.fastcsv.reader.CsvParseException;
import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import de.siegmar.fastcsv.reader.CsvRecordHandler;
import de.siegmar.fastcsv.reader.FieldModifiers;

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
 * <p>One class because its decisions run in sequence on shared state (the dialect, the layout and each column's
 * separators and date order feed the next decision and the one {@link Diagnosis}); the parts that stand alone are
 * already their own classes ({@link TextDecoding}, {@link CsvDialect}, {@link Vocabulary}, {@link RowOutcomes},
 * {@link StackedTables}, {@link Fills}, {@link Derivatives}, {@link ClosedPositions}). Its split along the remaining seams
 * (table detection, column roles, row typing) is issue 24's open part.
 */
public final class TransactionReader {

    static final int SAMPLE_ROWS = 2000;
    static final double MIN_CONFIDENCE = 0.6;
    private static final int MAX_ERRORS = 20;
    /**
     * Quantity and price written in a description: "Koop 3 @ 50,12 EUR", "Sell 3 @ 139.74 USD", "Compra 6 ISHARES MSCI WOR
     * A@49,785 EUR", "Vente 1 046,3825 @ 0,9854 EUR" (space as thousands separator), "OPEN BUY 2 @ 150.00".
     */
    private static final Pattern AT_PRICE = Pattern.compile(
            "(?<![\\w.,])(\\d(?:[\\d.,' \u00a0\u202f]*\\d)?)(?:\\s+[^@\\d][^@]*?)?\\s*@\\s*(\\d[\\d.,']*)\\s*([A-Z]{3})?");

    /** Type texts that say "a trade" without its direction: the sign of the quantity (or amount) decides. */
    private static final java.util.Set<String> GENERIC_TRADE = java.util.Set.of("trade", "trades", "transaction", "order", "execution",
            "portfolio transaction", "handel", "transaktion", "transactie", "operazione", "opération", "compravendita", "orden");

    private final Vocabulary vocabulary;
    private final BrokerProfiles profiles;

    public TransactionReader(Vocabulary vocabulary, BrokerProfiles profiles) {
        this.vocabulary = vocabulary;
        this.profiles = profiles;
    }

    public static TransactionReader standard() {
        return new TransactionReader(Vocabulary.standard(), BrokerProfiles.standard());
    }

    /** Decodes the bytes and refuses a file with a line longer than {@link TableLines#MAX_LINE_CHARS}. */
    private static TextDecoding.Decoded decode(byte[] bytes) {
        TextDecoding.Decoded decoded = TextDecoding.decode(bytes);
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
        TextDecoding.Decoded decoded = decode(bytes);
        String text = decoded.text();
        CsvDialect dialect = CsvDialect.sniff(text, vocabulary);
        if (mapping.headerLine() != null) {
            dialect = atLine(text, dialect, mapping.headerLine() - 1);
        } else if (dialect.headerKnown() && dialect.headerIndex() > 0) {
            int earlier = StackedTables.earlierHeader(text, dialect, vocabulary);
            if (earlier >= 0) {
                dialect = atLine(text, dialect, earlier); // a narrower first table above the widest one
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
                tables.add(unreadTable(text, at, next[0], e));
            }
            if (next[0] < 0 || tables.size() >= MAX_TABLES) {
                break;
            }
            at = atLine(text, dialect, next[0]);
            m = ColumnMapping.detect();
            s = null;
        }
        if (tables.size() == 1) {
            return tables.get(0);
        }
        ReadResult merged = StackedTables.merge(tables);
        if (merged.transactions().isEmpty() && refused != null) {
            throw refused; // no table could be read
        }
        return merged;
    }

    /** Tables read from one file at most (a file of many small tables is a report, not a transaction export). */
    static final int MAX_TABLES = 20;

    /**
     * One of several tables that could not be read (a list of cash movements without instruments, say): its rows, up to the
     * next table's header ({@code end}, 0-based; -1 for the end of the file), are not used, with the reader's reason.
     */
    private static ReadResult unreadTable(String text, CsvDialect at, int end, UnreadableTransactionsException e) {
        List<Long> lines = new ArrayList<>();
        long n = 0;
        try (CsvReader<CsvRecord> p = csv(at, false, reader(text, at.headerChar()))) {
            var it = p.iterator();
            if (it.hasNext()) {
                it.next();
            }
            while (it.hasNext()) {
                CsvRecord r = it.next();
                long line = at.headerIndex() + r.getStartingLineNumber();
                if (end >= 0 && line > end) {
                    break;
                }
                if (!blank(r)) {
                    n++;
                    if (lines.size() < RowOutcomes.MAX_LINES) {
                        lines.add(line);
                    }
                }
            }
        } catch (IOException | UncheckedIOException | CsvParseException x) {
            // counted as far as it parses
        }
        String reason = "Rows of a table that could not be read as transactions (" + e.getMessage().replaceAll("\\.$", "") + ").";
        RowReport report = new RowReport(n, n == 0 ? Map.of() : Map.of(RowReport.NOT_USED, n),
                n == 0 ? List.of() : List.of(new RowReport.NotUsed(reason, n, List.copyOf(lines), false)), 0, 1, 0);
        return new ReadResult(List.of(), Map.of(), Map.of(), n, e.diagnosis(), report);
    }

    /**
     * Reads the table whose header {@code dialect} names, up to the header of a next table; that header's 0-based line
     * goes to {@code next[0]} (else it stays -1).
     */
    private ReadResult readTable(TextDecoding.Decoded decoded, String text, CsvDialect dialect, ColumnMapping mapping, ColumnMapping saved,
                                 int[] next) {
        List<String> header = dialect.header();
        List<String> reasons = new ArrayList<>();
        boolean noHeader = false;
        if (header.isEmpty()) {
            // a file without a header row: the mapping step names its columns #1..#n (see headerless); with such a mapping
            // the first line is data
            int width = mapping.columns().isEmpty() ? 0 : firstRecordWidth(text, dialect);
            if (width < 2) {
                throw headerless(decoded, dialect, text);
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
            int idx = columnIndex(header, e.getValue());
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
            guessFromVocabulary(lay);
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
            typeFromContent(lay, sample);
            dropTextColumnsNamedAsNumbers(lay, sample);
            dropCurrencyColumnsOfDates(lay, sample);
            LayoutRules.sameNamedColumns(lay, sample);
            LayoutRules.roles(lay, vocabulary);
            LayoutRules.currencyColumns(lay);
            LayoutRules.pence(lay);
            LayoutRules.headerCurrency(lay);
        }
        if (!explicit) {
            guessFromContent(lay, sample);
            positions(lay);
        }
        // per-column decimal separators: the column's own values, else what the file's other numeric columns say, else the delimiter
        boolean[] decimalComma = new boolean[header.size()];
        Map<String, String> decimalByColumn = new LinkedHashMap<>();
        List<Integer> numericColumns = new ArrayList<>();
        for (TransactionField f : List.of(TransactionField.QUANTITY, TransactionField.PRICE, TransactionField.AMOUNT, TransactionField.FEE,
                TransactionField.TAX)) {
            Integer i = lay.col.get(f);
            if (i != null) {
                numericColumns.add(i);
            }
        }
        numericColumns.addAll(lay.moneyColumns());
        if (lay.positions != null) {
            numericColumns.add(lay.positions.closePrice());
        }
        Map<Integer, Boolean> evidence = new HashMap<>();
        int commaColumns = 0;
        int pointColumns = 0;
        for (int i : numericColumns) {
            Boolean e = decimalEvidence(sample, i);
            evidence.put(i, e);
            commaColumns += Boolean.TRUE.equals(e) ? 1 : 0;
            pointColumns += Boolean.FALSE.equals(e) ? 1 : 0;
        }
        boolean fileComma = commaColumns != pointColumns ? commaColumns > pointColumns : dialect.delimiter() == ';';
        for (int i : numericColumns) {
            Character stated = layout.decimal() != null && !lay.moneyColumns().contains(i) ? layout.decimal() : mapping.decimal();
            boolean comma = stated != null ? stated == ',' : evidence.get(i) != null ? evidence.get(i) : fileComma;
            decimalComma[i] = comma;
            decimalByColumn.put(header.get(i).isEmpty() ? "#" + (i + 1) : header.get(i), comma ? "comma" : "point");
        }
        // date order
        DateReader.Sniffed dateSniff = null;
        Integer iDate = lay.col.get(TransactionField.DATE);
        DateReader.Order order;
        if (mapping.dateOrder() != null || layout.dateOrder() != null) {
            order = mapping.dateOrder() != null ? mapping.dateOrder() : layout.dateOrder();
            dateSniff = new DateReader.Sniffed(order, 1, "stated by the " + (mapping.dateOrder() != null ? "mapping" : "layout " + format), 1);
            if (iDate != null) {
                double parsed = share(sample, iDate, v -> DateReader.parse(v, order) != null);
                dateSniff = new DateReader.Sniffed(order, parsed, dateSniff.basis(), parsed);
            }
        } else if (iDate != null) {
            List<String> values = new ArrayList<>();
            sample.forEach(r -> values.add(cell(r, iDate)));
            DateReader.Order fallback = englishHeader(header) ? DateReader.Order.MDY : DateReader.Order.DMY;
            dateSniff = DateReader.sniff(values, fallback);
            order = dateSniff.order();
        } else {
            order = DateReader.Order.DMY;
        }
        // side rule and type-word coverage
        ColumnMapping.SideRule side = mapping.sideRule() != null ? mapping.sideRule() : layout.sideRule() != null ? layout.sideRule()
                : lay.col.containsKey(TransactionField.TYPE) ? ColumnMapping.SideRule.TYPE
                : lay.col.containsKey(TransactionField.QUANTITY) ? ColumnMapping.SideRule.QUANTITY_SIGN
                : ColumnMapping.SideRule.AMOUNT_SIGN;
        Map<String, TransactionKind> rules = new HashMap<>(layout.kindRules());
        rules.putAll(mapping.kindRules());
        RowReader rows = new RowReader(lay, decimalComma, new DateReader(order), side, rules);
        // confidence
        List<String> missing = new ArrayList<>();
        if (iDate == null) {
            missing.add("date");
        }
        if (!lay.col.containsKey(TransactionField.TYPE) && !lay.col.containsKey(TransactionField.SIDE) && !lay.col.containsKey(TransactionField.QUANTITY)
                && !lay.col.containsKey(TransactionField.AMOUNT) && lay.debit < 0) {
            missing.add("type (or a signed quantity or amount)");
        }
        if (!lay.col.containsKey(TransactionField.SYMBOL) && !lay.col.containsKey(TransactionField.ISIN)
                && !lay.col.containsKey(TransactionField.NAME)) {
            missing.add("instrument (symbol, ISIN or name)");
        }
        double confidence = Math.min(1, dialect.confidence() + 0.2);
        if (!dialect.headerKnown() && !explicit && saved == null) {
            confidence = Math.min(confidence, 0.5);
            reasons.add("No header cell is a column name the reader knows (in any of its languages).");
        }
        if (dialect.confidence() < 0.8) {
            reasons.add(String.format(Locale.ROOT, "Only %.0f%% of the first lines split into the same number of columns with the %s delimiter.",
                    100 * dialect.confidence(), dialect.delimiterName()));
        }
        for (TransactionField f : List.of(TransactionField.DATE, TransactionField.TYPE, TransactionField.SIDE, TransactionField.QUANTITY)) {
            Double c = lay.conf.get(f);
            if (c != null && c < 1.0) {
                confidence = Math.min(confidence, c);
                reasons.add("Column '" + header.get(lay.col.get(f)) + "' was taken as " + f.id() + " from its "
                        + (c >= 0.8 ? "name" : "values") + " (not an exact known header).");
            }
        }
        if (!missing.isEmpty()) {
            confidence = 0;
            reasons.add("No column was recognised for: " + String.join(", ", missing) + ".");
        }
        if (dateSniff != null) {
            confidence = Math.min(confidence, dateSniff.confidence());
            if (dateSniff.parsedShare() < 0.9) {
                reasons.add(String.format(Locale.ROOT, "Only %.0f%% of the values in '%s' read as dates.", 100 * dateSniff.parsedShare(),
                        header.get(iDate)));
            } else if (dateSniff.confidence() < 1) {
                reasons.add("Date order " + dateSniff.order().id() + " assumed: " + dateSniff.basis() + ".");
            }
        }
        if (missing.isEmpty() && !sample.isEmpty()) {
            int known = 0;
            Map<String, Integer> unknown = new LinkedHashMap<>();
            Integer iType = lay.col.get(TransactionField.TYPE);
            int typed = 0;
            for (CsvRecord r : sample) {
                if (rows.kind(r) != null) {
                    known++;
                } else if (rows.undated(r)) {
                    continue; // text around the table (a footer, a title): no row of it
                } else if (iType != null && !cell(r, iType).isEmpty()) {
                    unknown.merge(cell(r, iType), 1, Integer::sum);
                }
                typed++;
            }
            double share = typed == 0 ? 0 : (double) known / typed;
            if (share < 0.5) {
                reasons.add(String.format(Locale.ROOT, "Only %.0f%% of the rows have a transaction type the reader knows%s.", 100 * share,
                        iType != null ? " in column '" + header.get(iType) + "'" : ""));
                if (!unknown.isEmpty()) {
                    // the words to teach it: the mapping's kind rules ({"Inleg": "deposit"}) or the vocabulary
                    List<String> top = unknown.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(6)
                            .map(e -> "'" + e.getKey() + "' (" + e.getValue() + ")").toList();
                    reasons.add("Type words it does not know: " + String.join(", ", top) + (unknown.size() > 6 ? " and " + (unknown.size() - 6)
                            + " more" : "") + "; kind rules in the mapping can name them (for example deposit, withdrawal, buy).");
                }
                confidence = Math.min(confidence, share + 0.1);
            }
        }
        if (sample.isEmpty()) {
            reasons.add("The file has a header but no data rows.");
        }
        Diagnosis diagnosis = new Diagnosis(decoded.encoding(), dialect.delimiterName(), noHeader ? 0 : dialect.headerIndex() + 1, signature(header), format,
                header, lay.guesses(vocabulary), dateSniff == null ? null : dateSniff.order().id(), dateSniff == null ? null : dateSniff.basis(),
                decimalByColumn, preview(sample), missing, round(confidence), reasons);
        if (!explicit && (confidence < MIN_CONFIDENCE || !missing.isEmpty())) {
            throw new UnreadableTransactionsException("The reader is not sure how to read this file"
                    + (reasons.isEmpty() ? "." : ": " + String.join(" ", reasons)), diagnosis, List.of());
        }
        if (explicit && !missing.isEmpty() && missing.contains("date")) {
            throw new UnreadableTransactionsException("The mapping gives no date column.", diagnosis, List.of());
        }
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
        return new ReadResult(out, counts, rows.unrecognized, dataRows, diagnosis, rows.outcomes.report(byKind, dataRows, outside, fills));
    }

    /** Key of {@link ReadResult#countsByKind()} for reversal rows and the bookings they cancelled (neither is a transaction). */
    public static final String REVERSED = "reversed";

    /** Key of {@link ReadResult#countsByKind()} for orders whose status says they never executed (not transactions). */
    public static final String NOT_EXECUTED = "not_executed";

    /**
     * A row naming the reversal of an earlier booking: its instrument, quantity, signed amount, date, type text and the kind
     * that text names (what is reversed: "Storno Dividende" a dividend), paired by {@link Reversals#setAside}.
     */
    record Reversal(long line, Instrument instrument, double quantity, double amount, LocalDate date, String text, TransactionKind kind) {
    }

    // ------------------------------------------------------------------------------------------------ layout

    /** Field-to-column assignment with confidences. */
    static final class Layout {
        final List<String> header;
        final Map<TransactionField, Integer> col = new EnumMap<>(TransactionField.class);
        final Map<TransactionField, Double> conf = new EnumMap<>(TransactionField.class);
        final Map<Integer, TransactionField> byColumn = new HashMap<>();
        /** Fields with a value stated by the layout for every row ("=CHF"): currencies the file does not repeat. */
        final Map<TransactionField, String> constants = new EnumMap<>(TransactionField.class);
        /**
         * A second date column by name (a settlement or value date), read when the row's date cell is empty: Disnat writes
         * '-' as the trade date of dividends, fees and cash movements and gives only their settlement date.
         */
        int altDate = -1;
        /** The columns of a closed-positions sheet ({@link ClosedPositions}); null for a list of transactions. */
        ClosedPositions positions;
        /** Columns whose values contradict every numeric field their name suggested (Spanish 'Valor' holding security names). */
        final java.util.Set<Integer> notNumbers = new java.util.HashSet<>();
        /** Money out and money in ({@link LayoutRules#roles}): one signed amount, credit minus debit, when no column is the amount. */
        int debit = -1;
        int credit = -1;
        /** A column saying whether an order executed ({@link LayoutRules#roles}); -1 when none. */
        int status = -1;
        /** Prices written in pence ({@link LayoutRules#pence}) are read times 0.01. */
        double priceScale = 1;
        /** Further amount and fee columns, one per currency ({@link LayoutRules#currencyColumns}), and the currency each names. */
        final List<Integer> moreAmounts = new ArrayList<>();
        final List<Integer> moreFees = new ArrayList<>();
        final Map<Integer, String> columnCurrency = new HashMap<>();

        Layout(List<String> header) {
            this.header = header;
        }

        void assign(TransactionField f, int idx, double c) {
            col.put(f, idx);
            conf.put(f, c);
            byColumn.put(idx, f);
        }

        boolean free(TransactionField f, int idx) {
            return !col.containsKey(f) && !byColumn.containsKey(idx) && !(NUMERIC.contains(f) && notNumbers.contains(idx));
        }

        void unassign(TransactionField f) {
            Integer idx = col.remove(f);
            conf.remove(f);
            if (idx != null) {
                byColumn.remove(idx);
            }
        }

        void clear() {
            col.clear();
            conf.clear();
            byColumn.clear();
            altDate = -1;
        }

        /** Money columns that no field names but that are read as numbers: debit, credit, amounts and fees per currency. */
        List<Integer> moneyColumns() {
            List<Integer> out = new ArrayList<>(moreAmounts);
            out.addAll(moreFees);
            if (debit >= 0) {
                out.add(debit);
                out.add(credit);
            }
            return out;
        }

        List<Diagnosis.ColumnGuess> guesses(Vocabulary v) {
            List<Diagnosis.ColumnGuess> out = new ArrayList<>();
            for (int i = 0; i < header.size(); i++) {
                TransactionField f = byColumn.get(i);
                List<String> alts = new ArrayList<>();
                v.fieldsOf(header.get(i)).keySet().forEach(a -> {
                    if (a != f) {
                        alts.add(a.id());
                    }
                });
                out.add(new Diagnosis.ColumnGuess(i + 1, header.get(i), f == null ? null : f.id(), f == null ? 0 : round(conf.get(f)), alts));
            }
            return out;
        }
    }

    private void guessFromVocabulary(Layout lay) {
        record Cand(TransactionField f, int idx, double c) {
        }
        List<Cand> cands = new ArrayList<>();
        for (int i = 0; i < lay.header.size(); i++) {
            for (var e : vocabulary.fieldsOf(lay.header.get(i)).entrySet()) {
                cands.add(new Cand(e.getKey(), i, e.getValue()));
            }
        }
        // a trade date before a booking date before a settlement or value date, whatever their order and however exact their names; then
        // highest confidence first; among equals the field's own order (date before time, type before name...), then left-most column
        int[] dateRank = new int[lay.header.size()];
        for (int i = 0; i < dateRank.length; i++) {
            dateRank[i] = vocabulary.dateRank(lay.header.get(i));
        }
        java.util.Comparator<Cand> order = java.util.Comparator.comparingInt((Cand c) -> c.f == TransactionField.DATE ? dateRank[c.idx] : 0);
        cands.sort(order.thenComparing((a, b) -> a.c != b.c ? Double.compare(b.c, a.c) : a.f != b.f ? a.f.compareTo(b.f)
                : Integer.compare(a.idx, b.idx)));
        for (Cand c : cands) {
            if (lay.free(c.f, c.idx)) {
                lay.assign(c.f, c.idx, c.c);
            }
        }
        for (Cand c : cands) {
            if (c.f == TransactionField.DATE && c.c >= 0.8 && lay.altDate < 0 && !lay.byColumn.containsKey(c.idx)) {
                lay.altDate = c.idx;
            }
        }
    }

    /**
     * The type column chosen by what its cells say. When no column named as a type holds transaction words in at least half
     * of its cells, the column whose cells most often do (at least {@value #TYPE_BY_VALUES} of them) becomes the type
     * column: flatex's 'Buchungsinformation' ("Ausführung ORDER Kauf ..."), bossa's K/S column headed '-', Banca Sella's
     * 'Descrizione' ("COMPRAVENDITA TITOLI - ACQUISTO"), the French Saxo report's 'Événement' ("Achat 40 @ 447,19 EUR")
     * next to a 'Type' that only says "Opération". A type column displaced this way stays as the description; the other
     * columns are then assigned by name again. Not used with a broker profile, a saved profile or a mapping (they say).
     */
    private void typeFromContent(Layout lay, List<CsvRecord> sample) {
        if (sample.isEmpty() || lay.col.containsKey(TransactionField.SIDE)) {
            return;
        }
        Integer current = lay.col.get(TransactionField.TYPE);
        if (current != null && kindShare(sample, current) >= 0.5) {
            return;
        }
        int best = -1;
        double bestShare = 0;
        for (int i = 0; i < lay.header.size(); i++) {
            TransactionField f = lay.byColumn.get(i);
            if (current != null && i == current || f != null && f != TransactionField.NAME && f != TransactionField.DESCRIPTION) {
                continue;
            }
            double sh = kindShare(sample, i);
            if (sh > bestShare) {
                best = i;
                bestShare = sh;
            }
        }
        if (best < 0 || bestShare < TYPE_BY_VALUES || lay.byColumn.get(best) == TransactionField.NAME && onlyInstrumentColumn(lay, best)) {
            return;
        }
        lay.clear();
        lay.assign(TransactionField.TYPE, best, 0.75);
        if (current != null) {
            lay.assign(TransactionField.DESCRIPTION, current, 0.75);
        }
        guessFromVocabulary(lay);
    }

    static final double TYPE_BY_VALUES = 0.6;

    /**
     * No other column names the instrument (by symbol, ISIN or name): such a column stays the name even when most of its
     * cells name kinds (Hargreaves Lansdown's 'Description' holds "Ocado Group plc ... 39 @ 200.3" and "... Net Dividend
     * Payment"); its rows are typed by their text one by one ({@link RowReader#kindOfRowText}).
     */
    private boolean onlyInstrumentColumn(Layout lay, int idx) {
        for (int i = 0; i < lay.header.size(); i++) {
            if (i == idx) {
                continue;
            }
            var f = vocabulary.fieldsOf(lay.header.get(i));
            if (f.containsKey(TransactionField.SYMBOL) || f.containsKey(TransactionField.ISIN) || f.containsKey(TransactionField.NAME)) {
                return false;
            }
        }
        return !lay.col.containsKey(TransactionField.SYMBOL) && !lay.col.containsKey(TransactionField.ISIN);
    }

    /** Share of a column's non-empty sample cells that name a transaction kind (or a cash transfer); numbers and dates do not. */
    private double kindShare(List<CsvRecord> sample, int idx) {
        Map<String, Boolean> seen = new HashMap<>();
        int n = 0;
        int yes = 0;
        for (CsvRecord r : sample) {
            String v = cell(r, idx);
            if (v.isEmpty()) {
                continue;
            }
            n++;
            if (seen.size() > 500 && !seen.containsKey(v)) {
                break; // free text or identifiers, not a handful of type words
            }
            if (seen.computeIfAbsent(v, t -> !CsvDialect.startsNumeric(t) && (vocabulary.kindOf(t) != null || vocabulary.isCashTransfer(t)))) {
                yes++;
            }
        }
        return n == 0 ? 0 : (double) yes / n;
    }

    private static final java.util.Set<TransactionField> NUMERIC = java.util.EnumSet.of(TransactionField.QUANTITY, TransactionField.PRICE,
            TransactionField.AMOUNT, TransactionField.FEE, TransactionField.TAX);

    /**
     * A column named like a number whose cells are text is not that number: Spanish 'Valor' is the security (Renta 4),
     * Portuguese or Spanish 'Valor' elsewhere the amount. Such a column is barred from the numeric fields and the names are
     * matched again, so the next column named as an amount ('Importe neto') takes the field.
     */
    private void dropTextColumnsNamedAsNumbers(Layout lay, List<CsvRecord> sample) {
        boolean dropped = false;
        for (TransactionField f : NUMERIC) {
            Integer i = lay.col.get(f);
            if (i != null && (share(sample, i, v -> !Double.isNaN(NumberReader.parse(v, false))) < 0.5
                    || f == TransactionField.AMOUNT && LayoutRules.identifierColumn(lay, sample, i))) {
                lay.unassign(f);
                lay.notNumbers.add(i);
                dropped = true;
            }
        }
        if (dropped) {
            guessFromVocabulary(lay);
        }
    }

    /**
     * A column named like a currency whose cells are dates is not one: German 'Valuta' is the value date (flatex), while
     * Swedish or Italian 'Valuta' holds codes. The column is freed so the values can find the real currency column.
     */
    private static void dropCurrencyColumnsOfDates(Layout lay, List<CsvRecord> sample) {
        for (TransactionField f : List.of(TransactionField.CURRENCY, TransactionField.AMOUNT_CURRENCY, TransactionField.FEE_CURRENCY)) {
            Integer i = lay.col.get(f);
            if (i != null && share(sample, i, NumberReader::isCode) < 0.5 && share(sample, i, v -> DateReader.orderHint(v) >= 0) >= 0.5) {
                lay.unassign(f);
            }
        }
    }

    /**
     * A closed-positions sheet ({@link ClosedPositions}): the opening date is the date, the opening price the price; the
     * closing columns are read by {@link RowReader#closing}.
     */
    private void positions(Layout lay) {
        ClosedPositions p = ClosedPositions.of(lay.header, vocabulary);
        if (p == null || !lay.col.containsKey(TransactionField.QUANTITY)) {
            return;
        }
        for (int c : new int[] {p.openDate(), p.closeDate(), p.openPrice(), p.closePrice()}) {
            TransactionField f = c < 0 ? null : lay.byColumn.get(c);
            if (f != null) {
                lay.unassign(f);
            }
        }
        lay.unassign(TransactionField.DATE);
        lay.assign(TransactionField.DATE, p.openDate(), 1.0);
        if (p.openPrice() >= 0) {
            lay.unassign(TransactionField.PRICE);
            lay.assign(TransactionField.PRICE, p.openPrice(), 1.0);
        }
        lay.altDate = -1;
        lay.positions = p;
    }

    /** Columns recognised from their values when the header did not say: ISINs, dates, currency codes. */
    private void guessFromContent(Layout lay, List<CsvRecord> sample) {
        if (sample.isEmpty()) {
            return;
        }
        for (int i = 0; i < lay.header.size(); i++) {
            if (lay.byColumn.containsKey(i)) {
                continue;
            }
            final int idx = i;
            if (!lay.col.containsKey(TransactionField.ISIN) && share(sample, idx, Isin::isValid) >= 0.5) {
                lay.assign(TransactionField.ISIN, idx, 0.9);
            } else if (!lay.col.containsKey(TransactionField.DATE) && share(sample, idx, TransactionReader::plausibleDate) >= 0.9) {
                lay.assign(TransactionField.DATE, idx, 0.7);
            } else if (!lay.col.containsKey(TransactionField.CURRENCY) && share(sample, idx, NumberReader::isCurrency) >= 0.9) {
                lay.assign(TransactionField.CURRENCY, idx, 0.9);
            }
        }
    }

    /** A value that reads as a date of this or the last century in either order (an 8-digit id such as 88000017 does not). */
    private static boolean plausibleDate(String v) {
        if (DateReader.orderHint(v) < 0) {
            return false;
        }
        LocalDate d = DateReader.parse(v, DateReader.Order.DMY);
        if (d == null) {
            d = DateReader.parse(v, DateReader.Order.MDY);
        }
        return d != null && d.getYear() >= 1900 && d.getYear() <= 2100;
    }

    private static double share(List<CsvRecord> sample, int idx, java.util.function.Predicate<String> test) {
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

    /** Decimal comma when the column's values say so, or when they say nothing and the file is ';'-delimited. */
    /** What a column's values say of its decimal separator: comma (true), point (false), or nothing (null). */
    static Boolean decimalEvidence(List<CsvRecord> sample, int idx) {
        int comma = 0;
        int point = 0;
        for (CsvRecord r : sample) {
            switch (NumberReader.hint(cell(r, idx))) {
                case COMMA -> comma++;
                case POINT -> point++;
                default -> {
                }
            }
        }
        return comma == point ? null : comma > point;
    }

    private static boolean englishHeader(List<String> header) {
        for (String h : header) {
            String n = Vocabulary.normalize(h);
            if (n.equals("date") || n.equals("trade date") || n.equals("action") || n.equals("quantity") || n.equals("symbol")) {
                return true;
            }
        }
        return false;
    }

    static int columnIndex(List<String> header, String ref) {
        if (ref.startsWith("#") && ref.length() > 1 && ref.substring(1).chars().allMatch(Character::isDigit)) {
            int i = Integer.parseInt(ref.substring(1)) - 1;
            return i >= 0 && i < header.size() ? i : -1;
        }
        String n = Vocabulary.normalize(ref);
        for (int i = 0; i < header.size(); i++) {
            if (Vocabulary.normalize(header.get(i)).equals(n)) {
                return i;
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------------------------------------ rows

    /** Types one row. State: unrecognised type labels and cell errors. */
    final class RowReader {
        final Layout lay;
        /** Decimal comma per column index, decided once per column from the sample ({@link #decimalEvidence}). */
        final boolean[] decimalComma;
        /** Any numeric column reads a decimal comma: the separator of quantities and prices written in a description. */
        final boolean anyDecimalComma;
        final DateReader dates;
        final ColumnMapping.SideRule side;
        final Map<String, TransactionKind> rules;
        final Map<String, Long> unrecognized = new TreeMap<>();
        final List<Reversal> reversals = new ArrayList<>();
        /** Bookings marked as a correction, paired with the booking they cancel by {@link Reversals#setAside}. */
        final List<Transaction> corrections = new ArrayList<>();
        private final Map<String, Boolean> reversalCache = new HashMap<>();
        private final Map<String, Boolean> correctionCache = new HashMap<>(); // a type here names no reversal: one test for both
        final List<UnreadableTransactionsException.CellError> errors = new ArrayList<>();
        /** What became of the rows that are not read as transactions. */
        final RowOutcomes outcomes = new RowOutcomes(unrecognized);
        private final Map<String, TransactionKind> kindCache = new HashMap<>();
        private final Map<String, Boolean> savingsCache = new HashMap<>();
        private final Map<String, Boolean> cashTransferCache = new HashMap<>();
        private final Map<String, Boolean> statusCache = new HashMap<>();
        private final Map<String, Boolean> unspecificCache = new HashMap<>();
        /** Rows of orders that never executed (their status says so, {@link LayoutRules#roles}): set aside, counted. */
        long notExecuted;
        private final Map<String, String> tickerCache = new HashMap<>();
        private final Map<String, Boolean> isinCache = new HashMap<>();
        /** One instance per distinct text and per instrument: a million rows retain only their distinct values. */
        private final Map<String, String> texts = new HashMap<>();
        private final Map<Instrument, Instrument> instruments = new HashMap<>();
        private final Map<String, String> codeCache = new HashMap<>();
        final int iDate;
        final int iType;
        final int iSymbol;
        final int iIsin;
        final int iName;
        final int iQty;
        final int iPrice;
        final int iAmount;
        final int iFee;
        final int iCurrency;
        final int iAmountCurrency;
        final int iFeeCurrency;
        final int iAccount;
        final int iSide;
        final int iDescription;
        final int iAltDate;
        final int iOrder;
        final int iTime;

        RowReader(Layout lay, boolean[] decimalComma, DateReader dates, ColumnMapping.SideRule side,
                  Map<String, TransactionKind> rules) {
            this.lay = lay;
            this.decimalComma = decimalComma;
            boolean any = false;
            for (boolean b : decimalComma) {
                any |= b;
            }
            this.anyDecimalComma = any;
            this.dates = dates;
            this.side = side;
            this.rules = rules;
            iDate = idx(TransactionField.DATE);
            iType = idx(TransactionField.TYPE);
            iSymbol = idx(TransactionField.SYMBOL);
            iIsin = idx(TransactionField.ISIN);
            iName = idx(TransactionField.NAME);
            iQty = idx(TransactionField.QUANTITY);
            iPrice = idx(TransactionField.PRICE);
            iAmount = idx(TransactionField.AMOUNT);
            iFee = idx(TransactionField.FEE);
            iCurrency = idx(TransactionField.CURRENCY);
            iAmountCurrency = idx(TransactionField.AMOUNT_CURRENCY);
            iFeeCurrency = idx(TransactionField.FEE_CURRENCY);
            iAccount = idx(TransactionField.ACCOUNT);
            iSide = idx(TransactionField.SIDE);
            iDescription = idx(TransactionField.DESCRIPTION);
            iAltDate = lay.altDate;
            iOrder = idx(TransactionField.ORDER_ID);
            iTime = idx(TransactionField.TIME);
        }

        private int idx(TransactionField f) {
            return lay.col.getOrDefault(f, -1);
        }

        double num(CsvRecord r, int i) {
            return i < 0 ? Double.NaN : NumberReader.parse(cell(r, i), i < decimalComma.length && decimalComma[i]);
        }

        /** The column a row's amount is read from: the amount column, else the first of its per-currency siblings the row fills. */
        int amountColumn(CsvRecord r) {
            return firstFilled(r, iAmount, lay.moreAmounts);
        }

        private int firstFilled(CsvRecord r, int main, List<Integer> more) {
            if (main < 0 || more.isEmpty() || !Double.isNaN(num(r, main))) {
                return main;
            }
            for (int j : more) {
                if (!Double.isNaN(num(r, j))) {
                    return j;
                }
            }
            return main;
        }

        /** The row's amount; with debit and credit columns instead of one ({@link LayoutRules#roles}), credit minus debit. */
        double amount(CsvRecord r) {
            if (iAmount >= 0 || lay.debit < 0) {
                return num(r, amountColumn(r));
            }
            double d = num(r, lay.debit);
            double c = num(r, lay.credit);
            if (Double.isNaN(d) && Double.isNaN(c)) {
                return Double.NaN;
            }
            return (Double.isNaN(c) ? 0 : Math.abs(c)) - (Double.isNaN(d) ? 0 : Math.abs(d));
        }

        /** The kind from the type text (rules, then vocabulary), else from the sign per the side rule; null when unknown. */
        TransactionKind kind(CsvRecord r) {
            String type = iType >= 0 ? cell(r, iType) : "";
            TransactionKind k = null;
            String sideText = iSide >= 0 ? cell(r, iSide) : "";
            if (!sideText.isEmpty()) {
                // a buy/sell column (IBKR, Freetrade, Questrade's Action) names the side of trade rows; other rows fall to the type
                TransactionKind s = kindCache.computeIfAbsent(sideText, this::kindOfText);
                if (s == TransactionKind.BUY || s == TransactionKind.SELL) {
                    TransactionKind t = type.isEmpty() ? null : kindCache.computeIfAbsent(type, this::kindOfText);
                    if (t == null || t == TransactionKind.BUY || t == TransactionKind.SELL || isGenericTrade(type)) {
                        return s;
                    }
                    return t;
                }
            }
            if (!type.isEmpty()) {
                k = kindCache.computeIfAbsent(type, this::kindOfText);
            }
            if (k == null && !type.isEmpty() && cashTransferCache.computeIfAbsent(type, vocabulary::isCashTransfer) && namesNoInstrument(r)) {
                // "ACH", "Online Transfer": cash in or out by the sign of the amount
                double a = amount(r);
                if (!Double.isNaN(a) && a != 0) {
                    return a > 0 ? TransactionKind.DEPOSIT : TransactionKind.WITHDRAWAL;
                }
            }
            if (k == null && (type.isEmpty() || unspecificCache.computeIfAbsent(type, vocabulary::isUnspecificType))) {
                k = kindOfRowText(r); // no type, or 'Other': the row's description says
            }
            if (k == null && (side != ColumnMapping.SideRule.TYPE || type.isEmpty() || isGenericTrade(type))) {
                k = kindFromSign(r);
            }
            return k;
        }

        /**
         * The kind a row's description (else its name) names when its type cell does not: a kind word ("Div SCOTTISH
         * MORTGAGE", "Gross interest", "ACH DEPOSIT"); "quantity @ price" written in the text ("B 100 CBA @ 95.20", "Ocado
         * Group plc Ordinary 2p 39 @ 200.3"), a buy when the money goes out and a sell when it comes in; a cash transfer
         * ("Debit Card Payment", "Direct Credit ...") by the sign of the amount. A row that moves shares takes only a trade
         * kind from its text (a fund named "... Dividend ..." is still bought or sold); a buy or sell word on a row that
         * moves no shares and writes no quantity is no trade (UK platforms call money paid in a "subscription").
         */
        TransactionKind kindOfRowText(CsvRecord r) {
            String text = iDescription >= 0 ? cell(r, iDescription) : "";
            if (text.isEmpty() && iName >= 0) {
                text = cell(r, iName);
            }
            if (text.isEmpty()) {
                return null;
            }
            double q = num(r, iQty);
            boolean shares = !Double.isNaN(q) && q != 0;
            Matcher at = atPrice(text);
            TransactionKind k = kindCache.computeIfAbsent(text, this::kindOfText);
            if (shares && k != null && !k.movesShares()) {
                Vocabulary.KindMatch t = vocabulary.tradeKindOf(text);
                k = t == null ? null : t.kind();
            }
            boolean trade = k == TransactionKind.BUY || k == TransactionKind.SELL || k == TransactionKind.DIVIDEND_REINVESTMENT;
            if (k != null && (trade ? shares || at != null : !shares)) {
                return k;
            }
            double a = amount(r);
            if (Double.isNaN(a) || a == 0) {
                return null;
            }
            if (at != null) {
                return a < 0 ? TransactionKind.BUY : TransactionKind.SELL;
            }
            if (!shares && cashTransferCache.computeIfAbsent(text, vocabulary::isCashTransfer) && namesNoInstrument(r)) {
                return a > 0 ? TransactionKind.DEPOSIT : TransactionKind.WITHDRAWAL;
            }
            return null;
        }

        /** No ticker or ISIN and no shares moved (a name column often holds the row's description on cash rows). */
        private boolean namesNoInstrument(CsvRecord r) {
            double q = num(r, iQty);
            return (iSymbol < 0 || cell(r, iSymbol).isEmpty()) && (iIsin < 0 || cell(r, iIsin).isEmpty()) && (Double.isNaN(q) || q == 0);
        }

        private TransactionKind kindOfText(String type) {
            String n = Vocabulary.normalize(type);
            TransactionKind k = rules.get(n);
            if (k == null && !rules.isEmpty() && n.endsWith(")") && n.lastIndexOf(" (") > 0) {
                k = rules.get(n.substring(0, n.lastIndexOf(" ("))); // Fidelity's "... Received (Cash)": the rule names the text before
            }
            if (k != null) {
                return k;
            }
            Vocabulary.KindMatch m = vocabulary.kindOf(type);
            return m == null ? null : m.kind();
        }

        private boolean isGenericTrade(String type) {
            String n = Vocabulary.normalize(type);
            return GENERIC_TRADE.contains(n);
        }

        private TransactionKind kindFromSign(CsvRecord r) {
            double q = num(r, iQty);
            if (side != ColumnMapping.SideRule.AMOUNT_SIGN && !Double.isNaN(q) && q != 0) {
                return q < 0 ? TransactionKind.SELL : TransactionKind.BUY;
            }
            double a = amount(r);
            if (!Double.isNaN(a) && a != 0 && (!Double.isNaN(q) || side == ColumnMapping.SideRule.AMOUNT_SIGN)) {
                return a < 0 ? TransactionKind.BUY : TransactionKind.SELL;
            }
            return null;
        }

        Transaction read(CsvRecord r, long line) {
            if (lay.status >= 0) {
                String st = cell(r, lay.status);
                if (!st.isEmpty() && statusCache.computeIfAbsent(st, vocabulary::isNotExecuted)) {
                    notExecuted++; // a cancelled, rejected or failed order: nothing was bought or sold
                    outcomes.setApart(RowOutcomes.NOT_EXECUTED, line);
                    return null;
                }
            }
            String type = iType >= 0 ? cell(r, iType) : "";
            if (!type.isEmpty() && reversalCache.computeIfAbsent(type, vocabulary::isReversal)) {
                String d = cell(r, iDate);
                Vocabulary.KindMatch reversed = vocabulary.kindOf(type);
                outcomes.read(line);
                reversals.add(new Reversal(line, instrument(r), Math.abs(num(r, iQty)), num(r, iAmount), dates.parse(d.isEmpty() && iAltDate >= 0
                        ? cell(r, iAltDate) : d), type, reversed == null ? null : reversed.kind()));
                return null;
            }
            TransactionKind kind = kind(r);
            if (kind == null) {
                outcomes.unknownType(type, line, !undated(r)); // counted in unrecognized unless it is a footer's
                return null;
            }
            if ((kind == TransactionKind.BUY || kind == TransactionKind.SELL) && derivative(r)) {
                kind = TransactionKind.DERIVATIVE; // a buy or sell of an option or a CFD: kept apart from the equity trades
            }
            String desc = iDescription >= 0 ? cell(r, iDescription) : "";
            boolean automatic = kind == TransactionKind.DIVIDEND_REINVESTMENT
                    || (kind == TransactionKind.BUY && (!type.isEmpty() && savingsCache.computeIfAbsent(type, vocabulary::isSavingsPlan)
                    || !desc.isEmpty() && savingsCache.computeIfAbsent(desc, vocabulary::isSavingsPlan)));
            String dateText = cell(r, iDate);
            if (dateText.isEmpty() && iAltDate >= 0) {
                dateText = cell(r, iAltDate); // no trade date on this row: its settlement or value date
            }
            LocalDate date = dates.parse(dateText);
            if (date == null && singleCell(r)) {
                outcomes.text(line); // one cell of text and no date (a disclaimer naming 'exchange'): text, not a transaction
                return null;
            }
            if (date == null) {
                error(line, iDate, "'" + dateText + "' is not a date (read as " + dates.order().id() + ")", RowOutcomes.NO_DATE);
                return null;
            }
            Instrument inst = instrument(r);
            double qty = Math.abs(num(r, iQty));
            double priceV = num(r, iPrice) * lay.priceScale;
            String cur = iCurrency >= 0 ? codeCache.computeIfAbsent(cell(r, iCurrency), TransactionReader::code)
                    : lay.constants.get(TransactionField.CURRENCY);
            String priceCur = cur != null ? cur : iPrice >= 0 ? NumberReader.currencyOf(cell(r, iPrice)) : null;
            int amountCol = amountColumn(r);
            double amountV = amount(r);
            String amountCur = iAmountCurrency >= 0 ? code(cell(r, iAmountCurrency)) : lay.columnCurrency.containsKey(amountCol)
                    ? lay.columnCurrency.get(amountCol) : lay.constants.get(TransactionField.AMOUNT_CURRENCY);
            if (amountCur == null && iAmount >= 0 && cur == null) {
                amountCur = NumberReader.currencyOf(cell(r, iAmount));
            }
            if (amountCur == null) {
                amountCur = cur;
            }
            if (priceCur == null) {
                priceCur = amountCur;
            }
            boolean trade = kind == TransactionKind.BUY || kind == TransactionKind.SELL || kind == TransactionKind.DIVIDEND_REINVESTMENT;
            if (trade && (Double.isNaN(qty) || qty == 0)) {
                Matcher m = atPrice(type);
                if (m == null && iDescription >= 0) {
                    m = atPrice(cell(r, iDescription));
                }
                if (m == null && iName >= 0) {
                    m = atPrice(cell(r, iName)); // "B 100 CBA @ 95.20" as the only text of the row
                }
                if (m != null) {
                    boolean comma = anyDecimalComma;
                    qty = Math.abs(NumberReader.parse(m.group(1), comma));
                    priceV = NumberReader.parse(m.group(2), comma);
                    if (m.group(3) != null) {
                        priceCur = m.group(3);
                    }
                }
            }
            if (trade && (Double.isNaN(priceV) || priceV <= 0) && !Double.isNaN(amountV) && qty > 0) {
                priceV = Math.abs(amountV) / qty;
                if (amountCur != null) {
                    priceCur = amountCur;
                }
            }
            if (trade) {
                if (inst.isEmpty()) {
                    // a buy or sell without an instrument is a currency exchange (e.g. IBKR's EUR.USD rows without ISIN)
                    kind = TransactionKind.FX_CONVERSION;
                    trade = false;
                } else if (!(qty > 0)) {
                    error(line, iQty >= 0 ? iQty : iType, "'" + (iQty >= 0 ? cell(r, iQty) : type) + "' gives no quantity for a "
                            + kind.id().replace('_', ' '), RowOutcomes.NO_QUANTITY);
                    return null;
                } else if (!(priceV > 0)) {
                    int c = iPrice >= 0 ? iPrice : iAmount >= 0 ? iAmount : iType;
                    error(line, c, "'" + (c >= 0 ? cell(r, c) : "") + "' gives no positive price", RowOutcomes.NO_PRICE);
                    return null;
                }
            }
            int feeCol = firstFilled(r, iFee, lay.moreFees);
            double feeV = num(r, feeCol);
            String feeCur = iFeeCurrency >= 0 ? code(cell(r, iFeeCurrency)) : lay.columnCurrency.containsKey(feeCol) ? lay.columnCurrency.get(feeCol)
                    : iFee >= 0 ? NumberReader.currencyOf(cell(r, iFee)) : null;
            if (feeCur == null) {
                feeCur = amountCur;
            }
            String account = iAccount >= 0 ? cell(r, iAccount) : "";
            inst = inst == Instrument.NONE ? inst : instruments.computeIfAbsent(inst, k -> k);
            account = canonical(account);
            type = canonical(type);
            long order = 0;
            if (kind == TransactionKind.BUY || kind == TransactionKind.SELL) {
                order = orderKey(r, dateText);
            }
            Transaction t = new Transaction(line, date, kind, automatic, inst, trade || qty > 0 ? qty : Double.NaN,
                    Math.abs(priceV), priceCur, amountV, amountCur, Math.abs(feeV), feeCur, account.isEmpty() ? null : account,
                    type.isEmpty() ? null : type, order, 1);
            // a correction, or a reversal said in the description of a typed row: set aside only with a booking it cancels
            if (!type.isEmpty() && correctionCache.computeIfAbsent(type, vocabulary::isCorrection)
                    || !desc.isEmpty() && correctionCache.computeIfAbsent(desc, x -> vocabulary.isCorrection(x) || vocabulary.isReversal(x))) {
                corrections.add(t);
            }
            return t;
        }

        private String canonical(String s) {
            if (s.isEmpty()) {
                return s;
            }
            if (texts.size() > 100_000) {
                texts.clear();
            }
            return texts.computeIfAbsent(s, k -> k);
        }

        private Instrument instrument(CsvRecord r) {
            String sym = iSymbol >= 0 ? cell(r, iSymbol) : "";
            String isin = iIsin >= 0 ? cell(r, iIsin).toUpperCase(Locale.ROOT) : "";
            String name = iName >= 0 ? cell(r, iName) : "";
            if (name.indexOf('@') > 0) {
                name = withoutAtPrice(name);
            }
            String ticker = sym.isEmpty() ? null : tickerCache.computeIfAbsent(sym, TransactionReader::ticker);
            String validIsin = !isin.isEmpty() && isinCache.computeIfAbsent(isin, Isin::isValid) ? isin : null;
            if (validIsin == null && ticker != null && Isin.isValid(ticker)) {
                validIsin = ticker;
                ticker = null;
            }
            if (validIsin == null && !name.isEmpty()) {
                validIsin = Isin.find(name.toUpperCase(Locale.ROOT));
            }
            if (validIsin == null && !isin.isEmpty()) {
                validIsin = Isin.find(isin);
                if (validIsin == null && ticker == null) {
                    ticker = isin; // not an ISIN (wrong check digit or a local code): keep the identifier as written
                }
            }
            if (ticker != null && ticker.isEmpty()) {
                ticker = null;
            }
            return ticker == null && validIsin == null && name.isEmpty() ? Instrument.NONE
                    : new Instrument(ticker, validIsin, name.isEmpty() ? null : name);
        }

        /** The row's symbol or name is an option's or a CFD's ({@link Derivatives}); decided once per distinct text. */
        private boolean derivative(CsvRecord r) {
            if (derivativeCache.size() > 100_000) {
                derivativeCache.clear();
            }
            String sym = iSymbol >= 0 ? cell(r, iSymbol) : "";
            String name = iName >= 0 ? cell(r, iName) : "";
            return !sym.isEmpty() && derivativeCache.computeIfAbsent(sym, Derivatives::isDerivative)
                    || !name.isEmpty() && derivativeCache.computeIfAbsent(name, Derivatives::isDerivative);
        }

        private final Map<String, Boolean> derivativeCache = new HashMap<>();

        /**
         * The other trade of a closed position whose opening {@code open} this row gave: the sell at its closing date and
         * price (a short's buy), of the same units; null when the row gives no closing date or price (a position still open).
         */
        Transaction closing(CsvRecord r, Transaction open) {
            if (open.kind() != TransactionKind.BUY && open.kind() != TransactionKind.SELL) {
                return null;
            }
            ClosedPositions p = lay.positions;
            LocalDate closed = dates.parse(cell(r, p.closeDate()));
            double price = num(r, p.closePrice()) * lay.priceScale;
            if (closed == null || !(price > 0)) {
                return null;
            }
            Money paid = open.price();
            return new Transaction(open.line(), closed, open.kind() == TransactionKind.BUY ? TransactionKind.SELL : TransactionKind.BUY,
                    false, open.instrument(), open.quantity(), price, paid == null ? null : paid.currency(), Double.NaN, null, Double.NaN, null,
                    open.account(), open.rawType(), 0, 1);
        }

        /**
         * The order of a buy or sell row as a key for {@link Fills} (0 = none): its order number, else its date with the time
         * column, else its date cell when it holds a time ("2024-05-02 10:31:07"); hashed with its length, no text kept.
         */
        private long orderKey(CsvRecord r, String dateText) {
            String id = iOrder >= 0 ? cell(r, iOrder) : "";
            if (!id.isEmpty()) {
                return 1L << 60 | (long) id.length() << 32 | (id.hashCode() & 0xffffffffL);
            }
            String time = iTime >= 0 ? cell(r, iTime) : "";
            if (!time.isEmpty()) {
                return 2L << 60 | (long) (dateText.length() + time.length()) << 32 | ((31L * dateText.hashCode() + time.hashCode()) & 0xffffffffL);
            }
            return dateText.indexOf(':') > 0 ? 3L << 60 | (long) dateText.length() << 32 | (dateText.hashCode() & 0xffffffffL) : 0;
        }

        /** Neither the date cell nor the second date column reads as a date. */
        boolean undated(CsvRecord r) {
            String d = iDate >= 0 ? cell(r, iDate) : "";
            if (d.isEmpty() && iAltDate >= 0) {
                d = cell(r, iAltDate);
            }
            return d.isEmpty() || dates.parse(d) == null;
        }

        /** A row not read for a cell: counted under {@code reason}; the first {@value #MAX_ERRORS} kept with their cell. */
        void error(long line, int col, String message, String reason) {
            outcomes.failed(reason, line);
            if (errors.size() >= MAX_ERRORS) {
                return;
            }
            errors.add(new UnreadableTransactionsException.CellError(line, col >= 0 && col < lay.header.size() ? label(lay.header, col) : "",
                    message));
        }
    }

    private static final Pattern TRAILING_QUANTITY = Pattern.compile("(.*?)\\s*\\d[\\d.,']*");
    private static final Pattern LAST_NUMBER = Pattern.compile("\\d[\\d.,']*(?!.*\\d)");

    /**
     * An instrument name without the "quantity @ price" written in it: "Ocado Group plc Ordinary 2p 39 @  200.315" is
     * "Ocado Group plc Ordinary 2p" (the quantity ends the text before '@'), "B 100 CBA @ 95.200000" is "CBA" (the words
     * between the quantity and '@'). The name is kept whole when the text is not of that form.
     */
    static String withoutAtPrice(String name) {
        int at = name.indexOf('@');
        String left = name.substring(0, at).strip();
        String right = name.substring(at + 1).strip();
        if (left.isEmpty() || right.isEmpty() || !Character.isDigit(right.charAt(0))) {
            return name;
        }
        Matcher m = TRAILING_QUANTITY.matcher(left);
        if (m.matches() && !m.group(1).isBlank()) {
            return m.group(1).strip();
        }
        Matcher n = LAST_NUMBER.matcher(left);
        if (n.find()) {
            String after = left.substring(n.end()).strip();
            if (!after.isEmpty()) {
                return after;
            }
        }
        return name;
    }

    private static Matcher atPrice(String text) {
        if (text == null || text.indexOf('@') < 0) {
            return null;
        }
        Matcher m = AT_PRICE.matcher(text);
        return m.find() ? m : null;
    }

    /** Upper-case ticker: "NKE/USD" is NKE, "VWRL:xams" is VWRL, "SOL (Solana)" is SOL, "BTC/CHF" is BTC. */
    static String ticker(String raw) {
        String s = raw.strip();
        int cut = s.length();
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '/' || c == ':' || c == ' ' || c == '(') {
                cut = i;
                break;
            }
        }
        return s.substring(0, cut).toUpperCase(Locale.ROOT);
    }

    /** Currency spellings of real exports that are not ISO codes: Desjardins Disnat writes "CAN" for Canadian dollars. */
    private static final Map<String, String> CURRENCY_ALIASES = Map.of("CAN", "CAD", "RMB", "CNY", "NTD", "TWD", "SFR", "CHF");

    private static String code(String raw) {
        String s = raw.strip().toUpperCase(Locale.ROOT);
        if (s.length() > 3 && s.indexOf('(') == 3) {
            s = s.substring(0, 3);
        }
        s = CURRENCY_ALIASES.getOrDefault(s, s);
        return NumberReader.isCode(s) ? s : null;
    }

    // ------------------------------------------------------------------------------------------------ helpers

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

    private static boolean nothing(String v) {
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
    private static boolean unclosedQuote(CsvRecord r) {
        for (String v : r.getFields()) {
            if (v.length() > CsvDialect.MAX_RECORD_LINES && v.chars().filter(c -> c == '\n').count() > CsvDialect.MAX_RECORD_LINES) {
                return true;
            }
        }
        return false;
    }

    /** The row is the header again (cells equal ignoring case and surrounding space); checked cheaply on the first cell. */
    private static boolean repeatsHeader(CsvRecord r, List<String> header) {
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
    private static String leadingText(CsvRecord r) {
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
    private static boolean sampleDone(long dataRows, List<CsvRecord> sample) {
        return dataRows >= sample.size();
    }

    /** At most one non-blank cell. */
    private static boolean singleCell(CsvRecord r) {
        int n = 0;
        for (int i = 0, c = r.getFieldCount(); i < c && n < 2; i++) {
            n += r.getField(i).isBlank() ? 0 : 1;
        }
        return n < 2;
    }

    /** Every cell blank. */
    private static boolean blank(CsvRecord r) {
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
    private static CsvReader<CsvRecord> csv(CsvDialect dialect, boolean trim, StringReader in) {
        CsvRecordHandler handler = CsvRecordHandler.of(b -> b.fieldModifier(trim ? FieldModifiers.TRIM : FieldModifiers.NOP));
        return CsvReader.builder().fieldSeparator(dialect.delimiter()).quoteCharacter(dialect.quote()).skipEmptyLines(true)
                .allowExtraFields(true).allowMissingFields(true).trimWhitespacesAroundQuotes(true).detectBomHeader(false)
                .build(handler, in);
    }

    private static StringReader reader(String text, int from) {
        StringReader r = new StringReader(text);
        try {
            r.skip(from);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return r;
    }

    private static CsvDialect atLine(String text, CsvDialect sniffed, int index) {
        int pos = 0;
        for (int i = 0; i < index && pos >= 0; i++) {
            pos = text.indexOf('\n', pos);
            pos = pos < 0 ? -1 : pos + 1;
        }
        if (pos < 0) {
            throw new IllegalArgumentException("The file has fewer than " + (index + 1) + " lines.");
        }
        int end = text.indexOf('\n', pos);
        String line = text.substring(pos, end < 0 ? text.length() : end).replace("\r", "");
        List<String> cells = new ArrayList<>();
        CsvDialect.split(line, sniffed.delimiter(), sniffed.quote()).forEach(c -> cells.add(c.strip()));
        return new CsvDialect(sniffed.delimiter(), sniffed.quote(), index, pos, List.copyOf(cells), 1.0, true);
    }

    /**
     * A file without a header row (every line starts with a number or a date, e.g. TD's older activity download): the
     * columns are named #1..#n, guessed from their values alone (dates, ISINs, currency codes, type words), and the file
     * goes to the mapping step with the first rows to look at; amounts, quantities and prices are numbers alike and only a
     * person can tell them apart.
     */
    private UnreadableTransactionsException headerless(TextDecoding.Decoded decoded, CsvDialect dialect, String text) {
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
            Diagnosis d = new Diagnosis(decoded.encoding(), dialect.delimiterName(), 0, signature(List.of()), "generic", List.of(), List.of(),
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
            double sh = kindShare(sample, i);
            if (sh > typeShare) {
                type = i;
                typeShare = sh;
            }
        }
        if (type >= 0 && typeShare >= TYPE_BY_VALUES) {
            lay.assign(TransactionField.TYPE, type, round(typeShare / 2));
        }
        guessFromContent(lay, sample);
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
        Diagnosis d = new Diagnosis(decoded.encoding(), dialect.delimiterName(), 0, signature(columns), "generic", columns,
                lay.guesses(vocabulary), null, null, Map.of(), preview(sample), missing, 0, List.of(reason));
        return new UnreadableTransactionsException(message, d, List.of());
    }

    private static List<String> numbered(int width) {
        List<String> columns = new ArrayList<>(width);
        for (int i = 1; i <= width; i++) {
            columns.add("#" + i);
        }
        return columns;
    }

    /** Cells in the first non-blank record of a file without a header row. */
    private static int firstRecordWidth(String text, CsvDialect dialect) {
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

    private static List<List<String>> preview(List<CsvRecord> sample) {
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < Math.min(10, sample.size()); i++) {
            List<String> row = new ArrayList<>();
            row.addAll(sample.get(i).getFields());
            out.add(row);
        }
        return out;
    }

    private UnreadableTransactionsException broken(TextDecoding.Decoded d, CsvDialect dialect, List<String> header, Exception e) {
        Diagnosis diag = new Diagnosis(d.encoding(), dialect.delimiterName(), dialect.headerIndex() + 1, signature(header), "generic", header,
                List.of(), null, null, Map.of(), List.of(), List.of(), 0, List.of("The CSV structure is broken (for example an unclosed quote)."));
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause(); // FastCSV wraps the parser's own sentence ("Unexpected character after closing quote ...")
        }
        return new UnreadableTransactionsException("The CSV structure is broken (for example an unclosed quote): " + root.getMessage(), diag,
                List.of());
    }

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

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
