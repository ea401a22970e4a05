package com.bpidesk.engine.transactions;

import java.util.Locale;

/** What a transaction row is ({@link RowReport#outcomeOf} groups the kinds into a row's outcome). The JSON/API name is the lower-case constant name (e.g. {@code dividend_reinvestment}). */
public enum TransactionKind {
    BUY, SELL, DIVIDEND, DIVIDEND_REINVESTMENT, INTEREST, FEE, TAX, DEPOSIT, WITHDRAWAL, FX_CONVERSION, SPLIT, TRANSFER_IN,
    TRANSFER_OUT,
    /**
     * An option or CFD trade, expiration, assignment or exercise (issue 24): read and counted, kept apart from the equity
     * trades the behavioral measures score (docs/behavioral.md says per bias that they do not count).
     */
    DERIVATIVE;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static TransactionKind fromId(String id) {
        return valueOf(id.strip().toUpperCase(Locale.ROOT).replace('-', '_').replace(' ', '_'));
    }

    /** Changes the number of shares held (buy, sell, reinvested dividend, transfers of securities). */
    public boolean movesShares() {
        return this == BUY || this == SELL || this == DIVIDEND_REINVESTMENT || this == TRANSFER_IN || this == TRANSFER_OUT;
    }

    /** Cash in or out of the account (deposit, withdrawal). */
    public boolean isCashMovement() {
        return this == DEPOSIT || this == WITHDRAWAL;
    }
}
