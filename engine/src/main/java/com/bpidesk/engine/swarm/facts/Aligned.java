package com.bpidesk.engine.swarm.facts;

import com.bpidesk.engine.market.Bar;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Puts a symbol's bars on a common trading calendar (the benchmark's dates). */
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
