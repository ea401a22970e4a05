package com.bpidesk.engine.behavior;

import java.util.List;
import java.util.Map;

/**
 * What a portfolio CSV contained: either trades or holdings, with how the file was read.
 *
 * @param kind           {@code transactions} or {@code holdings}
 * @param detectedFormat the broker layout recognised from the header ({@code trading212}, {@code ibkr}, ..., or {@code generic})
 * @param columns        canonical field to the file's header it was read from
 * @param ignoredRows    rows that are not trades (dividends, deposits, fees...), counted by their type label
 */
public record ParsedPortfolio(String kind, String detectedFormat, char delimiter, char decimalSeparator, String dateOrder,
                              Map<String, String> columns, List<Trade> trades, List<Holding> holdings, long dataRows,
                              Map<String, Long> ignoredRows) {

    public static final String TRANSACTIONS = "transactions";
    public static final String HOLDINGS = "holdings";

    public boolean isTransactions() {
        return TRANSACTIONS.equals(kind);
    }
}
