package com.bpidesk.engine.math;

import org.hipparchus.exception.MathIllegalArgumentException;
import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.ArrayRealVector;
import org.hipparchus.linear.LUDecomposition;

/** Dense square linear systems A x = b by LU decomposition with partial pivoting (Hipparchus {@link LUDecomposition}). */
public final class LinearSystems {

    /** Pivots below this (absolute) value count as singular. */
    public static final double SINGULARITY_THRESHOLD = 1e-14;

    private LinearSystems() {
    }

    /**
     * @throws ArithmeticException when A is (numerically) singular
     */
    public static double[] solve(double[][] a, double[] b) {
        try {
            LUDecomposition lu = new LUDecomposition(new Array2DRowRealMatrix(a, true), SINGULARITY_THRESHOLD);
            return lu.getSolver().solve(new ArrayRealVector(b, true)).toArray();
        } catch (MathIllegalArgumentException e) {
            throw new ArithmeticException("The linear system is singular: " + e.getMessage());
        }
    }
}
