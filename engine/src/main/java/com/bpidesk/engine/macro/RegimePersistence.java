package com.bpidesk.engine.macro;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The persistence rule of the published regime (ADR 0200, docs/market-data.md "Stability"): a minimum dwell time. The
 * classifier reads each date on its own; along a sequence of dates (ascending) the published regime changes to a new
 * regime only once the classifier has given that regime at every point for at least {@link #DWELL_DAYS} days (its run's
 * first point at least 28 days before): two consecutive month ends, or five consecutive weekly points. Until then the
 * previous regime stays published, restated with its own confidence on the same votes, and the narrative names the
 * newer reading. Two readings are not noise and are published at once: {@code risk_off} (acute market or labour stress;
 * waiting four weeks would have hidden the March 2020 crash, and leaving {@code risk_off} still needs the dwell time), and
 * {@code insufficient_data} (and the first regime after it).
 * Before the first requested date, {@link #WARM_UP_WEEKS} weekly points establish the regime in force, so a date's
 * published regime does not depend on where a requested window starts (beyond that warm-up).
 */
public final class RegimePersistence {

    /** A new regime must hold this many days before it is published. */
    public static final int DWELL_DAYS = 28;

    /** The regime published as soon as the classifier reads it (acute stress); leaving it needs the dwell time. */
    public static final String IMMEDIATE = "risk_off";

    /** Weekly points classified before the first requested date to establish the regime in force. */
    public static final int WARM_UP_WEEKS = 8;

    private RegimePersistence() {
    }

    /** The published regime at one point, and since when a different raw reading has been waiting (null when none). */
    public record Published(String regime, LocalDate pendingSince) {
    }

    /** The rule on a raw sequence: {@code dates} ascending, {@code raw} the classifier's regime at each. */
    public static List<Published> apply(List<LocalDate> dates, List<String> raw) {
        List<Published> out = new ArrayList<>();
        String state = null;
        String run = null;
        LocalDate runStart = null;
        for (int i = 0; i < dates.size(); i++) {
            String r = raw.get(i);
            if (!r.equals(run)) {
                run = r;
                runStart = dates.get(i);
            }
            boolean immediate = RegimeClassifier.INSUFFICIENT_DATA.equals(r) || RegimeClassifier.INSUFFICIENT_DATA.equals(state)
                    || IMMEDIATE.equals(r);
            if (state == null || immediate || (!r.equals(state) && ChronoUnit.DAYS.between(runStart, dates.get(i)) >= DWELL_DAYS)) {
                state = r;
            }
            out.add(new Published(state, state.equals(r) ? null : runStart));
        }
        return out;
    }

    /**
     * The published results at {@code dates} (any order, returned in that order): the classifier at every date and at
     * {@link #WARM_UP_WEEKS} weekly points before the earliest, the rule applied in date order, each result restated
     * with the published regime.
     */
    public static List<RegimeClassifier.Result> published(Function<LocalDate, RegimeClassifier.Result> classifier, List<LocalDate> dates) {
        if (dates.isEmpty()) {
            return List.of();
        }
        TreeSet<LocalDate> all = new TreeSet<>(dates);
        LocalDate first = all.first();
        for (int k = 1; k <= WARM_UP_WEEKS; k++) {
            all.add(first.minusWeeks(k));
        }
        List<LocalDate> sorted = new ArrayList<>(all);
        List<RegimeClassifier.Result> raw = sorted.stream().map(classifier).toList();
        List<Published> pub = apply(sorted, raw.stream().map(RegimeClassifier.Result::regime).toList());
        Map<LocalDate, RegimeClassifier.Result> byDate = new HashMap<>();
        for (int i = 0; i < sorted.size(); i++) {
            Published p = pub.get(i);
            byDate.put(sorted.get(i), RegimeClassifier.restate(raw.get(i), p.regime(), p.pendingSince()));
        }
        return dates.stream().map(byDate::get).toList();
    }
}
