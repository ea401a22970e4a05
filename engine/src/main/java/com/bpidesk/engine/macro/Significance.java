package com.bpidesk.engine.macro;

import java.util.List;

/**
 * The significance score of a release, in [0, 1] (docs/market-data.md "Significance"):
 * <ol>
 *   <li>the reading y_t: for index and level-of-activity series (units starting with "index", "billions",
 *       "thousands", "persons") the period's percent change 100 (v_t / v_t-1 - 1); for rates, spreads and
 *       ratios (percent units) the change v_t - v_t-1; v_t-1 is the previous period's observation found by date
 *       ({@link ByDate#previous}), and there is no reading when it is missing;</li>
 *   <li>the surprise z = (y_t - mean) / sd, mean and sd over the series' own previous {@link #WINDOW}
 *       readings (at least {@link #MIN_HISTORY}); |z| is capped at 6;</li>
 *   <li>significance = 1 / (1 + exp(-K (|z| - Z0))) with Z0 = 1.5 and K = 2: a one-sigma move scores 0.27,
 *       a two-sigma move 0.73, a three-sigma move 0.95;</li>
 *   <li>a policy-rate decision (a change of a central bank's policy rate) is boosted to 1 - 0.4 (1 - s), so any
 *       rate move scores at least 0.6.</li>
 * </ol>
 */
public final class Significance {

    public static final int WINDOW = 60;
    public static final int MIN_HISTORY = 8;
    public static final double Z0 = 1.5;
    public static final double K = 2.0;
    public static final double POLICY_BOOST = 0.4;

    private Significance() {
    }

    /** True when readings are percent changes of the value (index and activity-level series). */
    public static boolean usesPercentChange(String units) {
        String u = units == null ? "" : units.toLowerCase(java.util.Locale.ROOT);
        return u.startsWith("index") || u.startsWith("billions") || u.startsWith("thousands") || u.startsWith("millions")
                || u.startsWith("persons");
    }

    /** The readings of the observations, the frequency taken from their spacing ({@code MacroFiles.frequency}). */
    public static double[] readings(List<Observation> obs, boolean percentChange) {
        return readings(obs, percentChange, MacroFiles.frequency(obs));
    }

    /** The readings y_t of the observations: NaN where the previous period's observation is missing (and at index 0). */
    public static double[] readings(List<Observation> obs, boolean percentChange, String frequency) {
        double[] y = new double[obs.size()];
        for (int t = 0; t < obs.size(); t++) {
            Observation p = ByDate.previous(obs, t, frequency);
            if (p == null) {
                y[t] = Double.NaN;
                continue;
            }
            double prev = p.value();
            double cur = obs.get(t).value();
            y[t] = percentChange ? (prev == 0 ? Double.NaN : 100 * (cur / prev - 1)) : cur - prev;
        }
        return y;
    }

    /** The z-score of reading t against the previous readings, or NaN when there is too little history. */
    public static double zScore(double[] y, int t) {
        int from = Math.max(1, t - WINDOW);
        int n = 0;
        double sum = 0;
        double sumSq = 0;
        for (int k = from; k < t; k++) {
            if (!Double.isNaN(y[k])) {
                n++;
                sum += y[k];
                sumSq += y[k] * y[k];
            }
        }
        if (n < MIN_HISTORY || Double.isNaN(y[t])) {
            return Double.NaN;
        }
        double mean = sum / n;
        double var = Math.max(0, (sumSq - n * mean * mean) / (n - 1));
        double sd = Math.sqrt(var);
        double dev = y[t] - mean;
        if (sd < 1e-12) {
            return Math.abs(dev) < 1e-12 ? 0 : Math.copySign(6, dev);
        }
        return Math.max(-6, Math.min(6, dev / sd));
    }

    public static double logistic(double absZ) {
        return 1 / (1 + Math.exp(-K * (absZ - Z0)));
    }

    /** The score of a release with surprise z; {@code policyDecision} when a policy rate changed. */
    public static double score(double z, boolean policyDecision) {
        double s = Double.isNaN(z) ? 0 : logistic(Math.abs(z));
        if (policyDecision) {
            s = 1 - POLICY_BOOST * (1 - s);
        }
        return Math.round(s * 1000) / 1000.0;
    }
}
