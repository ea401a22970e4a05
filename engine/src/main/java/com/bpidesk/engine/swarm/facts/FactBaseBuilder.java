package com.bpidesk.engine.swarm.facts;

import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.swarm.SubmissionValidator;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.fx.MissingRateException;
import com.bpidesk.engine.platform.text.Readable;

/** Builds the {@link FactBase} of a job from the price store (one read per holding), the risk-free rate and the factor library. */
public final class FactBaseBuilder {

    /** Years of daily history loaded for the job (3y drawdown + 12-1 momentum need about 4). */
    public static final int HISTORY_YEARS = 4;

    /**
     * A holding whose last close is more than this many of the benchmark's trading days before the analysis date is
     * stale: valued at that close, named in the data warnings and left out of the return-based figures (ADR 0205).
     */
    public static final int STALE_TRADING_DAYS = 5;

    private final PriceHistory prices;
    private final RiskFree riskFree;
    private final FactorLibrary factors;
    private final Supplier<FxTable> fx;
    private final Supplier<String> defaultBase;

    /**
     * Without FX rates: every holding (and the benchmark) must trade in one currency, which is then the base; holdings in
     * two currencies are a {@link MissingRateException} naming the pair (amounts are never summed unconverted).
     */
    public FactBaseBuilder(PriceHistory prices, RiskFree riskFree, FactorLibrary factors) {
        this(prices, riskFree, factors, null, () -> "USD");
    }

    /** Converting every level, price and amount into the requested base currency, else {@code defaultBase}. */
    public FactBaseBuilder(PriceHistory prices, RiskFree riskFree, FactorLibrary factors, Supplier<FxTable> fx,
                           Supplier<String> defaultBase) {
        this.prices = prices;
        this.riskFree = riskFree;
        this.factors = factors;
        this.fx = fx;
        this.defaultBase = defaultBase;
    }

    /** The base currency of a portfolio: the one requested, else the firm default. */
    public String baseCurrency(SubmissionValidator.Normalized portfolio) {
        return portfolio.baseCurrency() != null ? portfolio.baseCurrency() : defaultBase.get();
    }

    /**
     * Throws {@link MissingRateException} naming the pair when a holding's currency (or the benchmark's) does not
     * convert into the base currency on the data date. Called when the portfolio is submitted.
     */
    public void checkConvertible(SubmissionValidator.Normalized portfolio) {
        unknownCurrency(portfolio).ifPresent(detail -> {
            throw new com.bpidesk.engine.platform.errors.DomainException(
                    com.bpidesk.engine.platform.errors.DomainException.Kind.UNPROCESSABLE, detail);
        });
        if (fx == null) {
            return;
        }
        FxTable table = fx.get();
        String base = baseCurrency(portfolio);
        LocalDate asOf = prices.asOf();
        java.util.Set<String> currencies = new java.util.LinkedHashSet<>();
        prices.instrument(prices.benchmarkSymbol()).ifPresent(i -> currencies.add(i.currency()));
        portfolio.holdings().forEach(h -> prices.instrument(h.symbol()).ifPresent(i -> currencies.add(i.currency())));
        for (String c : currencies) {
            table.convert(c, base, asOf);
        }
    }

    /**
     * The holdings whose prices' currency nobody stated at import (issue 30: never assumed), named in words; empty when
     * every currency is known.
     */
    private java.util.Optional<String> unknownCurrency(SubmissionValidator.Normalized portfolio) {
        List<String> unknown = portfolio.holdings().stream().map(SubmissionValidator.Holding::symbol)
                .filter(s -> prices.instrument(s).map(i -> !i.currencyKnown()).orElse(false)).toList();
        return unknown.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of("The currency of the prices of "
                + String.join(", ", unknown) + " is unknown, so " + (unknown.size() == 1 ? "that holding" : "those holdings")
                + " cannot be valued: import the price file again with its currency stated.");
    }

    /** The levels times the rate on or before each calendar date (NaN where no rate); the same array when no conversion. */
    private static double[] toBase(double[] levels, String currency, String base, LocalDate[] cal, FxTable table) {
        if (table == null || currency.equals(base)) {
            return levels;
        }
        double[] out = new double[levels.length];
        for (int t = 0; t < levels.length; t++) {
            var c = table.find(currency, base, cal[t]);
            out[t] = c.isPresent() ? levels[t] * c.get().rate() : Double.NaN;
        }
        return out;
    }

    public FactBase build(SubmissionValidator.Normalized portfolio, BooleanSupplier cancelled) {
        LocalDate asOf = prices.asOf();
        unknownCurrency(portfolio).ifPresent(detail -> {
            throw new IllegalStateException(detail);
        });
        String bench = prices.benchmarkSymbol();
        List<Bar> benchBars = prices.bars(bench, asOf.minusYears(HISTORY_YEARS), asOf);
        if (benchBars.size() < 2) {
            throw new IllegalStateException("The benchmark " + bench + " has no price history up to " + asOf);
        }
        LocalDate[] benchDays = benchBars.stream().map(Bar::date).toArray(LocalDate[]::new);
        FxTable table = fx == null ? null : fx.get();
        String base = table == null ? singleCurrency(portfolio, asOf) : baseCurrency(portfolio);

        List<SubmissionValidator.Holding> in = portfolio.holdings();
        int n = in.size();
        Bar[] latest = new Bar[n];
        List<List<Bar>> windowBars = new ArrayList<>();
        boolean[] stale = new boolean[n];
        int[] behind = new int[n];
        List<List<Bar>> included = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String sym = in.get(i).symbol();
            latest[i] = this.prices.latest(sym).orElseThrow(() -> new IllegalStateException("No price for " + sym));
            windowBars.add(this.prices.bars(sym, benchDays[0], asOf));
            // age of the last close in the benchmark's trading days up to the analysis date (ADR 0205)
            behind[i] = Aligned.tradingDaysAfter(benchDays, latest[i].date());
            stale[i] = behind[i] > STALE_TRADING_DAYS;
            if (!stale[i]) {
                included.add(windowBars.get(i));
            }
        }
        if (included.isEmpty()) {
            throw new IllegalStateException("None of the holdings has a price within " + STALE_TRADING_DAYS
                    + " trading days of the data date " + Readable.date(asOf) + ": import recent prices before analysing this portfolio.");
        }
        // only dates on which the benchmark and every included holding closed: no return is filled in
        LocalDate[] cal = Aligned.commonCalendar(benchDays, included);
        if (cal.length < 2) {
            throw new IllegalStateException("The holdings and the benchmark " + bench + " share fewer than two trading days up to "
                    + Readable.date(asOf));
        }
        LocalDate[] dates = Arrays.copyOfRange(cal, 1, cal.length);
        Map<String, FactBase.RateUsed> used = new java.util.TreeMap<>();
        String benchCcy = prices.instrument(bench).map(Instrument::currency).orElse(base);
        double[] benchRet = Aligned.returns(toBase(Aligned.exactCloses(benchBars, cal), benchCcy, base, cal, table));
        if (table != null && !benchCcy.equals(base)) {
            used.put(benchCcy, rateUsed(table, benchCcy, base, asOf));
        }

        double[][] levels = new double[n][];
        double[][] rets = new double[n][];
        double[][] filled = new double[n][];
        double[] closes = new double[n];
        Map<String, String> sources = new LinkedHashMap<>();
        List<String> proxied = new ArrayList<>();
        int[] history = new int[n];
        double[] rate = new double[n];
        for (int i = 0; i < n; i++) {
            if (cancelled.getAsBoolean()) {
                throw new java.util.concurrent.CancellationException();
            }
            String sym = in.get(i).symbol();
            String ccy = this.prices.instrument(sym).map(Instrument::currency).orElse(base);
            rate[i] = 1.0;
            if (table != null && !ccy.equals(base)) {
                FactBase.RateUsed r = rateUsed(table, ccy, base, latest[i].date());
                rate[i] = r.rate();
                used.putIfAbsent(ccy, r);
            }
            closes[i] = latest[i].close() * rate[i];
            sources.put(sym, this.prices.dataSource(sym));
            levels[i] = toBase(Aligned.exactCloses(windowBars.get(i), cal), ccy, base, cal, table);
            rets[i] = Aligned.returns(levels[i]);
            filled[i] = rets[i].clone();
            int missing = 0;
            for (int d = 0; d < filled[i].length; d++) {
                if (!Double.isFinite(filled[i][d])) {
                    // before an included holding's first bar: the benchmark's return (proxied); a stale one is not used
                    filled[i][d] = stale[i] ? Double.NaN : benchRet[d];
                    missing++;
                }
            }
            history[i] = rets[i].length - missing;
            if (missing > 0 && !stale[i]) {
                proxied.add(sym);
            }
        }
        double total = 0;
        for (int i = 0; i < n; i++) {
            total += in.get(i).shares() * closes[i];
        }
        List<FactBase.Holding> holdings = new ArrayList<>();
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            SubmissionValidator.Holding h = in.get(i);
            Instrument inst = this.prices.instrument(h.symbol()).orElseThrow();
            double mv = h.shares() * closes[i];
            w[i] = total > 0 ? mv / total : 0;
            holdings.add(new FactBase.Holding(h.symbol(), inst.name(), inst.assetClass(), inst.sector(), inst.country(),
                    inst.currency(), h.shares(), h.costBasis() * rate[i], closes[i], latest[i].date(), mv, w[i], history[i]));
        }
        FactBase.Coverage coverage = coverage(holdings, stale, behind);
        double[] rw = coverage.riskWeights();
        double[] port = new double[dates.length];
        for (int i = 0; i < n; i++) {
            if (rw[i] != 0) {
                for (int d = 0; d < port.length; d++) {
                    port[d] += rw[i] * filled[i][d];
                }
            }
        }
        List<String> warnings = new ArrayList<>(portfolio.warnings());
        Double stated = portfolio.statedTotalValue();
        if (stated != null && total > 0 && Math.abs(stated - total) / total > SubmissionValidator.TOTAL_VALUE_TOLERANCE) {
            warnings.add(String.format(java.util.Locale.ROOT,
                    "The stated total_value %s %.2f differs from positions x latest prices (%s %.2f) by %.2f%%, more than the %.0f%% tolerance; figures use the computed value.",
                    base, stated, base, total, 100 * (stated - total) / total, 100 * SubmissionValidator.TOTAL_VALUE_TOLERANCE));
        }
        StalePrices.benchmarkWarning(bench, benchDays[benchDays.length - 1], asOf, STALE_TRADING_DAYS).ifPresent(warnings::add);
        StalePrices.warning(coverage, asOf).ifPresent(warnings::add);
        // what the imports of these prices warned about (e.g. not dividend-adjusted), once per symbol and text
        java.util.Set<String> imported = new java.util.LinkedHashSet<>();
        for (SubmissionValidator.Holding h : in) {
            this.prices.importWarnings(h.symbol()).forEach(x -> imported.add("Prices of " + h.symbol() + " (imported file): " + x));
        }
        this.prices.importWarnings(bench).forEach(x -> imported.add("Prices of the benchmark " + bench + " (imported file): " + x));
        warnings.addAll(imported);
        if (!proxied.isEmpty()) {
            warnings.add("Shorter price history than the analysis window for " + proxied.size()
                    + " holding(s); their missing days use the benchmark's return: " + String.join(", ", proxied));
        }
        List<String> distinct = sources.values().stream().distinct().sorted().toList();
        String dataSource = distinct.size() == 1 ? distinct.get(0) : String.join("+", distinct);
        if (cancelled.getAsBoolean()) {
            throw new java.util.concurrent.CancellationException();
        }
        FactorLibrary.Series fs = factors.current();
        return new FactBase(asOf, dataSource, sources, List.copyOf(holdings), total, stated, List.copyOf(warnings), bench,
                cal[0], dates, rets, filled, levels, benchRet, port, riskFree.daily(dates), riskFree.source(), List.copyOf(proxied),
                fs, portfolio.mandate(), new FactBase.Money(base, table != null, List.copyOf(used.values()),
                        currencyReturns(table, used.keySet(), base, cal), benchCcy), coverage);
    }

    /** The stale holdings and the weights of the return series: the others' value weights rescaled to sum to 1. */
    private static FactBase.Coverage coverage(List<FactBase.Holding> holdings, boolean[] stale, int[] behind) {
        double covered = 0;
        List<FactBase.StaleHolding> out = new ArrayList<>();
        for (int i = 0; i < holdings.size(); i++) {
            FactBase.Holding h = holdings.get(i);
            if (stale[i]) {
                out.add(new FactBase.StaleHolding(h.symbol(), h.priceDate(), behind[i], h.weight()));
            } else {
                covered += h.weight();
            }
        }
        double[] rw = new double[holdings.size()];
        for (int i = 0; i < rw.length; i++) {
            // all covered: the value weights themselves (not divided by a sum that may round to 1 - 1e-16)
            rw[i] = out.isEmpty() ? holdings.get(i).weight() : stale[i] || covered <= 0 ? 0 : holdings.get(i).weight() / covered;
        }
        return new FactBase.Coverage(STALE_TRADING_DAYS, List.copyOf(out), rw, covered);
    }

    /**
     * The one currency of a portfolio valued without FX rates: its holdings' currency (a requested base must be it). A
     * second currency among the holdings is a {@link MissingRateException} naming the pair: without rates nothing can be
     * converted, and amounts in two currencies are never added as if they were one (issue 16).
     */
    private String singleCurrency(SubmissionValidator.Normalized portfolio, LocalDate asOf) {
        String first = null;
        for (SubmissionValidator.Holding h : portfolio.holdings()) {
            String c = prices.instrument(h.symbol()).map(Instrument::currency).orElse(null);
            if (c == null) {
                continue;
            }
            if (first == null) {
                first = c;
            } else if (!c.equals(first)) {
                throw new MissingRateException(c, first, asOf, "no exchange rates are available to this analysis, and holdings "
                        + "in " + first + " and " + c + " cannot be added without converting one into the other");
            }
        }
        String base = first != null ? first : baseCurrency(portfolio);
        if (portfolio.baseCurrency() != null && !portfolio.baseCurrency().equals(base)) {
            throw new MissingRateException(base, portfolio.baseCurrency(), asOf,
                    "no exchange rates are available to this analysis to value the holdings in " + portfolio.baseCurrency());
        }
        return base;
    }

    /** Each currency's daily return against the base on the calendar (rate on or before each day). */
    private static Map<String, double[]> currencyReturns(FxTable table, java.util.Set<String> currencies, String base,
                                                         LocalDate[] cal) {
        Map<String, double[]> out = new java.util.TreeMap<>();
        if (table == null) {
            return out;
        }
        double[] ones = new double[cal.length];
        Arrays.fill(ones, 1.0);
        for (String c : currencies) {
            out.put(c, Aligned.returns(toBase(ones, c, base, cal, table)));
        }
        return java.util.Collections.unmodifiableMap(out);
    }

    private static FactBase.RateUsed rateUsed(FxTable table, String from, String to, LocalDate date) {
        FxTable.Conversion c = table.convert(from, to, date);
        List<String> chain = new ArrayList<>();
        c.legs().forEach(l -> chain.add(l.pair() + (l.inverted() ? " inverted" : "") + " " + l.rateDate() + " " + l.source()));
        return new FactBase.RateUsed(from, c.rate(), c.rateDate(), c.source(), List.copyOf(chain));
    }
}
