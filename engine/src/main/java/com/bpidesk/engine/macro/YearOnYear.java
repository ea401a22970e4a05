package com.bpidesk.engine.macro;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How a series is charted (issue 23: the engine owns every figure, the app only draws it). An index level (CPI, prices,
 * production) reads as its change over a year, the convention for inflation (BLS, "12-month percent change"); other
 * series read as their level. The change is found by date ({@link ByDate}): a monthly, quarterly or annual observation
 * against the same calendar period a year earlier, a daily or weekly one against the last observation on or before the
 * same day a year earlier (at most {@link ByDate#DAILY_MAX_GAP_DAYS} days before it); no reading when that is missing.
 */
public final class YearOnYear {

    /** {@code shown_as} of a series charted as its change over a year. */
    public static final String SHOWN_AS_CHANGE = "year_on_year";
    /** {@code shown_as} of a series charted as its level. */
    public static final String SHOWN_AS_LEVEL = "level";

    private YearOnYear() {
    }

    /** One observation with its change over a year in percent (null when the year-earlier observation is missing). */
    public record Row(LocalDate period, double value, Double yearOnYearPct) {
    }

    /** An index level: its units say "Index" (FRED "Index 1982-1984=100"), or it is a consumer price index. */
    public static boolean isIndex(String units, String seriesId) {
        String u = units == null ? "" : units.toLowerCase(Locale.ROOT);
        return u.startsWith("index") || u.contains(" index") || (seriesId != null && seriesId.toUpperCase(Locale.ROOT).startsWith("CPI"));
    }

    /** {@link #SHOWN_AS_CHANGE} for an index level, else {@link #SHOWN_AS_LEVEL}. */
    public static String shownAs(String units, String seriesId) {
        return isIndex(units, seriesId) ? SHOWN_AS_CHANGE : SHOWN_AS_LEVEL;
    }

    /**
     * The rows of {@code all} (ascending) dated on or after {@code from}, each with its change over a year found in
     * {@code all}; {@code frequency} ({@code monthly}, {@code quarterly}, {@code annual}, else daily or weekly) says how.
     */
    public static List<Row> rows(List<Observation> all, LocalDate from, String frequency) {
        boolean periods = "monthly".equals(frequency) || "quarterly".equals(frequency) || "annual".equals(frequency);
        List<Row> out = new ArrayList<>();
        for (Observation o : all) {
            if (!o.period().isBefore(from)) {
                double pct = pct(all, o, periods);
                out.add(new Row(o.period(), o.value(), Double.isNaN(pct) ? null : pct));
            }
        }
        return out;
    }

    /** 100 (v / v(a year earlier) - 1), or NaN when there is no observation a year earlier or it is zero. */
    static double pct(List<Observation> all, Observation o, boolean periods) {
        if (periods && o.period().getDayOfMonth() == 1) {
            return ByDate.pctChange(all, o.period(), 12);
        }
        Observation then = ByDate.onOrBefore(all, o.period().minusYears(1), ByDate.DAILY_MAX_GAP_DAYS);
        return then == null || then.value() == 0 ? Double.NaN : 100 * (o.value() / then.value() - 1);
    }
}
