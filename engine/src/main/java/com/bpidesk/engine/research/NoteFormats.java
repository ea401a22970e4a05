package com.bpidesk.engine.research;

import java.time.LocalDate;
import java.util.Locale;

/**
 * How generated research notes write numbers: money with its currency and thousands separators (no cents), fractions
 * as percentages with one decimal, changes of a fraction in percentage points, dates as "4 Apr 2025". Notes are read
 * by people and searched by words, so no raw doubles ever reach their text.
 */
final class NoteFormats {

    private NoteFormats() {
    }

    /**
     * {@code 70881.85, "USD"} -> {@code USD 70,882}; {@code "EUR"} -> {@code EUR 70,882}: the ISO code as the app and the
     * reports write money (a bare $ could be USD, CAD or AUD), an unknown code as given, a missing one as USD (the notes'
     * base currency when a briefing names none).
     */
    static String money(double amount, String currency) {
        return code(currency) + " " + String.format(Locale.ROOT, "%,.0f", amount);
    }

    /** A signed amount: {@code USD +1,200} / {@code USD -1,200}. */
    static String signedMoney(double amount, String currency) {
        return code(currency) + " " + String.format(Locale.ROOT, "%+,.0f", amount);
    }

    private static String code(String currency) {
        return currency == null || currency.isBlank() ? "USD" : currency.strip().toUpperCase(Locale.ROOT);
    }

    /** A fraction as a percentage: {@code 0.1346 -> 13.5%}. */
    static String pct(double fraction) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * fraction);
    }

    /** A signed percentage: {@code -0.179 -> -17.9%}, {@code 0.05 -> +5.0%}. */
    static String signedPct(double fraction) {
        return String.format(Locale.ROOT, "%+.1f%%", 100 * fraction);
    }

    /** A difference of two fractions in percentage points: {@code 0.093 -> +9.3 points}. */
    static String points(double fraction) {
        return String.format(Locale.ROOT, "%+.1f points", 100 * fraction);
    }

    /** A ratio or coefficient with two decimals ({@code 0.7887 -> 0.79}). */
    static String num(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    /** {@link com.bpidesk.engine.platform.text.Readable#date}: the engine's one date format for people. */
    static String date(LocalDate d) {
        return d == null ? "" : com.bpidesk.engine.platform.text.Readable.date(d);
    }

    /** {@code risk_off} -> {@code risk-off}; {@code disposition_effect} -> {@code disposition effect}. */
    static String words(String code) {
        return code == null ? "" : code.replace('_', ' ').strip();
    }

    /** First letter upper-case. */
    static String cap(String s) {
        return s == null || s.isEmpty() ? "" : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** A sentence ends with one full stop. */
    static String sentence(String s) {
        String t = s == null ? "" : s.strip();
        if (t.isEmpty()) {
            return t;
        }
        t = Character.toUpperCase(t.charAt(0)) + t.substring(1);
        return t.endsWith(".") || t.endsWith("?") || t.endsWith("!") ? t : t + ".";
    }

    /** Without a trailing full stop (for titles). */
    static String clause(String s) {
        return s == null ? "" : s.strip().replaceAll("[.\\s]+$", "");
    }
}
