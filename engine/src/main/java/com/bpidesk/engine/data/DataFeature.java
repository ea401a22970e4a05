package com.bpidesk.engine.data;

import com.bpidesk.engine.EngineContext;
import com.bpidesk.engine.macro.MacroFeature;
import com.bpidesk.engine.market.MarketFeature;
import com.bpidesk.engine.market.online.OnlineFetcher;
import com.bpidesk.engine.market.online.OnlineProviders;
import java.time.Duration;

/**
 * Data-source settings and the online refresh (wired after the market and macro features). Settings:
 * {@code online.enabled} (default false), {@code online.timeout.seconds} (30), {@code online.attempts} (3),
 * {@code online.backoff.millis} (500), {@code online.cache.hours} (12), {@code online.<provider>.url},
 * {@code online.prices.symbols}.
 */
public record DataFeature(DataSettings settings, DataRefresh refresh, DataModule api) {

    public static DataFeature create(EngineContext ctx, MarketFeature market, MacroFeature macro) {
        DataSettings settings = new DataSettings(ctx.database(), ctx.config(), ctx.clock());
        OnlineFetcher.Settings fs = new OnlineFetcher.Settings(Duration.ofSeconds(10),
                Duration.ofSeconds(ctx.config().getInt("online.timeout.seconds", 30)), ctx.config().getInt("online.attempts", 3),
                Duration.ofMillis(ctx.config().getLong("online.backoff.millis", 500)),
                Duration.ofHours(ctx.config().getInt("online.cache.hours", 12)));
        OnlineFetcher fetcher = new OnlineFetcher(fs, ctx.config().dataDir().resolve("cache").resolve("online"), ctx.clock());
        DataRefresh refresh = ctx.closeOnStop(new DataRefresh(settings, new OnlineProviders(ctx.config()), fetcher,
                market.prices(), macro.store(), ctx.clock()));
        DataModule api = new DataModule(settings, refresh, market.prices(), mode -> {
            if ("imported".equals(mode)) {
                market.prices().store().deleteDemoSeed();
                market.prices().invalidate(null);
                macro.store().deleteDataSource(com.bpidesk.engine.macro.DemoMacro.SOURCE);
            } else {
                market.prices().seedDemoLayer(ctx.config().getLong("market.demo.seed",
                        com.bpidesk.engine.market.DemoMarket.DEFAULT_SEED), ctx.config().getInt("market.demo.years", 6));
                MacroFeature.seedDemo(macro.store(), ctx.clock(), ctx.config().getLong("market.demo.seed",
                        com.bpidesk.engine.market.DemoMarket.DEFAULT_SEED));
            }
        });
        return new DataFeature(settings, refresh, api);
    }
}
