package com.bpidesk.engine.testing;

import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** A small hand-filled price store and market reference for unit tests of behavioral scoring and signals. */
public final class InMemoryMarket implements PriceHistory, MarketReference {

    private final Map<String, Instrument> instruments = new TreeMap<>();
    private final Map<String, TreeMap<LocalDate, Bar>> bars = new TreeMap<>();
    private Map<String, Double> world = Map.of("US", 0.6, "JP", 0.06, "GB", 0.04, "DE", 0.03, "CN", 0.03);
    private String benchmark = "SPY";
    private LocalDate asOf;
    private String source = "test";

    /** Where every symbol's bars come from ({@code demo}, {@code imported}, ...); {@code test} unless set. */
    public InMemoryMarket source(String s) {
        this.source = s;
        return this;
    }

    public InMemoryMarket instrument(String symbol, String assetClass, String country) {
        instruments.put(symbol, new Instrument(symbol, symbol + " Inc.", assetClass, "Information Technology", country, "USD"));
        bars.putIfAbsent(symbol, new TreeMap<>());
        return this;
    }

    /** An instrument listed in {@code currency}. */
    public InMemoryMarket instrument(String symbol, String assetClass, String country, String currency) {
        instruments.put(symbol, new Instrument(symbol, symbol + " Inc.", assetClass, "Information Technology", country, currency));
        bars.putIfAbsent(symbol, new TreeMap<>());
        return this;
    }

    public InMemoryMarket close(String symbol, LocalDate date, double close) {
        return bar(symbol, date, close, 1_000_000);
    }

    public InMemoryMarket bar(String symbol, LocalDate date, double close, long volume) {
        if (!instruments.containsKey(symbol)) {
            instrument(symbol, "equity", "US");
        }
        bars.get(symbol).put(date, new Bar(date, close, close, close, close, close, volume));
        if (asOf == null || date.isAfter(asOf)) {
            asOf = date;
        }
        return this;
    }

    public InMemoryMarket asOf(LocalDate d) {
        this.asOf = d;
        return this;
    }

    public InMemoryMarket world(Map<String, Double> w) {
        this.world = w;
        return this;
    }

    public InMemoryMarket benchmark(String s) {
        this.benchmark = s;
        return this;
    }

    @Override
    public Optional<Instrument> instrument(String symbol) {
        return Optional.ofNullable(instruments.get(symbol.toUpperCase(Locale.ROOT)));
    }

    @Override
    public List<Instrument> instruments() {
        List<Instrument> l = new ArrayList<>(instruments.values());
        l.sort(Comparator.comparing(Instrument::symbol));
        return l;
    }

    @Override
    public List<Bar> bars(String symbol, LocalDate from, LocalDate to) {
        TreeMap<LocalDate, Bar> m = bars.get(symbol.toUpperCase(Locale.ROOT));
        return m == null ? List.of() : new ArrayList<>(m.subMap(from, true, to, true).values());
    }

    @Override
    public Optional<Bar> latest(String symbol) {
        TreeMap<LocalDate, Bar> m = bars.get(symbol.toUpperCase(Locale.ROOT));
        return m == null || m.isEmpty() ? Optional.empty() : Optional.of(m.lastEntry().getValue());
    }

    @Override
    public LocalDate asOf() {
        return asOf;
    }

    @Override
    public String dataSource(String symbol) {
        return source;
    }

    @Override
    public String benchmarkSymbol() {
        return benchmark;
    }

    @Override
    public Map<String, Double> benchmarkSectorWeights() {
        return Map.of("Information Technology", 1.0);
    }

    @Override
    public Map<String, Double> worldMarketCapWeights() {
        return world;
    }
}
