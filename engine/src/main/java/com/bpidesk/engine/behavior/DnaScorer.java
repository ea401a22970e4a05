package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Behavioral DNA: scores a client's transaction history or holdings for documented investor biases.
 * Every score is 0-100 with its definition, source, inputs and evidence; the methods, thresholds and weights
 * are in docs/behavioral.md and ADR 0041. Works without a price store (marks then come from the client's
 * own trades, and the scores that need market-wide data say {@code insufficient_data}).
 * <p>
 * The scorer decides the marks ({@link MarksSource}) and the valuation date, converts into the base currency
 * ({@link DnaMoney}), replays the trades ({@link TradeReplay}) or values the holdings ({@link HoldingsValuation}), asks
 * each {@link Bias}'s measure for its score ({@link BiasInputs}) and combines them into the overall score ({@link #overall}).
 */
public final class DnaScorer {

    /** Overall-score weights (ADR 0041), renormalised over the scores the data allow: {@link Bias}'s, by bias id. */
    public static final Map<String, Double> WEIGHTS = Bias.weights();

    private final PriceHistory prices;
    /** The price store and reference data the scores rank against, with a batch scorer's cross-sectional figures. */
    private final DnaMarket market;
    private final Clock clock;
    /** Exchange rates for {@code base_currency} (issue 16); null: no rates (only same-currency amounts can be valued). */
    private final java.util.function.Supplier<FxTable> fx;

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
        this.market = DnaMarket.of(prices, reference, memo);
        this.clock = clock;
        this.fx = fx;
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

    public DnaReport score(ParsedPortfolio p, String homeCountry) {
        return score(p, homeCountry, null);
    }

    /** {@code home_country_source} when the home country is the client's record in the book. */
    public static final String HOME_FROM_CLIENT_RECORD = "client_record";

    /** {@code home_country_source} when nothing names the client's country and no default may be assumed (ADR 0210). */
    public static final String HOME_UNKNOWN = "unknown";

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
     * Scores as of a valuation date (null = the latest data). Signals use this to evaluate a client as of an earlier day
     * without looking at later prices.
     */
    public DnaReport score(ParsedPortfolio p, String homeCountry, LocalDate valuationDate) {
        return score(p, homeCountry, valuationDate, null);
    }

    private DnaReport score(ParsedPortfolio p, String homeCountry, LocalDate valuationDate, String baseCurrency) {
        String home = HOME_UNKNOWN.equals(homeSource.get()) ? null
                : homeCountry == null || homeCountry.isBlank() ? "US" : homeCountry.toUpperCase(Locale.ROOT);
        List<String> warnings = new ArrayList<>();
        PriceHistory prices = this.prices;
        String marksNote;
        if (p.isTransactions() && p.trades().isEmpty()) {
            return noTrades(p, home, baseCurrency);
        }
        if (p.isTransactions() && prices != null && !MarksSource.storeMayMark(prices, p)) {
            prices = null;
            marksNote = MarksSource.DEMO_MARKET_REFUSED;
            warnings.add(marksNote);
        } else {
            marksNote = null;
        }
        DnaMoney money = baseCurrency == null ? null : new DnaMoney(fxTable(), baseCurrency, prices);
        BiasInputs in = p.isTransactions() ? historyInputs(p, home, valuationDate, prices, money, warnings)
                : snapshotInputs(p, home, valuationDate, money, warnings);
        in.named(p.names());
        List<BiasScore> scores = new ArrayList<>();
        for (Bias bias : Bias.values()) {
            scores.add(bias.score(in));
        }
        scores = EvidenceNames.named(scores, p.names(), p.isins());
        OverallScore.Activity activity = in.isTransactions() ? OverallScore.Activity.of(in.trades(), in.replay()) : OverallScore.Activity.HOLDINGS;
        if (money != null && money.assumed() > 0) {
            warnings.add(money.assumed() + " row(s) state no currency and their instrument is not in the price store: their "
                    + "amounts are taken as already in " + money.base() + ".");
        }
        if (money != null) {
            // issue 30: simulated exchange rates never convert a file without saying so
            List<String> demo = money.rates().stream().filter(r -> r.source() != null && r.source().contains("demo"))
                    .map(DnaReport.FxRate::pair).toList();
            if (!demo.isEmpty()) {
                warnings.add("Amounts in " + String.join(", ", demo) + " were converted with simulated demo exchange rates, not "
                        + "real ones: import the ECB reference rates, or score the file in its own currency.");
            }
        }
        Marks marks = in.marks();
        String source = MarksSource.priceSource(marks, prices);
        long used = p.isTransactions() ? p.trades().size() : p.holdings().size();
        if (marksNote == null) {
            marksNote = MarksSource.note(marks);
        }
        return new DnaReport(p.kind(), p.detectedFormat(), p.columns(), p.dataRows(), used, p.ignoredRows(), in.asOf(), home,
                source, scores, OverallScore.of(scores, activity), warnings, clock.instant(), p.countsByKind(), homeSourceOr(), marksNote,
                baseCurrency, money == null ? List.of() : money.rates());
    }

    /**
     * A transaction history as the measures read it: valued at its last trade, or at the store's latest close when the store
     * knows a traded symbol (a valuation date between the two takes its place), marked with {@code prices} (null: the
     * file's own trade prices) and replayed.
     */
    private BiasInputs historyInputs(ParsedPortfolio p, String home, LocalDate valuationDate, PriceHistory prices, DnaMoney money,
                                     List<String> warnings) {
        List<Trade> local = storeNames(p.trades(), p.names(), prices, warnings);
        List<Trade> trades = money == null ? local : money.trades(local);
        LocalDate first = trades.get(0).date();
        LocalDate last = trades.get(trades.size() - 1).date();
        LocalDate asOf = last;
        if (prices != null && trades.stream().map(Trade::symbol).distinct().anyMatch(s -> prices.instrument(s).isPresent())
                && prices.asOf() != null && prices.asOf().isAfter(last)) {
            asOf = prices.asOf();
        }
        if (valuationDate != null && valuationDate.isAfter(last) && valuationDate.isBefore(asOf)) {
            asOf = valuationDate;
        }
        LocalDate valued = asOf;
        Marks marks = new Marks(prices, local, first.minusDays(400), asOf, money);
        TradeReplay replay = TradeReplay.of(trades, marks, warnings);
        return BiasInputs.ofTrades(market, marks, asOf, trades, replay, p.countsByKind(),
                () -> HoldingsValuation.currentWeights(replay.shares, marks, valued, warnings), home, p.countryHints(),
                money != null ? money.base() : single(local.stream().map(Trade::currency).toList()));
    }

    /**
     * Instruments the file names only by their name, matched to the price store's instruments by normalised name
     * ({@link ReferenceNames}, issue 24); those that match none stay unpriced and are named in a warning.
     */
    private static List<Trade> storeNames(List<Trade> trades, Map<String, String> names, PriceHistory prices, List<String> warnings) {
        if (prices == null || names == null || names.isEmpty()) {
            return trades;
        }
        Map<String, String> nameOnly = ReferenceNames.nameOnly(trades, names, s -> prices.instrument(s).isPresent());
        if (nameOnly.isEmpty()) {
            return trades;
        }
        ReferenceNames.Matches m = ReferenceNames.match(nameOnly, prices.instruments());
        if (!m.unpriced().isEmpty()) {
            warnings.add(m.unpriced().size() + " instrument(s) named only by their name match nothing in the price data and are "
                    + "left unpriced (valued at the file's own trade prices): " + String.join(", ", m.unpriced().stream().limit(5).toList())
                    + (m.unpriced().size() > 5 ? ", ..." : "") + ".");
        }
        return ReferenceNames.renamed(trades, m.symbols());
    }

    /** A holdings snapshot as the measures read it: valued on the valuation date, else the store's latest close, else today. */
    private BiasInputs snapshotInputs(ParsedPortfolio p, String home, LocalDate valuationDate, DnaMoney money, List<String> warnings) {
        LocalDate asOf = holdingsAsOf(valuationDate);
        List<Holding> holdings = money == null ? p.holdings() : money.holdings(p.holdings(), asOf);
        Marks marks = holdingsMarks(holdings, asOf, money);
        Map<String, Double> weights = HoldingsValuation.normalise(HoldingsValuation.holdingsValues(holdings, marks, asOf, warnings));
        return BiasInputs.ofHoldings(market, marks, asOf, holdings, weights, home, p.countryHints(),
                money != null ? money.base() : single(p.holdings().stream().map(Holding::currency).toList()));
    }

    /** The one currency every row states (upper case), else null: amounts in several or unstated currencies carry no code. */
    static String single(List<String> currencies) {
        java.util.Set<String> distinct = new java.util.HashSet<>();
        for (String c : currencies) {
            distinct.add(c == null || c.isBlank() ? "" : c.strip().toUpperCase(Locale.ROOT));
        }
        return distinct.size() == 1 && !distinct.contains("") ? distinct.iterator().next() : null;
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
        for (Bias bias : Bias.values()) {
            scores.add(bias.unavailable(bias.id().replace('_', ' '), why));
        }
        return new DnaReport(p.kind(), p.detectedFormat(), p.columns(), p.dataRows(), 0, p.ignoredRows(), null, home, "none", scores,
                OverallScore.of(scores, new OverallScore.Activity(true, 0, 0, 0)), List.of(why), clock.instant(), p.countsByKind(), homeSourceOr(), "No marks were needed: there are no positions.",
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
            String c = HomeBias.country(h.symbol(), marks);
            if (c != null) {
                countries.put(h.symbol(), c);
            }
        }
        Map<String, Double> unrealized = new LinkedHashMap<>();
        valueCost.forEach((sym, vc) -> unrealized.put(sym, vc[1] > 0 ? vc[0] / vc[1] - 1 : Double.NaN));
        java.util.Set<String> lottery = new java.util.LinkedHashSet<>();
        LotteryUniverse u = LotteryUniverse.of(market, marks, asOf);
        if (u != null) {
            weights.keySet().stream().filter(u::isLottery).forEach(lottery::add);
        }
        return new HoldingsFigures(report, asOf, weights, unrealized, countries, java.util.Collections.unmodifiableSet(lottery));
    }

    /** The overall score of a holdings snapshot or a history whose activity is unknown to the caller (ADR 0210 minimum). */
    static DnaReport.Overall overall(List<BiasScore> scores) {
        return OverallScore.of(scores, OverallScore.Activity.HOLDINGS);
    }
}
