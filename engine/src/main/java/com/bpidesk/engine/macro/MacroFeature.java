package com.bpidesk.engine.macro;

import com.bpidesk.engine.market.DemoMarket;
import com.bpidesk.engine.market.StorePriceHistory;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.http.ApiModule;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

/**
 * Macro data (issue 4, after market): the series store, the B4 signals feed and the A4 regime. Provides
 * {@link MacroStore}, {@link MacroData}, {@link SignalsFeed} and {@link RegimeService}; contributes the
 * {@code import-prices}, {@code import-macro} and {@code regime-backtest} commands. Seeds the demo macro dataset
 * when the data mode is {@code demo} and the store holds no current demo series, and regenerates it when the clock
 * has moved on.
 */
public final class MacroFeature implements Feature {

    @Override
    public String name() {
        return "macro";
    }

    @Override
    public List<ApiModule> start(EngineContext ctx) {
        StorePriceHistory prices = ctx.services().require(StorePriceHistory.class);
        MacroStore store = new MacroStore(ctx.database());
        if (ctx.dataSettings().demo()) {
            seedDemo(store, ctx.clock(), ctx.config().getLong("market.demo.seed", DemoMarket.DEFAULT_SEED));
        }
        MacroFeed feed = new MacroFeed(store);
        MacroRegimeService regime = new MacroRegimeService(store, prices, ctx.clock(), store::dataSource);
        store.onChange(feed::invalidate);
        store.onChange(regime::invalidate);
        prices.onChange(symbol -> regime.invalidate());
        ctx.services().provide(MacroStore.class, store);
        ctx.services().provide(MacroData.class, store);
        ctx.services().provide(SignalsFeed.class, feed);
        ctx.services().provide(RegimeService.class, regime);
        ctx.services().provide(MacroRegimeService.class, regime);
        return List.of(new MacroModule(store, feed, regime, ctx.clock()));
    }

    @Override
    public List<CliCommand> commands() {
        return MacroCli.commands();
    }

    /** Stores the demo series unless a series of the same id holds imported or online data (that wins). */
    public static void seedDemo(MacroStore store, Clock clock, long seed) {
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
