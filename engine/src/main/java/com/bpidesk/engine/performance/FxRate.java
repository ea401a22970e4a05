package com.bpidesk.engine.performance;

import java.time.LocalDate;

/**
 * The rate that converts an amount in {@code from} into {@code to} on a date (the fx feature's rate on or before it; the
 * identity for one currency). Throws {@link com.bpidesk.engine.fx.MissingRateException} when there is none.
 */
@FunctionalInterface
public interface FxRate {

    double rate(String from, String to, LocalDate date);

    /** The fx feature's table: the last rate on or before the date within its staleness limit. */
    static FxRate of(com.bpidesk.engine.fx.FxTable table) {
        java.util.Map<String, Double> cache = new java.util.HashMap<>();
        return (from, to, date) -> from.equals(to) ? 1.0
                : cache.computeIfAbsent(from + ">" + to + "@" + date, k -> table.convert(from, to, date).rate());
    }
}
