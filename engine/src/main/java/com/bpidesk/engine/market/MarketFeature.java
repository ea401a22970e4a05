package com.bpidesk.engine.market;

import com.bpidesk.engine.EngineContext;

/**
 * Builds the market data services from the engine context (wired in Features.create): the price store, the
 * {@link PriceHistory} every other feature reads, the {@link MarketReference}, the demo market seeding and the
 * REST module.
 *
 * <p>Settings: {@code market.benchmark} (default SPY), {@code market.demo.years} (default 6),
 * {@code market.demo.seed}; the demo market is seeded when {@code data.mode=demo} (the default).
 */
public record MarketFeature(PriceStore store, StorePriceHistory prices, MarketReference reference, MarketModule api) {

    public static MarketFeature create(EngineContext ctx) {
        return create(ctx, ChartCurrency.UNAVAILABLE);
    }

    /** With A5's {@code currency=} conversion provided by the FX feature. */
    public static MarketFeature create(EngineContext ctx, ChartCurrency chartCurrency) {
        PriceStore store = new PriceStore(ctx.database());
        StorePriceHistory prices = new StorePriceHistory(store, ctx.clock(), ctx.config().get("market.benchmark", "SPY"));
        if ("demo".equals(new com.bpidesk.engine.data.DataSettings(ctx.database(), ctx.config(), ctx.clock()).dataMode())) {
            prices.seedDemo(ctx.config().getLong("market.demo.seed", DemoMarket.DEFAULT_SEED),
                    ctx.config().getInt("market.demo.years", 6));
            if (ctx.config().getBoolean("market.demo.materialize", false)) {
                prices.materializeDemo();
            }
        }
        return new MarketFeature(store, prices, new StandardMarketReference(), new MarketModule(prices, new PriceImporter(prices, ctx.clock()), chartCurrency));
    }
}
