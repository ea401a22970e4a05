package com.bpidesk.engine.behavior;

import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A read-through cache over the price store for one computation over many clients: each symbol's bars are read once
 * for the whole window and sub-ranges are served from memory.
 */
public final class PriceCache implements PriceHistory {

    private final PriceHistory delegate;
    private final LocalDate from;
    private final LocalDate to;
    private final Map<String, List<Bar>> bars = new ConcurrentHashMap<>();
    private final Map<String, Optional<Instrument>> instruments = new ConcurrentHashMap<>();
    private volatile List<Instrument> all;
    private final Map<String, Marks.Series> columns = new ConcurrentHashMap<>();

    public PriceCache(PriceHistory delegate, LocalDate from, LocalDate to) {
        this.delegate = delegate;
        this.from = from;
        this.to = to;
    }

    @Override
    public Optional<Instrument> instrument(String symbol) {
        return instruments.computeIfAbsent(symbol, delegate::instrument);
    }

    @Override
    public List<Instrument> instruments() {
        if (all == null) {
            all = delegate.instruments();
        }
        return all;
    }

    @Override
    public List<Bar> bars(String symbol, LocalDate f, LocalDate t) {
        if (f.isBefore(from) || t.isAfter(to)) {
            return delegate.bars(symbol, f, t);
        }
        List<Bar> list = bars.computeIfAbsent(symbol, s -> {
            List<Bar> read = new ArrayList<>(delegate.bars(s, from, to));
            read.sort(java.util.Comparator.comparing(Bar::date));
            return java.util.Collections.unmodifiableList(read);
        });
        // the bars in [f, t] by two binary searches: a view, not a copy (issue 28: every client of a book reads these)
        int a = firstOnOrAfter(list, f);
        int b = firstOnOrAfter(list, t.plusDays(1));
        return a >= b ? List.of() : list.subList(a, b);
    }

    /**
     * The symbol's bars in [f, t] as columns (what {@link Marks} scores with), copied out of the symbol's whole-window columns
     * built once; null when [f, t] is outside this cache's window. The same values as converting {@link #bars} one by one.
     */
    Marks.Series series(String symbol, LocalDate f, LocalDate t) {
        if (f.isBefore(from) || t.isAfter(to)) {
            return null;
        }
        Marks.Series all = columns.computeIfAbsent(symbol, s -> {
            List<Bar> list = bars(s, from, to);
            LocalDate[] d = new LocalDate[list.size()];
            double[] c = new double[list.size()];
            double[] a = new double[list.size()];
            long[] v = new long[list.size()];
            for (int i = 0; i < list.size(); i++) {
                d[i] = list.get(i).date();
                c[i] = list.get(i).close();
                a[i] = list.get(i).adjClose();
                v[i] = list.get(i).volume();
            }
            return new Marks.Series(d, c, a, v);
        });
        List<Bar> list = bars.get(symbol);
        int lo = firstOnOrAfter(list, f);
        int hi = Math.max(lo, firstOnOrAfter(list, t.plusDays(1)));
        return new Marks.Series(java.util.Arrays.copyOfRange(all.dates(), lo, hi), java.util.Arrays.copyOfRange(all.close(), lo, hi),
                java.util.Arrays.copyOfRange(all.adjClose(), lo, hi), java.util.Arrays.copyOfRange(all.volume(), lo, hi));
    }

    /** The index of the first bar dated on or after {@code d} (the size when none). */
    private static int firstOnOrAfter(List<Bar> list, LocalDate d) {
        int lo = 0;
        int hi = list.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (list.get(mid).date().isBefore(d)) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    @Override
    public Optional<Bar> latest(String symbol) {
        return delegate.latest(symbol);
    }

    @Override
    public LocalDate asOf() {
        return delegate.asOf();
    }

    @Override
    public String dataSource(String symbol) {
        return delegate.dataSource(symbol);
    }

    @Override
    public String benchmarkSymbol() {
        return delegate.benchmarkSymbol();
    }
}
