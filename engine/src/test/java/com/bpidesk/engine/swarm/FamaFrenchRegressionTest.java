package com.bpidesk.engine.swarm;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.math.Ols;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Independent check of the regression code on real public data (../shared/data, never copied into the repo):
 * SPY's daily excess returns (dividend-adjusted Yahoo closes, 2016-2021) regressed on Kenneth French's daily
 * Mkt-RF, SMB and HML must show a market beta near 1, small size and value loadings and R^2 near 1: SPY is the
 * large-cap US market. The data must be present: the test fails (it does not skip) when the files are missing.
 */
class FamaFrenchRegressionTest {

    @Test
    void spyOnFamaFrenchFactors() throws IOException {
        Path shared = Path.of(System.getProperty("bpi.shared.data", "../../shared/data"));
        Path ff = shared.resolve("factors/F-F_Research_Data_Factors_daily.CSV");
        Path spy = shared.resolve("prices/yahoo_adjclose_2016_2021/SPY.csv");
        // CI has the shared data: a missing file is a failure, never a silent skip
        assertThat(ff).as("Kenneth French daily factors (see ../shared/data/SOURCES.md)").isRegularFile();
        assertThat(spy).as("SPY adjusted closes (see ../shared/data/SOURCES.md)").isRegularFile();
        Map<LocalDate, double[]> factors = new HashMap<>();
        for (String line : Files.readAllLines(ff)) {
            String[] c = line.trim().split("\\s*,\\s*");
            if (c.length >= 5 && c[0].matches("\\d{8}")) {
                LocalDate d = LocalDate.of(Integer.parseInt(c[0].substring(0, 4)), Integer.parseInt(c[0].substring(4, 6)),
                        Integer.parseInt(c[0].substring(6, 8)));
                factors.put(d, new double[] {Double.parseDouble(c[1]) / 100, Double.parseDouble(c[2]) / 100,
                        Double.parseDouble(c[3]) / 100, Double.parseDouble(c[4]) / 100});
            }
        }
        List<String> lines = Files.readAllLines(spy);
        String[] header = lines.get(0).split(",");
        int adj = List.of(header).indexOf("Adj Close");
        List<Double> y = new ArrayList<>();
        List<double[]> x = new ArrayList<>();
        double prev = Double.NaN;
        for (String line : lines.subList(1, lines.size())) {
            String[] c = line.split(",");
            LocalDate d = LocalDate.parse(c[0].substring(0, 10));
            double p = Double.parseDouble(c[adj]);
            double[] f = factors.get(d);
            if (Double.isFinite(prev) && f != null) {
                y.add(p / prev - 1 - f[3]);
                x.add(f);
            }
            prev = p;
        }
        assertThat(y).as("days with both a SPY return and the factors").hasSizeGreaterThan(500);
        double[][] cols = new double[3][y.size()];
        for (int i = 0; i < y.size(); i++) {
            for (int j = 0; j < 3; j++) {
                cols[j][i] = x.get(i)[j];
            }
        }
        Ols.Fit fit = Ols.fit(y.stream().mapToDouble(Double::doubleValue).toArray(), cols);
        assertThat(fit.coefficients()[1]).isBetween(0.95, 1.05);
        assertThat(Math.abs(fit.coefficients()[2])).isLessThan(0.25);
        assertThat(Math.abs(fit.coefficients()[3])).isLessThan(0.25);
        assertThat(fit.rSquared()).isGreaterThan(0.95);
        assertThat(fit.tStats()[1]).isGreaterThan(100);
    }
}
