package com.bpidesk.engine.behavior;

import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Prices for scoring: the price store's daily closes when it knows the symbol, else the last price the
 * client traded the symbol at (on or before the date) from the uploaded file. Which source each figure used
 * is counted, so the report can say how many marks were approximations.
 */
public final class Marks {

    /** A symbol's daily series, ascending by date. */
    public record Series(LocalDate[] dates, double[] close, double[] adjClose, long[] volume) {
        int indexAtOrBefore(LocalDate d) {
            int i = Arrays.binarySearch(dates, d);
            return i >= 0 ? i : -i - 2;
        }
    }

    /** The rate that converts an amount in {@code currency} into the report's base currency on a date (1 for the base). */
    @FunctionalInterface
    public interface ToBase {
        double rate(String currency, LocalDate date);
    }

    private final PriceHistory prices;
    private final ToBase toBase;
    private final Map<String, String> tradeCurrency = new HashMap<>();
    private final LocalDate from;
    private final LocalDate to;
    private final Map<String, Series> store = new HashMap<>();
    private final Map<String, LocalDate[]> tradeDates = new HashMap<>();
    private final Map<String, double[]> tradePrices = new HashMap<>();
    long storeMarks;
    long tradeMarks;

    /**
     * @param prices the price store, or null when none is available
     * @param from   earliest date any figure needs (bars are loaded from here)
     */
    public Marks(PriceHistory prices, List<Trade> trades, LocalDate from, LocalDate to) {
        this(prices, trades, from, to, null);
    }

    /**
     * Marks in one base currency (issue 16): a store close is converted from the instrument's currency, a trade-price mark
     * from the trade's currency, each with the rate on or before the mark's date ({@code toBase}); {@code trades} keep their
     * own currency. A null {@code toBase} leaves marks in their own currency.
     */
    public Marks(PriceHistory prices, List<Trade> trades, LocalDate from, LocalDate to, ToBase toBase) {
        this.prices = prices;
        this.toBase = toBase;
        this.from = from;
        this.to = to;
        Map<String, List<Trade>> bySymbol = new HashMap<>();
        for (Trade t : trades) {
            bySymbol.computeIfAbsent(t.symbol(), k -> new ArrayList<>()).add(t);
        }
        bySymbol.forEach((s, list) -> {
            // trades arrive sorted by date; on a day with several trades the last one is that day's price
            List<LocalDate> ds = new ArrayList<>();
            List<Double> ps = new ArrayList<>();
            for (Trade t : list) {
                if (t.currency() != null) {
                    tradeCurrency.putIfAbsent(s, t.currency());
                }
                if (!ds.isEmpty() && ds.get(ds.size() - 1).equals(t.date())) {
                    ps.set(ps.size() - 1, t.price());
                } else {
                    ds.add(t.date());
                    ps.add(t.price());
                }
            }
            tradeDates.put(s, ds.toArray(new LocalDate[0]));
            tradePrices.put(s, ps.stream().mapToDouble(Double::doubleValue).toArray());
        });
    }

    public PriceHistory priceHistory() {
        return prices;
    }

    /** The store's series of a symbol, or null when the store does not know it. */
    public Series series(String symbol) {
        if (prices == null) {
            return null;
        }
        return store.computeIfAbsent(symbol, s -> {
            if (prices.instrument(s).isEmpty()) {
                return new Series(new LocalDate[0], new double[0], new double[0], new long[0]);
            }
            if (prices instanceof PriceCache cache) {
                Series shared = cache.series(s, from, to); // the columns converted once per symbol for every client (issue 28)
                if (shared != null) {
                    return shared;
                }
            }
            List<Bar> bars = prices.bars(s, from, to);
            LocalDate[] d = new LocalDate[bars.size()];
            double[] c = new double[bars.size()];
            double[] a = new double[bars.size()];
            long[] v = new long[bars.size()];
            for (int i = 0; i < bars.size(); i++) {
                Bar b = bars.get(i);
                d[i] = b.date();
                c[i] = b.close();
                a[i] = b.adjClose();
                v[i] = b.volume();
            }
            return new Series(d, c, a, v);
        });
    }

    public Optional<Instrument> instrument(String symbol) {
        return prices == null ? Optional.empty() : prices.instrument(symbol);
    }

    /** The traded close on or before the date (store first, then the client's own last trade price); NaN when none. */
    public double closeOnOrBefore(String symbol, LocalDate date) {
        Series s = series(symbol);
        if (s != null && s.dates.length > 0) {
            int i = s.indexAtOrBefore(date);
            if (i >= 0) {
                storeMarks++;
                return s.close[i] * rate(prices.instrument(symbol).map(Instrument::currency).orElse(null), s.dates[i]);
            }
        }
        LocalDate[] ds = tradeDates.get(symbol);
        if (ds != null) {
            int i = Arrays.binarySearch(ds, date);
            i = i >= 0 ? i : -i - 2;
            if (i >= 0) {
                tradeMarks++;
                String ccy = tradeCurrency.get(symbol);
                if (ccy == null) {
                    ccy = instrument(symbol).map(Instrument::currency).orElse(null);
                }
                // a trade-price mark is carried to the date asked, so it takes that date's rate
                return tradePrices.get(symbol)[i] * rate(ccy, date);
            }
        }
        return Double.NaN;
    }

    private double rate(String currency, LocalDate date) {
        return toBase == null ? 1.0 : toBase.rate(currency, date);
    }

    /** Marks taken from the price store and from the client's own trade prices so far. */
    public long storeMarks() {
        return storeMarks;
    }

    public long tradeMarks() {
        return tradeMarks;
    }

    public LocalDate to() {
        return to;
    }
}
