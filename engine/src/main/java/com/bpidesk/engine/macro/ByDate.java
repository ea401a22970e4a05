package com.bpidesk.engine.macro;

import java.time.LocalDate;
import java.util.List;

/**
 * Observations found by their date, never by their position in the list (issue 30, ADR 0200): a change over a period
 * (y/y, q/q, 3 months, the previous release) compares the observation of a period with the observation of the same
 * calendar period one step earlier, found by date, and gives no reading (NaN or null) when that observation is missing.
 * With one monthly CPI row missing, a position-based "y/y" silently becomes a 13-month change; by date it is absent
 * only for the months that need the missing row. Method in docs/market-data.md "Dates, not positions".
 */
public final class ByDate {

    /** Daily series: the previous release is the last observation at most this many calendar days earlier (weekends, holidays). */
    public static final int DAILY_MAX_GAP_DAYS = 7;

    private ByDate() {
    }

    /** The index of the observation dated exactly {@code period}, or -1 (binary search; observations ascend by period). */
    static int indexOf(List<Observation> obs, LocalDate period) {
        int lo = 0;
        int hi = obs.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = obs.get(mid).period().compareTo(period);
            if (c == 0) {
                return mid;
            }
            if (c < 0) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }

    /** The value of the observation dated exactly {@code period}, or NaN when there is none. */
    public static double at(List<Observation> obs, LocalDate period) {
        int i = indexOf(obs, period);
        return i < 0 ? Double.NaN : obs.get(i).value();
    }

    /** The last observation dated on or before {@code date} and no more than {@code maxGapDays} before it, or null. */
    public static Observation onOrBefore(List<Observation> obs, LocalDate date, int maxGapDays) {
        int lo = 0;
        int hi = obs.size() - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (obs.get(mid).period().isAfter(date)) {
                hi = mid - 1;
            } else {
                found = mid;
                lo = mid + 1;
            }
        }
        if (found < 0 || obs.get(found).period().isBefore(date.minusDays(maxGapDays))) {
            return null;
        }
        return obs.get(found);
    }

    /** The last observation, or null. */
    static Observation last(List<Observation> obs) {
        return obs.isEmpty() ? null : obs.get(obs.size() - 1);
    }

    /** 100 (v(p) / v(p - months) - 1): the percent change against the same calendar period {@code months} earlier, or NaN. */
    public static double pctChange(List<Observation> obs, LocalDate period, int months) {
        double now = at(obs, period);
        double then = at(obs, period.minusMonths(months));
        return Double.isNaN(now) || Double.isNaN(then) || then == 0 ? Double.NaN : 100 * (now / then - 1);
    }

    /** v(p) - v(p - months): the change against the same calendar period {@code months} earlier, or NaN. */
    public static double change(List<Observation> obs, LocalDate period, int months) {
        return at(obs, period) - at(obs, period.minusMonths(months));
    }

    /**
     * The observation one release before {@code o} in a series of this frequency: monthly the month before, quarterly
     * the quarter before, annual the year before, weekly 7 days before (each found by date, null when it is missing);
     * daily (or unknown) the last observation at most {@link #DAILY_MAX_GAP_DAYS} days earlier. A series dated by its
     * changes (a policy rate recorded on decision days, so a monthly, quarterly or annual period that is not the period's
     * first day) is a step function: the previous observation is the value in force before, whatever its date.
     */
    public static Observation previous(List<Observation> obs, int index, String frequency) {
        LocalDate p = obs.get(index).period();
        if (p.getDayOfMonth() != 1 && ("monthly".equals(frequency) || "quarterly".equals(frequency) || "annual".equals(frequency))) {
            return index == 0 ? null : obs.get(index - 1);
        }
        LocalDate want = switch (frequency == null ? "" : frequency) {
            case "monthly" -> p.minusMonths(1);
            case "quarterly" -> p.minusMonths(3);
            case "annual" -> p.minusYears(1);
            case "weekly" -> p.minusDays(7);
            default -> null;
        };
        if (want == null) {
            return index == 0 ? null : onOrBefore(obs.subList(0, index), p.minusDays(1), DAILY_MAX_GAP_DAYS);
        }
        int j = indexOf(obs, want);
        return j < 0 ? null : obs.get(j);
    }
}
