package com.bpidesk.engine.research;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Percentile bootstrap confidence interval of a mean over queries (Efron and Tibshirani, "An Introduction to
 * the Bootstrap", 1993, ch. 13; its use for IR metrics: Sakai, SIGIR 2006): resample the per-query values with
 * replacement {@link #RESAMPLES} times, take the mean of each resample, and report the 2.5th and 97.5th
 * percentiles. {@link #pairedDifference} resamples queries jointly, so the interval is that of the difference
 * between two methods on the same questions. The seed is fixed so a report is reproducible.
 */
public final class Bootstrap {

    public static final int RESAMPLES = 10_000;
    public static final long SEED = 20231122L;

    /** A mean with its 95 % interval. */
    public record Interval(double mean, double low, double high) {

        public boolean excludesZero() {
            return low > 0 || high < 0;
        }
    }

    private Bootstrap() {
    }

    public static Interval mean(double[] values) {
        return ci(values, RESAMPLES, SEED);
    }

    public static Interval pairedDifference(double[] a, double[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("paired values differ in length: " + a.length + " vs " + b.length);
        }
        double[] d = new double[a.length];
        for (int i = 0; i < d.length; i++) {
            d[i] = a[i] - b[i];
        }
        return ci(d, RESAMPLES, SEED);
    }

    static Interval ci(double[] values, int resamples, long seed) {
        int n = values.length;
        if (n == 0) {
            return new Interval(Double.NaN, Double.NaN, Double.NaN);
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        double[] means = new double[resamples];
        for (int b = 0; b < resamples; b++) {
            double s = 0;
            for (int i = 0; i < n; i++) {
                s += values[rnd.nextInt(n)];
            }
            means[b] = s / n;
        }
        Arrays.sort(means);
        return new Interval(Arrays.stream(values).average().orElse(Double.NaN), percentile(means, 0.025), percentile(means, 0.975));
    }

    /** Linear interpolation between closest ranks (numpy's default "linear" method). */
    static double percentile(double[] sorted, double q) {
        double pos = q * (sorted.length - 1);
        int lo = (int) Math.floor(pos);
        int hi = Math.min(lo + 1, sorted.length - 1);
        return sorted[lo] + (pos - lo) * (sorted[hi] - sorted[lo]);
    }
}
