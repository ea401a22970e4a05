package com.bpidesk.engine.transactions;

import java.util.List;
import java.util.Map;

/**
 * What became of every data row of a file (issue 24, ADR 0215): each row ends in exactly one outcome, so the outcomes add
 * up to {@code dataRows}.
 *
 * @param dataRows  non-blank rows of the transaction table(s) that are not a header
 * @param outcomes  rows per outcome: {@code trade} (buy, sell, reinvested dividend), {@code income} (dividend, interest),
 *                  {@code cash} (deposit, withdrawal, fee, tax, currency exchange), {@code corporate_action} (split,
 *                  transfer of securities), {@code derivative} (option or CFD trade, expiration, assignment, exercise) and
 *                  {@code not_used}; only outcomes with rows are listed
 * @param notUsed   the rows not used, grouped by a reason in plain words, largest group first
 * @param rowsOutsideTables non-blank rows that are text around the table(s), not data rows: a footer after the last row
 *                  read (disclaimer paragraphs, a download note, the title of a next table) and total lines
 * @param tables    how many transaction tables the file holds, each with its own header (stacked tables are read one
 *                  after the other and merged, a transaction listed in two of them counted once)
 * @param extraFills trade rows that are further fills of the order on the row before them ({@link Fills}): the
 *                  {@code trade} outcome counts rows, the transactions count orders (rows minus these)
 */
public record RowReport(long dataRows, Map<String, Long> outcomes, List<NotUsed> notUsed, long rowsOutsideTables, int tables,
                        long extraFills) {

    public static final String TRADE = "trade";
    public static final String INCOME = "income";
    public static final String CASH = "cash";
    public static final String CORPORATE_ACTION = "corporate_action";
    public static final String DERIVATIVE = "derivative";
    public static final String NOT_USED = "not_used";

    /**
     * Rows set apart for one reason.
     *
     * @param reason what the rows are or what could not be read, in words a person can act on
     * @param rows   how many rows
     * @param lines  their lines in the file (1 = first line), the first {@link RowOutcomes#MAX_LINES} of them
     * @param failed true when a cell could not be read (these count against the file; see {@link RowOutcomes#MAX_FAILED_SHARE})
     */
    public record NotUsed(String reason, long rows, List<Long> lines, boolean failed) {
    }

    /** The outcome of a row read as {@code kind}. */
    public static String outcomeOf(TransactionKind kind) {
        return switch (kind) {
            case BUY, SELL, DIVIDEND_REINVESTMENT -> TRADE;
            case DIVIDEND, INTEREST -> INCOME;
            case FEE, TAX, DEPOSIT, WITHDRAWAL, FX_CONVERSION -> CASH;
            case SPLIT, TRANSFER_IN, TRANSFER_OUT -> CORPORATE_ACTION;
            case DERIVATIVE -> DERIVATIVE;
        };
    }

    /** Rows not used because a cell could not be read. */
    public long failedRows() {
        long n = 0;
        for (NotUsed u : notUsed) {
            n += u.failed() ? u.rows() : 0;
        }
        return n;
    }
}
