package com.bpidesk.engine.math;

import java.util.Arrays;

/**
 * Value at risk, expected shortfall and drawdown. VaR and ES are reported as positive loss fractions
 * of portfolio value.
 *
 * <ul>
 *   <li>Historical VaR: the k-th worst return with k = ceil(n (1 - alpha)), ES: the mean of the k worst
 *   returns (the discrete estimator of Acerbi and Tasche, "On the coherence of expected shortfall",
 *   Journal of Banking and Finance 26, 2002).</li>
 *   <li>Parametric (variance-covariance, RiskMetrics Technical Document, J.P. Morgan 1996) under a
 *   normal distribution: VaR = z sigma - mu, ES = sigma phi(z) / (1 - alpha) - mu (McNeil, Frey and
 *   Embrechts, "Quantitative Risk Management", 2015, eq. 2.24).</li>
 * </ul>
 */
public final class RiskMath {

    private RiskMath() {
    }

    /** A VaR and ES pair as positive loss fractions. */
    public record VarEs(double var, double es) {
    }

    public static VarEs historical(double[] returns, double alpha) {
        if (returns.length == 0) {
            return new VarEs(Double.NaN, Double.NaN);
        }
        double[] sorted = returns.clone();
        Arrays.sort(sorted);
        int k = Math.max(1, (int) Math.ceil(returns.length * (1 - alpha) - 1e-9));
        double sum = 0;
        for (int i = 0; i < k; i++) {
            sum += sorted[i];
        }
        return new VarEs(-sorted[k - 1], -sum / k);
    }

    /** Normal VaR/ES for a horizon of {@code days}, scaling mean by days and sigma by sqrt(days). */
    public static VarEs parametric(double dailyMean, double dailySigma, double alpha, int days) {
        double mu = dailyMean * days;
        double sigma = dailySigma * Math.sqrt(days);
        double z = Normal.inverseCdf(alpha);
        return new VarEs(z * sigma - mu, sigma * Normal.pdf(z) / (1 - alpha) - mu);
    }

    /** Maximum drawdown of a return path, with the indices (into the value path 0..n) of peak and trough. */
    public record Drawdown(double depth, int peakIndex, int troughIndex, int recoveryIndex) {
    }

    /**
     * Maximum drawdown: max over t of 1 - V_t / max_{s <= t} V_s, where V_0 = 1 and V_t = V_{t-1} (1 + r_t)
     * (Magdon-Ismail and Atiya, "Maximum drawdown", Risk 17(10), 2004). Index t of the value path is the
     * value after return t-1; recoveryIndex is -1 when the peak was not regained.
     */
    public static Drawdown maxDrawdown(double[] returns) {
        double v = 1;
        double peak = 1;
        int peakIdx = 0;
        double worst = 0;
        int worstPeak = 0;
        int worstTrough = 0;
        for (int t = 0; t < returns.length; t++) {
            v *= 1 + returns[t];
            if (v > peak) {
                peak = v;
                peakIdx = t + 1;
            }
            double dd = 1 - v / peak;
            if (dd > worst) {
                worst = dd;
                worstPeak = peakIdx;
                worstTrough = t + 1;
            }
        }
        int recovery = -1;
        if (worst > 0) {
            double w = 1;
            double peakValue = Double.NaN;
            for (int t = 0; t < returns.length; t++) {
                if (t == worstPeak) {
                    peakValue = w;
                }
                w *= 1 + returns[t];
                if (t + 1 > worstTrough && w >= peakValue) {
                    recovery = t + 1;
                    break;
                }
            }
        }
        return new Drawdown(worst, worstPeak, worstTrough, recovery);
    }

    /**
     * Euler decomposition of portfolio volatility (Tasche, "Risk contributions and performance measurement",
     * 1999; Litterman, "Hot spots and hedges", 1996): with sigma_p = sqrt(w' S w), the contribution of asset i is
     * RC_i = w_i (S w)_i / sigma_p, and sum_i RC_i = sigma_p. (S w)_i equals cov(r_i, r_p) where r_p = sum_j w_j r_j,
     * which avoids forming the n x n covariance matrix. Figures are in the units of the inputs (daily here).
     *
     * @param returns  per asset, equally long return series
     * @param weights  portfolio weights
     * @return contributions to the portfolio standard deviation (sum equals the portfolio stdev)
     */
    public static double[] eulerContributions(double[][] returns, double[] weights) {
        int t = returns[0].length;
        double[] rp = new double[t];
        for (int i = 0; i < returns.length; i++) {
            for (int d = 0; d < t; d++) {
                rp[d] += weights[i] * returns[i][d];
            }
        }
        double sigma = Stats.stdev(rp);
        double[] rc = new double[returns.length];
        for (int i = 0; i < returns.length; i++) {
            rc[i] = weights[i] * Stats.covariance(returns[i], rp) / sigma;
        }
        return rc;
    }
}
