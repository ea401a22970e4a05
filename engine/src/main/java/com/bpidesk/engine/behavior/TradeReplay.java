package com.bpidesk.engine.behavior;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The trade replay behind the disposition and December scores: shares and average purchase price per symbol through
 * the history, and on each sale day the realised and paper gains and losses (Odean 1998). Built by {@link #of}.
 */
final class TradeReplay {

    /** One realised or paper gain/loss counted on a sale day (Odean 1998). */
    record Outcome(long line, LocalDate date, String symbol, boolean realised, boolean gain, double price, double cost) {
    }

    /** Open shares and average purchase price per symbol after the last trade. */
    final Map<String, Double> shares = new TreeMap<>();
    final Map<String, Double> avgCost = new HashMap<>();
    /** Realised gains and losses, paper gains and losses counted on sale days (Odean's RG, RL, PG, PL). */
    long rg;
    long rl;
    long pg;
    long pl;
    long unmarked;
    long saleDays;
    /** Sale days on which at least one stock counted as a realised or paper gain or loss (issue 30: counters say what they count). */
    long saleDaysCounted;
    final List<Outcome> realised = new ArrayList<>();
    final List<Outcome> paperSample = new ArrayList<>();
    double excessSold;

    /**
     * Replays the trades in date order keeping shares and average purchase price per symbol. On each day with a
     * sale, every stock held at the start of the day counts once: a realised gain or loss when sold that day
     * (sale price vs average purchase price), else a paper gain or loss (that day's close vs average purchase
     * price). Equal prices count as neither. Odean (1998), "Are Investors Reluctant to Realize Their Losses?",
     * Journal of Finance 53(5), section I.B. Fees are left out of prices, as in Odean.
     */
    static TradeReplay of(List<Trade> trades, Marks marks, List<String> warnings) {
        TradeReplay r = new TradeReplay();
        int i = 0;
        int n = trades.size();
        while (i < n) {
            LocalDate day = trades.get(i).date();
            int j = i;
            Map<String, double[]> sold = new HashMap<>(); // symbol -> {shares, value, first line}
            while (j < n && trades.get(j).date().equals(day)) {
                Trade t = trades.get(j);
                if (t.side() == Side.SELL && !t.corporateAction()) {
                    double[] s = sold.computeIfAbsent(t.symbol(), k -> new double[] {0, 0, t.line()});
                    s[0] += t.quantity();
                    s[1] += t.value();
                }
                j++;
            }
            if (!sold.isEmpty()) {
                r.saleDays++;
                long before = r.rg + r.rl + r.pg + r.pl;
                for (var e : r.shares.entrySet()) {
                    if (e.getValue() <= 1e-9) {
                        continue;
                    }
                    String sym = e.getKey();
                    double cost = r.avgCost.get(sym);
                    double[] s = sold.get(sym);
                    if (s != null) {
                        double salePrice = s[1] / s[0];
                        if (salePrice > cost) {
                            r.rg++;
                        } else if (salePrice < cost) {
                            r.rl++;
                        }
                        if (salePrice != cost) {
                            r.realised.add(new Outcome((long) s[2], day, sym, true, salePrice > cost, salePrice, cost));
                        }
                    } else {
                        double mark = marks.closeOnOrBefore(sym, day);
                        if (Double.isNaN(mark)) {
                            r.unmarked++;
                        } else if (mark > cost) {
                            r.pg++;
                        } else if (mark < cost) {
                            r.pl++;
                        }
                        if (!Double.isNaN(mark) && mark != cost && r.paperSample.size() < 1000) {
                            r.paperSample.add(new Outcome(0, day, sym, false, mark > cost, mark, cost));
                        }
                    }
                }
                if (r.rg + r.rl + r.pg + r.pl > before) {
                    r.saleDaysCounted++;
                }
            }
            // corporate actions (ADR 0210): their sells leave first and pool their cost, their buys come last and take it over
            double carried = 0;
            double carriedBuys = 0;
            boolean caSells = false;
            for (int k = i; k < j; k++) {
                Trade t = trades.get(k);
                if (t.corporateAction()) {
                    if (t.side() == Side.SELL) {
                        caSells = true;
                        double held = r.shares.getOrDefault(t.symbol(), 0.0);
                        double out = Math.min(held, t.quantity());
                        carried += out * r.avgCost.getOrDefault(t.symbol(), 0.0);
                        r.shares.put(t.symbol(), held - out);
                    } else {
                        carriedBuys += t.quantity();
                    }
                }
            }
            for (int k = i; k < j; k++) {
                Trade t = trades.get(k);
                if (!t.corporateAction()) {
                    r.apply(t, t.price());
                }
            }
            for (int k = i; k < j; k++) {
                Trade t = trades.get(k);
                if (t.corporateAction() && t.side() == Side.BUY) {
                    // the shares take over the cost the day's corporate-action sells gave up, shared by quantity; without such a
                    // sell (a split's or stock dividend's new shares) they come at no cost, diluting the average price; when
                    // the sold shares predate the file (no cost known), at the price the row states
                    r.apply(t, carried > 0 ? carried / carriedBuys : caSells ? t.price() : 0);
                }
            }
            i = j;
        }
        if (r.excessSold > 0) {
            warnings.add("Some sales exceed the shares bought in the file (positions opened before the history starts); "
                    + "those shares have no purchase price and are left out of the disposition counts.");
        }
        r.shares.values().removeIf(v -> v <= 1e-9);
        return r;
    }

    private TradeReplay() {
    }

    /** Applies a buy at {@code unitCost} per share (average purchase price) or a sell (shares only). */
    private void apply(Trade t, double unitCost) {
        double held = shares.getOrDefault(t.symbol(), 0.0);
        if (t.side() == Side.BUY) {
            double cost = avgCost.getOrDefault(t.symbol(), 0.0);
            double newShares = held + t.quantity();
            avgCost.put(t.symbol(), (held * cost + t.quantity() * unitCost) / newShares);
            shares.put(t.symbol(), newShares);
        } else {
            double after = held - t.quantity();
            if (after < -1e-9) {
                excessSold += -after;
                after = 0;
            }
            shares.put(t.symbol(), after);
        }
    }
}
