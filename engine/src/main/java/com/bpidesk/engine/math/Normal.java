package com.bpidesk.engine.math;

import org.hipparchus.distribution.continuous.NormalDistribution;

/**
 * The standard normal distribution, from Hipparchus ({@link NormalDistribution}: the CDF through the error function,
 * the quantile through the inverse error function). The one normal distribution of the engine.
 */
public final class Normal {

    private static final NormalDistribution STANDARD = new NormalDistribution(0, 1);

    private Normal() {
    }

    /** The density phi(z). */
    public static double pdf(double z) {
        return STANDARD.density(z);
    }

    /** Phi(z). */
    public static double cdf(double z) {
        return STANDARD.cumulativeProbability(z);
    }

    /** The quantile function Phi^-1(p) for 0 < p < 1. */
    public static double inverseCdf(double p) {
        if (!(p > 0 && p < 1)) {
            throw new IllegalArgumentException("p must be in (0, 1): " + p);
        }
        return STANDARD.inverseCumulativeProbability(p);
    }

    /** Two-sided p-value of a z statistic (or of a t statistic with the normal approximation, adequate above ~100 df). */
    public static double twoSidedP(double z) {
        return 2 * STANDARD.cumulativeProbability(-Math.abs(z));
    }
}
