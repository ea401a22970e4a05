package com.bpidesk.engine.behavior;

import com.bpidesk.engine.math.Normal;
import java.util.Arrays;

/** Small statistics used by the scores; each method names its source. */
public final class Stats {

    private Stats() {
    }

    /** Standard normal CDF: the engine's one normal distribution ({@link Normal}, Hipparchus). */
    public static double normalCdf(double z) {
        return Normal.cdf(z);
    }

    /** Two-sided p-value of a z statistic. */
    public static double twoSidedP(double z) {
        return Normal.twoSidedP(z);
    }

    public static double clamp01(double v) {
        return Math.max(0, Math.min(1, v));
    }

    /** Median of the values (average of the middle two for an even count); NaN for none. */
    public static double median(double[] values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    /** Quantile by linear interpolation between order statistics (Hyndman and Fan 1996, type 7). */
    public static double quantile(double[] values, double q) {
        double[] v = values.clone();
        Arrays.sort(v);
        if (v.length == 0) {
            return Double.NaN;
        }
        double h = (v.length - 1) * q;
        int lo = (int) Math.floor(h);
        int hi = Math.min(v.length - 1, lo + 1);
        return v[lo] + (h - lo) * (v[hi] - v[lo]);
    }

    /** Mid-rank percentile of x among the values: (count below + half the count equal) / n. */
    public static double percentileRank(double x, double[] values) {
        double below = 0;
        double equal = 0;
        for (double v : values) {
            if (v < x) {
                below++;
            } else if (v == x) {
                equal++;
            }
        }
        return (below + 0.5 * equal) / values.length;
    }

    public static double round(double v, int digits) {
        if (!Double.isFinite(v)) {
            return v;
        }
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }
}
