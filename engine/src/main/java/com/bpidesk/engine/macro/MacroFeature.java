package com.bpidesk.engine.macro;

import com.bpidesk.engine.EngineContext;
import com.bpidesk.engine.market.DemoMarket;
import com.bpidesk.engine.market.StorePriceHistory;
import java.time.LocalDate;
import java.time.ZoneOffset;

/**
 * Builds the macro services (wired in Features.create after the market feature): the series store
 * ({@link MacroData}), the signals feed ({@link SignalsFeed}), the regime service ({@link RegimeService}) and
 * the REST module. Seeds the demo macro dataset when {@code data.mode=demo} and the store holds no demo series
 * yet, and regenerates it when the clock has moved on.
 */
public record MacroFeature(MacroStore store, MacroFeed feed, MacroRegimeService regime, MacroModule api) {

    public static MacroFeature create(EngineContext ctx, StorePriceHistory prices) {
        MacroStore store = new MacroStore(ctx.database());
        if (demoMode(ctx)) {
            seedDemo(store, ctx.clock(), ctx.config().getLong("market.demo.seed", DemoMarket.DEFAULT_SEED));
        }
        MacroFeed feed = new MacroFeed(store);
        MacroRegimeService regime = new MacroRegimeService(store, prices, ctx.clock(), store::dataSource);
        store.onChange(feed::invalidate);
        store.onChange(regime::invalidate);
        prices.onChange(symbol -> regime.invalidate());
        return new MacroFeature(store, feed, regime, new MacroModule(store, feed, regime, ctx.clock()));
    }

    /** The data mode in force: a runtime setting ({@code data_settings}) over the configuration. */
    static boolean demoMode(EngineContext ctx) {
        return "demo".equals(new com.bpidesk.engine.data.DataSettings(ctx.database(), ctx.config(), ctx.clock()).dataMode());
    }

    /** Stores the demo series unless a series of the same id holds imported or online data (that wins). */
    public static void seedDemo(MacroStore store, java.time.Clock clock, long seed) {
        LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
        boolean current = store.stored().stream().anyMatch(s -> DemoMacro.SOURCE.equals(s.dataSource())
                && !s.updatedAt().atZone(ZoneOffset.UTC).toLocalDate().isBefore(today));
        if (current) {
            return;
        }
        var demo = new DemoMacro(seed).generate(today).stream()
                .filter(l -> store.stored(l.info().seriesId()).map(s -> DemoMacro.SOURCE.equals(s.dataSource())).orElse(true))
                .toList();
        store.replaceAll(demo, clock.instant());
    }
}
