package com.bpidesk.engine.fx;

import com.bpidesk.engine.platform.online.OnlineFetcher;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.settings.DataSettings;
import com.bpidesk.engine.market.ChartCurrency;
import com.bpidesk.engine.market.Candle;
import com.bpidesk.engine.market.DemoMarket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Exchange rates (issue 16): the store, {@link FxRates} (what other features read), the importer, the online ECB fetch
 * and the REST routes. Provides {@link FxRates} and A5's {@link ChartCurrency} conversion; listed before the market
 * feature, which takes that conversion (fx itself only uses market's value types, so the packages stay a DAG).
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
                ctx.config().getLong("market.demo.seed", DemoMarket.DEFAULT_SEED), ctx.clock(),
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
        ctx.services().provide(ChartCurrency.class, chartCurrency(rates));
        return List.of(new FxModule(rates, importer, online));
    }

    /** A5's {@code currency=}: each candle converted with the rate on or before its date; undatable candles dropped. */
    static ChartCurrency chartCurrency(FxRates rates) {
        return (candles, from, to) -> {
            FxTable table = rates.table();
            List<Candle> out = new ArrayList<>(candles.size());
            java.util.Set<String> sources = new java.util.LinkedHashSet<>();
            int gaps = 0;
            for (Candle c : candles) {
                var conv = table.find(from, to, c.date());
                if (conv.isEmpty()) {
                    gaps++;
                    continue;
                }
                double f = conv.get().rate();
                sources.add(conv.get().source());
                out.add(new Candle(c.date(), c.open() * f, c.high() * f, c.low() * f, c.close() * f, c.volume()));
            }
            if (out.isEmpty() && !candles.isEmpty()) {
                try {
                    table.convert(from, to, candles.get(candles.size() - 1).date());
                } catch (MissingRateException e) {
                    throw e.toDomain();
                }
            }
            return new ChartCurrency.Converted(out, sources.isEmpty() ? "none" : String.join(",", sources), gaps);
        };
    }
}
