package com.bpidesk.engine.signals;

import com.bpidesk.engine.behavior.DnaReport;
import com.bpidesk.engine.behavior.DnaScorer;
import com.bpidesk.engine.behavior.ParsedPortfolio;
import com.bpidesk.engine.behavior.Side;
import com.bpidesk.engine.behavior.Trade;
import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.fx.MissingRateException;
import com.bpidesk.engine.market.PriceHistory;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Computes a client's portfolio state, churn features and suitability metrics as of a date, from the book and the price
 * store only (no look-ahead: trades, flows, contacts and prices after the date are ignored). Definitions: docs/signals.md.
 * Every amount is in the client's base currency (issue 16, docs/signals.md "Currencies"): a trade's price and fees and a
 * cash flow at the rate on or before their date, a snapshot holding's cost basis (in its account's currency) at the rate
 * on or before its as-of date, a close at the rate on or before its date; returns are those of the converted levels,
 * i.e. (1 + r_local)(1 + r_fx) - 1. A pair without a rate is a {@link MissingRateException} naming it.
 */
public final class ClientEvaluator {

    static final int VOL_WINDOW = 252;
    static final int DRAWDOWN_WINDOW = 126;
    static final double FLAG_SCORE = 60;

    /** One metric of the suitability comparison: value, band and distance outside it in band steps. */
    public record Distance(String metric, double value, double bandMin, double bandMax, double scale, double distance) {
    }

    /** A priced position. */
    public record Position(String symbol, double shares, double costBasis, double price, double value, double weight) {
    }

    /** Everything the signals need about one client on one date. */
    public record Evaluation(Book.Client client, LocalDate asOf, double value, double cash, List<Position> positions,
                             double volatility, double equityShare, double hhi, double maxPosition, String maxPositionSymbol,
                             double drawdown6m, double return12m, double benchmarkReturn12m, double netOutflow90d,
                             double outflowAmount90d, Long daysSinceContact, LocalDate lastContact, List<String> flags,
                             Map<String, Double> dnaScores, Map<String, Double> features, List<Distance> distances, double driftScore,
                             String baseCurrency) {
        public boolean inBand() {
            return driftScore == 0;
        }
    }

    private final Book book;
    private final PriceHistory prices;
    private final DnaScorer scorer;
    private final PriceState state;
    /** Converts each position's closes day by day instead of reading the shared returns: the from-scratch reference. */
    private final boolean direct;
    private final Map<String, List<Book.Account>> accounts = new HashMap<>();
    private final Map<String, List<Book.Transaction>> txs = new HashMap<>();
    private final Map<String, List<Book.Holding>> holdings = new HashMap<>();
    private final Map<String, List<Book.CashFlow>> flows = new HashMap<>();
    private final Map<String, List<Book.Contact>> contacts = new HashMap<>();
    private final LocalDate[] calendar;
    private final Map<String, RiskLimits> bands;
    private final String defaultBase;

    public ClientEvaluator(Book book, PriceHistory prices, DnaScorer scorer) {
        this(book, prices, scorer, RiskLimits.DEFAULTS);
    }

    /** @param bands risk-profile bands per tolerance (the house defaults with any configured overrides) */
    public ClientEvaluator(Book book, PriceHistory prices, DnaScorer scorer, Map<String, RiskLimits> bands) {
        this(book, prices, scorer, bands, new FxTable(Map.of(), 7), "USD");
    }

    /**
     * @param fx          the rates every amount is converted with (one snapshot for the whole evaluation)
     * @param defaultBase the firm default base currency, for clients whose record names none
     */
    public ClientEvaluator(Book book, PriceHistory prices, DnaScorer scorer, Map<String, RiskLimits> bands, FxTable fx,
                           String defaultBase) {
        this(book, new PriceState(prices, scorer, fx, defaultBase), bands);
    }

    /** An evaluator of {@code book} over a shared {@link PriceState} (issue 28: one per price update, every book version). */
    ClientEvaluator(Book book, PriceState state, Map<String, RiskLimits> bands) {
        this(book, state, bands, false);
    }

    /**
     * The from-scratch evaluator (issue 28): every day's portfolio return from each position's two adjusted closes converted
     * on the spot, no shared per-instrument series and no reuse; the reference the incremental state is tested against.
     */
    static ClientEvaluator fromScratch(Book book, PriceHistory prices, DnaScorer scorer, Map<String, RiskLimits> bands, FxTable fx,
                                       String defaultBase) {
        return new ClientEvaluator(book, new PriceState(prices, scorer, fx, defaultBase), bands, true);
    }

    private ClientEvaluator(Book book, PriceState state, Map<String, RiskLimits> bands, boolean direct) {
        this.direct = direct;
        this.state = state;
        this.defaultBase = state.defaultBase;
        this.bands = bands;
        this.book = book;
        this.prices = state.prices;
        this.scorer = state.scorer;
        book.accounts().forEach(a -> accounts.computeIfAbsent(a.clientId(), k -> new ArrayList<>()).add(a));
        book.transactions().forEach(t -> txs.computeIfAbsent(t.accountId(), k -> new ArrayList<>()).add(t));
        book.holdings().forEach(h -> holdings.computeIfAbsent(h.accountId(), k -> new ArrayList<>()).add(h));
        book.cashFlows().forEach(f -> flows.computeIfAbsent(f.accountId(), k -> new ArrayList<>()).add(f));
        book.contacts().forEach(c -> contacts.computeIfAbsent(c.clientId(), k -> new ArrayList<>()).add(c));
        calendar = state.calendar;
    }

    PriceState priceState() {
        return state;
    }

    /**
     * Everything of the book an evaluation of the client reads: its record, accounts, each account's trades, holdings and
     * flows, and its contacts. Two book versions with equal records of a client give the client equal evaluations over the
     * same {@link PriceState} (ADR 0251: the key of its reuse).
     */
    List<Object> records(Book.Client c) {
        List<Object> out = new ArrayList<>();
        out.add(c);
        List<Book.Account> acc = accounts.getOrDefault(c.clientId(), List.of());
        out.add(acc);
        for (Book.Account a : acc) {
            out.add(txs.get(a.accountId()));
            out.add(holdings.get(a.accountId()));
            out.add(flows.get(a.accountId()));
        }
        out.add(contacts.get(c.clientId()));
        return out;
    }

    public Book book() {
        return book;
    }

    /** The client's base currency: the client record's, else the firm default. */
    public String baseCurrency(Book.Client c) {
        return c.baseCurrency() != null && !c.baseCurrency().isBlank() ? c.baseCurrency() : defaultBase;
    }

    /** The rate from {@code currency} into {@code base} on or before the date (1 for the same currency or none stated). */
    double rate(String currency, String base, LocalDate date) {
        return state.rate(currency, base, date);
    }

    private double close(String symbol, LocalDate d, double fallback, String base) {
        return state.close(symbol, d, fallback, base);
    }

    /** Positions (symbol -> {shares, avg cost}) and cash of the client's accounts as of the date, in the firm default. */
    Map<String, double[]> positions(String clientId, LocalDate d, double[] cashOut) {
        return positions(clientId, d, cashOut, defaultBase);
    }

    /** Positions (symbol -> {shares, avg cost in base}) and cash in base of the client's accounts as of the date. */
    Map<String, double[]> positions(String clientId, LocalDate d, double[] cashOut, String base) {
        Map<String, double[]> pos = new TreeMap<>();
        double cash = 0;
        for (Book.Account a : accounts.getOrDefault(clientId, List.of())) {
            List<Book.Transaction> list = txs.get(a.accountId());
            if (list != null) {
                for (Book.Transaction t : list) {
                    if (t.tradeDate().isAfter(d)) {
                        continue;
                    }
                    double[] p = pos.computeIfAbsent(t.symbol(), k -> new double[] {0, 0});
                    double fxr = rate(t.currency(), base, t.tradeDate());
                    double price = t.price() * fxr;
                    double fees = t.fees() * fxr;
                    if (t.side().equals("BUY")) {
                        p[1] = (p[0] * p[1] + t.quantity() * price) / (p[0] + t.quantity());
                        p[0] += t.quantity();
                        cash -= t.quantity() * price + fees;
                    } else {
                        p[0] = Math.max(0, p[0] - t.quantity());
                        cash += t.quantity() * price - fees;
                    }
                }
                for (Book.CashFlow f : flows.getOrDefault(a.accountId(), List.of())) {
                    if (!f.flowDate().isAfter(d)) {
                        cash += f.amount() * rate(f.currency(), base, f.flowDate());
                    }
                }
            } else {
                // no transaction history: the holdings snapshot stands for every date (docs/signals.md)
                for (Book.Holding h : holdings.getOrDefault(a.accountId(), List.of())) {
                    double[] p = pos.computeIfAbsent(h.symbol(), k -> new double[] {0, 0});
                    double cost = h.costBasis() * rate(a.currency(), base, h.asOf());
                    p[1] = (p[0] * p[1] + h.shares() * cost) / (p[0] + h.shares());
                    p[0] += h.shares();
                }
            }
        }
        pos.values().removeIf(p -> p[0] <= 1e-9);
        cashOut[0] = Math.max(0, cash);
        return pos;
    }

    /** Suitability metrics only (for drift history). */
    public Evaluation drift(Book.Client c, LocalDate d) {
        return evaluate(c, d, false);
    }

    public Evaluation evaluate(Book.Client c, LocalDate d) {
        return evaluate(c, d, true);
    }

    private Evaluation evaluate(Book.Client c, LocalDate d, boolean full) {
        String base = baseCurrency(c);
        double[] cashBox = new double[1];
        Map<String, double[]> pos = positions(c.clientId(), d, cashBox, base);
        double cash = cashBox[0];
        double total = cash;
        Map<String, Double> values = new LinkedHashMap<>();
        Map<String, Double> priceOf = new HashMap<>();
        for (var e : pos.entrySet()) {
            double price = close(e.getKey(), d, e.getValue()[1], base);
            priceOf.put(e.getKey(), price);
            values.put(e.getKey(), e.getValue()[0] * price);
            total += e.getValue()[0] * price;
        }
        List<Position> positions = new ArrayList<>();
        Map<String, Double> w = new LinkedHashMap<>();
        double equity = 0;
        double hhi = 0;
        double max = 0;
        String maxSym = null;
        for (var e : values.entrySet()) {
            double wi = total > 0 ? e.getValue() / total : 0;
            w.put(e.getKey(), wi);
            double[] p = pos.get(e.getKey());
            positions.add(new Position(e.getKey(), p[0], p[1], priceOf.get(e.getKey()), e.getValue(), wi));
            String ac = prices.instrument(e.getKey()).map(i -> i.assetClass()).orElse("equity");
            if (ac.equals("equity") || ac.equals("etf_equity") || ac.equals("etf_real_estate")) {
                equity += wi;
            }
            hhi += wi * wi;
            if (wi > max) {
                max = wi;
                maxSym = e.getKey();
            }
        }
        positions.sort((a, b) -> Double.compare(b.weight(), a.weight()));
        // daily portfolio returns with today's weights over the trailing year (cash earns 0)
        int end = java.util.Arrays.binarySearch(calendar, d);
        end = end >= 0 ? end : -end - 2;
        int start = Math.max(1, end - VOL_WINDOW + 1);
        int n = Math.max(0, end - start + 1);
        double[][] daily = new PortfolioReturns(state, prices.benchmarkSymbol(), direct).daily(w, calendar, start, n, base);
        double[] port = daily[0];
        double[] bench = daily[1];
        double vol = stdev(port) * Math.sqrt(252);
        RiskLimits lim = limits(c.riskTolerance());
        List<Distance> dist = List.of(
                distance("volatility", vol, 0, lim.maxVolatility(), 0.05),
                distance("equity_share", equity, lim.minEquity(), lim.maxEquity(), 0.20),
                distance("max_position", max, 0, lim.maxPosition(), 0.10),
                distance("hhi", hhi, 0, lim.maxHhi(), 0.10));
        double drift = Math.sqrt(dist.stream().mapToDouble(x -> x.distance() * x.distance()).sum());
        if (!full) {
            return new Evaluation(c, d, total, cash, positions, vol, equity, hhi, max, maxSym, 0, 0, 0, 0, 0, null, null, List.of(),
                    Map.of(), Map.of(), dist, drift, base);
        }
        // drawdown over the last 126 days of the same path
        double level = 1;
        double peak = 1;
        double dd = 0;
        for (int k = Math.max(0, n - DRAWDOWN_WINDOW); k < n; k++) {
            level *= 1 + port[k];
            peak = Math.max(peak, level);
            dd = Math.max(dd, 1 - level / peak);
        }
        double ret = 1;
        double bret = 1;
        for (int k = 0; k < n; k++) {
            ret *= 1 + port[k];
            bret *= 1 + bench[k];
        }
        ret -= 1;
        bret -= 1;
        double outflow = 0;
        for (Book.Account a : accounts.getOrDefault(c.clientId(), List.of())) {
            for (Book.CashFlow f : flows.getOrDefault(a.accountId(), List.of())) {
                if (f.flowDate().isAfter(d.minusDays(90)) && !f.flowDate().isAfter(d)) {
                    outflow -= f.amount() * rate(f.currency(), base, f.flowDate());
                }
            }
        }
        outflow = Math.max(0, outflow);
        double outflowShare = outflow > 0 ? outflow / (total + outflow) : 0;
        LocalDate lastContact = contacts.getOrDefault(c.clientId(), List.of()).stream().map(Book.Contact::contactDate)
                .filter(x -> !x.isAfter(d)).max(LocalDate::compareTo).orElse(null);
        long days = ChronoUnit.DAYS.between(lastContact != null ? lastContact : c.onboardedOn(), d);
        // Behavioral DNA of the client's own trades up to the date
        List<Trade> trades = new ArrayList<>();
        long line = 1;
        for (Book.Account a : accounts.getOrDefault(c.clientId(), List.of())) {
            for (Book.Transaction t : txs.getOrDefault(a.accountId(), List.of())) {
                if (!t.tradeDate().isAfter(d)) {
                    trades.add(new Trade(++line, t.tradeDate(), t.symbol(), t.side().equals("BUY") ? Side.BUY : Side.SELL, t.quantity(),
                            t.price(), t.fees(), t.currency(), a.accountId(), !t.automatic()));
                }
            }
        }
        trades.sort(java.util.Comparator.comparing(Trade::date).thenComparingLong(Trade::line));
        List<String> flags = new ArrayList<>();
        Map<String, Double> dna = new LinkedHashMap<>();
        if (trades.size() >= 4) {
            // the client's home country is the book's client record (home_country_source client_record, docs/behavioral.md)
            DnaReport r = scorer.score(new ParsedPortfolio(ParsedPortfolio.TRANSACTIONS, "client_book", ',', '.', "ymd", Map.of(), trades,
                    List.of(), trades.size(), Map.of()), c.homeCountry(), DnaScorer.HOME_FROM_CLIENT_RECORD, d, base);
            for (DnaReport.BiasScore s : r.scores()) {
                if (s.score() != null && "scored".equals(s.status())) {
                    dna.put(s.bias(), s.score());
                    if (s.score() >= FLAG_SCORE) {
                        flags.add(s.bias());
                    }
                }
            }
        }
        Map<String, Double> f = new LinkedHashMap<>();
        f.put("net_outflow_90d", outflowShare);
        f.put("drawdown_vs_tolerance", dd / lim.expectedDrawdown());
        f.put("months_since_contact", days / 30.4375);
        f.put("underperformance_12m", Math.max(0, bret - ret));
        f.put("behavioral_flags", (double) flags.size());
        return new Evaluation(c, d, total, cash, positions, vol, equity, hhi, max, maxSym, dd, ret, bret, outflowShare, outflow, days,
                lastContact, flags, dna, f, dist, drift, base);
    }

    RiskLimits limits(String tolerance) {
        RiskLimits r = bands.get(tolerance);
        if (r == null) {
            throw new IllegalArgumentException("Unknown risk tolerance " + tolerance);
        }
        return r;
    }

    static Distance distance(String metric, double v, double lo, double hi, double scale) {
        double out = v > hi ? v - hi : v < lo ? lo - v : 0;
        return new Distance(metric, v, lo, hi, scale, out / scale);
    }

    static double stdev(double[] x) {
        if (x.length < 2) {
            return 0;
        }
        double m = 0;
        for (double v : x) {
            m += v;
        }
        m /= x.length;
        double s = 0;
        for (double v : x) {
            s += (v - m) * (v - m);
        }
        return Math.sqrt(s / (x.length - 1));
    }
}
