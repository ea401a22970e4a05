package com.bpidesk.engine.swarm.facts;

import com.bpidesk.engine.market.Bar;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Puts a symbol's bars on a common trading calendar. The fact base's calendar holds only dates on which the benchmark
 * and every holding included in the return-based figures have a real close ({@link #commonCalendar}); holdings whose
 * last close is older than the staleness tolerance are left out of it ({@link #tradingDaysAfter}; ADR 0205). The factor
 * library's universe still forward-fills ({@link #adjCloses}).
 */
final class Aligned {

    private Aligned() {
    }

    /**
     * Adjusted closes on the calendar: the bar of that date, else the last earlier one (forward fill, a
     * zero return on a day the symbol did not trade), NaN before the symbol's first bar.
     */
    static double[] adjCloses(List<Bar> bars, LocalDate[] calendar) {
        return values(bars, calendar, true);
    }

    /** Adjusted closes on the calendar: the bar of exactly that date, NaN when the symbol has no close that day. */
    static double[] exactCloses(List<Bar> bars, LocalDate[] calendar) {
        Map<LocalDate, Double> byDate = new HashMap<>();
        for (Bar b : bars) {
            if (Double.isFinite(b.adjClose()) && b.adjClose() > 0) {
                byDate.put(b.date(), b.adjClose());
            }
        }
        double[] out = new double[calendar.length];
        for (int t = 0; t < calendar.length; t++) {
            out[t] = byDate.getOrDefault(calendar[t], Double.NaN);
        }
        return out;
    }

    /**
     * The dates of {@code candidates} (the benchmark's, ascending) on which every series of {@code included} has a real
     * close (finite and positive adjusted close), a series counting only from its first bar on (before it the holding did
     * not trade yet and takes the benchmark's return, as {@code proxied}). No date is filled in: a return is always
     * the move between two real closes.
     */
    static LocalDate[] commonCalendar(LocalDate[] candidates, List<List<Bar>> included) {
        List<java.util.Set<LocalDate>> closes = new java.util.ArrayList<>();
        List<LocalDate> firsts = new java.util.ArrayList<>();
        for (List<Bar> bars : included) {
            java.util.Set<LocalDate> days = new java.util.HashSet<>();
            LocalDate first = null;
            for (Bar b : bars) {
                if (Double.isFinite(b.adjClose()) && b.adjClose() > 0) {
                    days.add(b.date());
                    first = first == null || b.date().isBefore(first) ? b.date() : first;
                }
            }
            closes.add(days);
            firsts.add(first);
        }
        List<LocalDate> out = new java.util.ArrayList<>();
        for (LocalDate d : candidates) {
            boolean all = true;
            for (int i = 0; i < closes.size() && all; i++) {
                LocalDate first = firsts.get(i);
                all = first == null || d.isBefore(first) || closes.get(i).contains(d);
            }
            if (all) {
                out.add(d);
            }
        }
        return out.toArray(LocalDate[]::new);
    }

    /** How many dates of the trading calendar {@code days} (ascending) fall after {@code last}: the close's age in trading days. */
    static int tradingDaysAfter(LocalDate[] days, LocalDate last) {
        int lo = 0;
        int hi = days.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (days[mid].isAfter(last)) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return days.length - lo;
    }

    /** Traded close times volume on each calendar date (0 when no bar that day). */
    static double[] dollarVolumes(List<Bar> bars, LocalDate[] calendar) {
        Map<LocalDate, Bar> byDate = new HashMap<>();
        bars.forEach(b -> byDate.put(b.date(), b));
        double[] out = new double[calendar.length];
        for (int t = 0; t < calendar.length; t++) {
            Bar b = byDate.get(calendar[t]);
            out[t] = b == null ? 0 : b.close() * b.volume();
        }
        return out;
    }

    private static double[] values(List<Bar> bars, LocalDate[] calendar, boolean adjusted) {
        double[] out = new double[calendar.length];
        Arrays.fill(out, Double.NaN);
        int j = 0;
        double last = Double.NaN;
        for (int t = 0; t < calendar.length; t++) {
            while (j < bars.size() && !bars.get(j).date().isAfter(calendar[t])) {
                Bar b = bars.get(j);
                double v = adjusted ? b.adjClose() : b.close();
                if (Double.isFinite(v) && v > 0) {
                    last = v;
                }
                j++;
            }
            out[t] = last;
        }
        return out;
    }

    /** Simple returns between consecutive levels (length n - 1); NaN where either level is NaN. */
    static double[] returns(double[] levels) {
        double[] r = new double[Math.max(0, levels.length - 1)];
        for (int t = 0; t < r.length; t++) {
            r[t] = levels[t + 1] / levels[t] - 1;
        }
        return r;
    }
}
