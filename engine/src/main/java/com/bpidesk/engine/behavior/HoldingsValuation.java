package com.bpidesk.engine.behavior;

import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Valuing positions for the Behavioral DNA: a holding's mark (the file's price, else the store's close, else its cost
 * basis), market values of a holdings snapshot, weights of the positions a trade replay leaves open, and
 * normalisation of values into weights (largest first).
 */
final class HoldingsValuation {

    private HoldingsValuation() {
    }

    /** The mark of a holding: the file's price, else the store's close on or before the date, else its cost basis. */
    static double holdingPrice(Holding h, Marks marks, LocalDate asOf) {
        double price = h.price() != null ? h.price() : marks.closeOnOrBefore(h.symbol(), asOf);
        return price > 0 ? price : h.costBasis();
    }

    /** Market value per symbol (shares x mark); positions without a market price are valued at cost (with a warning). */
    static Map<String, Double> holdingsValues(List<Holding> holdings, Marks marks, LocalDate asOf, List<String> warnings) {
        Map<String, Double> values = new LinkedHashMap<>();
        int unmarked = 0;
        for (Holding h : holdings) {
            double price = h.price() != null ? h.price() : marks.closeOnOrBefore(h.symbol(), asOf);
            if (!(price > 0)) {
                unmarked++;
            }
            values.merge(h.symbol(), h.shares() * holdingPrice(h, marks, asOf), Double::sum);
        }
        if (unmarked > 0) {
            warnings.add(unmarked + " positions have no market price and are valued at cost basis.");
        }
        return values;
    }

    /** Weights of the open positions at the date's close; positions without a price are left out (with a warning). */
    static Map<String, Double> currentWeights(Map<String, Double> shares, Marks marks, LocalDate asOf, List<String> warnings) {
        Map<String, Double> values = new LinkedHashMap<>();
        for (var e : shares.entrySet()) {
            double p = marks.closeOnOrBefore(e.getKey(), asOf);
            if (p > 0) {
                values.put(e.getKey(), e.getValue() * p);
            }
        }
        if (values.isEmpty() && !shares.isEmpty()) {
            warnings.add("No open position could be priced.");
        }
        return normalise(values);
    }

    static Map<String, Double> normalise(Map<String, Double> values) {
        double total = values.values().stream().mapToDouble(Double::doubleValue).sum();
        Map<String, Double> w = new LinkedHashMap<>();
        if (total > 0) {
            values.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                    .forEach(e -> w.put(e.getKey(), e.getValue() / total));
        }
        return w;
    }
}
