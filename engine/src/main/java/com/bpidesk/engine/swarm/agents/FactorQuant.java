package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.swarm.briefing.FactorQuantSection;

import com.bpidesk.engine.swarm.facts.FactBase;
import com.bpidesk.engine.swarm.facts.FactorLibrary;
import com.bpidesk.engine.math.Ols;
import com.bpidesk.engine.math.Stats;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code factor_quant}: time-series regression of the portfolio's daily excess returns on the market, size,
 * value, momentum and low-volatility factor returns of {@link FactorLibrary} (Fama and French 1993; Carhart
 * 1997), by OLS with classical t-statistics and R^2 ({@link Ols}), over the last {@link #WINDOW} trading days
 * on which every included factor is defined. A factor with fewer than {@link #MIN_OBS} defined days is left
 * out and listed as unavailable. Alpha is the intercept x 252. Per holding: 12-1 momentum, the return from
 * t-252 to t-21 trading days (Jegadeesh and Titman 1993), with its percentile in the equity universe.
 */
public final class FactorQuant implements Agent {

    public static final String NAME = "factor_quant";
    public static final int WINDOW = 756;
    public static final int MIN_OBS = 60;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public AgentResult<FactorQuantSection> run(FactBase f) {
        FactorLibrary.Series fs = f.factors();
        Map<LocalDate, Integer> idx = new HashMap<>();
        for (int i = 0; i < fs.dates().length; i++) {
            idx.put(fs.dates()[i], i);
        }
        int start = Math.max(0, f.dates().length - WINDOW);
        List<String> included = new ArrayList<>();
        List<String> unavailable = new ArrayList<>();
        for (String name : FactorLibrary.FACTORS) {
            double[] series = fs.factor(name);
            int defined = 0;
            for (int d = start; d < f.dates().length; d++) {
                Integer k = idx.get(f.dates()[d]);
                if (k != null && Double.isFinite(series[k])) {
                    defined++;
                }
            }
            (defined >= MIN_OBS ? included : unavailable).add(name);
        }
        List<Integer> rows = new ArrayList<>();
        for (int d = start; d < f.dates().length; d++) {
            Integer k = idx.get(f.dates()[d]);
            if (k == null || !Double.isFinite(f.portfolioReturns()[d])) {
                continue;
            }
            boolean ok = true;
            for (String name : included) {
                ok &= Double.isFinite(fs.factor(name)[k]);
            }
            if (ok) {
                rows.add(d);
            }
        }
        List<Finding> findings = new ArrayList<>();
        FactorQuantSection s;
        List<FactorQuantSection.MomentumRow> momentum = momentum(f);
        if (included.isEmpty() || rows.size() < Math.max(MIN_OBS, included.size() + 2)) {
            s = new FactorQuantSection(f.dataSource(), rows.size(), null, null, null, null, List.of(), null, null,
                    FactorLibrary.FACTORS, fs.universeSize(), f.riskFreeSource(), momentum, construction());
            return new AgentResult<>(s, "Too little overlapping history for a factor regression (" + rows.size() + " days)", findings);
        }
        double[] y = new double[rows.size()];
        double[][] x = new double[included.size()][rows.size()];
        for (int j = 0; j < rows.size(); j++) {
            int d = rows.get(j);
            int k = idx.get(f.dates()[d]);
            y[j] = f.portfolioReturns()[d] - f.riskFreeDaily()[d];
            for (int c = 0; c < included.size(); c++) {
                x[c][j] = fs.factor(included.get(c))[k];
            }
        }
        Ols.Fit fit = Ols.fit(y, x);
        List<FactorQuantSection.Exposure> exposures = new ArrayList<>();
        for (int c = 0; c < included.size(); c++) {
            double t = fit.tStats()[c + 1];
            exposures.add(new FactorQuantSection.Exposure(included.get(c), fit.coefficients()[c + 1], fit.standardErrors()[c + 1], t, Math.abs(t) >= 2));
        }
        double alpha = fit.coefficients()[0] * Stats.TRADING_DAYS;
        s = new FactorQuantSection(f.dataSource(), rows.size(), f.dates()[rows.get(0)], f.dates()[rows.get(rows.size() - 1)], alpha,
                Num.of(fit.tStats()[0]), exposures, Num.of(fit.rSquared()), Num.of(fit.adjustedRSquared()), unavailable,
                fs.universeSize(), f.riskFreeSource(), momentum, construction());
        for (FactorQuantSection.Exposure e : exposures) {
            if (e.significant() && !e.factor().equals("market") && Math.abs(e.beta()) >= 0.3) {
                findings.add(new Finding(NAME, Math.abs(e.beta()) >= 0.6 ? 2 : 1, String.format(Locale.ROOT,
                        "Significant %s exposure: beta %.2f (t = %.1f)", e.factor().replace('_', ' '), e.beta(), e.tStat()),
                        "factor_beta_" + e.factor(), e.beta(), null));
            }
        }
        exposures.stream().filter(e -> e.factor().equals("market")).findFirst().ifPresent(m -> {
            if (m.beta() > 1.2) {
                findings.add(new Finding(NAME, m.beta() > 1.4 ? 3 : 2, String.format(Locale.ROOT, "Market beta %.2f in the factor model", m.beta()),
                        "factor_beta_market", m.beta(), null));
            }
        });
        StringBuilder sb = new StringBuilder();
        for (FactorQuantSection.Exposure e : exposures) {
            sb.append(String.format(Locale.ROOT, "%s %.2f (t %.1f), ", Num.words(e.factor()), e.beta(), e.tStat()));
        }
        String summary = sb + String.format(Locale.ROOT, "R² %.2f over %d days", fit.rSquared(), rows.size());
        return new AgentResult<>(s, summary, findings);
    }

    private static List<FactorQuantSection.MomentumRow> momentum(FactBase f) {
        List<Double> universe = f.factors().latest().values().stream().map(FactorLibrary.Snapshot::momentum121)
                .filter(Double::isFinite).sorted().toList();
        List<FactorQuantSection.MomentumRow> out = new ArrayList<>();
        for (int i = 0; i < f.size(); i++) {
            double[] lv = f.holdingLevels()[i];
            int last = lv.length - 1;
            double m = last >= 252 && Double.isFinite(lv[last - 252]) && Double.isFinite(lv[last - 21])
                    ? lv[last - 21] / lv[last - 252] - 1 : Double.NaN;
            out.add(new FactorQuantSection.MomentumRow(f.holdings().get(i).symbol(), Num.of(m), Num.of(percentile(universe, m))));
        }
        return out;
    }

    /** Fraction of the sorted universe at or below v (the empirical CDF). */
    static double percentile(List<Double> sorted, double v) {
        if (!Double.isFinite(v) || sorted.isEmpty()) {
            return Double.NaN;
        }
        int c = 0;
        for (double u : sorted) {
            if (u <= v) {
                c++;
            }
        }
        return (double) c / sorted.size();
    }

    private static String construction() {
        return "Long-short tercile portfolios of the equity universe re-sorted every 21 trading days: size = low minus high 63-day "
                + "average dollar volume; value = long-term losers minus winners (return t-756..t-252); momentum = 12-1 month "
                + "winners minus losers; low volatility = low minus high 252-day volatility; market = benchmark minus risk-free.";
    }
}
