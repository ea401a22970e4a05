package com.bpidesk.engine.performance;

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
 * ({@link RiskLimits}: e.g. balanced 40-70 % gives 55 %).
 */
public final class PolicyBenchmark {

    public static final String US_EQUITY = "SPY";
    public static final String INTL_EQUITY = "EFA";
    public static final String BONDS = "AGG";
    static final double US_SHARE_OF_EQUITY = 0.70;

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
