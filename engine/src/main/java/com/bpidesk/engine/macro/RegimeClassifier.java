package com.bpidesk.engine.macro;

import com.bpidesk.engine.platform.text.Readable;
import com.bpidesk.engine.market.Bar;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The macro regime classifier (A4). Pure: given the macro series and the broad equity index's bars, it
 * classifies the regime on a date using only what was published by then. Method (docs/market-data.md
 * "Regime classifier", ADR 0025):
 * <ol>
 *   <li>Seven signals, each a vote in [-1, 1] (positive = risk-friendly direction, for inflation = rising):
 *     growth (real GDP y/y level and 2-quarter momentum, unemployment 3-month change), inflation (CPI y/y
 *     3-month momentum and level vs 2.5%), equity trend (index vs its 200-day average), equity volatility
 *     (21-day realised, annualised, vs 20%), yield curve (10y-2y and 10y-3m), credit (high-yield spread level
 *     vs 4.5% and 3-month change) and labour (the Sahm rule: 3-month average unemployment minus its low of the
 *     previous 12 months; 0.5 pp triggers).</li>
 *   <li>Market stress = mean of the trend, volatility, credit and labour votes. Stress at or below -0.35, trend and
 *     volatility votes both at or below -0.5 (a falling, turbulent market), or a triggered Sahm rule with the index
 *     in a downtrend, is {@code risk_off}.</li>
 *   <li>Otherwise the investment-clock quadrant of growth and inflation direction (Greetham and Hartnett,
 *     "The Investment Clock", Merrill Lynch 2004): growth up while the economy comes out of weakness (Sahm
 *     indicator at 0.3 or more, or the index 10% or more below its one-year high, within the last 12 months) is
 *     {@code recovery} when inflation is falling or at most 3%; otherwise growth up and inflation down is
 *     {@code risk_on}; growth and inflation up is
 *     {@code overheating} when CPI inflation is above 3% and {@code risk_on} otherwise; growth down with
 *     inflation up is {@code stagflation} when inflation is above 2.5%, else {@code slowdown}; both down is
 *     {@code slowdown}.</li>
 *   <li>Confidence = (0.5 + 0.5 a) (0.7 + 0.3 c): a the agreement of the available votes with the regime's
 *     expected signs (sum of e_s v_s over the sum of |e_s|), c the share of the seven signals available.</li>
 * </ol>
 *
 * <p>One class because the seven signals, the stress rule, the quadrant and the confidence are one documented method
 * evaluated at one date, each signal a small static method of it; splitting would scatter the method the docs
 * describe step by step.
 */
public final class RegimeClassifier {

    /** The published regime values. */
    public static final List<String> REGIMES = List.of("risk_on", "recovery", "overheating", "stagflation", "slowdown",
            "risk_off");

    /** The signal names, in the order of the expectation vectors. */
    public static final List<String> SIGNALS = List.of("growth", "inflation", "equity_trend", "equity_volatility",
            "yield_curve", "credit_spread", "sahm_rule");

    /** Expected sign of each signal's vote under each regime (0: not informative). */
    static final Map<String, int[]> EXPECTED = Map.of(
            "risk_on", new int[] {1, 0, 1, 1, 1, 1, 1},
            "recovery", new int[] {1, -1, 1, 0, 1, 1, 0},
            "overheating", new int[] {1, 1, 0, 0, -1, 0, 1},
            "stagflation", new int[] {-1, 1, -1, -1, 0, -1, -1},
            "slowdown", new int[] {-1, -1, -1, 0, -1, -1, -1},
            "risk_off", new int[] {-1, 0, -1, -1, 0, -1, -1});

    /** The series the classifier reads (FRED ids; the demo dataset uses the same ids). */
    public static final String GDP = "GDPC1";
    public static final String CPI = "CPIAUCSL";
    public static final String CORE_CPI = "CPILFESL";
    public static final String UNEMPLOYMENT = "UNRATE";
    public static final String CURVE_2Y = "T10Y2Y";
    public static final String CURVE_3M = "T10Y3M";
    public static final String HY_SPREAD = "BAMLH0A0HYM2";
    public static final String POLICY_RATE = "FEDFUNDS";

    /** One computed signal: its vote in [-1, 1], the figure behind it and a phrase for the narrative. */
    public record Signal(String name, double vote, double value, String label, String phrase) {
    }

    /** The classification on one date. */
    public record Result(LocalDate asOf, String regime, double confidence, List<String> signals, String narrative,
                         List<Signal> details) {
    }

    /** Reads a series as published by a date. */
    @FunctionalInterface
    public interface SeriesSource {
        List<Observation> observations(String seriesId);
    }

    private RegimeClassifier() {
    }

    /**
     * When an observation for {@code period} is public: daily data the next day, weekly 5 days after, monthly 14
     * days after the month, quarterly 28 days after the quarter, annual on 1 July of the next year.
     */
    public static LocalDate publishedOn(LocalDate period, String frequency) {
        return switch (frequency == null ? "" : frequency) {
            case "daily" -> period.plusDays(1);
            case "weekly" -> period.plusDays(5);
            case "monthly" -> period.plusMonths(1).plusDays(13);
            case "quarterly" -> period.plusMonths(3).plusDays(27);
            case "annual" -> period.plusYears(1).withMonth(7).withDayOfMonth(1);
            default -> period;
        };
    }

    /** The observations of a series published by {@code asOf}. */
    public static List<Observation> asOf(MacroData data, String seriesId, LocalDate asOf) {
        String freq = data.info(seriesId).map(SeriesInfo::frequency).orElse("daily");
        List<Observation> all = data.observations(seriesId);
        int n = all.size();
        while (n > 0 && publishedOn(all.get(n - 1).period(), freq).isAfter(asOf)) {
            n--;
        }
        return all.subList(0, n);
    }

    public static Result classify(MacroData data, List<Bar> equity, LocalDate asOf) {
        return classify(id -> asOf(data, id, asOf), equityUpTo(equity, asOf), asOf);
    }

    static List<Bar> equityUpTo(List<Bar> bars, LocalDate asOf) {
        int n = bars.size();
        while (n > 0 && bars.get(n - 1).date().isAfter(asOf)) {
            n--;
        }
        return bars.subList(0, n);
    }

    public static Result classify(SeriesSource src, List<Bar> equity, LocalDate asOf) {
        Map<String, Signal> s = new LinkedHashMap<>();
        List<Observation> unrate = fresh(src.observations(UNEMPLOYMENT), asOf, 120);
        growth(fresh(src.observations(GDP), asOf, 200), unrate).ifPresent(x -> s.put("growth", x));
        inflation(fresh(src.observations(CPI), asOf, 120), fresh(src.observations(CORE_CPI), asOf, 120))
                .ifPresent(x -> s.put("inflation", x));
        List<Double> closes = equity.stream().map(Bar::adjClose).toList();
        boolean equityFresh = !equity.isEmpty() && !equity.get(equity.size() - 1).date().isBefore(asOf.minusDays(10));
        if (equityFresh) {
            trend(closes).ifPresent(x -> s.put("equity_trend", x));
            volatility(closes).ifPresent(x -> s.put("equity_volatility", x));
        }
        curve(fresh(src.observations(CURVE_2Y), asOf, 14), fresh(src.observations(CURVE_3M), asOf, 14))
                .ifPresent(x -> s.put("yield_curve", x));
        credit(fresh(src.observations(HY_SPREAD), asOf, 14)).ifPresent(x -> s.put("credit_spread", x));
        double sahm = sahm(unrate, 0);
        if (!Double.isNaN(sahm)) {
            double vote = Math.tanh((0.5 - sahm) / 0.25);
            s.put("sahm_rule", new Signal("sahm_rule", vote, sahm, sahm >= 0.5 ? "sahm_rule_triggered" : "labour_market_stable",
                    String.format(Locale.ROOT, "the Sahm indicator is %.2f pp (%s the 0.5 pp trigger)", sahm,
                            sahm >= 0.5 ? "at or above" : "below")));
        }
        String regime = decide(s, unrate, closes, equityFresh);
        double confidence = confidence(regime, s);
        int[] e = EXPECTED.get(regime);
        List<String> contributing = new ArrayList<>();
        for (int k = 0; k < SIGNALS.size(); k++) {
            Signal sig = s.get(SIGNALS.get(k));
            if (sig != null && e[k] != 0 && Math.signum(sig.vote()) == e[k] && Math.abs(sig.vote()) >= 0.05) {
                contributing.add(sig.label());   // the signals that point the way the regime implies
            }
        }
        List<Signal> details = s.values().stream().map(x -> new Signal(x.name(), Math.round(x.vote() * 1000) / 1000.0,
                x.value(), x.label(), x.phrase())).toList();
        return new Result(asOf, regime, confidence, contributing, narrative(regime, confidence, s, asOf), details);
    }

    static String decide(Map<String, Signal> s, List<Observation> unrate, List<Double> closes, boolean equityFresh) {
        double stress = mean(s, "equity_trend", "equity_volatility", "credit_spread", "sahm_rule");
        boolean sahmTriggered = s.containsKey("sahm_rule") && s.get("sahm_rule").value() >= 0.5;
        boolean downtrend = s.containsKey("equity_trend") && s.get("equity_trend").vote() < 0;
        boolean marketStress = s.containsKey("equity_trend") && s.containsKey("equity_volatility")
                && s.get("equity_trend").vote() <= -0.5 && s.get("equity_volatility").vote() <= -0.5;
        if ((!Double.isNaN(stress) && stress <= -0.35) || marketStress || (sahmTriggered && downtrend)) {
            return "risk_off";
        }
        double g = s.containsKey("growth") ? s.get("growth").vote() : (Double.isNaN(stress) ? 0 : stress);
        double i = s.containsKey("inflation") ? s.get("inflation").vote() : 0;
        double inflationLevel = s.containsKey("inflation") ? s.get("inflation").value() : 2.0;
        if (g >= 0 && (i < 0 || inflationLevel <= 3.0) && recovering(unrate, closes, equityFresh)) {
            return "recovery";
        }
        if (g >= 0 && i < 0) {
            return "risk_on";
        }
        if (g >= 0) {
            return inflationLevel > 3.0 && i > 0.25 ? "overheating" : "risk_on";
        }
        if (i >= 0) {
            return inflationLevel > 2.5 ? "stagflation" : "slowdown";
        }
        return "slowdown";
    }

    /** Coming out of weakness: Sahm indicator >= 0.3 or the index >= 10% below its one-year high within 12 months. */
    static boolean recovering(List<Observation> unrate, List<Double> closes, boolean equityFresh) {
        for (int back = 0; back <= 12; back++) {
            double v = sahm(unrate, back);
            if (!Double.isNaN(v) && v >= 0.3) {
                return true;
            }
        }
        if (equityFresh && closes.size() > 260) {
            int n = closes.size();
            for (int t = Math.max(252, n - 252); t < n; t++) {
                double peak = 0;
                for (int k = t - 252; k <= t; k++) {
                    peak = Math.max(peak, closes.get(k));
                }
                if (closes.get(t) <= 0.9 * peak) {
                    return true;
                }
            }
        }
        return false;
    }

    static double confidence(String regime, Map<String, Signal> s) {
        int[] e = EXPECTED.get(regime);
        double num = 0;
        double den = 0;
        for (int k = 0; k < SIGNALS.size(); k++) {
            Signal sig = s.get(SIGNALS.get(k));
            if (sig != null && e[k] != 0) {
                num += e[k] * sig.vote();
                den += 1;
            }
        }
        double agreement = den == 0 ? 0 : num / den;
        double coverage = s.size() / (double) SIGNALS.size();
        double c = (0.5 + 0.5 * agreement) * (0.7 + 0.3 * coverage);
        return Math.round(Math.max(0, Math.min(1, c)) * 100) / 100.0;
    }

    // ---- the signals ----

    static java.util.Optional<Signal> growth(List<Observation> gdp, List<Observation> unrate) {
        List<Double> votes = new ArrayList<>();
        List<String> phrases = new ArrayList<>();
        double headline = Double.NaN;
        if (gdp.size() >= 7) {
            int n = gdp.size();
            double yoy = 100 * (gdp.get(n - 1).value() / gdp.get(n - 5).value() - 1);
            double yoyPrev = 100 * (gdp.get(n - 3).value() / gdp.get(n - 7).value() - 1);
            double momentum = yoy - yoyPrev;
            votes.add(Math.tanh((0.6 * (yoy - 2.0) + momentum) / 1.5));
            headline = yoy;
            phrases.add(String.format(Locale.ROOT, "real GDP grew %.1f%% over the year to %s (%.1f%% two quarters earlier)",
                    yoy, quarter(gdp.get(n - 1).period()), yoyPrev));
        }
        if (unrate.size() >= 4) {
            int n = unrate.size();
            double now = unrate.get(n - 1).value();
            double change = now - unrate.get(n - 4).value();
            votes.add(Math.tanh(-change / 0.3));
            if (Double.isNaN(headline)) {
                headline = -change;
            }
            phrases.add(String.format(Locale.ROOT, "unemployment is %.1f%% in %s (%+.1f pp in three months)", now,
                    month(unrate.get(n - 1).period()), change));
        }
        if (votes.isEmpty()) {
            return java.util.Optional.empty();
        }
        double vote = votes.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        return java.util.Optional.of(new Signal("growth", vote, round2(headline), vote >= 0 ? "growth_improving" : "growth_slowing",
                String.join("; ", phrases)));
    }

    static java.util.Optional<Signal> inflation(List<Observation> cpi, List<Observation> core) {
        if (cpi.size() < 16) {
            return java.util.Optional.empty();
        }
        int n = cpi.size();
        double yoy = 100 * (cpi.get(n - 1).value() / cpi.get(n - 13).value() - 1);
        double yoy3 = 100 * (cpi.get(n - 4).value() / cpi.get(n - 16).value() - 1);
        double momentum = yoy - yoy3;
        double vote = Math.tanh(momentum / 0.5 + 0.25 * (yoy - 2.5));
        String phrase = String.format(Locale.ROOT, "CPI inflation is %.1f%% y/y in %s (%.1f%% three months earlier)", yoy,
                month(cpi.get(n - 1).period()), yoy3);
        if (core.size() >= 13) {
            int m = core.size();
            double coreYoy = 100 * (core.get(m - 1).value() / core.get(m - 13).value() - 1);
            phrase += String.format(Locale.ROOT, ", core %.1f%%", coreYoy);
        }
        return java.util.Optional.of(new Signal("inflation", vote, round2(yoy), vote >= 0 ? "inflation_rising" : "inflation_easing", phrase));
    }

    static java.util.Optional<Signal> trend(List<Double> closes) {
        if (closes.size() < 200) {
            return java.util.Optional.empty();
        }
        int n = closes.size();
        double ma = 0;
        for (int k = n - 200; k < n; k++) {
            ma += closes.get(k);
        }
        ma /= 200;
        double gap = closes.get(n - 1) / ma - 1;
        return java.util.Optional.of(new Signal("equity_trend", Math.tanh(gap / 0.05), round4(gap),
                gap >= 0 ? "equity_uptrend" : "equity_downtrend",
                String.format(Locale.ROOT, "the equity index is %.1f%% %s its 200-day average", Math.abs(gap) * 100,
                        gap >= 0 ? "above" : "below")));
    }

    static java.util.Optional<Signal> volatility(List<Double> closes) {
        if (closes.size() < 22) {
            return java.util.Optional.empty();
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
        return java.util.Optional.of(new Signal("equity_volatility", Math.tanh((0.20 - vol) / 0.08), round4(vol),
                vol > 0.20 ? "volatility_elevated" : "volatility_calm",
                String.format(Locale.ROOT, "its 21-day realised volatility is %.0f%% annualised", vol * 100)));
    }

    static java.util.Optional<Signal> curve(List<Observation> s2, List<Observation> s3) {
        Double a = last5(s2);
        Double b = last5(s3);
        if (a == null && b == null) {
            return java.util.Optional.empty();
        }
        double m = a == null ? b : b == null ? a : Math.min(a, b);
        StringBuilder phrase = new StringBuilder("the yield curve ");
        if (a != null) {
            phrase.append(String.format(Locale.ROOT, "10y-2y is %+.2f pp", a));
        }
        if (b != null) {
            phrase.append(a != null ? ", " : "").append(String.format(Locale.ROOT, "10y-3m %+.2f pp", b));
        }
        return java.util.Optional.of(new Signal("yield_curve", Math.tanh(m / 0.5), round2(m),
                m < 0 ? "curve_inverted" : "curve_positive", phrase.toString()));
    }

    static java.util.Optional<Signal> credit(List<Observation> hy) {
        if (hy.size() < 70) {
            return java.util.Optional.empty();
        }
        int n = hy.size();
        double level = hy.get(n - 1).value();
        double change = level - hy.get(n - 64).value();
        double vote = Math.tanh(-((level - 4.5) / 1.5 + change / 0.75));
        return java.util.Optional.of(new Signal("credit_spread", vote, round2(level),
                vote >= 0 ? "credit_spreads_benign" : "credit_spreads_widening",
                String.format(Locale.ROOT, "the high-yield spread is %.2f%% (%+.2f pp over three months)", level, change)));
    }

    /** Sahm indicator {@code back} months ago: 3-month average unemployment minus its minimum over the prior 12 months. */
    static double sahm(List<Observation> unrate, int back) {
        int n = unrate.size() - back;
        if (n < 15) {
            return Double.NaN;
        }
        double now = avg(unrate, n - 3, n);
        double min = Double.POSITIVE_INFINITY;
        for (int k = n - 15; k < n - 3; k++) {
            min = Math.min(min, avg(unrate, k - 2, k + 1));
        }
        return round2(now - min);
    }

    // ---- helpers ----

    private static List<Observation> fresh(List<Observation> obs, LocalDate asOf, int maxAgeDays) {
        if (obs.isEmpty() || obs.get(obs.size() - 1).period().isBefore(asOf.minusDays(maxAgeDays))) {
            return List.of();
        }
        return obs;
    }

    private static Double last5(List<Observation> obs) {
        if (obs.isEmpty()) {
            return null;
        }
        int n = obs.size();
        return avg(obs, Math.max(0, n - 5), n);
    }

    private static double avg(List<Observation> obs, int from, int to) {
        double s = 0;
        for (int k = from; k < to; k++) {
            s += obs.get(Math.max(0, k)).value();
        }
        return s / (to - from);
    }

    private static double mean(Map<String, Signal> s, String... names) {
        double sum = 0;
        int n = 0;
        for (String name : names) {
            Signal sig = s.get(name);
            if (sig != null) {
                sum += sig.vote();
                n++;
            }
        }
        return n == 0 ? Double.NaN : sum / n;
    }

    static String narrative(String regime, double confidence, Map<String, Signal> s, LocalDate asOf) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "As of %s the regime is %s (confidence %.0f%%). ", Readable.date(asOf), regime.replace('_', '-'),
                100 * confidence));
        sb.append(switch (regime) {
            case "risk_off" -> "Market and credit stress dominate: ";
            case "recovery" -> "Growth is picking up from weakness while inflation eases: ";
            case "overheating" -> "Growth is firm and inflation is rising above target: ";
            case "stagflation" -> "Growth is slowing while inflation stays high: ";
            case "slowdown" -> "Growth is slowing without an inflation problem: ";
            default -> "Growth is firm, markets are calm and credit is benign: ";
        });
        List<String> parts = new ArrayList<>();
        for (String name : SIGNALS) {
            Signal sig = s.get(name);
            if (sig != null) {
                parts.add(sig.phrase());
            }
        }
        if (parts.isEmpty()) {
            sb.append("no signal has data, so this is a default reading.");
        } else {
            sb.append(String.join("; ", parts)).append('.');
        }
        int missing = SIGNALS.size() - s.size();
        if (missing > 0) {
            List<String> absent = SIGNALS.stream().filter(n -> !s.containsKey(n)).toList();
            sb.append(" Not available: ").append(String.join(", ", absent.stream().map(n -> n.replace('_', ' ')).toList())).append('.');
        }
        return sb.toString();
    }

    private static String quarter(LocalDate d) {
        return Readable.quarter(d);
    }

    private static String month(LocalDate d) {
        return Readable.month(d);
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }

    private static double round4(double v) {
        return Math.round(v * 10000) / 10000.0;
    }
}
