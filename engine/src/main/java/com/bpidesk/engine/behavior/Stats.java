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

    /**
     * Two-sided p-value of Fisher's exact test on the 2x2 table {{a, b}, {c, d}} (Fisher 1922; Agresti, "Categorical Data
     * Analysis", 3rd ed., section 3.5.1): with the margins fixed, the count in the first cell is hypergeometric; the p-value
     * is the total probability of the tables no more likely than the observed one (relative tolerance 1e-7, as
     * scipy.stats.fisher_exact). Exact for any counts, so it replaces the normal approximation when cells are small.
     */
    public static double fisherExactTwoSided(long a, long b, long c, long d) {
        long row1 = a + b;
        long col1 = a + c;
        long n = a + b + c + d;
        if (n == 0) {
            return 1;
        }
        long lo = Math.max(0, col1 - (n - row1));
        long hi = Math.min(row1, col1);
        double observed = logHypergeometric(a, row1, col1, n);
        double p = 0;
        for (long x = lo; x <= hi; x++) {
            double lp = logHypergeometric(x, row1, col1, n);
            if (lp <= observed + Math.log1p(1e-7)) {
                p += Math.exp(lp);
            }
        }
        return Math.min(1, p);
    }

    /** log P(X = x) for X hypergeometric: x successes in a sample of {@code draws} from {@code n} holding {@code successes}. */
    private static double logHypergeometric(long x, long draws, long successes, long n) {
        return logChoose(successes, x) + logChoose(n - successes, draws - x) - logChoose(n, draws);
    }

    private static double logChoose(long n, long k) {
        return org.hipparchus.special.Gamma.logGamma(n + 1.0) - org.hipparchus.special.Gamma.logGamma(k + 1.0)
                - org.hipparchus.special.Gamma.logGamma(n - k + 1.0);
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
