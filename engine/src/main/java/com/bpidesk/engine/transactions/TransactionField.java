package com.bpidesk.engine.transactions;

import java.util.Locale;

/** A column's meaning. The API name (in mappings and diagnoses) is the lower-case constant name. */
public enum TransactionField {
    DATE, TIME, TYPE, SIDE, SYMBOL, ISIN, NAME, QUANTITY, PRICE, AMOUNT, FEE, TAX, CURRENCY, AMOUNT_CURRENCY, FEE_CURRENCY, ACCOUNT, DESCRIPTION,
    /** The broker's order number: rows sharing one are fills of one order (issue 24). */
    ORDER_ID;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static TransactionField fromId(String id) {
        return valueOf(id.strip().toUpperCase(Locale.ROOT));
    }
}
