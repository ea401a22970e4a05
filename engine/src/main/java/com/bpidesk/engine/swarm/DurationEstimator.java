package com.bpidesk.engine.swarm;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.math.Ols;
import java.util.List;

/**
 * {@code estimated_seconds} of a new job (ADR 0032): the expected run time from the portfolio size, plus the
 * expected wait behind the jobs already queued or running.
 * <ul>
 *   <li>Run time: a least-squares line seconds = a + b x positions through the last {@link #RECENT} completed
 *       jobs (a, b floored at 0) once at least 3 of them with 2 distinct sizes exist; with fewer, the prior line
 *       ({@link #PRIOR_FIXED_S} + {@link #PRIOR_PER_POSITION_S} x positions, the benchmark's measured cost on the
 *       development machine) scaled by the ratio of the measured to the prior durations of the jobs there are.</li>
 *   <li>Wait: floor(jobs ahead / workers) x the mean measured duration of recent jobs (the prior line at their
 *       mean size when none).</li>
 * </ul>
 */
final class DurationEstimator {

    static final int RECENT = 20;
    static final double PRIOR_FIXED_S = 0.5;
    static final double PRIOR_PER_POSITION_S = 0.004;

    record Sample(long positions, double seconds) {
    }

    private final Database db;

    DurationEstimator(Database db) {
        this.db = db;
    }

    double estimateSeconds(int positions, long ahead, int workers) {
        List<Sample> recent = db.query("SELECT position_count, duration_ms FROM swarm_jobs WHERE status = 'complete'"
                        + " AND duration_ms IS NOT NULL ORDER BY finished_at DESC LIMIT " + RECENT,
                r -> new Sample(r.lng("position_count"), r.lng("duration_ms") / 1000.0));
        double run = estimate(recent, positions);
        double mean = recent.isEmpty() ? prior(positions) : recent.stream().mapToDouble(Sample::seconds).average().orElse(0);
        double wait = Math.floor((double) ahead / workers) * mean;
        return roundUp(run + wait);
    }

    /**
     * Rounded up to a tenth of a second, never 0: a job always takes some time, and a caller polling at
     * {@code estimated_seconds} must not be told "now" (fast jobs on a warm engine used to round to 0.0).
     */
    static double roundUp(double seconds) {
        return Math.max(0.1, Math.ceil(seconds * 10 - 1e-9) / 10.0);
    }

    static double prior(double positions) {
        return PRIOR_FIXED_S + PRIOR_PER_POSITION_S * positions;
    }

    static double estimate(List<Sample> recent, int positions) {
        long distinct = recent.stream().mapToLong(Sample::positions).distinct().count();
        if (recent.size() >= 3 && distinct >= 2) {
            double[] y = recent.stream().mapToDouble(Sample::seconds).toArray();
            double[] x = recent.stream().mapToDouble(Sample::positions).toArray();
            Ols.Fit fit = Ols.fit(y, new double[][] {x});
            double a = Math.max(0, fit.coefficients()[0]);
            double b = Math.max(0, fit.coefficients()[1]);
            if (a + b * positions > 0) {
                return a + b * positions;
            }
        }
        if (recent.isEmpty()) {
            return prior(positions);
        }
        double measured = recent.stream().mapToDouble(Sample::seconds).sum();
        double expected = recent.stream().mapToDouble(s -> prior(s.positions())).sum();
        return prior(positions) * measured / expected;
    }
}
