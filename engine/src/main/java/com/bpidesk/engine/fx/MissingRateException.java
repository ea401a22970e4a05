package com.bpidesk.engine.fx;

import java.time.LocalDate;

/** No rate converts {@code from} into {@code to} on (or shortly before) the date: the pair is named, never 1.0. */
public final class MissingRateException extends RuntimeException {

    private final String from;
    private final String to;
    private final LocalDate date;

    public MissingRateException(String from, String to, LocalDate date, String why) {
        super("No exchange rate from " + from + " to " + to + (date == null ? "" : " on or before " + date) + ": " + why);
        this.from = from;
        this.to = to;
        this.date = date;
    }

    /** The missing pair in market notation, e.g. {@code CHF/JPY}. */
    public String pair() {
        return from + "/" + to;
    }

    public String from() {
        return from;
    }

    public String to() {
        return to;
    }

    public LocalDate date() {
        return date;
    }
}
