package com.bpidesk.engine.swarm.math;

/** Small dense matrix helpers (the regressions here have at most a handful of columns). */
public final class Matrices {

    private Matrices() {
    }

    /** Inverse by Gauss-Jordan elimination with partial pivoting; fails on a (numerically) singular matrix. */
    public static double[][] invert(double[][] m) {
        int n = m.length;
        double[][] a = new double[n][2 * n];
        double scale = 0;
        for (int i = 0; i < n; i++) {
            System.arraycopy(m[i], 0, a[i], 0, n);
            a[i][n + i] = 1;
            for (int j = 0; j < n; j++) {
                scale = Math.max(scale, Math.abs(m[i][j]));
            }
        }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) {
                    pivot = r;
                }
            }
            if (Math.abs(a[pivot][col]) <= 1e-12 * Math.max(scale, 1e-300)) {
                throw new ArithmeticException("The matrix is singular (collinear regressors)");
            }
            double[] tmp = a[col];
            a[col] = a[pivot];
            a[pivot] = tmp;
            double p = a[col][col];
            for (int j = 0; j < 2 * n; j++) {
                a[col][j] /= p;
            }
            for (int r = 0; r < n; r++) {
                if (r != col && a[r][col] != 0) {
                    double f = a[r][col];
                    for (int j = 0; j < 2 * n; j++) {
                        a[r][j] -= f * a[col][j];
                    }
                }
            }
        }
        double[][] inv = new double[n][n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], n, inv[i], 0, n);
        }
        return inv;
    }

    public static double[] multiply(double[][] m, double[] v) {
        double[] out = new double[m.length];
        for (int i = 0; i < m.length; i++) {
            double s = 0;
            for (int j = 0; j < v.length; j++) {
                s += m[i][j] * v[j];
            }
            out[i] = s;
        }
        return out;
    }
}
