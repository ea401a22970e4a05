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
        List<Bar> list = bars.computeIfAbsent(symbol, s -> delegate.bars(s, from, to));
        List<Bar> out = new ArrayList<>();
        for (Bar b : list) {
            if (!b.date().isBefore(f) && !b.date().isAfter(t)) {
                out.add(b);
            }
        }
        return out;
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
