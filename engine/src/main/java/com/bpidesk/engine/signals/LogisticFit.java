package com.bpidesk.engine.signals;

import com.bpidesk.engine.math.LinearSystems;

/**
 * Logistic regression by Newton-Raphson / iteratively reweighted least squares (McCullagh and Nelder 1989, section 4.4),
 * with a small ridge penalty (lambda = 0.01 on the slopes, not the intercept) so separable or tiny samples still converge.
 */
public final class LogisticFit {

    public record Result(double intercept, double[] slopes, double logLikelihood, int iterations) {
    }

    private LogisticFit() {
    }

    /** @param x rows of features (no intercept column); y labels 0/1 */
    public static Result fit(double[][] x, int[] y, double lambda) {
        int n = x.length;
        int k = x[0].length + 1;
        double[] b = new double[k];
        int it = 0;
        for (; it < 100; it++) {
            double[] grad = new double[k];
            double[][] h = new double[k][k];
            for (int i = 0; i < n; i++) {
                double[] xi = row(x[i]);
                double z = 0;
                for (int j = 0; j < k; j++) {
                    z += b[j] * xi[j];
                }
                double p = 1 / (1 + Math.exp(-z));
                double w = p * (1 - p);
                for (int j = 0; j < k; j++) {
                    grad[j] += (y[i] - p) * xi[j];
                    for (int l = 0; l < k; l++) {
                        h[j][l] += w * xi[j] * xi[l];
                    }
                }
            }
            for (int j = 1; j < k; j++) {
                grad[j] -= lambda * b[j];
                h[j][j] += lambda;
            }
            double[] step = solve(h, grad);
            double max = 0;
            for (int j = 0; j < k; j++) {
                b[j] += step[j];
                max = Math.max(max, Math.abs(step[j]));
            }
            if (max < 1e-9) {
                break;
            }
        }
        double ll = 0;
        for (int i = 0; i < n; i++) {
            double[] xi = row(x[i]);
            double z = 0;
            for (int j = 0; j < k; j++) {
                z += b[j] * xi[j];
            }
            double p = 1 / (1 + Math.exp(-z));
            ll += y[i] == 1 ? Math.log(Math.max(p, 1e-300)) : Math.log(Math.max(1 - p, 1e-300));
        }
        double[] slopes = new double[k - 1];
        System.arraycopy(b, 1, slopes, 0, k - 1);
        return new Result(b[0], slopes, ll, it + 1);
    }

    private static double[] row(double[] x) {
        double[] r = new double[x.length + 1];
        r[0] = 1;
        System.arraycopy(x, 0, r, 1, x.length);
        return r;
    }

    /** The Newton step: the information matrix's linear system, solved by the engine's one linear solver. */
    static double[] solve(double[][] a, double[] b) {
        try {
            return LinearSystems.solve(a, b);
        } catch (ArithmeticException e) {
            throw new IllegalStateException("singular information matrix: a feature is constant or collinear", e);
        }
    }
}
