package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaReport.Evidence;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import java.time.Clock;
import java.time.LocalDate;
import java.time.Month;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * Behavioral DNA: scores a client's transaction history or holdings for documented investor biases.
 * Every score is 0-100 with its definition, source, inputs and evidence; the methods, thresholds and weights
 * are in docs/behavioral.md and ADR 0041. Works without a price store (marks then come from the client's
 * own trades, and the scores that need market-wide data say {@code insufficient_data}).
 */
public final class DnaScorer {

    /** Overall-score weights (ADR 0041), renormalised over the scores the data allow. */
    public static final Map<String, Double> WEIGHTS = weights();

    /** Trailing window for recency bias: 63 trading days (one quarter). */
    static final int RECENCY_WINDOW = 63;
    /** Window for Kumar (2009) lottery characteristics: 126 trading days (six months, as in Kumar). */
    static final int LOTTERY_WINDOW = 126;
    /** Window for attention days: the prior 252 trading days (one year), as in Barber and Odean (2008). */
    static final int ATTENTION_WINDOW = 252;
    /** Effective number of holdings at which concentration scores 0 (ADR 0041). */
    static final double DIVERSIFIED_EFFECTIVE_N = 20;
    /** Annual turnover scoring 100: 250%, near the top quintile of Barber and Odean (2000) (258%). */
    static final double TURNOVER_FULL_SCORE = 2.5;
    static final int EVIDENCE_LIMIT = 10;

    private final PriceHistory prices;
    private final MarketReference reference;
    private final Clock clock;
    /** Exchange rates for {@code base_currency} (issue 16); null: no rates (only same-currency amounts can be valued). */
    private final java.util.function.Supplier<FxTable> fx;

    /** Cross-sectional figures per date, kept only by scorers made for one batch over fixed prices ({@link #forBatch}). */
    private final Map<LocalDate, double[]> recencyMemo;
    private final Map<LocalDate, Map<String, double[]>> lotteryMemo;

    /** @param prices and reference may be null when the engine has no market data */
    public DnaScorer(PriceHistory prices, MarketReference reference, Clock clock) {
        this(prices, reference, clock, false, null);
    }

    /** @param fx the exchange rates that convert amounts into a report's base currency (null: none available) */
    public DnaScorer(PriceHistory prices, MarketReference reference, Clock clock, java.util.function.Supplier<FxTable> fx) {
        this(prices, reference, clock, false, fx);
    }

    private DnaScorer(PriceHistory prices, MarketReference reference, Clock clock, boolean memo,
                      java.util.function.Supplier<FxTable> fx) {
        this.prices = prices;
        this.reference = reference;
        this.clock = clock;
        this.fx = fx;
        this.recencyMemo = memo ? new java.util.concurrent.ConcurrentHashMap<>() : null;
        this.lotteryMemo = memo ? new java.util.concurrent.ConcurrentHashMap<>() : null;
    }

    /**
     * A scorer for many portfolios over the same, unchanging prices (the signals over a client book): market-wide
     * figures of a date (trailing-return ranks, lottery characteristics) are computed once and reused.
     */
    public static DnaScorer forBatch(PriceHistory prices, MarketReference reference, Clock clock) {
        return new DnaScorer(prices, reference, clock, true, null);
    }

    /** {@link #forBatch(PriceHistory, MarketReference, Clock)} converting into base currencies with {@code fx}. */
    public static DnaScorer forBatch(PriceHistory prices, MarketReference reference, Clock clock,
                                     java.util.function.Supplier<FxTable> fx) {
        return new DnaScorer(prices, reference, clock, true, fx);
    }

    /** An FX snapshot for one report: the wired rates, else an empty table (same-currency amounts only). */
    private FxTable fxTable() {
        FxTable t = fx == null ? null : fx.get();
        return t != null ? t : new FxTable(Map.of(), 7);
    }

    private static Map<String, Double> weights() {
        Map<String, Double> w = new LinkedHashMap<>();
        w.put("disposition_effect", 0.25);
        w.put("overtrading", 0.20);
        w.put("concentration", 0.15);
        w.put("recency_bias", 0.10);
        w.put("home_bias", 0.10);
        w.put("lottery_preference", 0.10);
        w.put("attention_herding", 0.05);
        w.put("december_loss_timing", 0.05);
        return java.util.Collections.unmodifiableMap(w);
    }

    public DnaReport score(ParsedPortfolio p, String homeCountry) {
        return score(p, homeCountry, null);
    }

    /** Minimum discretionary trades for a turnover score (ADR 0122): fewer say nothing about a trading habit. */
    static final int MIN_TURNOVER_TRADES = 5;
    /** Minimum months that start with a priced position for a turnover score (ADR 0122). */
    static final int MIN_TURNOVER_MONTHS = 3;

    /** {@code home_country_source} when the home country is the client's record in the book. */
    public static final String HOME_FROM_CLIENT_RECORD = "client_record";

    /** Where the home country came from, said in the report (see {@link DnaReport#homeCountrySource()}). */
    private final ThreadLocal<String> homeSource = ThreadLocal.withInitial(() -> null);

    /** Scores with the home country's source stated ({@code request}, {@code client_record}, {@code account_currency}, {@code default}). */
    public DnaReport score(ParsedPortfolio p, String homeCountry, String homeCountrySource, LocalDate valuationDate) {
        return score(p, homeCountry, homeCountrySource, valuationDate, null);
    }

    /**
     * Scores with every amount, value and mark in {@code baseCurrency} (issue 16, {@link DnaMoney}); null leaves amounts in
     * the file's currency. A currency the rates cannot convert into the base is a
     * {@link com.bpidesk.engine.fx.MissingRateException} naming the pair.
     */
    public DnaReport score(ParsedPortfolio p, String homeCountry, String homeCountrySource, LocalDate valuationDate,
                           String baseCurrency) {
        homeSource.set(homeCountrySource);
        try {
            return score(p, homeCountry, valuationDate, baseCurrency);
        } finally {
            homeSource.remove();
        }
    }

    /**
     * True when the price store may mark this portfolio: always for the engine's own portfolios (client book, analysis), and
     * for an uploaded file only when the store has real (imported or online) prices for a traded symbol, or when the file's
     * own trade prices are the demo market's closes (a file made on the demo market, such as the shipped samples). A real
     * client's file is never marked to simulated prices (ADR 0045, issue 12).
     */
    private boolean storeMayMark(ParsedPortfolio p) {
        if (prices == null || p.diagnosis() == null) {
            return prices != null;
        }
        List<Trade> ts = p.trades();
        long real = ts.stream().map(Trade::symbol).distinct().filter(sym -> prices.instrument(sym).isPresent())
                .filter(sym -> !"demo".equals(prices.dataSource(sym))).count();
        if (real > 0) {
            return true;
        }
        int checked = 0;
        int equal = 0;
        for (Trade t : ts) {
            if (prices.instrument(t.symbol()).isEmpty()) {
                continue;
            }
            var bars = prices.bars(t.symbol(), t.date(), t.date());
            checked++;
            if (!bars.isEmpty() && Math.abs(bars.get(0).close() / t.price() - 1) < 0.005) {
                equal++;
            }
            if (checked >= 50) {
                break;
            }
        }
        return checked > 0 && equal >= 0.9 * checked;
    }

    /**
     * Scores as of a valuation date (null = the latest data). Signals use this to evaluate a client as of an earlier day
     * without looking at later prices.
     */
    public DnaReport score(ParsedPortfolio p, String homeCountry, LocalDate valuationDate) {
        return score(p, homeCountry, valuationDate, null);
    }

    private DnaReport score(ParsedPortfolio p, String homeCountry, LocalDate valuationDate, String baseCurrency) {
        String home = homeCountry == null || homeCountry.isBlank() ? "US" : homeCountry.toUpperCase(Locale.ROOT);
        List<String> warnings = new ArrayList<>();
        List<BiasScore> scores = new ArrayList<>();
        LocalDate asOf;
        Marks marks;
        Map<String, Double> weights;
        List<Buy> buys = new ArrayList<>();
        PriceHistory prices = this.prices;
        String marksNote;
        if (p.isTransactions() && p.trades().isEmpty()) {
            return noTrades(p, home, baseCurrency);
        }
        if (p.isTransactions() && prices != null && !storeMayMark(p)) {
            prices = null;
            marksNote = "Marked with the file's own trade prices: the engine has only the simulated demo market, which is never used "
                    + "for a real client's file. Import prices or go online for market marks.";
            warnings.add(marksNote);
        } else {
            marksNote = null;
        }
        DnaMoney money = baseCurrency == null ? null : new DnaMoney(fxTable(), baseCurrency, prices);
        if (p.isTransactions()) {
            List<Trade> local = p.trades();
            List<Trade> trades = money == null ? local : money.trades(local);
            LocalDate first = trades.get(0).date();
            LocalDate last = trades.get(trades.size() - 1).date();
            asOf = last;
            PriceHistory store = prices;
            if (store != null && trades.stream().map(Trade::symbol).distinct().anyMatch(s -> store.instrument(s).isPresent())
                    && store.asOf() != null && store.asOf().isAfter(last)) {
                asOf = prices.asOf();
            }
            if (valuationDate != null && valuationDate.isAfter(last) && valuationDate.isBefore(asOf)) {
                asOf = valuationDate;
            }
            marks = new Marks(prices, local, first.minusDays(400), asOf, money);
            TradeReplay replay = TradeReplay.of(trades, marks, warnings);
            scores.add(disposition(replay));
            scores.add(turnover(trades, marks, asOf, p.countsByKind()));
            weights = HoldingsValuation.currentWeights(replay.shares, marks, asOf, warnings);
            for (Trade t : trades) {
                if (t.side() == Side.BUY) {
                    buys.add(new Buy(t.line(), t.date(), t.symbol(), t.value()));
                }
            }
            scores.add(concentration(weights));
            scores.add(recency(buys, marks));
            scores.add(homeBias(weights, marks, home, p.countryHints()));
            scores.add(lottery(weights, marks, asOf));
            scores.add(attention(buys, marks));
            scores.add(december(replay));
        } else {
            asOf = holdingsAsOf(valuationDate);
            List<Holding> holdings = money == null ? p.holdings() : money.holdings(p.holdings(), asOf);
            marks = holdingsMarks(holdings, asOf, money);
            weights = HoldingsValuation.normalise(HoldingsValuation.holdingsValues(holdings, marks, asOf, warnings));
            for (Holding h : holdings) {
                if (h.purchaseDate() != null) {
                    buys.add(new Buy(h.line(), h.purchaseDate(), h.symbol(), h.shares() * h.costBasis()));
                }
            }
            scores.add(dispositionProxy(holdings, marks, asOf));
            scores.add(insufficient("overtrading", "Overtrading (turnover)",
                    "Turnover needs a transaction history; a holdings snapshot has no trades."));
            scores.add(concentration(weights));
            scores.add(recency(buys, marks));
            scores.add(homeBias(weights, marks, home, p.countryHints()));
            scores.add(lottery(weights, marks, asOf));
            scores.add(attention(buys, marks));
            scores.add(insufficient("december_loss_timing", "December loss timing",
                    "Loss-realisation timing needs a transaction history with sales."));
        }
        if (money != null && money.assumed() > 0) {
            warnings.add(money.assumed() + " row(s) state no currency and their instrument is not in the price store: their "
                    + "amounts are taken as already in " + money.base() + ".");
        }
        String source = priceSource(marks, prices);
        long used = p.isTransactions() ? p.trades().size() : p.holdings().size();
        if (marksNote == null) {
            marksNote = marks.storeMarks() > 0 && marks.tradeMarks() > 0
                    // the source id (price_store:demo) is for programs (price_data_source); people read it as the provenance line
                    ? "Marked with the price store's closes where it has the instrument, else with the file's own trade prices."
                    : marks.storeMarks() > 0 ? "Marked with the price store's closes."
                    : "Marked with the file's own trade prices (the price store has none of these instruments).";
        }
        return new DnaReport(p.kind(), p.detectedFormat(), p.columns(), p.dataRows(), used, p.ignoredRows(), asOf, home,
                source, scores, overall(scores), warnings, clock.instant(), p.countsByKind(), homeSourceOr(), marksNote,
                baseCurrency, money == null ? List.of() : money.rates());
    }

    private String homeSourceOr() {
        String s = homeSource.get();
        return s == null ? "default" : s;
    }

    /** A history without buys or sells (only dividends, cash, fees): every trade-based score says so. */
    private DnaReport noTrades(ParsedPortfolio p, String home, String baseCurrency) {
        String why = "The file has no buy or sell trades" + (p.countsByKind().isEmpty() ? "" : " (rows by kind: " + p.countsByKind() + ")")
                + "; trading behaviour cannot be scored.";
        List<BiasScore> scores = new ArrayList<>();
        for (String bias : WEIGHTS.keySet()) {
            scores.add(insufficient(bias, bias.replace('_', ' '), why));
        }
        return new DnaReport(p.kind(), p.detectedFormat(), p.columns(), p.dataRows(), 0, p.ignoredRows(), null, home, "none", scores,
                overall(scores), List.of(why), clock.instant(), p.countsByKind(), homeSourceOr(), "No marks were needed: there are no positions.",
                baseCurrency, List.of());
    }

    // ---------------------------------------------------------------- holdings snapshot (shared with the analysis)

    private LocalDate holdingsAsOf(LocalDate valuationDate) {
        return valuationDate != null ? valuationDate : prices != null && prices.asOf() != null ? prices.asOf() : LocalDate.now(clock);
    }

    private Marks holdingsMarks(List<Holding> holdings, LocalDate asOf) {
        return holdingsMarks(holdings, asOf, null);
    }

    private Marks holdingsMarks(List<Holding> holdings, LocalDate asOf, Marks.ToBase toBase) {
        LocalDate earliest = holdings.stream().map(Holding::purchaseDate).filter(java.util.Objects::nonNull)
                .min(Comparator.naturalOrder()).orElse(asOf);
        return new Marks(prices, List.of(), earliest.minusDays(400), asOf, toBase);
    }

    /**
     * The Behavioral DNA of a holdings snapshot together with the per-position classifications behind its scores, for
     * callers that must report the same figures (the analysis's {@code behavioral_agent}, issue 5): the report of
     * {@link #score(ParsedPortfolio, String, LocalDate)} and, computed by the same functions on the same marks, the weights,
     * unrealized return per symbol (mark / cost basis - 1), country per symbol and the lottery-like symbols (Kumar 2009).
     */
    public record HoldingsFigures(DnaReport report, LocalDate asOf, Map<String, Double> weights, Map<String, Double> unrealizedReturn,
                                  Map<String, String> countries, java.util.Set<String> lotteryLike) {

        /** The report's score of this bias (every bias of the holdings path is present, possibly {@code insufficient_data}). */
        public BiasScore score(String bias) {
            return report.scores().stream().filter(b -> b.bias().equals(bias)).findFirst().orElseThrow();
        }

        /** A numeric input of a score, or NaN when the score did not compute it. */
        public double input(String bias, String key) {
            Object v = score(bias).inputs().get(key);
            return v instanceof Number n ? n.doubleValue() : Double.NaN;
        }
    }

    /** Scores a holdings snapshot and returns the figures behind it ({@link HoldingsFigures}). */
    public HoldingsFigures holdingsFigures(ParsedPortfolio p, String homeCountry, LocalDate valuationDate) {
        if (p.isTransactions()) {
            throw new IllegalArgumentException("holdingsFigures needs a holdings snapshot");
        }
        DnaReport report = score(p, homeCountry, valuationDate);
        LocalDate asOf = report.asOf();
        Marks marks = holdingsMarks(p.holdings(), asOf);
        Map<String, Double> weights = HoldingsValuation.normalise(HoldingsValuation.holdingsValues(p.holdings(), marks, asOf, new ArrayList<>()));
        Map<String, double[]> valueCost = new LinkedHashMap<>();
        Map<String, String> countries = new LinkedHashMap<>();
        for (Holding h : p.holdings()) {
            double[] vc = valueCost.computeIfAbsent(h.symbol(), k -> new double[2]);
            vc[0] += h.shares() * HoldingsValuation.holdingPrice(h, marks, asOf);
            vc[1] += h.shares() * h.costBasis();
            String c = country(h.symbol(), marks);
            if (c != null) {
                countries.put(h.symbol(), c);
            }
        }
        Map<String, Double> unrealized = new LinkedHashMap<>();
        valueCost.forEach((sym, vc) -> unrealized.put(sym, vc[1] > 0 ? vc[0] / vc[1] - 1 : Double.NaN));
        java.util.Set<String> lottery = new java.util.LinkedHashSet<>();
        LotteryUniverse u = lotteryUniverse(marks, asOf);
        if (u != null) {
            weights.keySet().stream().filter(u::isLottery).forEach(lottery::add);
        }
        return new HoldingsFigures(report, asOf, weights, unrealized, countries, java.util.Collections.unmodifiableSet(lottery));
    }

    private String priceSource(Marks marks, PriceHistory prices) {
        List<String> parts = new ArrayList<>();
        if (marks.storeMarks() > 0 && prices != null) {
            TreeSet<String> sources = new TreeSet<>();
            prices.instruments().stream().limit(5).forEach(i -> sources.add(prices.dataSource(i.symbol())));
            parts.add("price_store:" + String.join("+", sources));
        }
        if (marks.tradeMarks() > 0) {
            parts.add("client_trades");
        }
        return parts.isEmpty() ? "none" : String.join(",", parts);
    }

    static DnaReport.Overall overall(List<BiasScore> scores) {
        double sumW = 0;
        double sum = 0;
        List<String> included = new ArrayList<>();
        for (BiasScore s : scores) {
            if (s.score() != null) {
                double w = WEIGHTS.getOrDefault(s.bias(), 0.0);
                sumW += w;
                sum += w * s.score();
                included.add(s.bias());
            }
        }
        Double score = sumW > 0 ? Stats.round(sum / sumW, 1) : null;
        return new DnaReport.Overall(score, WEIGHTS, included,
                "Weighted mean of the available bias scores with the documented weights renormalised over the included biases (ADR 0041).");
    }

    private static BiasScore insufficient(String bias, String name, String why) {
        return new BiasScore(bias, name, null, "insufficient_data", null, null, null, why, Map.of(), List.of());
    }

    // ---------------------------------------------------------------- scores from the trade replay (disposition, December)

    /** A purchase (a buy, or a holding's purchase date and cost), for the recency and attention scores. */
    record Buy(long line, LocalDate date, String symbol, double value) {
    }

    private static BiasScore disposition(TradeReplay r) {
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("realized_gains", r.rg);
        inputs.put("paper_gains", r.pg);
        inputs.put("realized_losses", r.rl);
        inputs.put("paper_losses", r.pl);
        inputs.put("sale_days", r.saleDays);
        inputs.put("unmarked_positions", r.unmarked);
        String def = "PGR = realized gains / (realized gains + paper gains); PLR = realized losses / (realized losses + paper losses), "
                + "counted per stock on each day with a sale against the average purchase price; disposition = PGR - PLR, "
                + "tested with t = (PGR - PLR) / sqrt(PGR(1-PGR)/(RG+PG) + PLR(1-PLR)/(RL+PL)). Score = 100 * clamp((PGR - PLR) / 0.2, 0, 1).";
        String src = "Odean, T. (1998). Are Investors Reluctant to Realize Their Losses? Journal of Finance 53(5), 1775-1798.";
        List<Evidence> ev = evidenceFrom(r.realised);
        if (r.rg + r.pg == 0 || r.rl + r.pl == 0) {
            return new BiasScore("disposition_effect", "Disposition effect", null, "insufficient_data", "odean_pgr_plr", def, src,
                    "PGR and PLR need at least one gain and one loss (realised or on paper) on a sale day; the history has "
                            + (r.rg + r.pg) + " gains and " + (r.rl + r.pl) + " losses.", inputs, ev);
        }
        double pgr = (double) r.rg / (r.rg + r.pg);
        double plr = (double) r.rl / (r.rl + r.pl);
        double diff = pgr - plr;
        double se = Math.sqrt(pgr * (1 - pgr) / (r.rg + r.pg) + plr * (1 - plr) / (r.rl + r.pl));
        Double t = se > 0 ? diff / se : null;
        Double pValue = t == null ? null : Stats.twoSidedP(t);
        inputs.put("pgr", Stats.round(pgr, 6));
        inputs.put("plr", Stats.round(plr, 6));
        inputs.put("pgr_minus_plr", Stats.round(diff, 6));
        inputs.put("t_statistic", t == null ? null : Stats.round(t, 4));
        inputs.put("p_value", pValue == null ? null : Stats.round(pValue, 6));
        boolean significant = pValue != null && pValue < 0.05;
        inputs.put("significant_at_5pct", significant);
        double score = 100 * Stats.clamp01(diff / 0.2);
        String explanation = String.format(Locale.ROOT,
                "On %d days with a sale the client realised %.1f%% of available gains (PGR) and %.1f%% of available losses (PLR): "
                        + "PGR - PLR = %+.3f%s. %s",
                r.saleDays, 100 * pgr, 100 * plr, diff,
                t == null ? " (no variance to test)" : String.format(Locale.ROOT, ", t = %.2f, p = %.3f", t, pValue),
                diff > 0 ? (significant ? "Gains are sold significantly more readily than losses: a disposition effect."
                        : "Gains are sold more readily than losses, but the difference is not statistically significant.")
                        : "Losses are realised at least as readily as gains: no disposition effect.");
        return new BiasScore("disposition_effect", "Disposition effect", Stats.round(score, 1), "scored", "odean_pgr_plr", def, src,
                explanation, inputs, ev);
    }

    private static List<Evidence> evidenceFrom(List<TradeReplay.Outcome> outcomes) {
        return outcomes.stream()
                .sorted(Comparator.comparingDouble((TradeReplay.Outcome o) -> -Math.abs(o.price() / o.cost() - 1)))
                .limit(EVIDENCE_LIMIT)
                .map(o -> new Evidence(o.line() > 0 ? o.line() : null, o.date(), o.symbol(), String.format(Locale.ROOT,
                        "%s %s: %s at %,.2f vs average purchase price %,.2f", o.realised() ? "realised" : "paper",
                        o.gain() ? "gain" : "loss", o.realised() ? "sold" : "marked", o.price(), o.cost()),
                        Stats.round(o.price() / o.cost() - 1, 6)))
                .toList();
    }

    /**
     * Holdings-only proxy (labelled {@code proxy}): with purchase dates, Shefrin and Statman's (1985) "hold losers
     * too long" as the ratio of mean holding days of positions at a loss to positions at a gain; without dates,
     * the share of positions at a paper loss. Not comparable with PGR - PLR.
     */
    private BiasScore dispositionProxy(List<Holding> holdings, Marks marks, LocalDate asOf) {
        int gains = 0;
        int losses = 0;
        double daysGain = 0;
        double daysLoss = 0;
        int datedGain = 0;
        int datedLoss = 0;
        List<TradeReplay.Outcome> out = new ArrayList<>();
        for (Holding h : holdings) {
            double price = h.price() != null ? h.price() : marks.closeOnOrBefore(h.symbol(), asOf);
            if (!(price > 0) || price == h.costBasis()) {
                continue;
            }
            boolean gain = price > h.costBasis();
            out.add(new TradeReplay.Outcome(h.line(), h.purchaseDate(), h.symbol(), false, gain, price, h.costBasis()));
            if (gain) {
                gains++;
            } else {
                losses++;
            }
            if (h.purchaseDate() != null) {
                long days = java.time.temporal.ChronoUnit.DAYS.between(h.purchaseDate(), asOf);
                if (gain) {
                    daysGain += days;
                    datedGain++;
                } else {
                    daysLoss += days;
                    datedLoss++;
                }
            }
        }
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("positions_at_gain", gains);
        inputs.put("positions_at_loss", losses);
        String src = "Shefrin, H. and Statman, M. (1985). The Disposition to Sell Winners Too Early and Ride Losers Too Long. Journal of Finance 40(3), 777-790.";
        if (gains + losses == 0) {
            return new BiasScore("disposition_effect", "Disposition effect", null, "insufficient_data", "holdings_proxy", null, src,
                    "No position has a market price different from its cost basis.", inputs, List.of());
        }
        if (datedGain > 0 && datedLoss > 0) {
            double ratio = (daysLoss / datedLoss) / (daysGain / datedGain);
            inputs.put("mean_days_held_losers", Stats.round(daysLoss / datedLoss, 1));
            inputs.put("mean_days_held_winners", Stats.round(daysGain / datedGain, 1));
            inputs.put("holding_ratio_losers_to_winners", Stats.round(ratio, 4));
            return new BiasScore("disposition_effect", "Disposition effect (holdings proxy)", Stats.round(100 * Stats.clamp01(ratio - 1), 1),
                    "proxy", "holdings_proxy_holding_period",
                    "PROXY from a holdings snapshot: ratio of the mean holding period of positions at a loss to positions at a gain; "
                            + "score = 100 * clamp(ratio - 1, 0, 1). Not Odean's PGR/PLR, which needs the transaction history.",
                    src, String.format(Locale.ROOT, "Labelled proxy. Positions at a loss have been held %.0f days on average, positions "
                            + "at a gain %.0f days (ratio %.2f). Upload the transaction history for the Odean (1998) measure.",
                            daysLoss / datedLoss, daysGain / datedGain, ratio), inputs, evidenceFrom(out));
        }
        double lossShare = (double) losses / (gains + losses);
        inputs.put("loss_share", Stats.round(lossShare, 4));
        return new BiasScore("disposition_effect", "Disposition effect (holdings proxy)", Stats.round(100 * Stats.clamp01((lossShare - 0.5) / 0.5), 1),
                "proxy", "holdings_proxy_loss_share",
                "PROXY from a holdings snapshot without purchase dates: share of positions at a paper loss; score = 100 * clamp((share - 0.5) / 0.5, 0, 1).",
                src, String.format(Locale.ROOT, "Labelled proxy with low reliability: %d of %d positions are at a paper loss. "
                        + "Upload the transaction history for the Odean (1998) measure.", losses, gains + losses), inputs, evidenceFrom(out));
    }

    private static BiasScore december(TradeReplay r) {
        long losses = r.realised.stream().filter(o -> !o.gain()).count();
        long dec = r.realised.stream().filter(o -> !o.gain() && o.date().getMonth() == Month.DECEMBER).count();
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("realized_losses", losses);
        inputs.put("realized_losses_in_december", dec);
        String def = "Share of realised losses (stock-days, as counted for PLR) realised in December, against 1/12 if timing were even; "
                + "score = 100 * clamp((share - 1/12) / (1/3 - 1/12), 0, 1). Concentrating loss sales in December means losers are "
                + "held through the year (loss aversion) and sold for the tax deadline.";
        String src = "Odean, T. (1998), section III.C: PLR exceeds PGR only in December; Shefrin and Statman (1985), tax-loss selling.";
        if (losses < 5) {
            return new BiasScore("december_loss_timing", "December loss timing", null, "insufficient_data", "december_loss_share", def, src,
                    "Needs at least 5 realised losses; the history has " + losses + ".", inputs, List.of());
        }
        double share = (double) dec / losses;
        inputs.put("december_share", Stats.round(share, 4));
        double score = 100 * Stats.clamp01((share - 1.0 / 12) / (1.0 / 3 - 1.0 / 12));
        List<Evidence> ev = r.realised.stream().filter(o -> !o.gain() && o.date().getMonth() == Month.DECEMBER).limit(EVIDENCE_LIMIT)
                .map(o -> new Evidence(o.line(), o.date(), o.symbol(), String.format(Locale.ROOT,
                        "loss realised in December: sold at %,.2f vs cost %,.2f", o.price(), o.cost()), Stats.round(o.price() / o.cost() - 1, 6)))
                .toList();
        return new BiasScore("december_loss_timing", "December loss timing", Stats.round(score, 1), "scored", "december_loss_share", def, src,
                String.format(Locale.ROOT, "%d of %d realised losses (%.0f%%) were taken in December, against %.0f%% for even timing.",
                        dec, losses, 100 * share, 100.0 / 12), inputs, ev);
    }

    // ---------------------------------------------------------------- turnover

    /**
     * Barber and Odean (2000), "Trading Is Hazardous to Your Wealth", Journal of Finance 55(2), p. 781: monthly sales
     * turnover = sum of shares sold x beginning-of-month price / beginning-of-month portfolio value; purchase turnover
     * likewise for shares bought; monthly turnover = half their sum; annual = 12 x the mean over months with a
     * positive beginning-of-month value (months without trades count as 0). A symbol with no price before the month
     * is priced at its trade price.
     */
    static BiasScore turnover(List<Trade> trades, Marks marks, LocalDate asOf) {
        return turnover(trades, marks, asOf, Map.of());
    }

    /**
     * Turnover counts only the client's discretionary trades (ADR 0122, docs/behavioral.md "What counts as trading"): dividend
     * reinvestments and savings-plan purchases change the holdings (and so the portfolio value in the denominator) but are not
     * counted as purchases; fees, taxes and cash movements are not trades at all. A score needs at least
     * {@value #MIN_TURNOVER_TRADES} discretionary trades and {@value #MIN_TURNOVER_MONTHS} months that start with a priced
     * position; otherwise it is {@code insufficient_data} with the reason.
     */
    static BiasScore turnover(List<Trade> trades, Marks marks, LocalDate asOf, Map<String, Long> countsByKind) {
        long discretionary = trades.stream().filter(Trade::discretionary).count();
        long automatic = trades.size() - discretionary;
        Map<String, Double> shares = new HashMap<>();
        YearMonth firstMonth = YearMonth.from(trades.get(0).date());
        YearMonth lastMonth = YearMonth.from(asOf);
        int idx = 0;
        int months = 0;
        double sum = 0;
        double maxMonth = 0;
        YearMonth maxAt = null;
        List<Evidence> ev = new ArrayList<>();
        List<double[]> monthly = new ArrayList<>();
        for (YearMonth m = firstMonth; !m.isAfter(lastMonth); m = m.plusMonths(1)) {
            LocalDate bom = m.atDay(1);
            LocalDate eve = bom.minusDays(1);
            double value = 0;
            Map<String, Double> bomPrice = new HashMap<>();
            for (var e : shares.entrySet()) {
                if (e.getValue() > 1e-9) {
                    double p = marks.closeOnOrBefore(e.getKey(), eve);
                    if (p > 0) {
                        bomPrice.put(e.getKey(), p);
                        value += e.getValue() * p;
                    }
                }
            }
            double sold = 0;
            double bought = 0;
            int start = idx;
            while (idx < trades.size() && YearMonth.from(trades.get(idx).date()).equals(m)) {
                Trade t = trades.get(idx);
                Double p = bomPrice.get(t.symbol());
                if (p == null) {
                    double prior = marks.closeOnOrBefore(t.symbol(), eve);
                    p = prior > 0 ? prior : t.price();
                }
                if (!t.discretionary()) {
                    idx++;
                    continue;
                }
                if (t.side() == Side.SELL) {
                    sold += t.quantity() * p;
                } else {
                    bought += t.quantity() * p;
                }
                idx++;
            }
            if (value > 0) {
                double s = sold / value;
                double b = bought / value;
                double monthTurnover = (s + b) / 2;
                sum += monthTurnover;
                months++;
                monthly.add(new double[] {m.getYear(), m.getMonthValue(), monthTurnover});
                if (monthTurnover > maxMonth) {
                    maxMonth = monthTurnover;
                    maxAt = m;
                }
            }
            for (int k = start; k < idx; k++) {
                Trade t = trades.get(k);
                double held = shares.getOrDefault(t.symbol(), 0.0);
                shares.put(t.symbol(), Math.max(0, held + (t.side() == Side.BUY ? t.quantity() : -t.quantity())));
            }
        }
        String def = "Barber-Odean monthly turnover = (sales turnover + purchase turnover) / 2, each = shares traded x beginning-of-month "
                + "price / beginning-of-month portfolio value; annualised = 12 x the monthly mean. Only discretionary trades count (dividend "
                + "reinvestments and savings-plan purchases do not). Score = 100 * clamp(annual / 2.5, 0, 1).";
        String src = "Barber, B. M. and Odean, T. (2000). Trading Is Hazardous to Your Wealth. Journal of Finance 55(2), 773-806.";
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("months", months);
        inputs.put("trades", trades.size());
        inputs.put("discretionary_trades", discretionary);
        inputs.put("automatic_purchases_excluded", automatic);
        if (!countsByKind.isEmpty()) {
            inputs.put("rows_by_kind", countsByKind);
        }
        double monthlyMean = sum / months;
        double annual = 12 * monthlyMean;
        inputs.put("mean_monthly_turnover", Stats.round(monthlyMean, 6));
        inputs.put("annual_turnover", Stats.round(annual, 6));
        if (discretionary < MIN_TURNOVER_TRADES || months < MIN_TURNOVER_MONTHS) {
            String why = discretionary < MIN_TURNOVER_TRADES
                    ? "Not enough data: the file has " + discretionary + " discretionary buy or sell trade" + (discretionary == 1 ? "" : "s")
                    + (automatic > 0 ? " (" + automatic + " dividend reinvestments or savings-plan purchases do not count)" : "")
                    + "; turnover needs at least " + MIN_TURNOVER_TRADES + "."
                    : "Not enough data: only " + months + " month" + (months == 1 ? "" : "s") + " start with a priced position; turnover needs at least "
                    + MIN_TURNOVER_MONTHS + ".";
            return new BiasScore("overtrading", "Overtrading (turnover)", null, "insufficient_data", "barber_odean_turnover", def, src,
                    why, inputs, List.of());
        }
        monthly.stream().sorted(Comparator.comparingDouble(a -> -a[2])).limit(EVIDENCE_LIMIT).forEach(a -> ev.add(new Evidence(null,
                LocalDate.of((int) a[0], (int) a[1], 1), null, String.format(Locale.ROOT, "monthly turnover %.1f%%", 100 * a[2]),
                Stats.round(a[2], 6))));
        String level = annual < 0.3 ? "low" : annual < 0.8 ? "around the average household's (about 76% a year in Barber-Odean)"
                : annual < 2.5 ? "high" : "very high (top-quintile territory in Barber-Odean)";
        return new BiasScore("overtrading", "Overtrading (turnover)", Stats.round(100 * Stats.clamp01(annual / TURNOVER_FULL_SCORE), 1),
                "scored", "barber_odean_turnover", def, src, String.format(Locale.ROOT,
                "Annualised turnover is %.0f%% over %d months (mean monthly %.2f%%; busiest month %s at %.1f%%): %s.", 100 * annual, months,
                100 * monthlyMean, maxAt, 100 * maxMonth, level), inputs, ev);
    }

    /** HHI = sum of squared weights; effective N = 1 / HHI; score = 100 * clamp((20 - N_eff) / 19, 0, 1) (ADR 0041). */
    static BiasScore concentration(Map<String, Double> weights) {
        String def = "Herfindahl-Hirschman index of position weights HHI = sum(w_i^2), effective number of holdings N_eff = 1 / HHI, "
                + "largest weight; score = 100 * clamp((20 - N_eff) / 19, 0, 1). Funds count as single positions.";
        String src = "Goetzmann, W. N. and Kumar, A. (2008). Equity Portfolio Diversification. Review of Finance 12(3), 433-463.";
        if (weights.isEmpty()) {
            return new BiasScore("concentration", "Concentration", null, "insufficient_data", "hhi", def, src,
                    "No open position to measure.", Map.of(), List.of());
        }
        double hhi = weights.values().stream().mapToDouble(w -> w * w).sum();
        double effN = 1 / hhi;
        var top = weights.entrySet().iterator().next();
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("positions", weights.size());
        inputs.put("hhi", Stats.round(hhi, 6));
        inputs.put("effective_n", Stats.round(effN, 4));
        inputs.put("max_weight", Stats.round(top.getValue(), 6));
        inputs.put("max_weight_symbol", top.getKey());
        List<Evidence> ev = weights.entrySet().stream().limit(EVIDENCE_LIMIT)
                .map(e -> new Evidence(null, null, e.getKey(), String.format(Locale.ROOT, "weight %.1f%%", 100 * e.getValue()),
                        Stats.round(e.getValue(), 6))).toList();
        double score = 100 * Stats.clamp01((DIVERSIFIED_EFFECTIVE_N - effN) / (DIVERSIFIED_EFFECTIVE_N - 1));
        return new BiasScore("concentration", "Concentration", Stats.round(score, 1), "scored", "hhi", def, src,
                String.format(Locale.ROOT, "%d positions behave like %.1f equal ones (HHI %.3f); the largest, %s, is %.1f%% of the portfolio.",
                        weights.size(), effN, hhi, top.getKey(), 100 * top.getValue()), inputs, ev);
    }

    // ---------------------------------------------------------------- recency

    /**
     * Value-weighted mean cross-sectional percentile of each bought stock's trailing 63-trading-day return among all
     * instruments of the price store on the buy date; 0.5 means no tilt to recent winners. Also reports the share of
     * buy value in the top decile. Score = 100 * clamp((mean percentile - 0.5) / 0.4, 0, 1). After De Bondt and Thaler
     * (1985) and Barber and Odean (2008): individual investors chase recent winners.
     */
    private BiasScore recency(List<Buy> buys, Marks marks) {
        String def = "Value-weighted mean percentile rank of each bought stock's trailing 63-trading-day return among the price store's "
                + "instruments on the buy date; score = 100 * clamp((mean - 0.5) / 0.4, 0, 1). Share of buy value in the top decile also shown.";
        String src = "De Bondt, W. and Thaler, R. (1985). Does the Stock Market Overreact? Journal of Finance 40(3); "
                + "Barber, B. M. and Odean, T. (2008). All That Glitters. Review of Financial Studies 21(2), 785-818.";
        if (prices == null) {
            return new BiasScore("recency_bias", "Recency bias", null, "insufficient_data", "trailing_return_rank", def, src,
                    "Needs the price store for market-wide trailing returns.", Map.of(), List.of());
        }
        List<String> universe = prices.instruments().stream().map(Instrument::symbol).toList();
        Map<LocalDate, double[]> cross = new HashMap<>();
        double wSum = 0;
        double rankSum = 0;
        double topDecile = 0;
        int n = 0;
        List<Evidence> ev = new ArrayList<>();
        for (Buy b : buys) {
            double own = trailingReturn(marks.series(b.symbol()), b.date(), RECENCY_WINDOW);
            if (Double.isNaN(own)) {
                continue;
            }
            java.util.function.Function<LocalDate, double[]> compute = d -> universe.stream()
                    .mapToDouble(s -> trailingReturn(marks.series(s), d, RECENCY_WINDOW)).filter(v -> !Double.isNaN(v)).toArray();
            double[] all = recencyMemo != null ? recencyMemo.computeIfAbsent(b.date(), compute) : cross.computeIfAbsent(b.date(), compute);
            if (all.length < 10) {
                continue;
            }
            double rank = Stats.percentileRank(own, all);
            wSum += b.value();
            rankSum += b.value() * rank;
            if (rank >= 0.9) {
                topDecile += b.value();
            }
            n++;
            ev.add(new Evidence(b.line(), b.date(), b.symbol(), String.format(Locale.ROOT,
                    "bought after a %+.1f%% quarter: percentile %.0f of %d instruments", 100 * own, 100 * rank, all.length), Stats.round(rank, 4)));
        }
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("buys_ranked", n);
        inputs.put("buys_total", buys.size());
        if (n < 5 || wSum <= 0) {
            return new BiasScore("recency_bias", "Recency bias", null, "insufficient_data", "trailing_return_rank", def, src,
                    "Needs at least 5 buys of instruments the price store covers with a 63-day history and at least 10 instruments to rank "
                            + "against; " + n + " buys qualified.", inputs, List.of());
        }
        double mean = rankSum / wSum;
        double top = topDecile / wSum;
        inputs.put("mean_percentile", Stats.round(mean, 4));
        inputs.put("top_decile_share", Stats.round(top, 4));
        ev.sort(Comparator.comparingDouble((Evidence e) -> -e.value()));
        return new BiasScore("recency_bias", "Recency bias", Stats.round(100 * Stats.clamp01((mean - 0.5) / 0.4), 1), "scored",
                "trailing_return_rank", def, src, String.format(Locale.ROOT,
                "Bought stocks sat on average at the %.0fth percentile of trailing-quarter returns (50th = no tilt); %.0f%% of buy value went "
                        + "into the top decile of recent winners (10%% expected).", 100 * mean, 100 * top), inputs,
                ev.subList(0, Math.min(EVIDENCE_LIMIT, ev.size())));
    }

    /** Return over the {@code window} trading days ending at the last bar strictly before {@code date}; NaN when short. */
    static double trailingReturn(Marks.Series s, LocalDate date, int window) {
        if (s == null || s.dates().length == 0) {
            return Double.NaN;
        }
        int i = s.indexAtOrBefore(date.minusDays(1));
        int j = i - window;
        if (i < 0 || j < 0 || s.adjClose()[j] <= 0) {
            return Double.NaN;
        }
        return s.adjClose()[i] / s.adjClose()[j] - 1;
    }

    // ---------------------------------------------------------------- home bias

    /**
     * Domestic share d of the priced portfolio against the home country's share w of world equity market
     * capitalisation: score = 100 * clamp((d - w) / (1 - w), 0, 1), the home-bias measure of French and Poterba (1991)
     * scaled to [0, 1]. Country from the instrument's reference data, else an ISIN's country prefix; multi-country
     * funds (XX) count as the world portfolio (domestic part w).
     */
    private BiasScore homeBias(Map<String, Double> weights, Marks marks, String home, Map<String, String> hints) {
        String def = "Domestic share d of portfolio value vs the home country's share w of world market capitalisation; "
                + "score = 100 * clamp((d - w) / (1 - w), 0, 1). Country of risk from reference data, else the ISIN table, else the fund's "
                + "name (world/regional funds are multi-country), else a non-fund ISIN's prefix; multi-country funds (XX) count as the world "
                + "portfolio, never as domestic.";
        String src = "French, K. R. and Poterba, J. M. (1991). Investor Diversification and International Equity Markets. "
                + "American Economic Review 81(2), 222-226.";
        Map<String, Double> world = reference == null ? Map.of() : reference.worldMarketCapWeights();
        Double w = world.get(home);
        if (w == null) {
            return new BiasScore("home_bias", "Home bias", null, "insufficient_data", "domestic_vs_world_cap", def, src,
                    "No world market-cap weight for home country " + home + ".", Map.of("home_country", home), List.of());
        }
        double domestic = 0;
        double known = 0;
        List<Evidence> ev = new ArrayList<>();
        double unknown = 0;
        for (var e : weights.entrySet()) {
            String country = country(e.getKey(), marks);
            if (country == null) {
                country = hints.get(e.getKey());
            }
            if (country == null) {
                unknown += e.getValue();
                continue;
            }
            known += e.getValue();
            double dom = country.equals(home) ? e.getValue() : country.equals("XX") ? e.getValue() * w : 0;
            domestic += dom;
            if (ev.size() < EVIDENCE_LIMIT) {
                ev.add(new Evidence(null, null, e.getKey(), String.format(Locale.ROOT, "country %s, weight %.1f%%", country,
                        100 * e.getValue()), Stats.round(e.getValue(), 6)));
            }
        }
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("home_country", home);
        inputs.put("world_cap_share", Stats.round(w, 6));
        inputs.put("classified_weight", Stats.round(known, 6));
        inputs.put("unclassified_weight", Stats.round(unknown, 6));
        if (known <= 0) {
            return new BiasScore("home_bias", "Home bias", null, "insufficient_data", "domestic_vs_world_cap", def, src,
                    "No position's country is known.", inputs, List.of());
        }
        double d = domestic / known;
        inputs.put("domestic_share", Stats.round(d, 6));
        double score = w >= 1 ? 0 : 100 * Stats.clamp01((d - w) / (1 - w));
        return new BiasScore("home_bias", "Home bias", Stats.round(score, 1), "scored", "domestic_vs_world_cap", def, src,
                String.format(Locale.ROOT, "%.0f%% of the classified portfolio is in %s against %s's %.0f%% share of world market capitalisation.",
                        100 * d, home, home, 100 * w), inputs, ev);
    }

    /** ISO country of a symbol: reference data first, else an ISIN prefix (issuer/fund domicile); null when unknown. */
    static String country(String symbol, Marks marks) {
        var inst = marks.instrument(symbol);
        if (inst.isPresent() && inst.get().country() != null) {
            return inst.get().country();
        }
        if (com.bpidesk.engine.transactions.Isin.isValid(symbol)) {
            // a known instrument's exposure, else the issuer's country; a UCITS fund domicile (IE, LU) is no country of risk
            return InstrumentIdentity.countryOfIsin(symbol);
        }
        return null;
    }

    // ---------------------------------------------------------------- lottery

    /**
     * Kumar (2009), "Who Gambles in the Stock Market?", Journal of Finance 64(4): a stock is lottery-like when its
     * price is below the median, and its idiosyncratic volatility and idiosyncratic skewness are above the median,
     * of the stock universe. Here: the price store's single stocks, residuals of a market model on the benchmark over
     * the last 126 trading days (Kumar uses a four-factor model over six months). Score = 100 * clamp((w - w_u) / (1 - w_u), 0, 1)
     * with w the portfolio's weight in lottery stocks and w_u the lottery share of the universe.
     */
    private BiasScore lottery(Map<String, Double> weights, Marks marks, LocalDate asOf) {
        String def = "Lottery-like stock: price below the universe median, idiosyncratic volatility and skewness (market-model residuals, "
                + "126 trading days) above the medians. Score = 100 * clamp((w - w_u) / (1 - w_u), 0, 1), w = portfolio weight in "
                + "lottery stocks among classifiable positions, w_u = lottery share of the universe.";
        String src = "Kumar, A. (2009). Who Gambles in the Stock Market? Journal of Finance 64(4), 1889-1933.";
        if (prices == null || prices.benchmarkSymbol() == null) {
            return new BiasScore("lottery_preference", "Lottery preference", null, "insufficient_data", "kumar_lottery", def, src,
                    "Needs the price store (prices, benchmark returns).", Map.of(), List.of());
        }
        LotteryUniverse u = lotteryUniverse(marks, asOf);
        Map<String, double[]> chars = u.chars();
        if (chars.size() < 10) {
            return new BiasScore("lottery_preference", "Lottery preference", null, "insufficient_data", "kumar_lottery", def, src,
                    "Needs at least 10 single stocks with 126 days of prices; the store has " + chars.size() + ".", Map.of(), List.of());
        }
        double medPrice = u.medPrice();
        double medVol = u.medVol();
        double medSkew = u.medSkew();
        long lotteryCount = chars.values().stream().filter(c -> c[0] < medPrice && c[1] > medVol && c[2] > medSkew).count();
        double wu = (double) lotteryCount / chars.size();
        double lotteryW = 0;
        double classW = 0;
        List<Evidence> ev = new ArrayList<>();
        for (var e : weights.entrySet()) {
            double[] c = chars.get(e.getKey());
            if (c == null) {
                continue;
            }
            classW += e.getValue();
            if (c[0] < medPrice && c[1] > medVol && c[2] > medSkew) {
                lotteryW += e.getValue();
                ev.add(new Evidence(null, asOf, e.getKey(), String.format(Locale.ROOT,
                        "lottery-like: price %.2f < median %.2f, idio. vol %.4f > %.4f, idio. skew %.2f > %.2f; weight %.1f%%",
                        c[0], medPrice, c[1], medVol, c[2], medSkew, 100 * e.getValue()), Stats.round(e.getValue(), 6)));
            }
        }
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("universe_stocks", chars.size());
        inputs.put("universe_lottery_share", Stats.round(wu, 6));
        inputs.put("median_price", Stats.round(medPrice, 4));
        inputs.put("median_idiosyncratic_volatility", Stats.round(medVol, 6));
        inputs.put("median_idiosyncratic_skewness", Stats.round(medSkew, 6));
        inputs.put("classified_weight", Stats.round(classW, 6));
        if (classW <= 0) {
            return new BiasScore("lottery_preference", "Lottery preference", null, "insufficient_data", "kumar_lottery", def, src,
                    "No position is a single stock the price store covers.", inputs, List.of());
        }
        double w = lotteryW / classW;
        inputs.put("lottery_weight", Stats.round(w, 6));
        double score = 100 * Stats.clamp01((w - wu) / (1 - wu));
        return new BiasScore("lottery_preference", "Lottery preference", Stats.round(score, 1), "scored", "kumar_lottery", def, src,
                String.format(Locale.ROOT, "%.0f%% of the classifiable stock holdings are lottery-like (cheap, volatile, right-skewed) "
                        + "against %.0f%% of the universe.", 100 * w, 100 * wu), inputs, ev.subList(0, Math.min(EVIDENCE_LIMIT, ev.size())));
    }

    /** Lottery characteristics {price, idiosyncratic volatility, idiosyncratic skewness} of the store's stocks and their medians. */
    private record LotteryUniverse(Map<String, double[]> chars, double medPrice, double medVol, double medSkew) {
        /** Kumar's rule; false for symbols outside the universe and for universes under 10 stocks (not classifiable). */
        boolean isLottery(String symbol) {
            double[] c = chars.get(symbol);
            return chars.size() >= 10 && c != null && c[0] < medPrice && c[1] > medVol && c[2] > medSkew;
        }
    }

    /** The universe of the lottery score on a date (null without a price store or benchmark). */
    private LotteryUniverse lotteryUniverse(Marks marks, LocalDate asOf) {
        if (prices == null || prices.benchmarkSymbol() == null) {
            return null;
        }
        Marks.Series bench = marks.series(prices.benchmarkSymbol());
        java.util.function.Function<LocalDate, Map<String, double[]>> compute = d -> {
            Map<String, double[]> m = new LinkedHashMap<>(); // price, ivol, iskew
            for (Instrument inst : prices.instruments()) {
                if ("equity".equals(inst.assetClass())) {
                    double[] c = lotteryCharacteristics(marks.series(inst.symbol()), bench, d);
                    if (c != null) {
                        m.put(inst.symbol(), c);
                    }
                }
            }
            return m;
        };
        Map<String, double[]> chars = lotteryMemo != null ? lotteryMemo.computeIfAbsent(asOf, compute) : compute.apply(asOf);
        if (chars.isEmpty()) {
            return new LotteryUniverse(chars, Double.NaN, Double.NaN, Double.NaN);
        }
        return new LotteryUniverse(chars, Stats.median(chars.values().stream().mapToDouble(c -> c[0]).toArray()),
                Stats.median(chars.values().stream().mapToDouble(c -> c[1]).toArray()),
                Stats.median(chars.values().stream().mapToDouble(c -> c[2]).toArray()));
    }

    /** {price, idiosyncratic volatility (daily), idiosyncratic skewness} from market-model residuals; null when short. */
    static double[] lotteryCharacteristics(Marks.Series s, Marks.Series bench, LocalDate asOf) {
        if (s == null || bench == null || s.dates().length <= LOTTERY_WINDOW || bench.dates().length <= LOTTERY_WINDOW) {
            return null;
        }
        int end = s.indexAtOrBefore(asOf);
        if (end < LOTTERY_WINDOW) {
            return null;
        }
        double[] x = new double[LOTTERY_WINDOW];
        double[] y = new double[LOTTERY_WINDOW];
        int n = 0;
        for (int k = end - LOTTERY_WINDOW + 1; k <= end; k++) {
            int bi = java.util.Arrays.binarySearch(bench.dates(), s.dates()[k]);
            int bp = java.util.Arrays.binarySearch(bench.dates(), s.dates()[k - 1]);
            if (bi < 0 || bp < 0 || s.adjClose()[k - 1] <= 0 || bench.adjClose()[bp] <= 0) {
                continue;
            }
            y[n] = s.adjClose()[k] / s.adjClose()[k - 1] - 1;
            x[n] = bench.adjClose()[bi] / bench.adjClose()[bp] - 1;
            n++;
        }
        if (n < LOTTERY_WINDOW * 0.8) {
            return null;
        }
        double mx = 0;
        double my = 0;
        for (int k = 0; k < n; k++) {
            mx += x[k];
            my += y[k];
        }
        mx /= n;
        my /= n;
        double sxy = 0;
        double sxx = 0;
        for (int k = 0; k < n; k++) {
            sxy += (x[k] - mx) * (y[k] - my);
            sxx += (x[k] - mx) * (x[k] - mx);
        }
        double beta = sxx > 0 ? sxy / sxx : 0;
        double alpha = my - beta * mx;
        double m2 = 0;
        double[] residuals = new double[n];
        for (int k = 0; k < n; k++) {
            residuals[k] = y[k] - alpha - beta * x[k];
            m2 += residuals[k] * residuals[k];
        }
        m2 /= n;
        double vol = Math.sqrt(m2);
        double skew = m2 > 0 ? com.bpidesk.engine.math.Stats.skewness(residuals) : 0;
        return new double[] {s.close()[end], vol, skew};
    }

    // ---------------------------------------------------------------- attention

    /**
     * Barber and Odean (2008), "All That Glitters": individual investors are net buyers of attention-grabbing stocks
     * (abnormal volume, extreme one-day returns). A buy is on an attention day when, on the last trading day before
     * it, the stock's volume or absolute return is at or above the 90th percentile of its prior 252 trading days.
     * Without a tilt about 19% of buys would qualify (1 - 0.9^2); score = 100 * clamp((share - 0.19) / (0.6 - 0.19), 0, 1).
     */
    private BiasScore attention(List<Buy> buys, Marks marks) {
        String def = "Share of buy value placed the trading day after the stock's volume or absolute return reached the top decile of "
                + "its prior 252 days; about 19% expected without a tilt. Score = 100 * clamp((share - 0.19) / 0.41, 0, 1).";
        String src = "Barber, B. M. and Odean, T. (2008). All That Glitters: The Effect of Attention and News on the Buying Behavior "
                + "of Individual and Institutional Investors. Review of Financial Studies 21(2), 785-818.";
        if (prices == null) {
            return new BiasScore("attention_herding", "Attention herding", null, "insufficient_data", "attention_days", def, src,
                    "Needs the price store (daily volumes and returns).", Map.of(), List.of());
        }
        double total = 0;
        double attention = 0;
        int n = 0;
        List<Evidence> ev = new ArrayList<>();
        Map<String, Boolean> cache = new HashMap<>();
        for (Buy b : buys) {
            Marks.Series s = marks.series(b.symbol());
            if (s == null || s.dates().length == 0) {
                continue;
            }
            int i = s.indexAtOrBefore(b.date().minusDays(1));
            if (i - ATTENTION_WINDOW < 1) {
                continue;
            }
            Boolean hit = cache.computeIfAbsent(b.symbol() + "@" + i, k -> {
                double[] vols = new double[ATTENTION_WINDOW];
                double[] rets = new double[ATTENTION_WINDOW];
                for (int k2 = 0; k2 < ATTENTION_WINDOW; k2++) {
                    int idx = i - ATTENTION_WINDOW + k2;
                    vols[k2] = s.volume()[idx];
                    rets[k2] = Math.abs(s.adjClose()[idx] / s.adjClose()[idx - 1] - 1);
                }
                double r = Math.abs(s.adjClose()[i] / s.adjClose()[i - 1] - 1);
                return s.volume()[i] >= Stats.quantile(vols, 0.9) || r >= Stats.quantile(rets, 0.9);
            });
            n++;
            total += b.value();
            if (hit) {
                attention += b.value();
                if (ev.size() < EVIDENCE_LIMIT) {
                    ev.add(new Evidence(b.line(), b.date(), b.symbol(), String.format(Locale.ROOT,
                            "bought the day after an attention day (volume %d on %s)", s.volume()[i], s.dates()[i]), b.value()));
                }
            }
        }
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("buys_classified", n);
        if (n < 5 || total <= 0) {
            return new BiasScore("attention_herding", "Attention herding", null, "insufficient_data", "attention_days", def, src,
                    "Needs at least 5 buys of instruments with a year of daily prices; " + n + " qualified.", inputs, List.of());
        }
        double share = attention / total;
        inputs.put("attention_share", Stats.round(share, 6));
        return new BiasScore("attention_herding", "Attention herding", Stats.round(100 * Stats.clamp01((share - 0.19) / 0.41), 1), "scored",
                "attention_days", def, src, String.format(Locale.ROOT,
                "%.0f%% of buy value followed an attention-grabbing day (top-decile volume or move) against about 19%% without a tilt.",
                100 * share), inputs, ev);
    }
}
