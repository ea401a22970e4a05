package com.bpidesk.engine.transactions;

/**
 * An amount with its currency (ISO 4217 code as written or implied by a symbol such as {@code $}); currency is null only
 * when the file states none. Kept on every amount so FX conversion can be applied downstream.
 */
public record Money(double value, String currency) {

    public static Money of(double value, String currency) {
        return Double.isNaN(value) ? null : new Money(value, currency);
    }

    public Money abs() {
        return new Money(Math.abs(value), currency);
    }
}
