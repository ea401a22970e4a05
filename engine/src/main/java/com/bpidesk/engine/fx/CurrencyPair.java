package com.bpidesk.engine.fx;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A currency pair in market notation: one unit of {@code base} is worth {@code rate} units of {@code quote}
 * (EUR/USD 1.08 means 1 EUR = 1.08 USD). Both are ISO 4217 major-currency codes.
 */
public record CurrencyPair(String base, String quote) {

    private static final Pattern ISO = Pattern.compile("[A-Z]{3}");

    public CurrencyPair {
        if (!ISO.matcher(base).matches() || !ISO.matcher(quote).matches()) {
            throw new IllegalArgumentException("currency codes are three letters, got " + base + "/" + quote);
        }
        if (base.equals(quote)) {
            throw new IllegalArgumentException("a pair needs two different currencies, got " + base + "/" + quote);
        }
    }

    public static CurrencyPair of(String base, String quote) {
        return new CurrencyPair(base.toUpperCase(Locale.ROOT), quote.toUpperCase(Locale.ROOT));
    }

    public CurrencyPair inverse() {
        return new CurrencyPair(quote, base);
    }

    @Override
    public String toString() {
        return base + "/" + quote;
    }
}
