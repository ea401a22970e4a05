package com.bpidesk.engine.performance;

import java.time.LocalDate;
import java.util.List;

/**
 * The daily value series of a client or account in the base currency, at each day's close ({@link Valuations}).
 *
 * @param value       the value at the close; NaN when a held position has no close on or before the day (named in
 *                    {@code warnings}, never counted as zero)
 * @param deposits    money paid in that day (base currency, positive)
 * @param withdrawals money taken out that day (base currency, positive)
 * @param fees        known fees paid that day (the trades' fees, base currency, positive)
 * @param warnings    what the series could not value, in words
 */
public record ValueSeries(LocalDate[] dates, double[] value, double[] deposits, double[] withdrawals, double[] fees,
                          List<String> warnings) {

    public int size() {
        return dates.length;
    }

    /** Index of the last day on or before the date; -1 when the series starts later. */
    public int indexOnOrBefore(LocalDate d) {
        int i = java.util.Arrays.binarySearch(dates, d);
        return i >= 0 ? i : -i - 2;
    }

    /** The first day of the series (the inception), or null when there is none. */
    public LocalDate inception() {
        return dates.length == 0 ? null : dates[0];
    }
}
