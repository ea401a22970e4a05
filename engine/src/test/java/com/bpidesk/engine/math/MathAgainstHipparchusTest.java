package com.bpidesk.engine.math;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.hipparchus.analysis.integration.SimpsonIntegrator;
import org.hipparchus.distribution.continuous.NormalDistribution;
import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.RealMatrix;
import org.hipparchus.stat.correlation.Covariance;
import org.hipparchus.stat.descriptive.rank.Percentile;
import org.junit.jupiter.api.Test;

/**
 * The hand-written pieces of {@link RiskMath} checked against independent Hipparchus computations: historical VaR as
 * Hipparchus' R-1 percentile (the inverse empirical CDF, x at rank ceil(n p)), parametric VaR as the quantile of
 * N(h mu, h sigma^2), parametric ES by numerical integration of the normal tail, Euler contributions from the full
 * covariance matrix, and the linear solver against a direct matrix product.
 */
class MathAgainstHipparchusTest {

    private static double[][] sample(int assets, int days, long seed) {
        Random r = new Random(seed);
        double[][] ret = new double[assets][days];
        for (int d = 0; d < days; d++) {
            double m = r.nextGaussian() * 0.01;
            for (int i = 0; i < assets; i++) {
                ret[i][d] = (0.4 + 0.3 * i) * m + 0.004 * (i + 1) * r.nextGaussian() + (r.nextDouble() < 0.02 ? -0.05 : 0);
            }
        }
        return ret;
    }

    @Test
    void historicalVarIsTheR1PercentileAndEsTheMeanBeyondIt() {
        double[] r = sample(1, 251, 3)[0];
        for (double alpha : new double[] {0.95, 0.99, 0.975}) {
            Percentile p = new Percentile().withEstimationType(Percentile.EstimationType.R_1);
            double q = p.evaluate(r, 100 * (1 - alpha));
            RiskMath.VarEs ve = RiskMath.historical(r, alpha);
            assertThat(ve.var()).isCloseTo(-q, within(1e-15));
            double sum = 0;
            int count = 0;
            for (double v : r) {
                if (v <= q) {
                    sum += v;
                    count++;
                }
            }
            // no ties in a continuous sample: the returns at or below the quantile are exactly the k worst
            assertThat(count).isEqualTo((int) Math.ceil(r.length * (1 - alpha) - 1e-9));
            assertThat(ve.es()).isCloseTo(-sum / count, within(1e-15));
        }
    }

    @Test
    void parametricVarAndEsAgreeWithTheNormalDistributionOfTheHorizonReturn() {
        double mu = 0.0004;
        double sigma = 0.012;
        for (int h : new int[] {1, 10}) {
            for (double alpha : new double[] {0.95, 0.99}) {
                NormalDistribution n = new NormalDistribution(mu * h, sigma * Math.sqrt(h));
                double q = n.inverseCumulativeProbability(1 - alpha);
                double tailMean = new SimpsonIntegrator(1e-13, 1e-13, 3, 32)
                        .integrate(10_000_000, x -> x * n.density(x), q - 40 * sigma * Math.sqrt(h), q) / (1 - alpha);
                RiskMath.VarEs ve = RiskMath.parametric(mu, sigma, alpha, h);
                assertThat(ve.var()).isCloseTo(-q, within(1e-12));
                assertThat(ve.es()).isCloseTo(-tailMean, within(1e-9));
            }
        }
    }

    @Test
    void eulerContributionsEqualTheCovarianceMatrixDecomposition() {
        double[][] ret = sample(5, 400, 11);
        double[] w = {0.35, 0.25, 0.2, 0.15, 0.05};
        RealMatrix cov = new Covariance(new Array2DRowRealMatrix(ret).transpose()).getCovarianceMatrix();
        double[] sw = cov.operate(w);
        double var = 0;
        for (int i = 0; i < w.length; i++) {
            var += w[i] * sw[i];
        }
        double sigma = Math.sqrt(var);
        double[] rc = RiskMath.eulerContributions(ret, w);
        double sum = 0;
        for (int i = 0; i < w.length; i++) {
            assertThat(rc[i]).isCloseTo(w[i] * sw[i] / sigma, within(1e-15));
            sum += rc[i];
        }
        assertThat(sum).isCloseTo(sigma, within(1e-15));
    }

    @Test
    void linearSolverSolvesAndRejectsSingularSystems() {
        double[][] a = {{4, 1, 2}, {1, 5, 3}, {2, 3, 6}};
        double[] b = {1, -2, 3};
        double[] x = LinearSystems.solve(a, b);
        double[] back = new Array2DRowRealMatrix(a).operate(x);
        assertThat(back).containsExactly(b, within(1e-12));
        assertThatThrownBy(() -> LinearSystems.solve(new double[][] {{1, 2}, {2, 4}}, new double[] {1, 2}))
                .isInstanceOf(ArithmeticException.class);
        assertThatThrownBy(() -> Ols.fit(new double[] {1, 2, 3, 4, 5}, new double[][] {{1, 2, 3, 4, 5}, {2, 4, 6, 8, 10}}))
                .isInstanceOf(ArithmeticException.class);
    }

    @Test
    void skewnessIsTheAdjustedFisherPearsonCoefficient() {
        // hand-worked: x = 1, 2, 3, 10: mean 4, deviations -3, -2, -1, 6, s^2 = 50/3, sum d^3 = -27 - 8 - 1 + 216 = 180
        // G1 = n / ((n-1)(n-2)) * sum (d/s)^3 = 4 / 6 * 180 / (50/3)^1.5
        assertThat(Stats.skewness(new double[] {1, 2, 3, 10})).isCloseTo(4.0 / 6 * 180 / Math.pow(50.0 / 3, 1.5), within(1e-12));
        assertThat(Stats.skewness(new double[] {1, 2})).isNaN();
    }
}
