package com.bpidesk.engine.market;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@link PriceHistory} over the price store, in two layers (ADR 0021):
 * <ol>
 *   <li>stored bars ({@code price_bars}: imported files and online downloads), which always win for their symbol;</li>
 *   <li>the demo market: when the store is registered as demo-seeded ({@code market_demo_seed}), every reference
 *       instrument without stored bars is served from the deterministic {@link DemoMarket} simulation for the
 *       last {@code years} years up to the clock's date, generated in memory on first use (about 0.3 s) rather
 *       than written row by row (175,000 rows took 7-19 s in H2).</li>
 * </ol>
 * Each symbol's history is cached in memory; writers call {@link #invalidate} and listeners learn of the change.
 */
public final class StorePriceHistory implements PriceHistory {

    private static final Logger LOG = LoggerFactory.getLogger(StorePriceHistory.class);

    private final PriceStore store;
    private final Clock clock;
    private final String benchmark;
    private final Map<String, List<Bar>> cache = new ConcurrentHashMap<>();
    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();
    private volatile List<Instrument> instruments;
    private volatile Set<String> storedSymbols;
    private volatile DemoLayer demo;
    private volatile Optional<PriceStore.DemoSeed> demoSeed;
    private final Map<String, String> sources = new ConcurrentHashMap<>();
    private final Map<String, List<String>> notes = new ConcurrentHashMap<>();

    /** The simulated bars of one end date. */
    private record DemoLayer(PriceStore.DemoSeed seed, LocalDate end, Map<String, List<Bar>> bars) {
    }

    public StorePriceHistory(PriceStore store, Clock clock, String benchmark) {
        this.store = store;
        this.clock = clock;
        this.benchmark = PriceStore.normalize(benchmark);
    }

    public PriceStore store() {
        return store;
    }

    @Override
    public Optional<Instrument> instrument(String symbol) {
        String s = PriceStore.normalize(symbol);
        return instruments().stream().filter(i -> i.symbol().equals(s)).findFirst();
    }

    @Override
    public List<Instrument> instruments() {
        List<Instrument> list = instruments;
        if (list == null) {
            list = List.copyOf(store.instruments());
            instruments = list;
        }
        return list;
    }

    @Override
    public List<Bar> bars(String symbol, LocalDate from, LocalDate to) {
        List<Bar> all = all(symbol);
        if (all.isEmpty() || from.isAfter(to)) {
            return List.of();
        }
        int lo = lowerBound(all, from);
        int hi = lowerBound(all, to.plusDays(1));
        return all.subList(lo, hi);
    }

    /** The symbol's whole history, ascending: its stored bars, else its demo bars, else none. */
    public List<Bar> all(String symbol) {
        if (symbol == null) {
            return List.of();
        }
        String s = PriceStore.normalize(symbol);
        if (storedSymbols().contains(s)) {
            return cache.computeIfAbsent(s, k -> List.copyOf(store.allBars(k)));
        }
        DemoLayer layer = demoLayer();
        return layer == null ? List.of() : layer.bars().getOrDefault(s, List.of());
    }

    private Set<String> storedSymbols() {
        Set<String> s = storedSymbols;
        if (s == null) {
            s = Set.copyOf(store.storedSymbols());
            storedSymbols = s;
        }
        return s;
    }

    /** The demo layer for the clock's date, simulated on first use after the date changes; null when not seeded. */
    private DemoLayer demoLayer() {
        LocalDate end = DemoMarket.lastTradingDay(LocalDate.now(clock.withZone(ZoneOffset.UTC)));
        DemoLayer layer = demo;
        if (layer != null && layer.end().equals(end)) {
            return layer;
        }
        synchronized (this) {
            layer = demo;
            if (layer != null && layer.end().equals(end)) {
                return layer;
            }
            Optional<PriceStore.DemoSeed> seed = demoSeed();
            if (seed.isEmpty()) {
                return null;
            }
            long started = System.nanoTime();
            List<Instrument> universe = instruments();
            DemoMarket.Simulation sim = new DemoMarket(seed.get().seed()).simulate(universe,
                    end.minusYears(seed.get().years()), end);
            layer = new DemoLayer(seed.get(), end, Map.copyOf(sim.bars()));
            demo = layer;
            LOG.info("Demo market: {} symbols, {} trading days to {} simulated in {} ms", universe.size(),
                    sim.dates().size(), end, (System.nanoTime() - started) / 1_000_000);
            return layer;
        }
    }

    private static int lowerBound(List<Bar> bars, LocalDate date) {
        int lo = 0;
        int hi = bars.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (bars.get(mid).date().isBefore(date)) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    @Override
    public Optional<Bar> latest(String symbol) {
        List<Bar> all = all(symbol);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(all.size() - 1));
    }

    @Override
    public LocalDate asOf() {
        LocalDate stored = store.lastDate().orElse(null);
        LocalDate demoEnd = demoSeed().isPresent()
                ? DemoMarket.lastTradingDay(LocalDate.now(clock.withZone(ZoneOffset.UTC))) : null;
        if (stored == null && demoEnd == null) {
            return LocalDate.now(clock.withZone(ZoneOffset.UTC));
        }
        if (stored == null) {
            return demoEnd;
        }
        return demoEnd == null || stored.isAfter(demoEnd) ? stored : demoEnd;
    }

    @Override
    public String dataSource(String symbol) {
        String src = detailedSource(symbol);
        return src.startsWith("imported") ? "imported" : src;
    }

    /** The source with its format: {@code imported:yahoo}, {@code online:stooq}, {@code demo} or {@code none}. */
    public String detailedSource(String symbol) {
        String s = PriceStore.normalize(symbol);
        if (s == null) {
            return "none";
        }
        if (storedSymbols().contains(s)) {
            return sources.computeIfAbsent(s, k -> store.source(k).orElse("none"));
        }
        return demoSeed().isPresent() && instrument(s).isPresent() ? DemoMarket.SOURCE : "none";
    }

    private Optional<PriceStore.DemoSeed> demoSeed() {
        Optional<PriceStore.DemoSeed> seed = demoSeed;
        if (seed == null) {
            seed = store.demoSeed();
            demoSeed = seed;
        }
        return seed;
    }

    @Override
    public List<String> importWarnings(String symbol) {
        String s = PriceStore.normalize(symbol);
        if (s == null || !storedSymbols().contains(s)) {
            return List.of();
        }
        String current = detailedSource(s);
        return notes.computeIfAbsent(s, k -> store.importNotes(k).filter(n -> n.source().equals(current))
                .map(PriceStore.ImportNotes::warnings).orElseGet(() -> unrecordedImport(k, current)));
    }

    /**
     * An imported price file with no notes was imported before the engine recorded how it knew a file's currency (issue
     * 30): its currency was assumed then, and the analysis says so rather than trusting it silently.
     */
    private List<String> unrecordedImport(String symbol, String source) {
        if (source == null || !source.startsWith("imported")) {
            return List.of();
        }
        String ccy = instrument(symbol).map(Instrument::currency).orElse("USD");
        return List.of("its currency was not recorded when it was imported (before currencies were checked), so " + ccy
                + " was assumed; import the file again with its currency to be sure.");
    }

    /** True when the demo market layer is on. */
    public boolean demoSeeded() {
        return demoSeed().isPresent();
    }

    @Override
    public String benchmarkSymbol() {
        return benchmark;
    }

    /** Drops cached bars (all symbols when {@code symbol} is null) and tells the listeners. */
    public void invalidate(String symbol) {
        if (symbol == null) {
            cache.clear();
        } else {
            cache.remove(PriceStore.normalize(symbol));
        }
        instruments = null;
        storedSymbols = null;
        demo = null;
        demoSeed = null;
        sources.clear();
        notes.clear();
        listeners.forEach(l -> l.accept(symbol));
    }

    public void onChange(Consumer<String> listener) {
        listeners.add(listener);
    }

    /** Registers the demo market when the store is empty (first start in demo mode). */
    public void seedDemo(long seed, int years) {
        if (demoSeed().isEmpty() && store.count() == 0) {
            store.saveDemoSeed(new PriceStore.DemoSeed(seed, years, clock.instant()));
            invalidate(null);
            LOG.info("Demo market seeded (seed {}, {} years of daily bars up to the current date)", seed, years);
        }
    }

    /** Turns the demo layer on (data mode switched back to demo), whatever the store holds. */
    public void seedDemoLayer(long seed, int years) {
        if (demoSeed().isEmpty()) {
            store.saveDemoSeed(new PriceStore.DemoSeed(seed, years, clock.instant()));
            invalidate(null);
        }
    }

    /**
     * Writes the demo bars into {@code price_bars} (for a shared PostgreSQL server where SQL users want the rows;
     * setting {@code market.demo.materialize=true}). Slow in H2: tens of seconds.
     */
    public void materializeDemo() {
        DemoLayer layer = demoLayer();
        if (layer == null) {
            return;
        }
        Map<String, List<Bar>> missing = new java.util.LinkedHashMap<>();
        layer.bars().forEach((symbol, bars) -> {
            if (!storedSymbols().contains(symbol)) {
                missing.put(symbol, bars);
            }
        });
        store.appendAll(missing, DemoMarket.SOURCE, layer.seed().seededAt());
        invalidate(null);
    }
}
