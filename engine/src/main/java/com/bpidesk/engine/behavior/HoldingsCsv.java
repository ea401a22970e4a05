package com.bpidesk.engine.behavior;

import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.platform.text.Delimiters;
import com.bpidesk.engine.platform.text.Encodings;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a holdings snapshot CSV (symbol, shares, a cost basis per share or in total, optional purchase date, market price
 * and currency) in any encoding and with any delimiter the engine's file layer sniffs ({@code platform.text.Encodings},
 * {@code Delimiters}: BOM, UTF-16, Windows-1252; ';', ',', TAB, '|'; ADR 0256), quoted fields, blank lines and decimal commas; transaction
 * histories go through the transaction reader ({@link TransactionsPath}). Rules: docs/behavioral.md ("Reading holdings
 * snapshots", ADR 0040).
 */
final class HoldingsCsv {

    private static final int SAMPLE_ROWS = 2000;
    private static final int MAX_ERRORS = 20;

    private HoldingsCsv() {
    }

    /**
     * Reads a holdings snapshot in two passes: the header and a sample of {@value #SAMPLE_ROWS} rows decide the columns,
     * the decimal separator and the date order; then every row is read, and the first {@value #MAX_ERRORS} unreadable cells
     * become one 422 naming line and column.
     */
    static ParsedPortfolio parse(byte[] bytes, PortfolioCsv.Options options) {
        // the engine's one file layer (ADR 0256): encoding (BOM, UTF-16, Windows-1252) and delimiter sniffed once, as for
        // transaction files
        String text = Encodings.decode(bytes).text();
        char delimiter = Delimiters.sniff(text);
        CSVFormat format = CSVFormat.DEFAULT.builder().setDelimiter(delimiter).setIgnoreEmptyLines(true)
                .setIgnoreSurroundingSpaces(true).setTrim(true).get();
        try {
            // pass 1: header and a sample for the file-level settings
            List<String> header;
            List<CSVRecord> sample = new ArrayList<>();
            try (CSVParser p = format.parse(new StringReader(text))) {
                var it = p.iterator();
                header = nextNonBlank(it);
                if (header == null) {
                    throw PortfolioCsv.csvInvalid("The file is empty: expected a header line and at least one row.");
                }
                while (it.hasNext() && sample.size() < SAMPLE_ROWS) {
                    sample.add(it.next());
                }
            }
            Map<String, Integer> columns = CsvHeaders.mapColumns(header, options.mapping() == null ? Map.of() : options.mapping());
            String broker = CsvHeaders.detectBroker(header);
            requireColumns(columns, header, broker);

            boolean decimalComma = options.decimalComma() != null ? options.decimalComma()
                    : delimiter == ';' || sampleHasDecimalComma(sample, columns);
            CsvValues.DateOrder order = decideDateOrder(options.dateOrder(), sample, columns, broker);

            Map<String, String> columnNames = new LinkedHashMap<>();
            columns.forEach((f, i) -> columnNames.put(f, header.get(i)));
            Reading r = new Reading(header, columns, decimalComma, order);
            try (CSVParser p = format.parse(new StringReader(text))) {
                var it = p.iterator();
                nextNonBlank(it);
                while (it.hasNext()) {
                    CSVRecord rec = it.next();
                    long line = p.getCurrentLineNumber();
                    if (isBlank(rec)) {
                        continue;
                    }
                    r.rows++;
                    r.holding(rec, line);
                    if (r.errors.size() >= MAX_ERRORS) {
                        break;
                    }
                }
            }
            if (!r.errors.isEmpty()) {
                var first = r.errors.get(0);
                DomainException e = PortfolioCsv.csvInvalid((r.errors.size() == 1 ? "" : r.errors.size() + " cells could not be read; first: ")
                        + "line " + first.line + ", column '" + first.column + "': " + first.message
                        + ". Nothing was scored: fix the file or pass an explicit column mapping.")
                        .with("line", first.line).with("column", first.column);
                r.errors.forEach(er -> e.withField("csv/line/" + er.line + "/column/" + er.column, er.message));
                throw e;
            }
            if (r.holdings.isEmpty()) {
                throw PortfolioCsv.csvInvalid("The file has " + r.rows + " data rows but none is a position"
                        + (r.ignored.isEmpty() ? "" : "; row types found: " + r.ignored) + ".");
            }
            return new ParsedPortfolio(ParsedPortfolio.HOLDINGS, broker, delimiter, decimalComma ? ',' : '.', order.name().toLowerCase(Locale.ROOT),
                    columnNames, new ArrayList<>(), r.holdings, r.rows, r.ignored);
        } catch (IOException | UncheckedIOException e) {
            throw PortfolioCsv.csvInvalid("The CSV structure is broken (for example an unclosed quote): " + e.getMessage());
        } catch (IllegalStateException e) {
            throw PortfolioCsv.csvInvalid("The CSV structure is broken: " + e.getMessage());
        }
    }

    private static List<String> nextNonBlank(java.util.Iterator<CSVRecord> it) {
        while (it.hasNext()) {
            CSVRecord r = it.next();
            if (!isBlank(r)) {
                List<String> h = new ArrayList<>();
                r.forEach(h::add);
                return h;
            }
        }
        return null;
    }

    private static boolean isBlank(CSVRecord r) {
        for (String v : r) {
            if (v != null && !v.isBlank()) {
                return false;
            }
        }
        return true;
    }

    private static void requireColumns(Map<String, Integer> c, List<String> header, String broker) {
        List<String> missing = new ArrayList<>();
        if (!c.containsKey("symbol")) {
            missing.add("symbol");
        }
        if (!c.containsKey("shares")) {
            missing.add("shares");
        }
        if (!c.containsKey("cost_basis") && !c.containsKey("total_cost")) {
            missing.add("cost_basis");
        }
        if (!missing.isEmpty()) {
            String hint = broker.endsWith("account-statement")
                    ? " This looks like a " + broker.replace("-account-statement", "").toUpperCase(Locale.ROOT)
                    + " account statement (cash movements with the trade in free text); export the transactions report instead."
                    : " Map them explicitly, e.g. ?map_quantity=Units&map_price=Rate.";
            DomainException e = PortfolioCsv.csvInvalid("Read as " + ParsedPortfolio.HOLDINGS + ", the file lacks the columns " + missing
                    + ". Header found: " + header + "." + hint).with("missing_fields", missing).with("detected_format", broker);
            missing.forEach(m -> e.withField("csv/header", "no column for " + m));
            throw e;
        }
    }

    private static boolean sampleHasDecimalComma(List<CSVRecord> sample, Map<String, Integer> c) {
        for (CSVRecord r : sample) {
            for (String f : List.of("quantity", "price", "amount", "fees", "shares", "cost_basis", "market_price", "total_cost")) {
                Integer i = c.get(f);
                if (i != null && i < r.size() && CsvValues.unambiguousDecimalComma(r.get(i))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static CsvValues.DateOrder decideDateOrder(String explicit, List<CSVRecord> sample, Map<String, Integer> c,
                                                       String broker) {
        if (explicit != null && !explicit.isBlank()) {
            return switch (explicit.toLowerCase(Locale.ROOT)) {
                case "dmy" -> CsvValues.DateOrder.DMY;
                case "mdy" -> CsvValues.DateOrder.MDY;
                default -> throw DomainException.invalidField("query/date_order", "must be 'dmy' or 'mdy', got '" + explicit + "'");
            };
        }
        int dmy = 0;
        int mdy = 0;
        for (CSVRecord r : sample) {
            for (String f : List.of("date", "purchase_date")) {
                Integer i = c.get(f);
                if (i != null && i < r.size()) {
                    int h = CsvValues.orderHint(r.get(i));
                    if (h == 1) {
                        dmy++;
                    } else if (h == 2) {
                        mdy++;
                    }
                }
            }
        }
        if (dmy > 0 && mdy == 0) {
            return CsvValues.DateOrder.DMY;
        }
        if (mdy > 0 && dmy == 0) {
            return CsvValues.DateOrder.MDY;
        }
        // no evidence in the sample: the broker's documented layout, else month first (US exports)
        return broker.equals("etoro") ? CsvValues.DateOrder.DMY : CsvValues.DateOrder.MDY;
    }

    private record CellError(long line, String column, String message) {
    }

    /** State of pass 2: the positions read, the rows skipped by reason and the unreadable cells. */
    private static final class Reading {
        final List<String> header;
        final Map<String, Integer> c;
        final boolean decimalComma;
        final CsvValues.DateOrder order;
        final List<Holding> holdings = new ArrayList<>();
        final Map<String, Long> ignored = new TreeMap<>();
        final List<CellError> errors = new ArrayList<>();
        long rows;
        private final int iCurrency;

        Reading(List<String> header, Map<String, Integer> c, boolean decimalComma, CsvValues.DateOrder order) {
            this.header = header;
            this.c = c;
            this.decimalComma = decimalComma;
            this.order = order;
            iCurrency = c.getOrDefault("currency", -1);
        }

        String cell(CSVRecord r, int i) {
            return i >= 0 && i < r.size() ? r.get(i) : "";
        }

        void error(long line, int col, String message) {
            errors.add(new CellError(line, header.get(col), message));
        }

        void holding(CSVRecord r, long line) {
            int iSym = c.getOrDefault("symbol", -1);
            int iShares = c.getOrDefault("shares", -1);
            int iCost = c.getOrDefault("cost_basis", -1);
            int iTotal = c.getOrDefault("total_cost", -1);
            int iPd = c.getOrDefault("purchase_date", -1);
            int iMp = c.getOrDefault("market_price", -1);
            String symbol = symbol(cell(r, iSym));
            if (symbol.isEmpty()) {
                ignored.merge("(no symbol)", 1L, Long::sum);
                return;
            }
            double shares = CsvValues.number(cell(r, iShares), decimalComma);
            if (!(shares > 0)) {
                error(line, iShares, "'" + cell(r, iShares) + "' is not a positive number of shares");
            }
            double cost = iCost >= 0 ? CsvValues.number(cell(r, iCost), decimalComma)
                    : CsvValues.number(cell(r, iTotal), decimalComma) / shares;
            if (!(cost >= 0)) {
                int col = iCost >= 0 ? iCost : iTotal;
                error(line, col, "'" + cell(r, col) + "' is not a cost basis (cost per share, a number >= 0)");
            }
            LocalDate pd = null;
            if (iPd >= 0 && !cell(r, iPd).isBlank()) {
                pd = CsvValues.date(cell(r, iPd), order);
                if (pd == null) {
                    error(line, iPd, "'" + cell(r, iPd) + "' is not a date");
                }
            }
            Double mp = null;
            if (iMp >= 0 && iMp != iCost && !cell(r, iMp).isBlank()) {
                double v = CsvValues.number(cell(r, iMp), decimalComma);
                if (!(v > 0)) {
                    error(line, iMp, "'" + cell(r, iMp) + "' is not a positive price");
                } else {
                    mp = v;
                }
            }
            if (errors.isEmpty()) {
                String currency = cell(r, iCurrency).replace("\"", "").strip();
                holdings.add(new Holding(line, symbol, shares, cost, pd, mp, currency.isEmpty() ? null : currency));
            }
        }
    }

    /** Upper-cased ticker; "NKE/USD" (eToro) becomes NKE. */
    static String symbol(String raw) {
        String s = raw == null ? "" : raw.replace("\"", "").strip();
        int slash = s.indexOf('/');
        if (slash > 0) {
            s = s.substring(0, slash);
        }
        return s.toUpperCase(Locale.ROOT);
    }
}
