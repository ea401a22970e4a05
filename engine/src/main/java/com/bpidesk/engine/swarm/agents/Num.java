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

    public static String fmt(double v, int decimals) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%." + decimals + "f", v) : "n/a";
    }
}
