package com.bpidesk.engine.rebalance;

import static com.bpidesk.engine.rebalance.Rebalancer.pct;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The value each position should have after the rebalance (steps 1 and 2 of {@link Rebalancer}), before trades are
 * rounded to units. Mutable while the plan is made; read by {@link Trades}.
 */
final class Targets {

    private static final double EPS = 1e-9;

    /** A position in the plan: an existing holding, or an instrument bought for a class the account did not hold. */
    static final class Line {
        final String symbol;
        final String name;
        final String assetClass;
        final double price;
        final double shares;
        final double averageCost;
        final boolean held;
        double target;
        String reason;

        Line(String symbol, String name, String assetClass, double price, double shares, double averageCost, boolean held) {
            this.symbol = symbol;
            this.name = name;
            this.assetClass = assetClass;
            this.price = price;
            this.shares = shares;
            this.averageCost = averageCost;
            this.held = held;
            this.target = shares * price;
        }

        double value() {
            return shares * price;
        }
    }

    private final Map<String, Line> lines = new LinkedHashMap<>();
    private final double total;
    private final Policy policy;
    private final Rules rules;
    private final List<String> notes;

    Targets(List<Holding> holdings, double total, Policy policy, Rules rules, List<String> notes) {
        for (Holding h : holdings) {
            lines.merge(h.symbol(), new Line(h.symbol(), h.name(), h.assetClass(), h.price(), h.shares(), h.averageCost(), h.held()),
                    (a, b) -> new Line(a.symbol, a.name, a.assetClass, a.price, a.shares + b.shares,
                            (a.averageCost * a.shares + b.averageCost * b.shares) / (a.shares + b.shares), a.held || b.held));
        }
        this.total = total;
        this.policy = policy;
        this.rules = rules;
        this.notes = notes;
    }

    List<Line> lines() {
        return List.copyOf(lines.values());
    }

    private double limit() {
        return policy.maxSinglePosition() * total;
    }

    /** Step 1: a position above the policy's limit is cut to it, unless the policy holds it. */
    void capPositions() {
        for (Line l : lines.values()) {
            if (!l.held && l.target > limit() + EPS) {
                l.target = limit();
                l.reason = "brings " + l.name + " from " + pct(l.value() / total) + " down to the policy's limit of "
                        + pct(policy.maxSinglePosition());
            }
        }
    }

    /** Step 2: the class's positions move so that together they are worth {@code goal}. */
    void moveClassTo(String assetClass, double goal) {
        List<Line> inClass = lines.values().stream().filter(l -> l.assetClass.equals(assetClass)).toList();
        double now = inClass.stream().mapToDouble(l -> l.target).sum();
        double weightNow = inClass.stream().mapToDouble(Line::value).sum() / total;
        String why = "brings " + words(assetClass) + " from " + pct(weightNow) + " toward its target of " + pct(policy.target(assetClass));
        if (now > goal + EPS) {
            sell(assetClass, inClass, now - goal, why);
        } else if (goal > now + EPS) {
            buy(assetClass, inClass, goal - now, why);
        }
    }

    private void sell(String assetClass, List<Line> inClass, double amount, String why) {
        List<Line> sellable = inClass.stream().filter(l -> !l.held).toList();
        double available = sellable.stream().mapToDouble(l -> l.target).sum();
        if (available < amount - EPS) {
            notes.add("The policy holds positions in " + words(assetClass) + ": " + String.format(java.util.Locale.ROOT, "%,.2f", amount - available)
                    + " of the sale needed could not be made without selling them.");
        }
        double share = available <= 0 ? 0 : Math.min(1, amount / available);
        for (Line l : sellable) {
            l.target -= l.target * share;
            l.reason = l.reason == null ? why : l.reason;
        }
    }

    private void buy(String assetClass, List<Line> inClass, double amount, String why) {
        List<Line> candidates = new ArrayList<>(inClass);
        if (candidates.isEmpty()) {
            Rules.Instrument i = rules.classInstrument().get(assetClass);
            if (i == null) {
                notes.add("The account holds nothing in " + words(assetClass) + " and no instrument is set to buy for it: "
                        + String.format(java.util.Locale.ROOT, "%,.2f", amount) + " stays in cash.");
                return;
            }
            Line fresh = new Line(i.symbol(), i.name(), assetClass, i.price(), 0, 0, false);
            lines.put(i.symbol(), fresh);
            candidates.add(fresh);
        }
        double left = fill(candidates, amount, why);
        if (left > EPS) {
            notes.add("Buying all of " + words(assetClass) + " would put a position above the policy's limit of "
                    + pct(policy.maxSinglePosition()) + ": " + String.format(java.util.Locale.ROOT, "%,.2f", left) + " stays in cash.");
        }
    }

    /**
     * Water-filling: {@code amount} spread over {@code candidates} in proportion to their planned value (equally when
     * all are zero), none above the limit; what cannot be placed is returned.
     */
    private double fill(List<Line> candidates, double amount, String why) {
        List<Line> open = new ArrayList<>(candidates.stream().filter(l -> l.target < limit() - EPS).toList());
        double left = amount;
        while (left > EPS && !open.isEmpty()) {
            double base = open.stream().mapToDouble(l -> l.target).sum();
            List<Line> full = new ArrayList<>();
            double placed = 0;
            for (Line l : open) {
                double part = base > EPS ? left * l.target / base : left / open.size();
                double room = limit() - l.target;
                double add = Math.min(part, room);
                l.target += add;
                l.reason = l.reason == null ? why : l.reason;
                placed += add;
                if (room <= part + EPS) {
                    full.add(l);
                }
            }
            left -= placed;
            open.removeAll(full);
            if (full.isEmpty()) {
                break;   // everything placed in proportion
            }
        }
        return Math.max(0, left);
    }

    /** An asset class as a person reads it in a reason or note: {@code real_estate} is "real estate". */
    static String words(String assetClass) {
        return assetClass.replace('_', ' ');
    }
}
