package com.bpidesk.engine.rebalance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Proposes the trades that bring an account back within its investment policy ({@link Proposal#METHOD}; docs/rebalancing.md,
 * ADR 0248). Threshold-triggered rebalancing to target weights, as in Vanguard's "Best practices for portfolio rebalancing"
 * (Jaconetti, Kinniry and Zilbering, 2010): nothing is proposed while every asset class is within its band; once one is
 * outside (or a position is above the policy's limit), every class returns to its target.
 *
 * <p>Steps, each on values in the account's currency: (1) a position above the limit is cut to the limit unless the policy
 * holds it; (2) each asset class's value moves to target weight times the account's value: sales spread over the class's
 * positions the policy does not hold, in proportion to their value; purchases spread over the class's positions in
 * proportion to their value but never above the limit (water-filling), or go to the class's stated instrument when the
 * account holds none; (3) trades become units (whole units when the rules say so: sales to the nearest unit within the
 * holding, purchases down); (4) trades below the minimum are left out; (5) purchases are scaled down to the cash the
 * account would have, so cash never goes below zero. Everything left undone is named in the notes.
 */
public final class Rebalancer {

    private static final double EPS = 1e-9;

    private Rebalancer() {
    }

    public static Proposal propose(List<Holding> holdings, double cash, Policy policy, Rules rules) {
        if (!Double.isFinite(cash) || cash < 0) {
            throw new IllegalArgumentException("cash must be zero or more");
        }
        double total = cash + holdings.stream().mapToDouble(Holding::value).sum();
        if (!(total > 0)) {
            throw new IllegalArgumentException("the account has no value to rebalance");
        }
        List<String> notes = new ArrayList<>();
        Map<String, Double> before = classWeights(holdings, cash, total);
        TreeSet<String> classes = new TreeSet<>(policy.targets().keySet());
        classes.addAll(before.keySet());
        boolean outOfBand = classes.stream().anyMatch(k -> !inBand(before.getOrDefault(k, 0.0), policy, k));
        boolean aboveLimit = false;
        for (Holding h : holdings) {
            if (h.value() / total > policy.maxSinglePosition() + EPS) {
                if (h.held()) {
                    notes.add(h.name() + " is " + pct(h.value() / total) + " of the account, above the policy's limit of "
                            + pct(policy.maxSinglePosition()) + ", but the policy holds it: it is not sold.");
                } else {
                    aboveLimit = true;
                }
            }
        }
        if (!outOfBand && !aboveLimit) {
            notes.add("Every asset class is within its band and no position is above the limit: no trade is needed.");
            return result(false, List.of(), holdings, cash, cash, total, policy, classes, notes);
        }
        Targets plan = new Targets(holdings, total, policy, rules, notes);
        plan.capPositions();
        for (String k : classes) {
            if (!Policy.CASH.equals(k)) {
                plan.moveClassTo(k, policy.target(k) * total);
            }
        }
        List<Trade> trades = Trades.from(plan, rules, cash, notes);
        double cashAfter = cash + trades.stream().mapToDouble(t -> t.side() == Trade.Side.SELL ? t.value() : -t.value()).sum();
        return result(true, trades, holdings, cash, cashAfter, total, policy, classes, notes);
    }

    static boolean inBand(double weight, Policy policy, String assetClass) {
        return Math.abs(weight - policy.target(assetClass)) <= policy.band(assetClass) + EPS;
    }

    static Map<String, Double> classWeights(List<Holding> holdings, double cash, double total) {
        Map<String, Double> w = new TreeMap<>();
        for (Holding h : holdings) {
            w.merge(h.assetClass(), h.value() / total, Double::sum);
        }
        w.merge(Policy.CASH, cash / total, Double::sum);
        return w;
    }

    static String pct(double fraction) {
        return String.format(Locale.ROOT, "%.1f %%", fraction * 100);
    }

    private static Proposal result(boolean needed, List<Trade> trades, List<Holding> holdings, double cash, double cashAfter,
                                   double total, Policy policy, TreeSet<String> classes, List<String> notes) {
        Map<String, double[]> positions = new LinkedHashMap<>();   // symbol -> value before, value after
        Map<String, String[]> labels = new LinkedHashMap<>();     // symbol -> name, asset class
        for (Holding h : holdings) {
            positions.merge(h.symbol(), new double[] {h.value(), h.value()}, (a, b) -> new double[] {a[0] + b[0], a[1] + b[1]});
            labels.putIfAbsent(h.symbol(), new String[] {h.name(), h.assetClass()});
        }
        for (Trade t : trades) {
            double signed = t.side() == Trade.Side.BUY ? t.value() : -t.value();
            positions.computeIfAbsent(t.symbol(), s -> new double[2])[1] += signed;
            labels.putIfAbsent(t.symbol(), new String[] {t.name(), t.assetClass()});
        }
        // the account's value is unchanged by trades before fees: what is sold or bought moves between positions and cash
        Map<String, Double> after = new TreeMap<>();
        List<Proposal.PositionWeight> pw = new ArrayList<>();
        positions.forEach((symbol, v) -> {
            String[] l = labels.get(symbol);
            pw.add(new Proposal.PositionWeight(symbol, l[0], l[1], v[0] / total, v[1] / total));
            after.merge(l[1], v[1] / total, Double::sum);
        });
        after.merge(Policy.CASH, cashAfter / total, Double::sum);
        Map<String, Double> weightsBefore = classWeights(holdings, cash, total);
        List<Proposal.ClassWeight> cw = new ArrayList<>();
        TreeSet<String> all = new TreeSet<>(classes);
        all.addAll(after.keySet());
        for (String k : all) {
            double b = weightsBefore.getOrDefault(k, 0.0);
            double a = after.getOrDefault(k, 0.0);
            cw.add(new Proposal.ClassWeight(k, b, a, policy.target(k), policy.band(k), inBand(b, policy, k), inBand(a, policy, k)));
        }
        double gains = trades.stream().mapToDouble(Trade::estimatedRealisedGain).sum();
        return new Proposal(needed, List.copyOf(trades), cw, pw, total, cash, cashAfter, gains, List.copyOf(notes));
    }
}
