package com.bpidesk.engine.data;

import com.bpidesk.engine.platform.online.OnlineFetcher;
import com.bpidesk.engine.data.online.OnlineProviders;
import com.bpidesk.engine.macro.DemoMacro;
import com.bpidesk.engine.macro.MacroFeature;
import com.bpidesk.engine.macro.MacroStore;
import com.bpidesk.engine.market.DemoMarket;
import com.bpidesk.engine.market.StorePriceHistory;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.settings.DataMode;
import com.bpidesk.engine.platform.settings.Settings;
import java.time.Duration;
import java.util.List;

/**
 * Data sources (issue 4, after market and macro): the data-mode switch, the online providers and the refresh with
 * progress. Provides {@link DataRefresh}. Settings: {@code online.enabled} (default false),
 * {@code online.timeout.seconds} (30), {@code online.attempts} (3), {@code online.backoff.millis} (500),
 * {@code online.cache.hours} (12), {@code online.<provider>.url}, {@code online.prices.symbols}.
 */
public final class DataFeature implements Feature {

    @Override
    public String name() {
        return "data";
    }

    @Override
    public List<ApiModule> start(EngineContext ctx) {
        StorePriceHistory prices = ctx.services().require(StorePriceHistory.class);
        MacroStore macro = ctx.services().require(MacroStore.class);
        Settings config = ctx.config();
        OnlineFetcher.Settings fs = new OnlineFetcher.Settings(Duration.ofSeconds(10),
                Duration.ofSeconds(config.getInt("online.timeout.seconds", 30)), config.getInt("online.attempts", 3),
                Duration.ofMillis(config.getLong("online.backoff.millis", 500)),
                Duration.ofHours(config.getInt("online.cache.hours", 12)));
        OnlineFetcher fetcher = new OnlineFetcher(fs, config.dataDir().resolve("cache").resolve("online"), ctx.clock());
        DataRefresh refresh = ctx.closeOnStop(new DataRefresh(ctx.dataSettings(), new OnlineProviders(config), fetcher,
                prices, macro, ctx.clock()));
        ctx.services().provide(DataRefresh.class, refresh);
        refresh.onStored(() -> ctx.changes().bump("market", "macro"));
        long seed = config.getLong("market.demo.seed", DemoMarket.DEFAULT_SEED);
        return List.of(new DataModule(ctx.dataSettings(), refresh, prices, mode -> {
            if (mode == DataMode.IMPORTED) {
                prices.store().deleteDemoSeed();
                prices.invalidate(null);
                macro.deleteDataSource(DemoMacro.SOURCE);
            } else {
                prices.seedDemoLayer(seed, config.getInt("market.demo.years", 6));
                MacroFeature.seedDemo(macro, ctx.clock(), seed);
            }
        }));
    }
}
