package com.bpidesk.engine.macro;

/** Classifies the current macro regime from the stored macro and market data, and (optionally) its history. */
public interface RegimeService {
    Regime current();

    /** One point of the regime history: the regime as classified on a date, with only the data published by then. */
    record Point(java.time.LocalDate date, String regime, double confidence) {
    }

    /** The regime at each of these dates, in the same order; empty when the service keeps no history. */
    default java.util.List<Point> history(java.util.List<java.time.LocalDate> dates) {
        return java.util.List.of();
    }
}
