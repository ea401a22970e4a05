package com.bpidesk.engine.swarm.math;

/**
 * Ordinary least squares with an intercept: beta = (X'X)^-1 X'y, classical standard errors
 * se_j = sqrt(s^2 [(X'X)^-1]_jj) with s^2 = SSR / (n - k), t_j = beta_j / se_j, R^2 = 1 - SSR / SST
 * and adjusted R^2 = 1 - (1 - R^2)(n - 1)/(n - k) (Greene, "Econometric Analysis", 8th ed., ch. 3-4).
 */
public final class Ols {

    /** Coefficients and statistics; index 0 is the intercept, 1..p the regressors in input order. */
    public record Fit(double[] coefficients, double[] standardErrors, double[] tStats, double rSquared,
                      double adjustedRSquared, double residualStdev, int observations) {
    }

    private Ols() {
    }

    /**
     * @param y       dependent observations (length n)
     * @param columns regressors, each of length n (without the intercept column)
     */
    public static Fit fit(double[] y, double[][] columns) {
        int n = y.length;
        int k = columns.length + 1;
        if (n <= k) {
            throw new IllegalArgumentException("OLS needs more observations (" + n + ") than coefficients (" + k + ")");
        }
        double[][] xtx = new double[k][k];
        double[] xty = new double[k];
        double[] row = new double[k];
        for (int i = 0; i < n; i++) {
            row[0] = 1;
            for (int j = 1; j < k; j++) {
                row[j] = columns[j - 1][i];
            }
            for (int a = 0; a < k; a++) {
                xty[a] += row[a] * y[i];
                for (int b = 0; b < k; b++) {
                    xtx[a][b] += row[a] * row[b];
                }
            }
        }
        double[][] inv = Matrices.invert(xtx);
        double[] beta = Matrices.multiply(inv, xty);
        double ybar = Stats.mean(y);
        double ssr = 0;
        double sst = 0;
        for (int i = 0; i < n; i++) {
            double fitted = beta[0];
            for (int j = 1; j < k; j++) {
                fitted += beta[j] * columns[j - 1][i];
            }
            double e = y[i] - fitted;
            ssr += e * e;
            sst += (y[i] - ybar) * (y[i] - ybar);
        }
        double s2 = ssr / (n - k);
        double[] se = new double[k];
        double[] t = new double[k];
        for (int j = 0; j < k; j++) {
            se[j] = Math.sqrt(s2 * inv[j][j]);
            t[j] = beta[j] / se[j];
        }
        double r2 = sst == 0 ? Double.NaN : 1 - ssr / sst;
        double adj = 1 - (1 - r2) * (n - 1) / (n - k);
        return new Fit(beta, se, t, r2, adj, Math.sqrt(s2), n);
    }
}
