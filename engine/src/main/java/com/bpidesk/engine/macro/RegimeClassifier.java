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
 *   <li>Seven signals, each a vote in [-1, 1] (positive = risk-friendly direction, for inflation = rising), computed by
 *     {@link RegimeSignals}: growth (real GDP y/y level and 2-quarter momentum, unemployment 3-month change), inflation (CPI
 *     y/y 3-month momentum and level vs 2.5%), equity trend (index vs its 200-day average), equity volatility (21-day
 *     realised, annualised, vs 20%), yield curve (10y-2y and 10y-3m), credit (high-yield spread level vs 4.5% and 3-month
 *     change) and labour (the Sahm rule: 3-month average unemployment minus its low of the previous 12 months; 0.5 pp
 *     triggers). Every change over a period compares observations found by date ({@link ByDate}), and every threshold
 *     compares unrounded figures (ADR 0200).</li>
 *   <li>Coverage (ADR 0200): fewer than {@link #MIN_SIGNALS} signals with data is {@code insufficient_data}, with the
 *     reason in the narrative.</li>
 *   <li>Market stress = mean of the trend, volatility, credit and labour votes. Stress at or below -0.35, trend and
 *     volatility votes both at or below -0.5 (a falling, turbulent market), or a triggered Sahm rule with the index
 *     in a downtrend, is {@code risk_off}.</li>
 *   <li>Otherwise, when growth and inflation both have a reading (else {@code insufficient_data}: no default quadrant),
 *     the investment-clock quadrant of growth and inflation direction (Greetham and Hartnett,
 *     "The Investment Clock", Merrill Lynch 2004): growth up while the economy comes out of weakness (Sahm
 *     indicator at 0.3 or more, or the index 10% or more below its one-year high, within the last 12 months) is
 *     {@code recovery} when inflation is falling or at most 3%; otherwise growth up and inflation down is
 *     {@code risk_on}; growth and inflation up is
 *     {@code overheating} when CPI inflation is above 3% and {@code risk_on} otherwise; growth down with
 *     inflation up is {@code stagflation} when inflation is above 2.5%, else {@code slowdown}; both down is
 *     {@code slowdown}.</li>
 *   <li>Confidence = (0.5 + 0.5 a) (0.4 + 0.6 c): a the agreement of the available votes with the regime's
 *     expected signs (sum of e_s v_s over the sum of |e_s|), c the share of the seven signals available.</li>
 * </ol>
 * The classifier is stateless per date; the persistence rule that keeps the published regime from flipping on noise is
 * {@link RegimePersistence}.
 *
 * <p>The signals themselves are {@link RegimeSignals}; this class is the decision made from them at one date (coverage,
 * stress, quadrant, confidence, narrative), kept together because the docs describe it step by step.
 */
public final class RegimeClassifier {

    /** The published regime values. */
    public static final List<String> REGIMES = List.of("risk_on", "recovery", "overheating", "stagflation", "slowdown",
            "risk_off");

    /** Published when the signals cannot support a regime (ADR 0200); the narrative says why. */
    public static final String INSUFFICIENT_DATA = "insufficient_data";

    /** Every value the API can publish: the regimes and {@link #INSUFFICIENT_DATA}. */
    public static final List<String> PUBLISHED = List.of("risk_on", "recovery", "overheating", "stagflation", "slowdown",
            "risk_off", INSUFFICIENT_DATA);

    /** The minimum number of the seven signals with data for any regime (ADR 0200). */
    public static final int MIN_SIGNALS = 3;

    /** Sahm rule trigger, pp (Sahm 2019); compared with the unrounded indicator. */
    public static final double SAHM_TRIGGER = 0.5;

    /** CPI y/y above which rising inflation with firm growth is overheating, percent; compared unrounded. */
    public static final double OVERHEATING_INFLATION = 3.0;

    /** CPI y/y above which rising inflation with slowing growth is stagflation, percent; compared unrounded. */
    public static final double STAGFLATION_INFLATION = 2.5;

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

    /**
     * The classification on one date: {@code details} are the signals rounded for display, {@code votes} the unrounded
     * signals the decision used (not serialised).
     */
    public record Result(LocalDate asOf, String regime, double confidence, List<String> signals, String narrative,
                         List<Signal> details, @com.fasterxml.jackson.annotation.JsonIgnore Map<String, Signal> votes) {
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
        RegimeSignals.growth(fresh(src.observations(GDP), asOf, 200), unrate).ifPresent(x -> s.put("growth", x));
        RegimeSignals.inflation(fresh(src.observations(CPI), asOf, 120), fresh(src.observations(CORE_CPI), asOf, 120))
                .ifPresent(x -> s.put("inflation", x));
        List<Double> closes = equity.stream().map(Bar::adjClose).toList();
        boolean equityFresh = !equity.isEmpty() && !equity.get(equity.size() - 1).date().isBefore(asOf.minusDays(10));
        if (equityFresh) {
            RegimeSignals.trend(closes).ifPresent(x -> s.put("equity_trend", x));
            RegimeSignals.volatility(closes).ifPresent(x -> s.put("equity_volatility", x));
        }
        RegimeSignals.curve(fresh(src.observations(CURVE_2Y), asOf, 14), fresh(src.observations(CURVE_3M), asOf, 14))
                .ifPresent(x -> s.put("yield_curve", x));
        RegimeSignals.credit(fresh(src.observations(HY_SPREAD), asOf, 14)).ifPresent(x -> s.put("credit_spread", x));
        RegimeSignals.sahmRule(unrate).ifPresent(x -> s.put("sahm_rule", x));
        String regime = decide(s, unrate, closes, equityFresh);
        return result(asOf, regime, s, "");
    }

    private static Result result(LocalDate asOf, String regime, Map<String, Signal> s, String note) {
        double confidence = confidence(regime, s);
        // rounding is for display only: the decision above compared the unrounded figures (ADR 0200)
        List<Signal> details = s.values().stream().map(x -> new Signal(x.name(), Math.round(x.vote() * 1000) / 1000.0,
                x.name().startsWith("equity_") ? round4(x.value()) : round2(x.value()), x.label(), x.phrase())).toList();
        return new Result(asOf, regime, confidence, contributing(regime, s), narrative(regime, confidence, s, asOf) + note,
                details, java.util.Collections.unmodifiableMap(new LinkedHashMap<>(s)));
    }

    /**
     * The result restated with the regime the persistence rule publishes ({@link RegimePersistence}): its confidence and
     * contributing signals from the same votes, and a narrative that names the newer reading still waiting to hold.
     */
    public static Result restate(Result raw, String regime, LocalDate pendingSince) {
        if (regime.equals(raw.regime())) {
            return raw;
        }
        String note = String.format(Locale.ROOT, " The latest reading points to %s (first seen on %s); the regime changes only once"
                + " a new reading has held for %d weeks.", raw.regime().replace('_', '-'), Readable.date(pendingSince), RegimePersistence.DWELL_DAYS / 7);
        return result(raw.asOf(), regime, raw.votes(), note);
    }

    static String decide(Map<String, Signal> s, List<Observation> unrate, List<Double> closes, boolean equityFresh) {
        if (s.size() < MIN_SIGNALS) {
            return INSUFFICIENT_DATA;
        }
        double stress = mean(s, "equity_trend", "equity_volatility", "credit_spread", "sahm_rule");
        boolean sahmTriggered = s.containsKey("sahm_rule") && s.get("sahm_rule").value() >= SAHM_TRIGGER;
        boolean downtrend = s.containsKey("equity_trend") && s.get("equity_trend").vote() < 0;
        boolean marketStress = s.containsKey("equity_trend") && s.containsKey("equity_volatility")
                && s.get("equity_trend").vote() <= -0.5 && s.get("equity_volatility").vote() <= -0.5;
        if ((!Double.isNaN(stress) && stress <= -0.35) || marketStress || (sahmTriggered && downtrend)) {
            return "risk_off";
        }
        if (!s.containsKey("growth") || !s.containsKey("inflation")) {
            return INSUFFICIENT_DATA;   // no default quadrant: both axes must have a reading
        }
        double g = s.get("growth").vote();
        double i = s.get("inflation").vote();
        double inflationLevel = s.get("inflation").value();   // unrounded CPI y/y, percent
        if (g >= 0 && (i < 0 || inflationLevel <= OVERHEATING_INFLATION) && recovering(unrate, closes, equityFresh)) {
            return "recovery";
        }
        if (g >= 0 && i < 0) {
            return "risk_on";
        }
        if (g >= 0) {
            return inflationLevel > OVERHEATING_INFLATION && i > 0.25 ? "overheating" : "risk_on";
        }
        if (i >= 0) {
            return inflationLevel > STAGFLATION_INFLATION ? "stagflation" : "slowdown";
        }
        return "slowdown";
    }

    /** Coming out of weakness: Sahm indicator >= 0.3 or the index >= 10% below its one-year high within 12 months. */
    static boolean recovering(List<Observation> unrate, List<Double> closes, boolean equityFresh) {
        for (int back = 0; back <= 12; back++) {
            double v = RegimeSignals.sahm(unrate, back);
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

    /** Sahm indicator {@code back} months before the latest month, unrounded ({@link RegimeSignals#sahm}). */
    static double sahm(List<Observation> unrate, int back) {
        return RegimeSignals.sahm(unrate, back);
    }

    /**
     * Confidence = (0.5 + 0.5 a)(0.4 + 0.6 c): a the agreement of the available votes with the regime's expected signs,
     * c the share of the seven signals with data; 0 for {@code insufficient_data}.
     */
    static double confidence(String regime, Map<String, Signal> s) {
        int[] e = EXPECTED.get(regime);
        if (e == null) {
            return 0;
        }
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
        double c = (0.5 + 0.5 * agreement) * (0.4 + 0.6 * coverage);
        return Math.round(Math.max(0, Math.min(1, c)) * 100) / 100.0;
    }

    /** The labels of the signals that point the way the regime implies (|vote| at least 0.05). */
    private static List<String> contributing(String regime, Map<String, Signal> s) {
        int[] e = EXPECTED.get(regime);
        List<String> out = new ArrayList<>();
        for (int k = 0; e != null && k < SIGNALS.size(); k++) {
            Signal sig = s.get(SIGNALS.get(k));
            if (sig != null && e[k] != 0 && Math.signum(sig.vote()) == e[k] && Math.abs(sig.vote()) >= 0.05) {
                out.add(sig.label());
            }
        }
        return out;
    }

    /** Why there is no regime, in words (for {@code insufficient_data}). */
    static String insufficientReason(Map<String, Signal> s) {
        List<String> have = SIGNALS.stream().filter(s::containsKey).map(RegimeClassifier::words).toList();
        if (s.size() < MIN_SIGNALS) {
            return String.format(Locale.ROOT, "only %d of the %d signals %s data%s, and at least %d are needed", s.size(), SIGNALS.size(),
                    s.size() == 1 ? "has" : "have", have.isEmpty() ? "" : " (" + String.join(", ", have) + ")", MIN_SIGNALS);
        }
        String missing = !s.containsKey("growth") && !s.containsKey("inflation") ? "growth and inflation readings are"
                : !s.containsKey("growth") ? "a growth reading is" : "an inflation reading is";
        return "growth and inflation readings are both needed to place the economy between recovery, expansion, overheating,"
                + " stagflation and slowdown, and " + missing + " missing";
    }

    // ---- helpers ----

    private static List<Observation> fresh(List<Observation> obs, LocalDate asOf, int maxAgeDays) {
        if (obs.isEmpty() || obs.get(obs.size() - 1).period().isBefore(asOf.minusDays(maxAgeDays))) {
            return List.of();
        }
        return obs;
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
        if (INSUFFICIENT_DATA.equals(regime)) {
            sb.append(String.format(Locale.ROOT, "As of %s there is not enough data to classify the macro regime: %s. ",
                    Readable.date(asOf), insufficientReason(s)));
        } else {
            sb.append(String.format(Locale.ROOT, "As of %s the regime is %s (confidence %.0f%%). ", Readable.date(asOf),
                    regime.replace('_', '-'), 100 * confidence));
            sb.append(switch (regime) {
                case "risk_off" -> "Market and credit stress dominate: ";
                case "recovery" -> "Growth is picking up from weakness while inflation eases: ";
                case "overheating" -> "Growth is firm and inflation is rising above target: ";
                case "stagflation" -> "Growth is slowing while inflation stays high: ";
                case "slowdown" -> "Growth is slowing without an inflation problem: ";
                default -> "Growth is firm, markets are calm and credit is benign: ";
            });
        }
        List<String> parts = new ArrayList<>();
        for (String name : SIGNALS) {
            Signal sig = s.get(name);
            if (sig != null) {
                parts.add(sig.phrase());
            }
        }
        if (!parts.isEmpty()) {
            String text = String.join("; ", parts);
            sb.append(INSUFFICIENT_DATA.equals(regime) ? Character.toUpperCase(text.charAt(0)) + text.substring(1) : text).append('.');
        }
        int missing = SIGNALS.size() - s.size();
        if (missing > 0) {
            List<String> absent = SIGNALS.stream().filter(n -> !s.containsKey(n)).toList();
            sb.append(" Not available: ").append(String.join(", ", absent.stream().map(RegimeClassifier::words).toList())).append('.');
        }
        return sb.toString().trim();
    }

    private static String words(String id) {
        return id.replace('_', ' ');
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }

    private static double round4(double v) {
        return Math.round(v * 10000) / 10000.0;
    }
}
