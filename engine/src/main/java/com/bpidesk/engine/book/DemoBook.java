package com.bpidesk.engine.book;

import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Generates the demo client book, deterministically from a seed and the price store (so every trade is at a real
 * close of the store): 6 advisors and 120 clients whose behaviour follows nine archetypes (steady, overtrader,
 * disposition-prone, concentrated, lottery-seeking, withdrawing, neglected, drifted, trend-chasing) in the shares of
 * {@link DemoPortfolios#PER_120}: most hold a model portfolio inside their bands and are reviewed regularly, a few are the
 * problems the signals exist for, so the book looks like a real one rather than one where everything is urgent. Every row
 * is labelled {@code data_source = demo}; names are invented. The churn labels are simulated too (docs/signals.md, "Demo
 * book"). Inputs: {@code src-assets/demo/demo-book.properties}.
 */
public final class DemoBook {

    public static final String DATA_SOURCE = "demo";
    static final String[] ARCHETYPES = {"steady", "overtrader", "disposition", "concentrated", "lottery", "withdrawer", "neglected",
            "drifted", "chaser"};
    static final String[] FIRST = {"Avery", "Blake", "Casey", "Devon", "Emery", "Finley", "Gray", "Harper", "Indigo", "Jordan", "Kai",
            "Logan", "Morgan", "Noel", "Oakley", "Parker", "Quinn", "Reese", "Sage", "Tatum"};
    static final String[] LAST = {"Abbott", "Brennan", "Castillo", "Dunmore", "Ellison", "Fairchild", "Galloway", "Hale", "Ingram",
            "Jarvis", "Kessler", "Lindqvist", "Moreau", "Nakamura", "Okafor", "Pereira", "Quintero", "Rasmussen", "Sorensen", "Tanaka"};
    static final String[] ADVISORS = {"Alex Demo", "Bea Demo", "Chris Demo", "Dana Demo", "Eli Demo", "Fran Demo"};

    private final PriceHistory prices;
    private final int clients;
    private final long seed;

    public DemoBook(PriceHistory prices, int clients, long seed) {
        this.prices = prices;
        this.clients = clients;
        this.seed = seed;
    }

    /** Settings from src-assets/demo/demo-book.properties (clients, seed), with the documented defaults 120 and 20260101. */
    public static DemoBook fromAssets(PriceHistory prices) {
        java.util.Properties p = new java.util.Properties();
        try (var in = DemoBook.class.getResourceAsStream("/bpi-assets/demo/demo-book.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return new DemoBook(prices, Integer.parseInt(p.getProperty("clients", "120")), Long.parseLong(p.getProperty("seed", "20260101")));
    }

    /** A symbol's closes over the book's span (in dollars for a foreign listing). */
    record Series(String symbol, Instrument inst, LocalDate[] dates, double[] close) {
        double closeAt(LocalDate d) {
            int i = java.util.Arrays.binarySearch(dates, d);
            i = i >= 0 ? i : -i - 2;
            return i >= 0 ? close[i] : Double.NaN;
        }

        double trailingReturn(LocalDate d, int days) {
            int i = java.util.Arrays.binarySearch(dates, d);
            i = i >= 0 ? i : -i - 2;
            return i - days < 0 ? Double.NaN : close[i] / close[i - days] - 1;
        }
    }

    /** The book with dollar listings only (no exchange rates to value the others in the clients' dollars). */
    public Book generate() {
        return generate(null);
    }

    /**
     * The book of US clients with dollar accounts (issue 16): a listing in another currency is traded at its close converted
     * into dollars with the rate on or before the trade date ({@code fx}), recorded as a USD trade, as a broker settling in
     * dollars would; listings whose currency {@code fx} cannot convert on every day used (or all of them when {@code fx} is
     * null) are left out, so no amount in one currency is ever booked as another.
     */
    public Book generate(com.bpidesk.engine.fx.FxTable fx) {
        LocalDate asOf = prices.asOf();
        if (asOf == null) {
            throw new IllegalStateException("The demo book needs the price store's data (none loaded).");
        }
        LocalDate start = asOf.minusYears(3);
        List<Series> all = new ArrayList<>();
        for (Instrument inst : prices.instruments()) {
            List<Bar> bars = prices.bars(inst.symbol(), start.minusDays(120), asOf);
            if (bars.size() < 500) {
                continue;
            }
            LocalDate[] dates = bars.stream().map(Bar::date).toArray(LocalDate[]::new);
            double[] close = bars.stream().mapToDouble(Bar::close).toArray();
            if (inst.currency() != null && !"USD".equals(inst.currency())) {
                if (fx == null || !toDollars(fx, inst.currency(), dates, close)) {
                    continue;
                }
            }
            all.add(new Series(inst.symbol(), inst, dates, close));
        }
        List<Series> stocks = all.stream().filter(s -> "equity".equals(s.inst().assetClass())).toList();
        List<Series> equityFunds = all.stream().filter(s -> "etf_equity".equals(s.inst().assetClass())).toList();
        List<Series> bondFunds = all.stream().filter(s -> "etf_bond".equals(s.inst().assetClass())).toList();
        // a model portfolio's core: whole-market, world and regional equity funds (not a single country's or sector's)
        List<Series> coreFunds = equityFunds.stream().filter(s -> "Diversified".equals(s.inst().sector())
                && ("US".equals(s.inst().country()) || "XX".equals(s.inst().country()))).toList();
        if (stocks.size() < 8 || bondFunds.isEmpty()) {
            throw new IllegalStateException("The demo book needs at least 8 stocks and one bond fund with 2 years of prices; the store has "
                    + stocks.size() + " and " + bondFunds.size() + ".");
        }
        List<Series> cheap = stocks.stream().sorted(Comparator.comparingDouble(s -> s.closeAt(asOf))).limit(Math.max(3, stocks.size() / 4)).toList();
        Series benchmark = all.stream().filter(s -> s.symbol().equals(prices.benchmarkSymbol())).findFirst().orElse(all.get(0));
        LocalDate[] days = java.util.Arrays.stream(benchmark.dates()).filter(d -> !d.isBefore(start)).toArray(LocalDate[]::new);

        SplittableRandom rng = new SplittableRandom(seed);
        List<Book.Advisor> advisors = new ArrayList<>();
        for (int a = 0; a < ADVISORS.length; a++) {
            advisors.add(new Book.Advisor(String.format("adv-%02d", a + 1), ADVISORS[a] + " (demo)",
                    ADVISORS[a].toLowerCase(java.util.Locale.ROOT).replace(' ', '.') + "@demo.invalid", DATA_SOURCE));
        }
        List<Book.Client> cl = new ArrayList<>();
        List<Book.Account> accounts = new ArrayList<>();
        List<Book.Holding> holdings = new ArrayList<>();
        List<Book.Transaction> txs = new ArrayList<>();
        List<Book.CashFlow> flows = new ArrayList<>();
        List<Book.Contact> contacts = new ArrayList<>();
        double[] equityTarget = DemoPortfolios.EQUITY_TARGET;
        String[] archetypes = DemoPortfolios.archetypes(clients, seed);
        for (int i = 0; i < clients; i++) {
            String id = String.format("demo-c%03d", i + 1);
            String archetype = archetypes[i];
            int tol = rng.nextInt(5);
            if (archetype.equals("drifted")) {
                tol = rng.nextInt(2); // conservative or moderate investors holding an aggressive portfolio
            }
            String tolerance = Book.RISK_TOLERANCES.get(tol);
            String advisor = advisors.get(i % advisors.size()).advisorId();
            String name = FIRST[rng.nextInt(FIRST.length)] + " " + LAST[rng.nextInt(LAST.length)] + " (demo)";
            int horizon = 3 + rng.nextInt(25);
            int offset = rng.nextInt(120);
            LocalDate opened = days[offset];
            boolean churnProne = archetype.equals("withdrawer") || archetype.equals("neglected");
            Boolean churned = rng.nextDouble() < (churnProne ? 0.6 : 0.08);
            cl.add(new Book.Client(id, advisor, name, tolerance, horizon, String.format(
                    "Demo IPS: %s risk, %d-year horizon, target equity share %.0f%%, no single position above %.0f%%.", tolerance, horizon,
                    100 * equityTarget[tol], 100 * RiskLimits.maxPosition(tolerance)), "US", opened, churned,
                    churned ? asOf.minusDays(rng.nextInt(30)) : null, DATA_SOURCE));
            String account = id + "-a1";
            accounts.add(new Book.Account(account, id, i % 3 == 0 ? "retirement" : "taxable", "USD", opened));

            double cash = 50_000 + rng.nextInt(1_950_000);
            flows.add(new Book.CashFlow(account, opened, cash, "USD"));
            Map<String, double[]> pos = new LinkedHashMap<>(); // symbol -> {shares, avg cost}
            Map<String, Series> bySym = new HashMap<>();
            all.forEach(s -> bySym.put(s.symbol(), s));
            double eq = archetype.equals("lottery") || archetype.equals("concentrated") ? 0.95 : equityTarget[tol];
            double cap = 2 * DemoPortfolios.STOCK_LINE;     // what an active client lets one stock grow to
            // initial portfolio: the model portfolio of the client's tolerance (drifted: of an aggressive investor), except
            // for the clients whose holdings are the point: a concentrated stock, lottery-like picks, a handful of stocks
            List<DemoPortfolios.Line> target = switch (archetype) {
                case "concentrated", "lottery", "chaser" -> List.of();
                case "drifted" -> DemoPortfolios.model(4, rng, stocks, coreFunds, bondFunds);
                default -> DemoPortfolios.model(tol, rng, stocks, coreFunds, bondFunds);
            };
            List<Series> picks = new ArrayList<>();
            List<Double> weights = new ArrayList<>();
            target.forEach(l -> {
                picks.add(l.series());
                weights.add(l.weight());
            });
            Series bond = bondFunds.get(rng.nextInt(bondFunds.size()));
            switch (archetype) {
                case "concentrated" -> {
                    picks.add(bond);
                    weights.add(1 - eq);
                    picks.add(stocks.get(rng.nextInt(stocks.size())));
                    weights.add(eq * 0.75);
                    picks.add(stocks.get(rng.nextInt(stocks.size())));
                    weights.add(eq * 0.25);
                }
                case "lottery" -> {
                    picks.add(bond);
                    weights.add(1 - eq);
                    for (int k = 0; k < 4; k++) {
                        picks.add(cheap.get(rng.nextInt(cheap.size())));
                        weights.add(eq / 4);
                    }
                }
                case "chaser" -> {
                    picks.add(bond);
                    weights.add(1 - eq);
                    int n = 5 + rng.nextInt(4);
                    for (int k = 0; k < n; k++) {
                        picks.add(stocks.get(rng.nextInt(stocks.size())));
                        weights.add(eq / n);
                    }
                }
                default -> {
                }
            }
            double budget = cash;
            for (int k = 0; k < picks.size(); k++) {
                double spent = buy(txs, pos, account, picks.get(k), opened, budget * weights.get(k) * 0.98);
                cash -= spent;
            }
            // behaviour over time
            int step = switch (archetype) {
                case "overtrader" -> 5;
                case "steady", "withdrawer" -> 120;     // rebalanced twice a year
                case "neglected", "drifted" -> days.length;   // nobody looks after them: never traded again
                default -> 40;
            };
            for (int d = offset + step + rng.nextInt(step); d < days.length; d += step / 2 + rng.nextInt(step)) {
                LocalDate day = days[d];
                if (archetype.equals("withdrawer") && d > days.length - 60) {
                    break;
                }
                switch (archetype) {
                    case "steady", "withdrawer" -> cash = rebalance(txs, pos, account, target, bySym, day, cash);
                    case "overtrader" -> {
                        // swaps a part of a stock for another stock, many times a month, within the cap on one stock
                        List<String> held = pos.keySet().stream().filter(s -> "equity".equals(bySym.get(s).inst().assetClass())).toList();
                        if (!held.isEmpty()) {
                            String s = held.get(rng.nextInt(held.size()));
                            double proceeds = sell(txs, pos, account, bySym.get(s), day, pos.get(s)[0] * (0.2 + 0.3 * rng.nextDouble()));
                            cash += proceeds;
                            Series to = stocks.get(rng.nextInt(stocks.size()));
                            cash -= buy(txs, pos, account, to, day, Math.min(proceeds, room(pos, bySym, to, day, cash, cap)));
                        }
                    }
                    case "disposition" -> {
                        // sell the biggest winner, never a loser; reinvest in another stock (within the position cap)
                        String winner = null;
                        double best = 0.05;
                        for (var e : pos.entrySet()) {
                            double r = bySym.get(e.getKey()).closeAt(day) / e.getValue()[1] - 1;
                            if (r > best && "equity".equals(bySym.get(e.getKey()).inst().assetClass())) {     // their stock picks
                                best = r;
                                winner = e.getKey();
                            }
                        }
                        if (winner != null) {
                            cash += sell(txs, pos, account, bySym.get(winner), day, pos.get(winner)[0]);
                            Series to = stocks.get(rng.nextInt(stocks.size()));
                            cash -= buy(txs, pos, account, to, day, Math.min(cash * 0.95, room(pos, bySym, to, day, cash, cap)));
                        }
                    }
                    case "chaser" -> {
                        Series hot = stocks.stream().max(Comparator.comparingDouble(s -> {
                            double r = s.trailingReturn(day, 63);
                            return Double.isNaN(r) ? -1 : r;
                        })).orElseThrow();
                        String sold = pos.keySet().stream().filter(s -> !s.equals(bond.symbol())).findFirst().orElse(null);
                        if (sold != null) {
                            cash += sell(txs, pos, account, bySym.get(sold), day, pos.get(sold)[0] * 0.5);
                        }
                        cash -= buy(txs, pos, account, hot, day, cash * 0.95);
                    }
                    default -> {
                        List<String> held = new ArrayList<>(pos.keySet());
                        if (!held.isEmpty() && rng.nextDouble() < 0.6) {
                            String s = held.get(rng.nextInt(held.size()));
                            cash += sell(txs, pos, account, bySym.get(s), day, pos.get(s)[0] * (0.2 + 0.3 * rng.nextDouble()));
                        }
                        List<Series> pool = archetype.equals("lottery") ? cheap : stocks;
                        cash -= buy(txs, pos, account, pool.get(rng.nextInt(pool.size())), day, cash * 0.9);
                    }
                }
            }
            if (archetype.equals("withdrawer")) {
                // sell down and withdraw 20-45% of the account over the last two months
                LocalDate day = days[days.length - 30 - rng.nextInt(20)];
                double value = cash;
                for (var e : pos.entrySet()) {
                    value += e.getValue()[0] * bySym.get(e.getKey()).closeAt(day);
                }
                double want = value * (0.2 + 0.25 * rng.nextDouble());
                for (String s : new ArrayList<>(pos.keySet())) {
                    if (cash >= want) {
                        break;
                    }
                    cash += sell(txs, pos, account, bySym.get(s), day, pos.get(s)[0] * 0.6);
                }
                double out = Math.min(cash, want);
                flows.add(new Book.CashFlow(account, day.plusDays(1), -Math.round(out * 100) / 100.0, "USD"));
                cash -= out;
            }
            for (var e : pos.entrySet()) {
                if (e.getValue()[0] > 1e-9) {
                    holdings.add(new Book.Holding(account, e.getKey(), e.getValue()[0], e.getValue()[1], asOf));
                }
            }
            // contacts: every 45-120 days; neglected clients not in the last 200-400 days
            // the last one on that date: an advisor's regular review, at least one in the last two months (neglected clients:
            // none for more than a year, 370-600 days)
            LocalDate last = archetype.equals("neglected") ? asOf.minusDays(370 + rng.nextInt(230)) : asOf.minusDays(rng.nextInt(60));
            LocalDate c = opened.plusDays(20);
            for (; c.isBefore(last); c = c.plusDays(45 + rng.nextInt(75))) {
                contacts.add(new Book.Contact(id, c, rng.nextBoolean() ? "meeting" : "call", "Demo review meeting (simulated)"));
            }
            contacts.add(new Book.Contact(id, last, rng.nextBoolean() ? "meeting" : "call", "Demo review meeting (simulated)"));
        }
        return DemoIncome.withDividends(new Book(advisors, cl, accounts, holdings, txs, flows, contacts), prices);
    }

    /** The account's value on a day: cash plus every position at the day's close. */
    private static double value(Map<String, double[]> pos, Map<String, Series> bySym, LocalDate day, double cash) {
        double v = cash;
        for (var e : pos.entrySet()) {
            v += e.getValue()[0] * bySym.get(e.getKey()).closeAt(day);
        }
        return v;
    }

    /** How much more of {@code s} the account can buy before the position reaches {@code cap} of the account's value. */
    private static double room(Map<String, double[]> pos, Map<String, Series> bySym, Series s, LocalDate day, double cash, double cap) {
        double held = pos.containsKey(s.symbol()) ? pos.get(s.symbol())[0] * s.closeAt(day) : 0;
        return Math.max(0, cap * value(pos, bySym, day, cash) - held);
    }

    /**
     * Trades back to the target weights, as an advisor's periodic rebalancing does: sells what is more than 2 points of the
     * account above its target (everything not in the target), then buys what is more than 2 points below, with the cash.
     */
    private static double rebalance(List<Book.Transaction> txs, Map<String, double[]> pos, String account, List<DemoPortfolios.Line> target,
                                    Map<String, Series> bySym, LocalDate day, double cash) {
        double v = value(pos, bySym, day, cash);
        Map<String, Double> want = new HashMap<>();
        target.forEach(l -> want.merge(l.series().symbol(), l.weight() * v, Double::sum));
        for (String s : new ArrayList<>(pos.keySet())) {
            double price = bySym.get(s).closeAt(day);
            double over = pos.get(s)[0] * price - want.getOrDefault(s, 0.0);
            if (over > 0.02 * v || !want.containsKey(s)) {
                cash += sell(txs, pos, account, bySym.get(s), day, over / price);
            }
        }
        for (DemoPortfolios.Line l : target) {
            double held = pos.containsKey(l.series().symbol()) ? pos.get(l.series().symbol())[0] * l.series().closeAt(day) : 0;
            double under = want.get(l.series().symbol()) - held;
            if (under > 0.02 * v) {
                cash -= buy(txs, pos, account, l.series(), day, Math.min(under, cash));
            }
        }
        return cash;
    }

    /** Converts the closes into dollars in place with the rate on or before each date; false when a date has no rate. */
    private static boolean toDollars(com.bpidesk.engine.fx.FxTable fx, String currency, LocalDate[] dates, double[] close) {
        for (int i = 0; i < dates.length; i++) {
            var c = fx.find(currency, "USD", dates[i]);
            if (c.isEmpty()) {
                return false;
            }
            close[i] *= c.get().rate();
        }
        return true;
    }

    private static double buy(List<Book.Transaction> txs, Map<String, double[]> pos, String account, Series s, LocalDate day, double budget) {
        double price = s.closeAt(day);
        double qty = Math.floor(budget / price);
        if (!(qty >= 1)) {
            return 0;
        }
        double fee = Math.round(Math.min(9.95, qty * price * 0.0005) * 100) / 100.0;
        txs.add(new Book.Transaction(account, day, s.symbol(), "BUY", qty, price, fee, "USD"));
        double[] p = pos.computeIfAbsent(s.symbol(), k -> new double[] {0, 0});
        p[1] = (p[0] * p[1] + qty * price) / (p[0] + qty);
        p[0] += qty;
        return qty * price + fee;
    }

    private static double sell(List<Book.Transaction> txs, Map<String, double[]> pos, String account, Series s, LocalDate day, double shares) {
        double[] p = pos.get(s.symbol());
        double qty = Math.floor(Math.min(shares, p[0]));
        if (qty < 1) {
            return 0;
        }
        double price = s.closeAt(day);
        double fee = Math.round(Math.min(9.95, qty * price * 0.0005) * 100) / 100.0;
        txs.add(new Book.Transaction(account, day, s.symbol(), "SELL", qty, price, fee, "USD"));
        p[0] -= qty;
        if (p[0] < 1e-9) {
            pos.remove(s.symbol());
        }
        return qty * price - fee;
    }
}
