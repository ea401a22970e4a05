package com.bpidesk.engine.performance;

import java.time.LocalDate;
import java.util.Arrays;

/**
 * A symbol's daily traded closes (not dividend-adjusted: dividends are counted as income, so an adjusted close would count
 * them twice) in the listing's currency, ascending by date.
 */
public record PriceSeries(String symbol, String currency, LocalDate[] dates, double[] close) {

    /** Index of the last close on or before the date, -1 when none. */
    public int indexOnOrBefore(LocalDate d) {
        int i = Arrays.binarySearch(dates, d);
        return i >= 0 ? i : -i - 2;
    }

    /** The last close on or before the date, NaN when the series starts later. */
    public double closeOnOrBefore(LocalDate d) {
        int i = indexOnOrBefore(d);
        return i < 0 ? Double.NaN : close[i];
    }
}
