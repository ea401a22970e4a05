package com.bpidesk.engine.math;

import java.util.Arrays;
import org.hipparchus.stat.StatUtils;
import org.hipparchus.stat.correlation.Covariance;
import org.hipparchus.stat.descriptive.moment.Skewness;

/**
 * Descriptive statistics on return series, on Hipparchus ({@link StatUtils}, {@link Covariance}, {@link Skewness}).
 * Sample moments use the unbiased (n - 1) denominator (numpy {@code ddof=1}; Hull, "Options, Futures and Other
 * Derivatives", ch. 15 on volatility estimation); skewness is the one adjusted Fisher-Pearson definition of the
 * engine. The return-series helpers (tail, compounding, overlapping windows) are the analysis's conventions.
 */
public final class Stats {

    /** Trading days per year used to annualize daily figures (the usual 252-day convention). */
    public static final int TRADING_DAYS = 252;

    private Stats() {
    }

    public static double mean(double[] x) {
        return x.length == 0 ? Double.NaN : StatUtils.mean(x);
    }

    /** Unbiased sample variance. */
    public static double variance(double[] x) {
        return x.length < 2 ? Double.NaN : StatUtils.variance(x);
    }

    public static double stdev(double[] x) {
        return Math.sqrt(variance(x));
    }

    /** Unbiased sample covariance of two equally long series. */
    public static double covariance(double[] x, double[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("Series lengths differ: " + x.length + " vs " + y.length);
        }
        return x.length < 2 ? Double.NaN : new Covariance().covariance(x, y, true);
    }

    /** Pearson correlation. */
    public static double correlation(double[] x, double[] y) {
        return covariance(x, y) / Math.sqrt(variance(x) * variance(y));
    }

    /** Annualized volatility of daily returns: sample stdev times sqrt(252). */
    public static double annualizedVol(double[] daily) {
        return stdev(daily) * Math.sqrt(TRADING_DAYS);
    }

    /** The last {@code n} elements (all when shorter). */
    public static double[] tail(double[] x, int n) {
        return Arrays.copyOfRange(x, Math.max(0, x.length - n), x.length);
    }

    /** Compounded return of a run of simple returns: prod(1 + r) - 1. */
    public static double compound(double[] r, int from, int toExclusive) {
        double v = 1;
        for (int i = from; i < toExclusive; i++) {
            v *= 1 + r[i];
        }
        return v - 1;
    }

    /** Overlapping h-day compounded returns (n - h + 1 of them). */
    public static double[] overlapping(double[] daily, int h) {
        if (daily.length < h) {
            return new double[0];
        }
        double[] out = new double[daily.length - h + 1];
        for (int i = 0; i < out.length; i++) {
            out[i] = compound(daily, i, i + h);
        }
        return out;
    }

    /**
     * Sample skewness, adjusted Fisher-Pearson G1 = n / ((n - 1)(n - 2)) sum ((x - mean) / s)^3 with the (n - 1) standard
     * deviation s (Joanes and Gill 1998, "b1"-adjusted G1; Excel SKEW; scipy {@code skew(bias=False)}); NaN below 3 values.
     */
    public static double skewness(double[] x) {
        return x.length < 3 ? Double.NaN : new Skewness().evaluate(x);
    }
}
