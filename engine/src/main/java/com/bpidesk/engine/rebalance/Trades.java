package com.bpidesk.engine.rebalance;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Steps 3 to 5 of {@link Rebalancer}: planned values become trades in units, small trades are left out, and purchases
 * are scaled to the cash the account would have.
 */
final class Trades {

    private static final double EPS = 1e-9;

    private Trades() {
    }

    static List<Trade> from(Targets plan, Rules rules, double cash, List<String> notes) {
        List<Trade> sells = new ArrayList<>();
        List<Targets.Line> buys = new ArrayList<>();
        List<Double> buyShares = new ArrayList<>();
        int small = 0;
        for (Targets.Line l : plan.lines()) {
            double delta = l.target - l.value();
            if (delta < -EPS) {
                double shares = Math.min(l.shares, units(-delta / l.price, rules.wholeShares(), true));
                if (shares * l.price < rules.minimumTrade() || shares <= 0) {
                    small += shares > 0 ? 1 : 0;
                    continue;
                }
                sells.add(new Trade(l.symbol, l.name, l.assetClass, Trade.Side.SELL, shares, l.price, shares * l.price,
                        (l.price - l.averageCost) * shares, l.reason));
            } else if (delta > EPS) {
                double shares = units(delta / l.price, rules.wholeShares(), false);
                if (shares * l.price < rules.minimumTrade() || shares <= 0) {
                    small += shares > 0 ? 1 : 0;
                    continue;
                }
                buys.add(l);
                buyShares.add(shares);
            }
        }
        if (small > 0) {
            notes.add(small + (small == 1 ? " trade was" : " trades were") + " left out for being smaller than the minimum of "
                    + String.format(Locale.ROOT, "%,.2f", rules.minimumTrade()) + ".");
        }
        double spend = 0;
        for (int i = 0; i < buys.size(); i++) {
            spend += buyShares.get(i) * buys.get(i).price;
        }
        double available = cash + sells.stream().mapToDouble(Trade::value).sum();
        if (spend > available + EPS) {
            double factor = available / spend;
            notes.add("Purchases were scaled to " + Rebalancer.pct(factor) + " of plan so that cash stays at zero or above.");
            for (int i = 0; i < buys.size(); i++) {
                buyShares.set(i, units(buyShares.get(i) * factor, rules.wholeShares(), false));
            }
        }
        List<Trade> trades = new ArrayList<>(sells);
        for (int i = 0; i < buys.size(); i++) {
            Targets.Line l = buys.get(i);
            double shares = buyShares.get(i);
            if (shares > 0 && shares * l.price >= rules.minimumTrade()) {
                trades.add(new Trade(l.symbol, l.name, l.assetClass, Trade.Side.BUY, shares, l.price, shares * l.price, 0, l.reason));
            }
        }
        return trades;
    }

    /** Units of a trade: whole units when asked (sales to the nearest unit, purchases down), otherwise as computed. */
    static double units(double exact, boolean whole, boolean sale) {
        if (!whole) {
            return exact;
        }
        return sale ? Math.rint(exact) : Math.floor(exact + EPS);
    }
}
