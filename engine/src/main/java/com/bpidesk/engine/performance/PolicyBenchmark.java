package com.bpidesk.engine.performance;

import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.fx.MissingRateException;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The client's policy benchmark (docs/performance.md, "Benchmarks"): index series blended by the policy's target weights,
 * rebalanced to those weights at the close of every calendar month's last day (and at the period start). Over each
 * segment between rebalancing dates the blend earns sum_i w_i (P_i(end) / P_i(start)) - 1, with P_i the index's last close on
 * or before the date converted into the base currency at that day's rate; the segments are linked geometrically and the
 * result stated as {@link Returns#annualise} says. A broad index is the same with one index at weight 1.
 *
 * <p>Mapping from asset class to index (the demo market's index funds): equities 70 % SPY (US large caps) and 30 % EFA
 * (developed markets outside North America), roughly the US and non-US shares of a US investor's usual home-biased equity
 * sleeve; bonds AGG (US aggregate bonds). The policy's equity share is the middle of its risk profile's equity band
 * ({@link RiskLimits}: e.g. balanced 40-70 % gives 55 %) when the client has no recorded policy; with one
 * ({@link #policyWeights(List)}), the policy's target weight per asset class: equity split 70/30 between SPY and EFA as
 * above, bonds AGG, real estate VNQ (US real-estate investment trusts, the market's only real-estate index fund),
 * commodities DBC (a broad commodity futures index; GLD is gold alone), cash {@link #CASH} at a zero return (cash in the
 * benchmark earns nothing: the price store keeps no short rate to pay it, and a zero return is what an uninvested cash
 * balance in the book earns).
 */
public final class PolicyBenchmark {

    public static final String US_EQUITY = "SPY";
    public static final String INTL_EQUITY = "EFA";
    public static final String BONDS = "AGG";
    public static final String REAL_ESTATE = "VNQ";
    public static final String COMMODITIES = "DBC";
    /** The cash sleeve of a policy benchmark: a constant level, a zero return (no index, no currency). */
    public static final String CASH = "cash";
    static final double US_SHARE_OF_EQUITY = 0.70;

    /** Where a benchmark's weights come from: the client's recorded policy, or its risk profile's equity band. */
    public static final String SOURCE_POLICY = "policy";
    public static final String SOURCE_RISK_PROFILE = "risk_profile";

    /** A benchmark return, or null with the reason in words. */
    public record Result(Double twr, String note) {
    }

    private PolicyBenchmark() {
    }

    /** Target weights of the policy benchmark for a risk profile's band. */
    public static Map<String, Double> policyWeights(RiskLimits band) {
        double equity = (band.minEquity() + band.maxEquity()) / 2;
        Map<String, Double> w = new LinkedHashMap<>();
        w.put(US_EQUITY, equity * US_SHARE_OF_EQUITY);
        w.put(INTL_EQUITY, equity * (1 - US_SHARE_OF_EQUITY));
        w.put(BONDS, 1 - equity);
        return w;
    }

    /**
     * Target weights of the policy benchmark from a recorded policy's targets per asset class (class docs for the index of
     * each class). Classes with a zero target are left out; the weights are the targets as recorded (a policy's targets add
     * up to 100 %, which the policy editor enforces), so they add up to the policy's total.
     */
    public static Map<String, Double> policyWeights(List<ClientPolicy.Target> targets) {
        Map<String, Double> w = new LinkedHashMap<>();
        for (ClientPolicy.Target t : targets) {
            double x = t.targetWeight();
            if (x <= 0) {
                continue;
            }
            switch (t.assetClass()) {
                case "equity" -> {
                    w.merge(US_EQUITY, x * US_SHARE_OF_EQUITY, Double::sum);
                    w.merge(INTL_EQUITY, x * (1 - US_SHARE_OF_EQUITY), Double::sum);
                }
                case "bonds" -> w.merge(BONDS, x, Double::sum);
                case "real_estate" -> w.merge(REAL_ESTATE, x, Double::sum);
                case "commodities" -> w.merge(COMMODITIES, x, Double::sum);
                case "cash" -> w.merge(CASH, x, Double::sum);
                default -> throw new IllegalArgumentException("No index for the asset class " + t.assetClass());
            }
        }
        return w;
    }

    /** The index symbols a benchmark may need prices of (the cash sleeve needs none). */
    public static List<String> indexSymbols() {
        return List.of(US_EQUITY, INTL_EQUITY, BONDS, REAL_ESTATE, COMMODITIES);
    }

    /** The rebalancing dates: the start, every month's last day strictly between start and end, the end. */
    static List<LocalDate> boundaries(LocalDate start, LocalDate end) {
        List<LocalDate> out = new ArrayList<>();
        out.add(start);
        for (LocalDate m = YearMonth.from(start).atEndOfMonth(); m.isBefore(end); m = YearMonth.from(m.plusDays(1)).atEndOfMonth()) {
            if (m.isAfter(start)) {
                out.add(m);
            }
        }
        out.add(end);
        return out;
    }

    /** The blend's return over (start, end]. */
    public static Result twr(Map<String, Double> weights, Map<String, PriceSeries> prices, FxRate fx, String base, LocalDate start,
                             LocalDate end) {
        if (!start.isBefore(end)) {
            return new Result(null, "The period is empty.");
        }
        for (String s : weights.keySet()) {
            if (s.equals(CASH)) {
                continue;
            }
            PriceSeries p = prices.get(s);
            if (p == null || p.indexOnOrBefore(start) < 0) {
                return new Result(null, "The index " + s + " has no price on or before " + start + "; import its prices to compare.");
            }
        }
        List<LocalDate> b = boundaries(start, end);
        double factor = 1;
        try {
            for (int k = 0; k + 1 < b.size(); k++) {
                double growth = 0;
                for (var w : weights.entrySet()) {
                    if (w.getKey().equals(CASH)) {
                        growth += w.getValue();   // zero return: the level stays 1
                        continue;
                    }
                    growth += w.getValue() * level(prices.get(w.getKey()), fx, base, b.get(k + 1)) / level(prices.get(w.getKey()), fx, base, b.get(k));
                }
                factor *= growth;
            }
        } catch (MissingRateException e) {
            return new Result(null, "An exchange rate into " + base + " is missing for the benchmark: " + e.getMessage());
        }
        return new Result(Returns.annualise(factor - 1, start, end), null);
    }

    private static double level(PriceSeries p, FxRate fx, String base, LocalDate d) {
        return p.closeOnOrBefore(d) * fx.rate(p.currency(), base, d);
    }
}
