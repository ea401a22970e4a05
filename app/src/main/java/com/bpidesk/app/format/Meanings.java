package com.bpidesk.app.format;

import com.bpidesk.app.client.signals.SignalsApi.DriftMetric;
import com.bpidesk.app.client.signals.SignalsApi.SuitabilityDrift;
import java.util.List;
import java.util.Locale;

/**
 * What a statistic means, in words an advisor reads at a glance, for the screens that used to show the bare figure
 * ("HHI 0.127", "sector fit 40.4 %", "5.83 band steps"; issue 27). Each meaning comes with the figure itself, kept for a
 * tooltip or secondary text: {@link Meaning#text()} is what the screen shows, {@link Meaning#detail()} the figure and how
 * it is computed. The sources are those of the engine's methods (docs/methods.md, docs/signals.md), restated here:
 * <ul>
 * <li>effective number of holdings = 1 / HHI, HHI (Herfindahl-Hirschman index) the sum of the squared weights
 * (Hirschman 1964; the "numbers-equivalent" of Adelman 1969): a portfolio of n equal holdings has HHI 1/n;</li>
 * <li>sector fit = active weight in the regime playbook's favoured sectors minus active weight in its disfavoured ones
 * (engine {@code MacroStrategist}); aligned from +5 %, leaning against from -5 %, strongly from 15 % (the engine's
 * thresholds for its assessment and for a severity-3 finding);</li>
 * <li>suitability drift = the Euclidean norm of each metric's distance outside its house band in band steps (volatility 5
 * points, equity share 20 points, largest position 10 points, HHI 0.10; engine {@code ClientEvaluator}); 0 within the
 * bands, under 1 less than one band step out in total.</li>
 * </ul>
 */
public final class Meanings {

    /** The words shown, and the figure behind them for the tooltip or the secondary line. */
    public record Meaning(String text, String detail) {
    }

    private final Formats f;

    public Meanings(Formats f) {
        this.f = f;
    }

    public static Meanings app() {
        return new Meanings(Formats.app());
    }

    /** 0.127 → "7.9 holdings' worth of diversification" (1 / HHI); empty for no figure. */
    public Meaning diversification(Double hhi) {
        if (hhi == null || !(hhi > 0) || !Double.isFinite(hhi)) {
            return new Meaning("", "");
        }
        double n = 1 / hhi;
        String text = n < 1.05 ? "no diversification: the value sits in one holding"
                : f.number(n, 1) + " holdings' worth of diversification";
        return new Meaning(text, "Concentration index (HHI, the sum of the squared weights) " + f.number(hhi, 3) + "; 1 / "
                + f.number(hhi, 3) + " = " + f.number(n, 1) + ": the portfolio is as diversified as " + f.number(n, 1)
                + " equal holdings.");
    }

    /**
     * 0.404 → "Sectors strongly tilted towards those this regime favours"; -0.07 → "Sectors tilted against those this
     * regime favours"; 0.02 → "Sectors neutral to this regime"; empty when the regime has no playbook (no figure).
     */
    public Meaning sectorFit(Double fit) {
        if (fit == null || !Double.isFinite(fit)) {
            return new Meaning("", "");
        }
        String strength = Math.abs(fit) >= 0.15 ? "strongly " : "";
        String text = fit >= 0.05 ? "Sectors " + strength + "tilted towards those this regime favours"
                : fit <= -0.05 ? "Sectors " + strength + "tilted against those this regime favours"
                : "Sectors neutral to this regime";
        return new Meaning(text, "Sector fit " + signedPercent(fit) + ": the portfolio's weight above the benchmark in the sectors "
                + "this regime's playbook favours, minus its weight above the benchmark in those it disfavours.");
    }

    /**
     * The suitability drift of a client in words: "Within the house bands for a balanced client", or "Outside the house
     * bands for a growth client, slightly: mainly the equity share, 82.0% where the band is 60.0% to 90.0%" (the metric
     * furthest out named, from {@code metrics}); the detail gives the score in band steps and what a step is.
     *
     * @param drift the engine's suitability drift answer (the client file's {@code drift} has the same fields)
     */
    public Meaning drift(SuitabilityDrift drift) {
        return drift(drift.riskTolerance(), drift.driftScore(), drift.inBand(), drift.metrics());
    }

    /** {@link #drift(SuitabilityDrift)} from its parts: the score in band steps, in band or not, each metric's distance. */
    public Meaning drift(String riskTolerance, double score, boolean inBand, List<DriftMetric> metrics) {
        String who = Labels.of(riskTolerance == null ? "" : riskTolerance).toLowerCase(Locale.ROOT);
        String detail = "Drift score " + f.number(score, 2) + " band steps: the combined distance outside the bands (one step is "
                + "5 points of volatility, 20 points of equity share, 10 points of the largest position or 0.10 of concentration).";
        if (inBand || score <= 0) {
            return new Meaning("Within the house bands for a " + who + " client", detail);
        }
        String how = score < 1 ? "slightly" : score < 2 ? "clearly" : "far";
        DriftMetric worst = null;
        for (DriftMetric m : metrics) {
            if (m.distance() > 0 && (worst == null || m.distance() > worst.distance())) {
                worst = m;
            }
        }
        return new Meaning("Outside the house bands for a " + who + " client, " + how + (worst == null ? "" : ": mainly " + metric(worst)),
                detail);
    }

    /** "the equity share, 82.0% where the band is 60.0% to 90.0%"; concentration as holdings' worth. */
    String metric(DriftMetric m) {
        double v = m.value();
        double lo = m.bandMin();
        double hi = m.bandMax();
        return switch (m.metric()) {
            case "hhi" -> "concentration, " + f.number(1 / v, 1) + " holdings' worth of diversification where the band asks for at least "
                    + f.number(1 / hi, 1);
            case "volatility" -> "volatility, " + f.percent(v) + " a year where the band allows at most " + f.percent(hi);
            case "max_position" -> "the largest position, " + f.percent(v) + " of the value where the band allows at most " + f.percent(hi);
            case "equity_share" -> "the equity share, " + f.percent(v) + " where the band is " + f.percent(lo) + " to " + f.percent(hi);
            default -> Labels.of(m.metric()).toLowerCase(Locale.ROOT);
        };
    }

    private String signedPercent(double fraction) {
        return (fraction > 0 ? "+" : "") + f.percent(fraction);
    }
}
