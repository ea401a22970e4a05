package com.bpidesk.engine.behavior;

import com.bpidesk.engine.transactions.Diagnosis;
import java.util.List;
import java.util.Map;

/**
 * What a portfolio CSV contained: either trades or holdings, with how the file was read.
 *
 * @param kind           {@code transactions} or {@code holdings}
 * @param detectedFormat the broker layout recognised from the header ({@code trading212}, {@code ibkr-flex-trades}, ..., or {@code generic})
 * @param columns        canonical field to the file's header it was read from
 * @param ignoredRows    rows that are not trades (dividends, deposits, fees...), counted by their kind or type label
 * @param countsByKind   rows per transaction kind ({@code buy}, {@code dividend}, {@code deposit}, ...); empty for holdings
 * @param countryHints   country of risk per symbol known from the file's identifiers (ISIN reference table, fund names)
 * @param diagnosis      how the general reader read the file (null for holdings snapshots and internal callers)
 * @param names          the instrument's name as the file writes it, per symbol (evidence names it, issue 30)
 * @param isins          the instrument's ISIN as the file states it, per symbol
 * @param accountCurrency the currency of the account the file comes from ({@link AccountCurrency}), null when it does not say
 * @param rowReport      what became of every data row of a transaction file, with the rows not used by reason and line
 *                       (null for holdings snapshots and internal callers)
 */
public record ParsedPortfolio(String kind, String detectedFormat, char delimiter, char decimalSeparator, String dateOrder,
                              Map<String, String> columns, List<Trade> trades, List<Holding> holdings, long dataRows,
                              Map<String, Long> ignoredRows, Map<String, Long> countsByKind, Map<String, String> countryHints,
                              Diagnosis diagnosis, Map<String, String> names, Map<String, String> isins, String accountCurrency,
                              com.bpidesk.engine.transactions.RowReport rowReport) {

    public ParsedPortfolio {
        names = names == null ? Map.of() : names;
        isins = isins == null ? Map.of() : isins;
    }

    public ParsedPortfolio(String kind, String detectedFormat, char delimiter, char decimalSeparator, String dateOrder,
                           Map<String, String> columns, List<Trade> trades, List<Holding> holdings, long dataRows,
                           Map<String, Long> ignoredRows, Map<String, Long> countsByKind, Map<String, String> countryHints,
                           Diagnosis diagnosis) {
        this(kind, detectedFormat, delimiter, decimalSeparator, dateOrder, columns, trades, holdings, dataRows, ignoredRows, countsByKind,
                countryHints, diagnosis, Map.of(), Map.of(), null, null);
    }

    public static final String TRANSACTIONS = "transactions";
    public static final String HOLDINGS = "holdings";

    public ParsedPortfolio(String kind, String detectedFormat, char delimiter, char decimalSeparator, String dateOrder,
                           Map<String, String> columns, List<Trade> trades, List<Holding> holdings, long dataRows,
                           Map<String, Long> ignoredRows) {
        this(kind, detectedFormat, delimiter, decimalSeparator, dateOrder, columns, trades, holdings, dataRows, ignoredRows, Map.of(),
                Map.of(), (Diagnosis) null);
    }

    /** This portfolio read in the layout {@code format} (a saved mapping applied as the user confirmed it: {@code saved_profile}). */
    public ParsedPortfolio withFormat(String format) {
        return new ParsedPortfolio(kind, format, delimiter, decimalSeparator, dateOrder, columns, trades, holdings, dataRows, ignoredRows,
                countsByKind, countryHints, diagnosis, names, isins, accountCurrency, rowReport);
    }

    public boolean isTransactions() {
        return TRANSACTIONS.equals(kind);
    }
}
