package com.bpidesk.engine.fx;

import com.bpidesk.engine.platform.errors.DomainException;
import java.time.LocalDate;

/** No rate converts {@code from} into {@code to} on (or shortly before) the date: the pair is named, never 1.0. */
public final class MissingRateException extends RuntimeException {

    /** No rate links the two currencies (kind {@code UNPROCESSABLE}; the pair is named in the detail and in {@code missing_pair}). */
    public static final DomainException.Reason MISSING_RATE = new DomainException.Reason("missing-fx-rate",
            "No exchange rate for this pair");

    private final String from;
    private final String to;
    private final LocalDate date;

    public MissingRateException(String from, String to, LocalDate date, String why) {
        super("No exchange rate from " + from + " to " + to + (date == null ? "" : " on or before " + date) + ": " + why);
        this.from = from;
        this.to = to;
        this.date = date;
    }

    /** The failure a caller sees: the detail names the pair, {@code missing_pair} carries it. */
    public DomainException toDomain() {
        return new DomainException(DomainException.Kind.UNPROCESSABLE, MISSING_RATE, getMessage(), this)
                .with("missing_pair", pair());
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
