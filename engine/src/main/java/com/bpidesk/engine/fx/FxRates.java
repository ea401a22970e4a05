package com.bpidesk.engine.fx;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.function.BooleanSupplier;

/**
 * What other features read to convert money: {@link #table()} is an immutable {@link FxTable} of the stored pairs,
 * plus the simulated demo pairs in demo mode for every pair the store does not hold (in either direction). Take one
 * table per computation so every figure of it uses the same rates.
 */
public final class FxRates {

    private final FxStore store;
    private final BooleanSupplier demoMode;
    private final long seed;
    private final Clock clock;
    private final int maxStaleDays;
    private volatile FxTable stored;
    private volatile FxTable withDemo;
    private volatile LocalDate demoDay;

    public FxRates(FxStore store, BooleanSupplier demoMode, long seed, Clock clock, int maxStaleDays) {
        this.store = store;
        this.demoMode = demoMode;
        this.seed = seed;
        this.clock = clock;
        this.maxStaleDays = maxStaleDays;
        store.onChange(() -> {
            stored = null;
            withDemo = null;
        });
    }

    public FxTable table() {
        boolean demo = demoMode.getAsBoolean();
        LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
        if (!demo) {
            FxTable t = stored;
            if (t == null) {
                t = new FxTable(storedSources(), maxStaleDays);
                stored = t;
            }
            return t;
        }
        FxTable t = withDemo;
        if (t == null || !today.equals(demoDay)) {
            Map<CurrencyPair, FxTable.Source> all = new LinkedHashMap<>(storedSources());
            for (Map.Entry<CurrencyPair, NavigableMap<LocalDate, Double>> e : new DemoFx(seed).generate(today).entrySet()) {
                if (!all.containsKey(e.getKey()) && !all.containsKey(e.getKey().inverse())) {
                    all.put(e.getKey(), new FxTable.Source(e.getKey(), e.getValue(), DemoFx.SOURCE, null));
                }
            }
            t = new FxTable(all, maxStaleDays);
            withDemo = t;
            demoDay = today;
        }
        return t;
    }

    public boolean demo() {
        return demoMode.getAsBoolean();
    }

    private Map<CurrencyPair, FxTable.Source> storedSources() {
        Map<CurrencyPair, FxTable.Source> out = new LinkedHashMap<>();
        store.pairs().forEach((p, s) -> out.put(p, new FxTable.Source(p, s.rates(), s.source(), s.fetchedAt())));
        return out;
    }
}
