package com.bpidesk.engine.math;

import org.hipparchus.exception.MathIllegalArgumentException;
import org.hipparchus.stat.regression.OLSMultipleLinearRegression;

/**
 * Ordinary least squares with an intercept through a QR decomposition of X (Hipparchus
 * {@link OLSMultipleLinearRegression}; X'X is never inverted to get the coefficients): classical standard errors
 * se_j = sqrt(s^2 [(X'X)^-1]_jj) with s^2 = SSR / (n - k), t_j = beta_j / se_j, R^2 = 1 - SSR / SST and adjusted
 * R^2 = 1 - (1 - R^2)(n - 1)/(n - k) (Greene, "Econometric Analysis", 8th ed., ch. 3-4).
 */
public final class Ols {

    /** Columns whose QR pivot falls below this relative size make the design singular (collinear regressors). */
    public static final double SINGULARITY_THRESHOLD = 1e-12;

    /** Coefficients and statistics; index 0 is the intercept, 1..p the regressors in input order. */
    public record Fit(double[] coefficients, double[] standardErrors, double[] tStats, double rSquared,
                      double adjustedRSquared, double residualStdev, int observations) {
    }

    private Ols() {
    }

    /**
     * @param y       dependent observations (length n)
     * @param columns regressors, each of length n (without the intercept column)
     * @throws ArithmeticException when the regressors are collinear
     */
    public static Fit fit(double[] y, double[][] columns) {
        int n = y.length;
        int k = columns.length + 1;
        if (n <= k) {
            throw new IllegalArgumentException("OLS needs more observations (" + n + ") than coefficients (" + k + ")");
        }
        double[][] x = new double[n][k - 1];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < k - 1; j++) {
                x[i][j] = columns[j][i];
            }
        }
        OLSMultipleLinearRegression ols = new OLSMultipleLinearRegression(SINGULARITY_THRESHOLD);
        try {
            ols.newSampleData(y, x);
            double[] beta = ols.estimateRegressionParameters();
            double[] se = ols.estimateRegressionParametersStandardErrors();
            double[] t = new double[k];
            for (int j = 0; j < k; j++) {
                t[j] = beta[j] / se[j];
            }
            double sst = ols.calculateTotalSumOfSquares();
            double r2 = sst == 0 ? Double.NaN : ols.calculateRSquared();
            double adj = sst == 0 ? Double.NaN : ols.calculateAdjustedRSquared();
            return new Fit(beta, se, t, r2, adj, ols.estimateRegressionStandardError(), n);
        } catch (MathIllegalArgumentException e) {
            throw new ArithmeticException("The regressors are collinear: " + e.getMessage());
        }
    }
}
