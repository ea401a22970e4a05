package com.bpidesk.engine.swarm.math;

import java.util.Arrays;

/**
 * Descriptive statistics on return series. Sample moments use the unbiased (n - 1) denominator
 * (e.g. Hull, "Options, Futures and Other Derivatives", ch. 15 on volatility estimation).
 */
public final class Stats {

    /** Trading days per year used to annualize daily figures (the usual 252-day convention). */
    public static final int TRADING_DAYS = 252;

    private Stats() {
    }

    public static double mean(double[] x) {
        double s = 0;
        for (double v : x) {
            s += v;
        }
        return x.length == 0 ? Double.NaN : s / x.length;
    }

    /** Unbiased sample variance. */
    public static double variance(double[] x) {
        return covariance(x, x);
    }

    public static double stdev(double[] x) {
        return Math.sqrt(variance(x));
    }

    /** Unbiased sample covariance of two equally long series. */
    public static double covariance(double[] x, double[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("Series lengths differ: " + x.length + " vs " + y.length);
        }
        int n = x.length;
        if (n < 2) {
            return Double.NaN;
        }
        double mx = mean(x);
        double my = mean(y);
        double s = 0;
        for (int i = 0; i < n; i++) {
            s += (x[i] - mx) * (y[i] - my);
        }
        return s / (n - 1);
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

    /** Sample skewness (adjusted Fisher-Pearson, as in Excel SKEW and pandas). */
    public static double skewness(double[] x) {
        int n = x.length;
        if (n < 3) {
            return Double.NaN;
        }
        double m = mean(x);
        double s = stdev(x);
        double sum = 0;
        for (double v : x) {
            double z = (v - m) / s;
            sum += z * z * z;
        }
        return (double) n / ((n - 1) * (n - 2)) * sum;
    }
}
