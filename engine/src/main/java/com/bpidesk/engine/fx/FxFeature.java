package com.bpidesk.engine.fx;

import com.bpidesk.engine.platform.online.OnlineFetcher;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.settings.DataSettings;
import java.time.Duration;
import java.util.List;

/**
 * Exchange rates (issue 16): the store, {@link FxRates} (what other features read), the importer, the online ECB fetch
 * and the REST routes. Provides {@link FxStore} and {@link FxRates}; the first feature, so every later one requires the
 * rates (the market converts A5 charts with them). Depends on no other feature.
 * Settings: {@code fx.max.stale.days} (default 7), {@code online.ecbfx.url}, {@code market.demo.seed}.
 */
public final class FxFeature implements Feature {

    @Override
    public String name() {
        return "fx";
    }

    @Override
    public List<ApiModule> start(EngineContext ctx) {
        FxStore store = new FxStore(ctx.database());
        DataSettings settings = ctx.dataSettings();
        FxRates rates = new FxRates(store, settings::demo,
                ctx.config().getLong("market.demo.seed", DataSettings.DEFAULT_DEMO_SEED), ctx.clock(),
                ctx.config().getInt("fx.max.stale.days", 7));
        FxImporter importer = new FxImporter(store, ctx.clock());
        OnlineFetcher.Settings fs = new OnlineFetcher.Settings(Duration.ofSeconds(10),
                Duration.ofSeconds(ctx.config().getInt("online.timeout.seconds", 30)), ctx.config().getInt("online.attempts", 3),
                Duration.ofMillis(ctx.config().getLong("online.backoff.millis", 500)),
                Duration.ofHours(ctx.config().getInt("online.cache.hours", 12)));
        OnlineFetcher fetcher = new OnlineFetcher(fs, ctx.config().dataDir().resolve("cache").resolve("online"), ctx.clock());
        FxOnline online = new FxOnline(fetcher, ctx.config().get("online.ecbfx.url", FxOnline.DEFAULT_URL),
                () -> settings.providerEnabled("ecb"), importer);
        ctx.services().provide(FxStore.class, store);
        ctx.services().provide(FxRates.class, rates);
        return List.of(new FxModule(rates, importer, online));
    }
}
