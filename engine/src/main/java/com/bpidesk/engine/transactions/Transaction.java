package com.bpidesk.engine.transactions;

import java.time.LocalDate;

/**
 * One row of a transaction file, typed.
 *
 * @param line        line of the file (1 = first line, counting any preamble) for evidence and errors
 * @param kind        what the row is
 * @param automatic   true for purchases the client did not decide one by one (savings plans, dividend reinvestment)
 * @param quantity    shares moved, always positive (the kind says the direction); NaN when the row moves no shares
 * @param price       price per share with its currency; null when the row has none and none can be derived
 * @param amount      the row's cash amount as signed in the file, with its currency; null when absent
 * @param fee         fees/commission (positive), null when absent
 * @param rawType     the type text as written in the file (for counts by label)
 */
public record Transaction(long line, LocalDate date, TransactionKind kind, boolean automatic, Instrument instrument,
                          double quantity, Money price, Money amount, Money fee, String account, String rawType) {

    /** A buy or sell the client decided: counts toward turnover and trading scores. */
    public boolean isDiscretionaryTrade() {
        return (kind == TransactionKind.BUY || kind == TransactionKind.SELL) && !automatic;
    }
}
