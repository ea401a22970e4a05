package com.bpidesk.engine.swarm.agents;

import java.util.Locale;

/** Number helpers: non-finite values become null in JSON (no NaN tokens), and readable percentages. */
public final class Num {
    private Num() {
    }

    public static Double of(double v) {
        return Double.isFinite(v) ? v : null;
    }

    public static String pct(double fraction) {
        return Double.isFinite(fraction) ? String.format(Locale.ROOT, "%.1f%%", 100 * fraction) : "n/a";
    }

    /**
     * An amount with its ISO currency code and thousands separators, as the app and the reports write money
     * ({@link com.bpidesk.engine.platform.text.Readable#money}): {@code USD 205,415} · {@code USD 812.40}.
     */
    public static String money(double v, String currency) {
        return com.bpidesk.engine.platform.text.Readable.money(v, currency);
    }

    /** An engine id inside a sentence as words: {@code low_volatility} → "low volatility", {@code risk_off} → "risk-off". */
    public static String words(String id) {
        if (id == null) {
            return "";
        }
        return (id.startsWith("risk_") ? "risk-" + id.substring(5) : id).replace('_', ' ');
    }

    public static String fmt(double v, int decimals) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%." + decimals + "f", v) : "n/a";
    }
}
