package com.bpidesk.engine.behavior;

import com.bpidesk.engine.platform.errors.DomainException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import com.bpidesk.engine.transactions.ColumnMapping;
import com.bpidesk.engine.transactions.TransactionField;

/**
 * Reads a client portfolio CSV: a transaction history or a holdings snapshot, in a common broker layout or
 * with an explicit column mapping. Handles a UTF-8 BOM, ';', ',' or TAB delimiters, quoted fields, blank
 * lines and decimal commas. Anything unreadable in a row that matters is rejected with a 422 problem naming
 * the line and column; rows that are not trades (dividends, deposits, fees) are skipped and counted.
 * Header aliases and detection rules: docs/behavioral.md ("Reading portfolio CSVs").
 *
 * <p>This class chooses the path: a holdings snapshot is read by {@link HoldingsCsv}, everything else by the general
 * transaction reader ({@link TransactionsPath}); {@link CsvHeaders} reads the header line for both the choice and the
 * holdings reader.
 */
public final class PortfolioCsv {

    /** A file that cannot be read as the CSV asked for (kind {@code UNPROCESSABLE}). */
    public static final DomainException.Reason CSV_INVALID = new DomainException.Reason("csv-invalid",
            "The CSV file could not be read");

    /** The file cannot be read as a CSV of holdings or transactions: what was wrong, in the caller's words. */
    /**
     * A transaction file the general reader refused, as the failure B1 answers with (its diagnosis and cell errors).
     *
     * @param consequence what did not happen because of the cells, a sentence with a leading space
     */
    public static DomainException unreadable(com.bpidesk.engine.transactions.UnreadableTransactionsException e, String consequence) {
        return TransactionsPath.problem(e, consequence);
    }

    public static DomainException csvInvalid(String detail) {
        return new DomainException(DomainException.Kind.UNPROCESSABLE, CSV_INVALID, detail);
    }

    /** Canonical fields a column can be mapped to (the keys of an explicit mapping). */
    public static final List<String> FIELDS = List.of("date", "symbol", "side", "quantity", "price", "amount", "fees",
            "currency", "account", "shares", "cost_basis", "total_cost", "purchase_date", "market_price");

    /**
     * How to read the file; every member is optional (null = detect).
     *
     * @param kind         {@code transactions} or {@code holdings}
     * @param mapping      canonical field to header name, overriding the aliases
     * @param dateOrder    {@code dmy} or {@code mdy} for dates such as 03/04/2024
     * @param decimalComma true when a lone comma is always a decimal separator
     */
    public record Options(String kind, Map<String, String> mapping, String dateOrder, Boolean decimalComma, String sideRule,
                          Map<String, String> kindRules, Integer headerLine, ColumnMapping saved, String sheet) {

        /** Options reading the sheet of a workbook found by its header. */
        public Options(String kind, Map<String, String> mapping, String dateOrder, Boolean decimalComma, String sideRule,
                       Map<String, String> kindRules, Integer headerLine, ColumnMapping saved) {
            this(kind, mapping, dateOrder, decimalComma, sideRule, kindRules, headerLine, saved, null);
        }

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
                csv = com.bpidesk.engine.transactions.TextDecoding.decode(bytes, options.sheet()).text().getBytes(StandardCharsets.UTF_8);
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
            return HoldingsCsv.parse(csv, options);
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
        List<String> header = new ArrayList<>(com.bpidesk.engine.platform.text.Delimiters.split(first,
                com.bpidesk.engine.platform.text.Delimiters.sniff(text), '"'));
        Map<String, Integer> c = CsvHeaders.mapColumns(header, Map.of());
        return !c.containsKey("side") && c.containsKey("shares") && (c.containsKey("cost_basis") || c.containsKey("total_cost"));
    }
}
