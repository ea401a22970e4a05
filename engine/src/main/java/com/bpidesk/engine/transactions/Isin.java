package com.bpidesk.engine.transactions;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** ISO 6166 ISINs: two letters, nine alphanumerics and a Luhn check digit over the letters expanded to numbers. */
public final class Isin {

    private static final Pattern CANDIDATE = Pattern.compile("(?<![A-Z0-9])([A-Z]{2}[A-Z0-9]{9}[0-9])(?![A-Z0-9])");

    private Isin() {
    }

    /** True when the text is a well-formed ISIN with a correct check digit. */
    public static boolean isValid(String s) {
        if (s == null || s.length() != 12) {
            return false;
        }
        for (int i = 0; i < 12; i++) {
            char c = s.charAt(i);
            boolean ok = i < 2 ? c >= 'A' && c <= 'Z' : i == 11 ? c >= '0' && c <= '9' : (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
            if (!ok) {
                return false;
            }
        }
        StringBuilder digits = new StringBuilder(24);
        for (int i = 0; i < 11; i++) {
            char c = s.charAt(i);
            digits.append(Character.isDigit(c) ? String.valueOf(c) : String.valueOf(c - 'A' + 10));
        }
        int sum = 0;
        boolean dbl = true; // Luhn from the right of the payload: the rightmost payload digit is doubled
        for (int i = digits.length() - 1; i >= 0; i--) {
            int d = digits.charAt(i) - '0';
            if (dbl) {
                d *= 2;
                if (d > 9) {
                    d -= 9;
                }
            }
            sum += d;
            dbl = !dbl;
        }
        return (10 - sum % 10) % 10 == s.charAt(11) - '0';
    }

    /** The first valid ISIN inside a text (e.g. "Vanguard FTSE All-World / ISIN IE00BK5BQT80"), or null. */
    public static String find(String text) {
        if (text == null || text.length() < 12) {
            return null;
        }
        Matcher m = CANDIDATE.matcher(text);
        while (m.find()) {
            if (isValid(m.group(1))) {
                return m.group(1);
            }
        }
        return null;
    }
}
