package com.bpidesk.engine.behavior;

import com.bpidesk.engine.platform.errors.DomainException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import com.bpidesk.engine.transactions.ColumnMapping;
import com.bpidesk.engine.transactions.TransactionField;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a client portfolio CSV: a transaction history or a holdings snapshot, in a common broker layout or
 * with an explicit column mapping. Handles a UTF-8 BOM, ';', ',' or TAB delimiters, quoted fields, blank
 * lines and decimal commas. Anything unreadable in a row that matters is rejected with a 422 problem naming
 * the line and column; rows that are not trades (dividends, deposits, fees) are skipped and counted.
 * Header aliases and detection rules: docs/behavioral.md ("Reading portfolio CSVs").
 *
 * <p>One class because the holdings and transaction layouts share header-alias detection, delimiter and decimal sniffing
 * and the row-error collection that becomes one problem naming line and column; the general transaction reader's path
 * is already separate ({@code TransactionsPath}).
 */
public final class PortfolioCsv {

    /** A file that cannot be read as the CSV asked for (kind {@code UNPROCESSABLE}). */
    public static final DomainException.Reason CSV_INVALID = new DomainException.Reason("csv-invalid",
            "The CSV file could not be read");

    /** The file cannot be read as a CSV of holdings or transactions: what was wrong, in the caller's words. */
    public static DomainException csvInvalid(String detail) {
        return new DomainException(DomainException.Kind.UNPROCESSABLE, CSV_INVALID, detail);
    }
    private static final int SAMPLE_ROWS = 2000;
    private static final int MAX_ERRORS = 20;

    /** Canonical fields a column can be mapped to (the keys of an explicit mapping). */
    public static final List<String> FIELDS = List.of("date", "symbol", "side", "quantity", "price", "amount", "fees",
            "currency", "account", "shares", "cost_basis", "total_cost", "purchase_date", "market_price");

    /** Accepted headers per field, in priority order (lower-cased, spaces collapsed). */
    static final Map<String, List<String>> ALIASES = new LinkedHashMap<>();

    static {
        ALIASES.put("date", List.of("date", "trade date", "tradedate", "trade_date", "transaction date", "execution date",
                "time", "timestamp", "datetime", "date/time"));
        ALIASES.put("symbol", List.of("symbol", "ticker", "ticker symbol", "instrument symbol", "code", "isin", "identifier",
                "details"));
        ALIASES.put("side", List.of("side", "buy/sell", "buy / sell", "action", "transaction type", "direction", "type"));
        ALIASES.put("quantity", List.of("quantity", "no. of shares", "shares", "units", "qty", "number of shares"));
        ALIASES.put("price", List.of("price", "price / share", "price per share", "tradeprice", "trade price",
                "execution price"));
        ALIASES.put("amount", List.of("amount", "total amount", "total", "trademoney", "net amount", "value"));
        ALIASES.put("fees", List.of("fees", "fee", "fees & comm", "commission", "ibcommission", "fees and commissions",
                "transaction fee"));
        ALIASES.put("currency", List.of("currency", "currencyprimary", "currency (price / share)", "instrument currency",
                "originalcurrency"));
        ALIASES.put("account", List.of("account", "account id", "account_id", "accountid", "account number", "portfolio"));
        // holdings snapshot
        ALIASES.put("shares", List.of("shares", "quantity", "units", "qty", "position", "no. of shares"));
        ALIASES.put("cost_basis", List.of("cost_basis", "cost basis", "cost basis per share", "average cost", "avg cost",
                "average price", "avg price", "purchase price", "cost per share", "unit cost"));
        ALIASES.put("total_cost", List.of("total cost", "cost basis total", "total cost basis", "book cost"));
        ALIASES.put("purchase_date", List.of("purchase_date", "purchase date", "acquired", "date acquired",
                "acquisition date", "open date"));
        ALIASES.put("market_price", List.of("market_price", "market price", "last price", "current price", "price"));
    }

    /**
     * How to read the file; every member is optional (null = detect).
     *
     * @param kind         {@code transactions} or {@code holdings}
     * @param mapping      canonical field to header name, overriding the aliases
     * @param dateOrder    {@code dmy} or {@code mdy} for dates such as 03/04/2024
     * @param decimalComma true when a lone comma is always a decimal separator
     */
    public record Options(String kind, Map<String, String> mapping, String dateOrder, Boolean decimalComma, String sideRule,
                          Map<String, String> kindRules, Integer headerLine, ColumnMapping saved) {

        public Options(String kind, Map<String, String> mapping, String dateOrder, Boolean decimalComma) {
            this(kind, mapping, dateOrder, decimalComma, null, Map.of(), null, null);
        }

        public static Options detect() {
            return new Options(null, Map.of(), null, null);
        }
    }


    /** Fields of the general transaction reader that a mapping may name besides {@link #FIELDS}. */
    public static final List<String> READER_FIELDS = java.util.Arrays.stream(TransactionField.values()).map(TransactionField::id).toList();

    private PortfolioCsv() {
    }

    public static ParsedPortfolio parse(byte[] bytes, Options options) {
        String kind = options.kind() == null ? null : options.kind().strip().toLowerCase(Locale.ROOT);
        if (kind != null && !kind.isEmpty() && !kind.equals(ParsedPortfolio.TRANSACTIONS) && !kind.equals(ParsedPortfolio.HOLDINGS)) {
            throw DomainException.invalidField("query/kind", "must be 'transactions' or 'holdings', got '" + options.kind() + "'");
        }
        // an Excel workbook is read as the CSV of its transaction sheet; the transaction path converts it itself, so that its
        // diagnosis names the sheet
        byte[] csv = bytes;
        if (com.bpidesk.engine.transactions.Workbooks.isWorkbook(bytes) || com.bpidesk.engine.transactions.Workbooks.isLegacyWorkbook(bytes)) {
            try {
                csv = com.bpidesk.engine.transactions.TextDecoding.decode(bytes).text().getBytes(StandardCharsets.UTF_8);
            } catch (com.bpidesk.engine.transactions.UnreadableTransactionsException e) {
                throw TransactionsPath.problem(e);
            }
        }
        // before any per-cell work: a 10 MB one-line file is refused at once
        com.bpidesk.engine.platform.text.TableLines.overlongLine(com.bpidesk.engine.transactions.TextDecoding.decode(csv).text())
                .ifPresent(reason -> {
                    throw csvInvalid(reason);
                });
        if (ParsedPortfolio.HOLDINGS.equals(kind) || (kind == null || kind.isEmpty()) && looksLikeHoldings(csv, options)) {
            return parseHoldings(csv, options);
        }
        return TransactionsPath.parse(bytes, options);
    }

    /** True when the first line names holdings columns (shares and a cost basis) and no transaction type or side. */
    private static boolean looksLikeHoldings(byte[] bytes, Options options) {
        Map<String, String> m = options.mapping() == null ? Map.of() : options.mapping();
        if (m.containsKey("shares") || m.containsKey("cost_basis") || m.containsKey("total_cost")) {
            return true;
        }
        String text = com.bpidesk.engine.transactions.TextDecoding.decode(bytes).text();
        int nl = text.indexOf('\n');
        String first = nl < 0 ? text : text.substring(0, nl);
        char d = detectDelimiter(first.getBytes(StandardCharsets.UTF_8), 0);
        List<String> header = new ArrayList<>();
        for (String h : first.split(java.util.regex.Pattern.quote(String.valueOf(d)), -1)) {
            header.add(h);
        }
        Map<String, Integer> c = mapColumns(header, Map.of());
        return !c.containsKey("side") && c.containsKey("shares") && (c.containsKey("cost_basis") || c.containsKey("total_cost"));
    }

    /** Reads a holdings snapshot (the transaction path is {@link TransactionsPath}). */
    static ParsedPortfolio parseHoldings(byte[] bytes, Options options) {
        int offset = bytes.length >= 3 && (bytes[0] & 0xff) == 0xEF && (bytes[1] & 0xff) == 0xBB && (bytes[2] & 0xff) == 0xBF ? 3 : 0;
        char delimiter = detectDelimiter(bytes, offset);
        CSVFormat format = CSVFormat.DEFAULT.builder().setDelimiter(delimiter).setIgnoreEmptyLines(true)
                .setIgnoreSurroundingSpaces(true).setTrim(true).get();
        try {
            // pass 1: header and a sample for the file-level settings
            List<String> header;
            List<CSVRecord> sample = new ArrayList<>();
            try (CSVParser p = format.parse(reader(bytes, offset))) {
                var it = p.iterator();
                header = nextNonBlank(it);
                if (header == null) {
                    throw csvInvalid("The file is empty: expected a header line and at least one row.");
                }
                while (it.hasNext() && sample.size() < SAMPLE_ROWS) {
                    sample.add(it.next());
                }
            }
            Map<String, Integer> columns = mapColumns(header, options.mapping() == null ? Map.of() : options.mapping());
            String kind = ParsedPortfolio.HOLDINGS;
            String broker = detectBroker(header);
            requireColumns(kind, columns, header, broker);

            boolean decimalComma = options.decimalComma() != null ? options.decimalComma()
                    : delimiter == ';' || sampleHasDecimalComma(sample, columns);
            CsvValues.DateOrder order = decideDateOrder(options.dateOrder(), sample, columns, broker);

            Map<String, String> columnNames = new LinkedHashMap<>();
            columns.forEach((f, i) -> columnNames.put(f, header.get(i)));
            Reading r = new Reading(header, columns, decimalComma, order);
            try (CSVParser p = format.parse(reader(bytes, offset))) {
                var it = p.iterator();
                nextNonBlank(it);
                while (it.hasNext()) {
                    CSVRecord rec = it.next();
                    long line = p.getCurrentLineNumber();
                    if (isBlank(rec)) {
                        continue;
                    }
                    r.rows++;
                    if (ParsedPortfolio.TRANSACTIONS.equals(kind)) {
                        r.trade(rec, line);
                    } else {
                        r.holding(rec, line);
                    }
                    if (r.errors.size() >= MAX_ERRORS) {
                        break;
                    }
                }
            }
            if (!r.errors.isEmpty()) {
                var first = r.errors.get(0);
                DomainException e = csvInvalid((r.errors.size() == 1 ? "" : r.errors.size() + " cells could not be read; first: ")
                        + "line " + first.line + ", column '" + first.column + "': " + first.message
                        + ". Nothing was scored: fix the file or pass an explicit column mapping.")
                        .with("line", first.line).with("column", first.column);
                r.errors.forEach(er -> e.withField("csv/line/" + er.line + "/column/" + er.column, er.message));
                throw e;
            }
            if (r.trades.isEmpty() && r.holdings.isEmpty()) {
                throw csvInvalid("The file has " + r.rows + " data rows but none is a "
                        + (ParsedPortfolio.TRANSACTIONS.equals(kind) ? "buy or sell trade" : "position")
                        + (r.ignored.isEmpty() ? "" : "; row types found: " + r.ignored) + ".");
            }
            r.trades.sort(java.util.Comparator.comparing(Trade::date).thenComparingLong(Trade::line));
            return new ParsedPortfolio(kind, broker, delimiter, decimalComma ? ',' : '.', order.name().toLowerCase(Locale.ROOT),
                    columnNames, r.trades, r.holdings, r.rows, r.ignored);
        } catch (IOException | UncheckedIOException e) {
            throw csvInvalid("The CSV structure is broken (for example an unclosed quote): " + e.getMessage());
        } catch (IllegalStateException e) {
            throw csvInvalid("The CSV structure is broken: " + e.getMessage());
        }
    }

    private static Reader reader(byte[] bytes, int offset) {
        return new InputStreamReader(new ByteArrayInputStream(bytes, offset, bytes.length - offset), StandardCharsets.UTF_8);
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

    /** The delimiter of the first non-blank line: whichever of ';', ',' and TAB occurs most outside quotes. */
    static char detectDelimiter(byte[] bytes, int offset) {
        int semi = 0;
        int comma = 0;
        int tab = 0;
        boolean quoted = false;
        boolean seen = false;
        for (int i = offset; i < bytes.length; i++) {
            char c = (char) bytes[i];
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && (c == '\n' || c == '\r')) {
                if (seen) {
                    break;
                }
            } else if (!quoted) {
                if (c == ';') {
                    semi++;
                } else if (c == ',') {
                    comma++;
                } else if (c == '\t') {
                    tab++;
                }
                if (c > ' ') {
                    seen = true;
                }
            }
        }
        if (semi > comma && semi >= tab) {
            return ';';
        }
        if (tab > comma) {
            return '\t';
        }
        return ',';
    }

    static String normalize(String header) {
        return header == null ? "" : header.replace("\uFEFF", "").replace("\"", "").strip().replaceAll("\\s+", " ")
                .toLowerCase(Locale.ROOT);
    }

    private static Map<String, Integer> mapColumns(List<String> header, Map<String, String> explicit) {
        List<String> norm = header.stream().map(PortfolioCsv::normalize).toList();
        Map<String, Integer> out = new LinkedHashMap<>();
        for (var e : explicit.entrySet()) {
            if (!FIELDS.contains(e.getKey())) {
                throw DomainException.invalidField("query/map_" + e.getKey(), "is not a mappable field; fields: " + FIELDS);
            }
            int idx = norm.indexOf(normalize(e.getValue()));
            if (idx < 0) {
                throw DomainException.invalidField("query/map_" + e.getKey(), "names column '" + e.getValue()
                        + "', which is not in the header " + header);
            }
            out.put(e.getKey(), idx);
        }
        for (var e : ALIASES.entrySet()) {
            if (out.containsKey(e.getKey())) {
                continue;
            }
            for (String alias : e.getValue()) {
                int idx = norm.indexOf(alias);
                if (idx >= 0) {
                    out.put(e.getKey(), idx);
                    break;
                }
            }
        }
        return out;
    }

    private static String decideKind(String explicit, Map<String, Integer> c, List<String> header) {
        if (explicit != null && !explicit.isBlank()) {
            String k = explicit.toLowerCase(Locale.ROOT);
            if (!k.equals(ParsedPortfolio.TRANSACTIONS) && !k.equals(ParsedPortfolio.HOLDINGS)) {
                throw DomainException.invalidField("query/kind", "must be 'transactions' or 'holdings', got '" + explicit + "'");
            }
            return k;
        }
        if (c.containsKey("side") && c.containsKey("date") && c.containsKey("quantity")) {
            return ParsedPortfolio.TRANSACTIONS;
        }
        if (c.containsKey("shares") && (c.containsKey("cost_basis") || c.containsKey("total_cost"))) {
            return ParsedPortfolio.HOLDINGS;
        }
        if (c.containsKey("side")) {
            return ParsedPortfolio.TRANSACTIONS;
        }
        return ParsedPortfolio.HOLDINGS;
    }

    /** The broker layout the header matches (for the report and the default date order). */
    static String detectBroker(List<String> header) {
        List<String> h = header.stream().map(PortfolioCsv::normalize).toList();
        if (h.contains("no. of shares") && h.contains("price / share")) {
            return "trading212";
        }
        if (h.contains("tradeprice") && h.contains("buy/sell")) {
            return "ibkr";
        }
        if (h.contains("fees & comm")) {
            return "schwab";
        }
        if (h.contains("price per share in account currency")) {
            return "freetrade";
        }
        if (h.contains("price per share") && h.contains("total amount")) {
            return "revolut";
        }
        if (h.contains("position id") && h.contains("units")) {
            return "etoro";
        }
        if (h.contains("holdingname") || h.contains("identifier") && h.contains("shares")) {
            return "parqet";
        }
        if (h.contains("omschrijving") || h.contains("mutatie")) {
            return "degiro-account-statement";
        }
        if (h.contains("instrument symbol") && h.contains("event")) {
            return "saxo-account-statement";
        }
        return "generic";
    }

    private static void requireColumns(String kind, Map<String, Integer> c, List<String> header, String broker) {
        List<String> missing = new ArrayList<>();
        if (ParsedPortfolio.TRANSACTIONS.equals(kind)) {
            for (String f : List.of("date", "symbol", "side", "quantity")) {
                if (!c.containsKey(f)) {
                    missing.add(f);
                }
            }
            if (!c.containsKey("price") && !c.containsKey("amount")) {
                missing.add("price (or amount)");
            }
        } else {
            if (!c.containsKey("symbol")) {
                missing.add("symbol");
            }
            if (!c.containsKey("shares")) {
                missing.add("shares");
            }
            if (!c.containsKey("cost_basis") && !c.containsKey("total_cost")) {
                missing.add("cost_basis");
            }
        }
        if (!missing.isEmpty()) {
            String hint = broker.endsWith("account-statement")
                    ? " This looks like a " + broker.replace("-account-statement", "").toUpperCase(Locale.ROOT)
                    + " account statement (cash movements with the trade in free text); export the transactions report instead."
                    : " Map them explicitly, e.g. ?map_quantity=Units&map_price=Rate.";
            DomainException e = csvInvalid("Read as " + kind + ", the file lacks the columns " + missing
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

    /** State of pass 2. */
    private static final class Reading {
        final List<String> header;
        final Map<String, Integer> c;
        final boolean decimalComma;
        final CsvValues.DateOrder order;
        final List<Trade> trades = new ArrayList<>();
        final List<Holding> holdings = new ArrayList<>();
        final Map<String, Long> ignored = new TreeMap<>();
        final List<CellError> errors = new ArrayList<>();
        long rows;
        private final int iDate;
        private final int iSymbol;
        private final int iSide;
        private final int iQty;
        private final int iPrice;
        private final int iAmount;
        private final int iFees;
        private final int iCurrency;
        private final int iAccount;

        Reading(List<String> header, Map<String, Integer> c, boolean decimalComma, CsvValues.DateOrder order) {
            this.header = header;
            this.c = c;
            this.decimalComma = decimalComma;
            this.order = order;
            iDate = c.getOrDefault("date", -1);
            iSymbol = c.getOrDefault("symbol", -1);
            iSide = c.getOrDefault("side", -1);
            iQty = c.getOrDefault("quantity", -1);
            iPrice = c.getOrDefault("price", -1);
            iAmount = c.getOrDefault("amount", -1);
            iFees = c.getOrDefault("fees", -1);
            iCurrency = c.getOrDefault("currency", -1);
            iAccount = c.getOrDefault("account", -1);
        }

        String cell(CSVRecord r, int i) {
            return i >= 0 && i < r.size() ? r.get(i) : "";
        }

        void error(long line, int col, String message) {
            errors.add(new CellError(line, header.get(col), message));
        }

        void trade(CSVRecord r, long line) {
            String sideText = cell(r, iSide);
            Side side = side(sideText);
            if (side == null) {
                ignored.merge(sideText.isBlank() ? "(no type)" : sideText.strip(), 1L, Long::sum);
                return;
            }
            String symbol = symbol(cell(r, iSymbol));
            if (symbol.isEmpty()) {
                // a buy/sell without an instrument is a currency conversion (e.g. IBKR FX rows), not a security trade
                ignored.merge(sideText.strip() + " without symbol (currency conversion)", 1L, Long::sum);
                return;
            }
            LocalDate date = CsvValues.date(cell(r, iDate), order);
            if (date == null) {
                error(line, iDate, "'" + cell(r, iDate) + "' is not a date (accepted: 2024-03-05, 20240305, 05.03.2024, 03/05/2024 with date_order, 5-Mar-2024)");
            }
            double qty = Math.abs(CsvValues.number(cell(r, iQty), decimalComma));
            if (!(qty > 0)) {
                error(line, iQty, "'" + cell(r, iQty) + "' is not a positive quantity");
            }
            double price = iPrice >= 0 ? CsvValues.number(cell(r, iPrice), decimalComma) : Double.NaN;
            if (!(price > 0) && iAmount >= 0 && qty > 0) {
                double amount = Math.abs(CsvValues.number(cell(r, iAmount), decimalComma));
                price = amount > 0 ? amount / qty : Double.NaN;
            }
            if (!(price > 0)) {
                int col = iPrice >= 0 ? iPrice : iAmount;
                error(line, col, "'" + cell(r, col) + "' is not a positive price");
            }
            double fees = 0;
            if (iFees >= 0 && !cell(r, iFees).isBlank()) {
                fees = Math.abs(CsvValues.number(cell(r, iFees), decimalComma));
                if (Double.isNaN(fees)) {
                    error(line, iFees, "'" + cell(r, iFees) + "' is not a number");
                }
            }
            if (errors.isEmpty()) {
                String currency = cell(r, iCurrency).replace("\"", "").strip();
                String account = cell(r, iAccount).strip();
                trades.add(new Trade(line, date, symbol, side, qty, price, fees, currency.isEmpty() ? null : currency,
                        account.isEmpty() ? null : account));
            }
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

    /** Buy and sell labels of the supported brokers (docs/behavioral.md); anything else is not a trade. */
    static Side side(String raw) {
        String s = raw == null ? "" : raw.strip().toLowerCase(Locale.ROOT);
        if (s.isEmpty()) {
            return null;
        }
        if (s.equals("b") || s.equals("bot") || s.equals("bought") || s.contains("buy") || s.equals("reinvest shares")
                || s.equals("open position") || s.equals("purchase") || s.equals("kauf") || s.equals("koop")) {
            return Side.BUY;
        }
        if (s.equals("s") || s.equals("sld") || s.equals("sold") || s.contains("sell") || s.equals("position closed")
                || s.equals("sale") || s.equals("verkauf") || s.equals("verkoop")) {
            return Side.SELL;
        }
        return null;
    }
}
