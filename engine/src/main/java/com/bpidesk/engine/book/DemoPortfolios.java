package com.bpidesk.engine.book;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Who the demo clients are and what a well-run demo portfolio holds (docs/signals.md "Demo book"): the share of each
 * archetype in the book, and the model portfolio of a risk tolerance, built inside the house bands ({@link RiskLimits}) the
 * way an advisor would build it, so that only the clients whose behaviour is the point of the demo show up in the signals.
 */
final class DemoPortfolios {

    /**
     * Clients per 120 of each archetype of {@link DemoBook#ARCHETYPES}, in the same order: most clients are steady (a model
     * portfolio, rebalanced twice a year); a few trade too much or sell their winners (Behavioral DNA shows it, the alerts
     * need not); a few are the problems an advisor must see: a concentrated stock, lottery-like picks, withdrawals,
     * neglect, a portfolio far riskier than the profile, chasing last quarter's winner.
     */
    static final int[] PER_120 = {84, 8, 8, 3, 2, 4, 3, 5, 3};

    /** Target equity share of the model portfolio per tolerance (conservative .. aggressive): inside each band's equity range. */
    static final double[] EQUITY_TARGET = {0.25, 0.40, 0.55, 0.75, 0.90};

    /** Cash kept aside in a model portfolio. */
    static final double CASH = 0.03;

    /** Position cap of a model portfolio: three quarters of the band's position limit, so market moves leave room. */
    static final double CAP_OF_LIMIT = 0.75;

    /** Largest weight of one equity fund line: broad funds, several of them, as a core. */
    static final double FUND_LINE = 0.12;

    /** Largest weight of one stock line (a single stock 30% down then costs the account little more than 1%). */
    static final double STOCK_LINE = 0.04;

    /** Share of the equity target held in broad funds; the rest in single stocks. */
    static final double IN_FUNDS = 0.6;

    private DemoPortfolios() {
    }

    /** One line of a target portfolio. */
    record Line(DemoBook.Series series, double weight) {
    }

    /**
     * The archetype of each of {@code clients} clients: {@link #PER_120} scaled to the book's size by largest remainder
     * (ties to the earlier archetype), in an order shuffled by the seed so that every advisor gets a mix.
     */
    static String[] archetypes(int clients, long seed) {
        String[] names = DemoBook.ARCHETYPES;
        int[] count = new int[names.length];
        double[] rest = new double[names.length];
        int given = 0;
        for (int k = 0; k < names.length; k++) {
            double exact = clients * PER_120[k] / 120.0;
            count[k] = (int) Math.floor(exact);
            rest[k] = exact - count[k];
            given += count[k];
        }
        while (given < clients) {
            int best = 0;
            for (int k = 1; k < names.length; k++) {
                if (rest[k] > rest[best]) {
                    best = k;
                }
            }
            count[best]++;
            rest[best] = -1;
            given++;
        }
        String[] out = new String[clients];
        int i = 0;
        for (int k = 0; k < names.length; k++) {
            for (int c = 0; c < count[k]; c++) {
                out[i++] = names[k];
            }
        }
        SplittableRandom r = new SplittableRandom(seed ^ 0x5DEECE66DL);
        for (int j = out.length - 1; j > 0; j--) {      // Fisher-Yates
            int s = r.nextInt(j + 1);
            String t = out[j];
            out[j] = out[s];
            out[s] = t;
        }
        return out;
    }

    /**
     * The model portfolio of a tolerance (index into {@link Book#RISK_TOLERANCES}): {@link #IN_FUNDS} of the equity target in
     * broad equity funds (lines of at most {@link #FUND_LINE} and {@link #CAP_OF_LIMIT} of the position limit, at least two),
     * the rest in single stocks (lines of at most {@link #STOCK_LINE}, at least three), and the rest but {@link #CASH} over the
     * fewest bond funds that keep each line under the cap (what the bond funds cannot take stays in cash).
     *
     * @param coreFunds broad equity funds (whole-market, world or regional); country and sector funds are not a core
     */
    static List<Line> model(int tol, SplittableRandom rng, List<DemoBook.Series> stocks, List<DemoBook.Series> coreFunds,
                            List<DemoBook.Series> bondFunds) {
        String tolerance = Book.RISK_TOLERANCES.get(tol);
        double cap = CAP_OF_LIMIT * RiskLimits.maxPosition(tolerance);
        double equity = EQUITY_TARGET[tol];
        double bonds = Math.max(0, 1 - equity - CASH);
        List<Line> out = new ArrayList<>();
        int nb = bonds <= 0 ? 0 : Math.min(bondFunds.size(), lines(bonds, cap, 1));
        for (DemoBook.Series s : distinct(bondFunds, nb, rng)) {
            out.add(new Line(s, Math.min(cap, bonds / nb)));
        }
        double inFunds = coreFunds.isEmpty() ? 0 : equity * IN_FUNDS;
        List<DemoBook.Series> funds = distinct(coreFunds, lines(inFunds, Math.min(cap, FUND_LINE), 2), rng);
        for (DemoBook.Series s : funds) {
            out.add(new Line(s, inFunds / funds.size()));
        }
        List<DemoBook.Series> single = distinct(stocks, lines(equity - inFunds, Math.min(cap, STOCK_LINE), 3), rng);
        for (DemoBook.Series s : single) {
            out.add(new Line(s, (equity - inFunds) / single.size()));
        }
        return out;
    }

    /** The fewest lines of at most {@code max} that hold {@code total}, and at least {@code least}. */
    static int lines(double total, double max, int least) {
        return Math.max(least, (int) Math.ceil(total / max - 1e-9));
    }

    /** {@code n} different series drawn from the list (all of them when it has fewer). */
    static List<DemoBook.Series> distinct(List<DemoBook.Series> from, int n, SplittableRandom rng) {
        List<DemoBook.Series> pool = new ArrayList<>(from);
        List<DemoBook.Series> out = new ArrayList<>();
        while (out.size() < n && !pool.isEmpty()) {
            out.add(pool.remove(rng.nextInt(pool.size())));
        }
        return out;
    }
}
