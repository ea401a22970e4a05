package com.bpidesk.engine.signals;

import com.bpidesk.engine.behavior.DnaScorer;
import com.bpidesk.engine.behavior.PriceCache;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.fx.MissingRateException;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import java.time.Clock;
import java.time.LocalDate;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The per-instrument half of the signals' state (issue 28, ADR 0251): the price store read once over the 5-year window
 * to the data date, the benchmark's trading calendar, each instrument's closes, and each instrument's daily return
 * series in a base currency, computed once per price update and shared by every client of every book version until the
 * data date, the exchange rates or the firm default base currency change. A client's portfolio return on a day is then
 * the weighted sum of its instruments' shared returns (O(positions) per day) instead of two price look-ups and two
 * conversions per position and day. Thread-safe: every cache is concurrent, every figure a pure function of the store's
 * bars and the rates of this state.
 */
final class PriceState {

    /** A return that needs a rate the table lacks (a return itself is never below -1). */
    static final double MISSING_RATE = Double.NEGATIVE_INFINITY;

    final PriceHistory prices;
    final LocalDate asOf;
    final FxTable fx;
    final DnaScorer scorer;
    final String defaultBase;
    final LocalDate[] calendar;
    private final Map<String, TreeMap<LocalDate, Bar>> series = new ConcurrentHashMap<>();
    private final Map<String, Double> rates = new ConcurrentHashMap<>();
    private final Map<String, double[]> returns = new ConcurrentHashMap<>();

    /**
     * @param prices      the prices every figure reads (a {@link PriceCache} for a book; any history in tests)
     * @param fx          the rates every amount is converted with (one snapshot for the whole state)
     * @param defaultBase the firm default base currency, for clients whose record names none
     */
    PriceState(PriceHistory prices, DnaScorer scorer, FxTable fx, String defaultBase) {
        this.prices = prices;
        this.asOf = prices.asOf();
        this.scorer = scorer;
        this.fx = fx;
        this.defaultBase = defaultBase;
        this.calendar = series(prices.benchmarkSymbol()).keySet().toArray(LocalDate[]::new);
    }

    /**
     * How many years of bars the state reads once per instrument: the Behavioral DNA of a client reads its traded
     * instruments from 400 days before its first trade (Marks), and a book holds clients of 10 years and more.
     */
    static final int CACHED_YEARS = 12;

    /**
     * The state of a book's evaluation: the store read once per instrument over the {@link #CACHED_YEARS} years to its data
     * date (ADR 0251), so that no client's evaluation reads the store again.
     */
    static PriceState of(PriceHistory store, MarketReference reference, Clock clock, FxTable fx, String defaultBase) {
        LocalDate asOf = store.asOf();
        PriceCache cache = new PriceCache(store, asOf.minusYears(CACHED_YEARS), asOf);
        return new PriceState(cache, DnaScorer.forBatch(cache, reference, clock, () -> fx), fx, defaultBase);
    }

    /** Whether this state still stands for the store: the same data date, rates and firm default base currency. */
    boolean current(LocalDate storeAsOf, FxTable rates, String base) {
        return asOf.equals(storeAsOf) && fx == rates && defaultBase.equals(base);
    }

    /** The rate from {@code currency} into {@code base} on or before the date (1 for the same currency or none stated). */
    double rate(String currency, String base, LocalDate date) {
        if (currency == null || currency.isBlank() || currency.equals(base)) {
            return 1.0;
        }
        return rates.computeIfAbsent(currency + ">" + base + "@" + date, k -> fx.convert(currency, base, date).rate());
    }

    String currencyOf(String symbol, String base) {
        return prices.instrument(symbol).map(i -> i.currency()).orElse(base);
    }

    TreeMap<LocalDate, Bar> series(String symbol) {
        return series.computeIfAbsent(symbol, s -> {
            TreeMap<LocalDate, Bar> m = new TreeMap<>();
            if (asOf != null && prices.instrument(s).isPresent()) {
                prices.bars(s, asOf.minusYears(5), asOf).forEach(b -> m.put(b.date(), b));
            }
            return m;
        });
    }

    /** The close on or before the date in the base currency (converted at that close's date), else the fallback. */
    double close(String symbol, LocalDate d, double fallback, String base) {
        var e = series(symbol).floorEntry(d);
        return e == null ? fallback : e.getValue().close() * rate(currencyOf(symbol, base), base, e.getKey());
    }

    /** The adjusted close of a date in the base currency, or null when the symbol has no bar that day. */
    Double adjClose(String symbol, LocalDate d, String base) {
        Bar b = series(symbol).get(d);
        return b == null ? null : b.adjClose() * rate(currencyOf(symbol, base), base, d);
    }

    /**
     * The instrument's simple daily returns in {@code base} along {@link #calendar}: element i is
     * {@code adj(t_i) / adj(t_(i-1)) - 1} of the adjusted closes converted at each day's rate, i.e.
     * {@code (1 + r_local)(1 + r_fx) - 1} (docs/signals.md "Currencies"), NaN when either day has no bar or the earlier
     * close is not positive (the day then adds nothing to the portfolio's return); element 0 is NaN. Computed once per
     * instrument and base currency and shared by every client (ADR 0251).
     */
    double[] returns(String symbol, String base) {
        return returns.computeIfAbsent(symbol + "|" + base, k -> {
            double[] r = new double[calendar.length];
            if (r.length > 0) {
                r[0] = Double.NaN;
            }
            for (int i = 1; i < calendar.length; i++) {
                try {
                    Double a1 = adjClose(symbol, calendar[i], base);
                    Double a0 = a1 == null ? null : adjClose(symbol, calendar[i - 1], base);
                    r[i] = a1 != null && a0 != null && a0 > 0 ? a1 / a0 - 1 : Double.NaN;
                } catch (MissingRateException e) {
                    r[i] = MISSING_RATE; // a client whose window reaches this day asks again and gets the error naming the pair
                }
            }
            return r;
        });
    }

    /** How many instrument return series this state holds (the benchmark's figures). */
    int instrumentSeries() {
        return returns.size();
    }
}
