package com.bpidesk.engine.macro;

import com.bpidesk.engine.macro.RegimeClassifier.Signal;
import com.bpidesk.engine.platform.text.Readable;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The seven signals of the {@link RegimeClassifier}, each a vote in [-1, 1] with the unrounded figure behind it
 * (rounding is for display only, ADR 0200). Every change over a period (GDP y/y and its 2-quarter momentum, CPI y/y and
 * its 3-month momentum, core CPI y/y, the 3-month unemployment change, the Sahm indicator's 3-month averages, the
 * high-yield spread's 3-month change) compares observations found by date ({@link ByDate}): the same calendar period a
 * year (6 months, 3 months) earlier, or no reading when that observation is missing. The equity signals use trading
 * days (200-day average, 21 daily returns), as their definitions do. Formulas in docs/market-data.md "Regime classifier".
 */
final class RegimeSignals {

    private RegimeSignals() {
    }

    /** Real GDP y/y (vs the same quarter a year earlier) with its change over two quarters; unemployment vs 3 months earlier. */
    static Optional<Signal> growth(List<Observation> gdp, List<Observation> unrate) {
        List<Double> votes = new ArrayList<>();
        List<String> phrases = new ArrayList<>();
        double headline = Double.NaN;
        Observation g = ByDate.last(gdp);
        if (g != null) {
            double yoy = ByDate.pctChange(gdp, g.period(), 12);
            double yoyPrev = ByDate.pctChange(gdp, g.period().minusMonths(6), 12);
            if (!Double.isNaN(yoy) && !Double.isNaN(yoyPrev)) {
                double momentum = yoy - yoyPrev;
                votes.add(Math.tanh((0.6 * (yoy - 2.0) + momentum) / 1.5));
                headline = yoy;
                phrases.add(String.format(Locale.ROOT, "real GDP grew %.1f%% over the year to %s (%.1f%% two quarters earlier)",
                        yoy, Readable.quarter(g.period()), yoyPrev));
            }
        }
        Observation u = ByDate.last(unrate);
        if (u != null) {
            double change = ByDate.change(unrate, u.period(), 3);
            if (!Double.isNaN(change)) {
                votes.add(Math.tanh(-change / 0.3));
                if (Double.isNaN(headline)) {
                    headline = -change;
                }
                phrases.add(String.format(Locale.ROOT, "unemployment is %.1f%% in %s (%+.1f pp in three months)", u.value(),
                        Readable.month(u.period()), change));
            }
        }
        if (votes.isEmpty()) {
            return Optional.empty();
        }
        double vote = votes.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        return Optional.of(new Signal("growth", vote, headline, vote >= 0 ? "growth_improving" : "growth_slowing",
                String.join("; ", phrases)));
    }

    /** CPI y/y of the latest month (vs the same month a year earlier) and its change since three months earlier; core CPI y/y reported. */
    static Optional<Signal> inflation(List<Observation> cpi, List<Observation> core) {
        Observation c = ByDate.last(cpi);
        if (c == null) {
            return Optional.empty();
        }
        LocalDate p = c.period();
        double yoy = ByDate.pctChange(cpi, p, 12);
        double yoy3 = ByDate.pctChange(cpi, p.minusMonths(3), 12);
        if (Double.isNaN(yoy) || Double.isNaN(yoy3)) {
            return Optional.empty();
        }
        double momentum = yoy - yoy3;
        double vote = Math.tanh(momentum / 0.5 + 0.25 * (yoy - 2.5));
        String phrase = String.format(Locale.ROOT, "CPI inflation is %.2f%% y/y in %s (%.2f%% three months earlier)", yoy,
                Readable.month(p), yoy3);
        Observation k = ByDate.last(core);
        if (k != null) {
            double coreYoy = ByDate.pctChange(core, k.period(), 12);
            if (!Double.isNaN(coreYoy)) {
                phrase += String.format(Locale.ROOT, ", core %.1f%%", coreYoy);
            }
        }
        return Optional.of(new Signal("inflation", vote, yoy, vote >= 0 ? "inflation_rising" : "inflation_easing", phrase));
    }

    static Optional<Signal> trend(List<Double> closes) {
        if (closes.size() < 200) {
            return Optional.empty();
        }
        int n = closes.size();
        double ma = 0;
        for (int k = n - 200; k < n; k++) {
            ma += closes.get(k);
        }
        ma /= 200;
        double gap = closes.get(n - 1) / ma - 1;
        return Optional.of(new Signal("equity_trend", Math.tanh(gap / 0.05), gap,
                gap >= 0 ? "equity_uptrend" : "equity_downtrend",
                String.format(Locale.ROOT, "the equity index is %.1f%% %s its 200-day average", Math.abs(gap) * 100,
                        gap >= 0 ? "above" : "below")));
    }

    static Optional<Signal> volatility(List<Double> closes) {
        if (closes.size() < 22) {
            return Optional.empty();
        }
        int n = closes.size();
        double sum = 0;
        double sumSq = 0;
        for (int k = n - 21; k < n; k++) {
            double r = Math.log(closes.get(k) / closes.get(k - 1));
            sum += r;
            sumSq += r * r;
        }
        double mean = sum / 21;
        double vol = Math.sqrt(Math.max(0, (sumSq - 21 * mean * mean) / 20) * 252);
        return Optional.of(new Signal("equity_volatility", Math.tanh((0.20 - vol) / 0.08), vol,
                vol > 0.20 ? "volatility_elevated" : "volatility_calm",
                String.format(Locale.ROOT, "its 21-day realised volatility is %.0f%% annualised", vol * 100)));
    }

    static Optional<Signal> curve(List<Observation> s2, List<Observation> s3) {
        Double a = last5(s2);
        Double b = last5(s3);
        if (a == null && b == null) {
            return Optional.empty();
        }
        double m = a == null ? b : b == null ? a : Math.min(a, b);
        StringBuilder phrase = new StringBuilder("the yield curve ");
        if (a != null) {
            phrase.append(String.format(Locale.ROOT, "10y-2y is %+.2f pp", a));
        }
        if (b != null) {
            phrase.append(a != null ? ", " : "").append(String.format(Locale.ROOT, "10y-3m %+.2f pp", b));
        }
        return Optional.of(new Signal("yield_curve", Math.tanh(m / 0.5), m,
                m < 0 ? "curve_inverted" : "curve_positive", phrase.toString()));
    }

    /** The high-yield spread's level and its change since the last observation on or before the same day three months earlier. */
    static Optional<Signal> credit(List<Observation> hy) {
        Observation last = ByDate.last(hy);
        if (last == null) {
            return Optional.empty();
        }
        Observation then = ByDate.onOrBefore(hy, last.period().minusMonths(3), ByDate.DAILY_MAX_GAP_DAYS);
        if (then == null) {
            return Optional.empty();
        }
        double level = last.value();
        double change = level - then.value();
        double vote = Math.tanh(-((level - 4.5) / 1.5 + change / 0.75));
        return Optional.of(new Signal("credit_spread", vote, level,
                vote >= 0 ? "credit_spreads_benign" : "credit_spreads_widening",
                String.format(Locale.ROOT, "the high-yield spread is %.2f%% (%+.2f pp over three months)", level, change)));
    }

    /** The Sahm rule as a signal (triggered at an unrounded indicator of 0.5 pp or more), or empty without a reading. */
    static Optional<Signal> sahmRule(List<Observation> unrate) {
        double sahm = sahm(unrate, 0);
        if (Double.isNaN(sahm)) {
            return Optional.empty();
        }
        boolean triggered = sahm >= RegimeClassifier.SAHM_TRIGGER;
        return Optional.of(new Signal("sahm_rule", Math.tanh((0.5 - sahm) / 0.25), sahm,
                triggered ? "sahm_rule_triggered" : "labour_market_stable",
                String.format(Locale.ROOT, "the Sahm indicator is %.2f pp (%s the 0.5 pp trigger)", sahm,
                        triggered ? "at or above" : "below")));
    }

    /**
     * Sahm indicator for the month {@code back} months before the latest: the 3-month average unemployment (that month and
     * the two before) minus the lowest 3-month average ending 3 to 14 months earlier; every month found by date, NaN when
     * any is missing. Unrounded.
     */
    static double sahm(List<Observation> unrate, int back) {
        Observation u = ByDate.last(unrate);
        if (u == null) {
            return Double.NaN;
        }
        LocalDate m = u.period().minusMonths(back);
        double now = avg3(unrate, m);
        double min = Double.POSITIVE_INFINITY;
        for (int k = 3; k <= 14; k++) {
            min = Math.min(min, avg3(unrate, m.minusMonths(k)));
        }
        return Double.isNaN(now) || Double.isNaN(min) ? Double.NaN : now - min;
    }

    private static double avg3(List<Observation> obs, LocalDate month) {
        return (ByDate.at(obs, month) + ByDate.at(obs, month.minusMonths(1)) + ByDate.at(obs, month.minusMonths(2))) / 3;
    }

    private static Double last5(List<Observation> obs) {
        if (obs.isEmpty()) {
            return null;
        }
        int n = obs.size();
        double s = 0;
        for (int k = Math.max(0, n - 5); k < n; k++) {
            s += obs.get(k).value();
        }
        return s / (n - Math.max(0, n - 5));
    }
}
