package com.bpidesk.engine.transactions;

/**
 * What a row is about: ticker, ISIN (check digit validated) and/or name as the file gives them; any may be null.
 */
public record Instrument(String ticker, String isin, String name) {

    public static final Instrument NONE = new Instrument(null, null, null);

    public boolean isEmpty() {
        return ticker == null && isin == null && name == null;
    }

    /** The identity used to group rows: ticker, else ISIN, else name (upper-cased). */
    public String key() {
        return ticker != null ? ticker : isin != null ? isin : name == null ? null : name.toUpperCase(java.util.Locale.ROOT);
    }
}
