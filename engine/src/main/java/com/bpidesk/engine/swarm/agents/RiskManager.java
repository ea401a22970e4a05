package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.swarm.briefing.RiskManagerSection;

import com.bpidesk.engine.swarm.facts.FactBase;
import com.bpidesk.engine.math.RiskMath;
import com.bpidesk.engine.math.Stats;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * {@code risk_manager}: volatility, VaR/ES, drawdowns, beta and correlation, Euler risk contributions and
 * stress windows, all on the portfolio's current weights replayed over the fact base's daily returns
 * (methods and sources in {@link RiskMath}, {@link Stats} and docs/analysis.md).
 * Windows: 1y = the last 252 daily returns, 3y = the last 756 (or all available, reported as observations).
 * Holdings with out-of-date prices are left out of every figure here (ADR 0205, {@link FactBase.Coverage}): the series
 * is the covered holdings' return with their weights rescaled to 1, and amounts (VaR, ES, stress P&L) are fractions of
 * the covered holdings' value.
 */
public final class RiskManager implements Agent {

    public static final String NAME = "risk_manager";
    public static final int ONE_YEAR = 252;
    public static final int THREE_YEARS = 756;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public AgentResult<RiskManagerSection> run(FactBase f) {
        double[] rp1 = FactBase.last(f.portfolioReturns(), ONE_YEAR);
        double[] rb1 = FactBase.last(f.benchmarkReturns(), ONE_YEAR);
        double vol = Stats.annualizedVol(rp1);
        double bvol = Stats.annualizedVol(rb1);
        double beta = Stats.covariance(rp1, rb1) / Stats.variance(rb1);
        double corr = Stats.correlation(rp1, rb1);

        List<RiskManagerSection.VarRow> vars = new ArrayList<>();
        double mu = Stats.mean(rp1);
        double sd = Stats.stdev(rp1);
        for (int h : new int[] {1, 10}) {
            double[] hist = h == 1 ? rp1 : Stats.overlapping(rp1, h);
            for (double a : new double[] {0.95, 0.99}) {
                RiskMath.VarEs he = RiskMath.historical(hist, a);
                vars.add(row("historical", a, h, he, f.coveredValue(), hist.length));
                vars.add(row("parametric", a, h, RiskMath.parametric(mu, sd, a, h), f.coveredValue(), rp1.length));
            }
        }

        List<RiskManagerSection.DrawdownRow> dds = new ArrayList<>();
        dds.add(drawdown("1y", f, ONE_YEAR));
        dds.add(drawdown("3y", f, THREE_YEARS));

        // Euler contributions of the covered holdings (a stale holding has no return series to contribute)
        List<Integer> covered = new ArrayList<>();
        for (int i = 0; i < f.size(); i++) {
            if (!f.stale(i)) {
                covered.add(i);
            }
        }
        int n = covered.size();
        double[][] r1 = new double[n][];
        double[] rw = new double[n];
        for (int k = 0; k < n; k++) {
            r1[k] = FactBase.last(f.filledReturns()[covered.get(k)], ONE_YEAR);
            rw[k] = f.riskWeights()[covered.get(k)];
        }
        double[] rc = RiskMath.eulerContributions(r1, rw);
        double annual = Math.sqrt(Stats.TRADING_DAYS);
        List<RiskManagerSection.RiskContribution> contributions = new ArrayList<>();
        double total = 0;
        for (int k = 0; k < n; k++) {
            double c = rc[k] * annual;
            total += c;
            FactBase.Holding h = f.holdings().get(covered.get(k));
            contributions.add(new RiskManagerSection.RiskContribution(h.symbol(), h.weight(), c, c / vol, Stats.annualizedVol(r1[k])));
        }
        contributions.sort(Comparator.comparingDouble(RiskManagerSection.RiskContribution::contribution).reversed());

        List<RiskManagerSection.StressResult> stress = StressWindows.replay(f);

        List<Finding> findings = new ArrayList<>();
        findings.add(new Finding(NAME, vol > 1.25 * bvol ? 3 : vol > bvol ? 2 : 1,
                "Annualized volatility " + Num.pct(vol) + " vs benchmark " + Num.pct(bvol), "volatility_annual", vol, null));
        RiskManagerSection.VarRow var99 = vars.stream().filter(v -> v.method().equals("historical") && v.confidence() == 0.99 && v.horizonDays() == 10)
                .findFirst().orElseThrow();
        if (var99.var() != null) {
            findings.add(new Finding(NAME, var99.var() > 0.15 ? 3 : var99.var() > 0.08 ? 2 : 1,
                    "10-day 99% historical VaR is " + Num.pct(var99.var()) + " of value", "var_hist_99_10d", var99.var(), null));
        }
        RiskManagerSection.DrawdownRow dd3 = dds.get(1);
        findings.add(new Finding(NAME, dd3.maxDrawdown() > 0.30 ? 3 : dd3.maxDrawdown() > 0.15 ? 2 : 1,
                "Maximum drawdown over " + dd3.window() + " was " + Num.pct(dd3.maxDrawdown()), "max_drawdown_3y", dd3.maxDrawdown(), null));
        for (RiskManagerSection.RiskContribution c : contributions.subList(0, Math.min(3, contributions.size()))) {
            if (n > 1 && c.shareOfRisk() > 1.5 * c.weight() && c.shareOfRisk() > 0.10) {
                findings.add(new Finding(NAME, c.shareOfRisk() > 0.25 ? 3 : 2,
                        c.symbol() + " contributes " + Num.pct(c.shareOfRisk()) + " of portfolio risk with " + Num.pct(c.weight()) + " of value",
                        "risk_contribution_share", c.shareOfRisk(), c.symbol()));
            }
        }
        stress.stream().min(Comparator.comparingDouble(RiskManagerSection.StressResult::portfolioReturn)).ifPresent(s ->
                findings.add(new Finding(NAME, s.portfolioReturn() < -0.25 ? 3 : s.portfolioReturn() < -0.10 ? 2 : 1,
                        "Worst stress window '" + s.name() + "': " + Num.pct(s.portfolioReturn()) + " on current weights",
                        "stress_return", s.portfolioReturn(), null)));

        RiskManagerSection s = new RiskManagerSection(f.asOf(), f.dataSource(), f.benchmarkSymbol(), rp1.length, vol, bvol, vars, dds,
                Num.of(beta), Num.of(corr), contributions, total, stress, f.proxiedSymbols(),
                f.money().converted() ? f.money().baseCurrency() : null, f.money().converted() ? currencyRisk(f, rp1) : null,
                f.staleHoldings().stream().map(FactBase.StaleHolding::symbol).toList(),
                f.staleHoldings().isEmpty() ? null : f.coverage().coveredWeight());
        String summary = String.format(Locale.ROOT, "Volatility %s (benchmark %s), beta %s, 1-day 95%% historical VaR %s, 3y max drawdown %s, %d stress windows",
                Num.pct(vol), Num.pct(bvol), Num.fmt(beta, 2), Num.pct(vars.get(0).var() == null ? Double.NaN : vars.get(0).var()),
                Num.pct(dd3.maxDrawdown()), stress.size());
        return new AgentResult<>(s, summary, findings);
    }

    private static RiskManagerSection.VarRow row(String method, double a, int h, RiskMath.VarEs ve, double value, int obs) {
        return new RiskManagerSection.VarRow(method, a, h, Num.of(ve.var()), Num.of(ve.es()), Num.of(ve.var() * value), Num.of(ve.es() * value), obs);
    }

    private static RiskManagerSection.DrawdownRow drawdown(String label, FactBase f, int days) {
        double[] r = FactBase.last(f.portfolioReturns(), days);
        int offset = f.dates().length - r.length;
        RiskMath.Drawdown d = RiskMath.maxDrawdown(r);
        return new RiskManagerSection.DrawdownRow(label, r.length, d.depth(), valueDate(f, offset, d.peakIndex()),
                valueDate(f, offset, d.troughIndex()), d.recoveryIndex() < 0 ? null : valueDate(f, offset, d.recoveryIndex()));
    }

    /** Date of value-path index k (k = 0 is the close before the first return of the window). */
    private static LocalDate valueDate(FactBase f, int offset, int k) {
        return f.levelDate(offset + k);
    }

    /** The currency share of risk (see {@link RiskManagerSection.CurrencyRisk}); the base currency's own holdings carry none. */
    static List<RiskManagerSection.CurrencyRisk> currencyRisk(FactBase f, double[] rp) {
        double var = Stats.variance(rp);
        java.util.Map<String, double[]> byCurrency = new java.util.TreeMap<>();
        for (int i = 0; i < f.size(); i++) {
            FactBase.Holding h = f.holdings().get(i);
            double rwi = f.riskWeights()[i];
            double[] x = f.money().currencyReturns().get(h.currency());
            double share = 0;
            if (x != null && var > 0) {
                double[] x1 = FactBase.last(x, rp.length).clone();
                for (int t = 0; t < x1.length; t++) {
                    x1[t] = Double.isFinite(x1[t]) ? x1[t] : 0;
                }
                share = rwi * Stats.covariance(x1, rp) / var;
            }
            byCurrency.merge(h.currency(), new double[] {h.weight(), share}, (a, b) -> new double[] {a[0] + b[0], a[1] + b[1]});
        }
        List<RiskManagerSection.CurrencyRisk> out = new ArrayList<>();
        byCurrency.forEach((c, v) -> out.add(new RiskManagerSection.CurrencyRisk(c, v[0], v[1])));
        return out;
    }
}
