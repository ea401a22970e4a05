package com.bpidesk.engine.market;

import com.bpidesk.engine.fx.FxRates;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.http.ApiModule;
import java.util.List;

/**
 * Market data (issue 4): the price store, the {@link PriceHistory} every other feature reads, the
 * {@link MarketReference}, the demo market seeding and the chart/instrument/import routes.
 * Provides {@link PriceStore}, {@link StorePriceHistory}, {@link PriceHistory} and {@link MarketReference}; requires
 * the fx feature's {@link FxRates} (A5's {@code currency=}).
 *
 * <p>Settings: {@code market.benchmark} (default SPY), {@code market.demo.years} (default 6),
 * {@code market.demo.seed}; the demo market is seeded when the data mode is {@code demo} (the default).
 */
public final class MarketFeature implements Feature {

    @Override
    public String name() {
        return "market";
    }

    @Override
    public List<ApiModule> start(EngineContext ctx) {
        PriceStore store = new PriceStore(ctx.database());
        StorePriceHistory prices = new StorePriceHistory(store, ctx.clock(), ctx.config().get("market.benchmark", "SPY"));
        if (ctx.dataSettings().demo()) {
            prices.seedDemo(ctx.config().getLong("market.demo.seed", DemoMarket.DEFAULT_SEED),
                    ctx.config().getInt("market.demo.years", 6));
            if (ctx.config().getBoolean("market.demo.materialize", false)) {
                prices.materializeDemo();
            }
        }
        MarketReference reference = new StandardMarketReference();
        ctx.services().provide(PriceStore.class, store);
        ctx.services().provide(StorePriceHistory.class, prices);
        ctx.services().provide(PriceHistory.class, prices);
        ctx.services().provide(MarketReference.class, reference);
        ChartCurrency chartCurrency = new FxChartCurrency(ctx.services().require(FxRates.class));
        return List.of(new MarketModule(prices, new PriceImporter(prices, ctx.clock()), chartCurrency));
    }
}
