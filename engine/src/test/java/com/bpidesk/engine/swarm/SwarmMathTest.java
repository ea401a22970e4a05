package com.bpidesk.engine.swarm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.math.Normal;
import com.bpidesk.engine.math.Ols;
import com.bpidesk.engine.math.RiskMath;
import com.bpidesk.engine.math.Stats;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Risk and regression maths against hand-worked values and independent computations. */
class SwarmMathTest {

    @Test
    void olsMatchesTheHandWorkedSimpleRegression() {
        // x = 1..5, y = 3,5,7,9,12: Sxx = 10, Sxy = 22 -> b = 2.2, a = 7.2 - 6.6 = 0.6;
        // residuals 0.2, 0, -0.2, -0.4, 0.4 -> SSR = 0.4, SST = 48.8, R^2 = 1 - 0.4/48.8, s^2 = 0.4/3,
        // se(b) = sqrt(s^2/Sxx) = 0.1154701, se(a) = sqrt(s^2 (1/5 + 9/10)) = 0.3829708.
        Ols.Fit f = Ols.fit(new double[] {3, 5, 7, 9, 12}, new double[][] {{1, 2, 3, 4, 5}});
        assertThat(f.coefficients()[0]).isCloseTo(0.6, within(1e-12));
        assertThat(f.coefficients()[1]).isCloseTo(2.2, within(1e-12));
        assertThat(f.rSquared()).isCloseTo(1 - 0.4 / 48.8, within(1e-12));
        assertThat(f.standardErrors()[1]).isCloseTo(0.1154701, within(1e-7));
        assertThat(f.standardErrors()[0]).isCloseTo(0.3829708, within(1e-7));
        assertThat(f.tStats()[1]).isCloseTo(2.2 / 0.1154701, within(1e-4));
        assertThat(f.adjustedRSquared()).isCloseTo(1 - (0.4 / 48.8) * 4 / 3, within(1e-12));
    }

    @Test
    void olsRecoversKnownCoefficientsOfAMultipleRegression() {
        Random r = new Random(7);
        int n = 2000;
        double[][] x = new double[3][n];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 3; j++) {
                x[j][i] = r.nextGaussian();
            }
            y[i] = 0.5 + 1.5 * x[0][i] - 0.7 * x[1][i] + 0.2 * x[2][i] + 0.1 * r.nextGaussian();
        }
        Ols.Fit f = Ols.fit(y, x);
        assertThat(f.coefficients()).containsExactly(new double[] {0.5, 1.5, -0.7, 0.2}, within(0.01));
        assertThat(f.rSquared()).isGreaterThan(0.99);
        // the slope on one regressor equals cov/var when regressors are the only one (closed form)
        Ols.Fit single = Ols.fit(y, new double[][] {x[0]});
        assertThat(single.coefficients()[1]).isCloseTo(Stats.covariance(x[0], y) / Stats.variance(x[0]), within(1e-10));
    }

    @Test
    void historicalVarAndEsOnAKnownSeries() {
        // 20 returns: -10%, -8%, -6%, -5%, then 16 of +1%. At 95%: k = ceil(20 * 0.05) = 1 -> VaR 10%, ES 10%.
        // At 90%: k = 2 -> VaR = 8%, ES = (10 + 8) / 2 = 9%.
        double[] r = new double[20];
        r[0] = -0.10;
        r[5] = -0.08;
        r[9] = -0.06;
        r[13] = -0.05;
        for (int i = 0; i < 20; i++) {
            if (r[i] == 0) {
                r[i] = 0.01;
            }
        }
        assertThat(RiskMath.historical(r, 0.95).var()).isCloseTo(0.10, within(1e-12));
        assertThat(RiskMath.historical(r, 0.90).var()).isCloseTo(0.08, within(1e-12));
        assertThat(RiskMath.historical(r, 0.90).es()).isCloseTo(0.09, within(1e-12));
        assertThat(RiskMath.historical(r, 0.80).es()).isCloseTo((0.10 + 0.08 + 0.06 + 0.05) / 4, within(1e-12));
    }

    @Test
    void parametricVarAndEsFollowTheNormalFormulas() {
        assertThat(Normal.inverseCdf(0.95)).isCloseTo(1.6448536269514722, within(1e-8));
        assertThat(Normal.inverseCdf(0.99)).isCloseTo(2.3263478740408408, within(1e-8));
        assertThat(Normal.inverseCdf(0.001)).isCloseTo(-3.090232306167813, within(1e-8));
        // sigma 1%, mu 0: VaR95 = 1.6449%, ES95 = phi(1.6449)/0.05 = 2.0627%; 10 days: times sqrt(10)
        RiskMath.VarEs one = RiskMath.parametric(0, 0.01, 0.95, 1);
        assertThat(one.var()).isCloseTo(0.016448536, within(1e-8));
        assertThat(one.es()).isCloseTo(0.020627128, within(1e-8));
        RiskMath.VarEs ten = RiskMath.parametric(0.001, 0.01, 0.99, 10);
        assertThat(ten.var()).isCloseTo(2.3263478740 * 0.01 * Math.sqrt(10) - 0.01, within(1e-8));
        // ES99 / sigma = phi(z99)/0.01 = 2.665214
        assertThat((ten.es() + 0.01) / (0.01 * Math.sqrt(10))).isCloseTo(2.665214, within(1e-5));
        assertThat(Normal.cdf(1.6448536)).isCloseTo(0.95, within(1e-6));
    }

    @Test
    void maxDrawdownOfAHandWorkedPath() {
        // values 1 -> 1.1 -> 0.88 -> 0.968 -> 1.21: peak 1.1 at index 1, trough 0.88 at 2 -> 20%; recovered at 4
        RiskMath.Drawdown d = RiskMath.maxDrawdown(new double[] {0.10, -0.20, 0.10, 0.25});
        assertThat(d.depth()).isCloseTo(0.20, within(1e-12));
        assertThat(d.peakIndex()).isEqualTo(1);
        assertThat(d.troughIndex()).isEqualTo(2);
        assertThat(d.recoveryIndex()).isEqualTo(4);
        assertThat(RiskMath.maxDrawdown(new double[] {0.01, 0.02}).depth()).isZero();
    }

    @Test
    void eulerContributionsSumToPortfolioVolAndMatchTheCovarianceMatrix() {
        Random r = new Random(11);
        int n = 4;
        int t = 500;
        double[][] ret = new double[n][t];
        for (int d = 0; d < t; d++) {
            double m = r.nextGaussian() * 0.01;
            for (int i = 0; i < n; i++) {
                ret[i][d] = (0.5 + 0.4 * i) * m + 0.005 * (i + 1) * r.nextGaussian();
            }
        }
        double[] w = {0.4, 0.3, 0.2, 0.1};
        double[] rc = RiskMath.eulerContributions(ret, w);
        // independent: build the full covariance matrix S, sigma_p = sqrt(w'Sw), RC_i = w_i (Sw)_i / sigma_p
        double[][] s = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                s[i][j] = Stats.covariance(ret[i], ret[j]);
            }
        }
        double var = 0;
        double[] sw = new double[n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                sw[i] += s[i][j] * w[j];
            }
            var += w[i] * sw[i];
        }
        double sigma = Math.sqrt(var);
        double sum = 0;
        for (int i = 0; i < n; i++) {
            assertThat(rc[i]).isCloseTo(w[i] * sw[i] / sigma, within(1e-12));
            sum += rc[i];
        }
        assertThat(sum).isCloseTo(sigma, within(1e-12));
    }

    @Test
    void twoAssetEulerByHand() {
        // asset returns a = (+1, -1, +1, -1)%, b = (+1, +1, -1, -1)%: var 4/3 (%^2) each, cov 0 -> uncorrelated.
        // w = (0.5, 0.5): sigma_p^2 = 0.25*4/3*2 = 2/3, each RC = 0.5 * 0.5 * 4/3 / sqrt(2/3) = half of sigma_p.
        double[][] ret = {{0.01, -0.01, 0.01, -0.01}, {0.01, 0.01, -0.01, -0.01}};
        double[] rc = RiskMath.eulerContributions(ret, new double[] {0.5, 0.5});
        double sigma = Math.sqrt(2.0 / 3) * 0.01;
        assertThat(rc[0]).isCloseTo(sigma / 2, within(1e-12));
        assertThat(rc[1]).isCloseTo(sigma / 2, within(1e-12));
    }

    @Test
    void overlappingTenDayReturnsCompound() {
        double[] r = {0.01, 0.01, 0.01};
        assertThat(Stats.overlapping(r, 2)).containsExactly(new double[] {0.0201, 0.0201}, within(1e-12));
        assertThat(Stats.annualizedVol(new double[] {0.01, -0.01, 0.01, -0.01}))
                .isCloseTo(Math.sqrt(4.0 / 3) * 0.01 * Math.sqrt(252), within(1e-12));
    }
}
