package com.bpidesk.engine.market;

import com.bpidesk.engine.platform.errors.DomainException;
import java.util.Locale;
import java.util.regex.Pattern;

/** Ticker syntax: letters, digits, '.', '-' and an optional leading '^' (indices), at most 20 characters. */
public final class Tickers {

    private static final Pattern SYNTAX = Pattern.compile("\\^?[A-Z0-9][A-Z0-9.\\-]{0,19}");

    private Tickers() {
    }

    public static boolean valid(String ticker) {
        if (ticker == null) {
            return false;
        }
        String t = ticker.toUpperCase(Locale.ROOT);
        return SYNTAX.matcher(t).matches() && !t.contains("..") && !t.endsWith(".");
    }

    /** The upper-cased ticker, or a 400 problem naming {@code pointer}. */
    public static String require(String ticker, String pointer) {
        if (!valid(ticker)) {
            throw DomainException.invalidField(pointer, "must be a ticker: 1-20 letters, digits, '.' or '-' (optionally"
                    + " starting with '^'), e.g. AAPL, BRK.B, VOD.L; got '" + ticker + "'");
        }
        return ticker.toUpperCase(Locale.ROOT);
    }
}
