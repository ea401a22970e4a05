package com.bpidesk.engine.behavior;

import com.bpidesk.engine.platform.ClientHomeCountries;
import com.bpidesk.engine.platform.ClientNames;
import com.bpidesk.engine.fx.FxRates;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.transactions.ImportProfileStore;
import java.util.List;

/**
 * Behavioral DNA (B1, issue 6): scores a client's trade history or holdings for behavioural biases, and reads a
 * holdings CSV into submission positions ({@code POST /api/portfolio/parse}). Provides
 * {@link DnaScorer}. Setting: {@code behavior.home.country} (default US, for the home-bias measure).
 */
public final class BehaviorFeature implements Feature {

    @Override
    public String name() {
        return "behavior";
    }

    @Override
    public List<ApiModule> start(EngineContext ctx) {
        FxRates fx = ctx.services().require(FxRates.class); // the first feature: always there
        DnaScorer scorer = new DnaScorer(ctx.services().require(PriceHistory.class), ctx.services().require(MarketReference.class),
                ctx.clock(), fx::table);
        ctx.services().provide(DnaScorer.class, scorer);
        var services = ctx.services();
        return List.of(new BehaviorModule(new DnaRequests(scorer, ctx.config().get("behavior.home.country", "US"),
                        services.require(ImportProfileStore.class), ctx.dataSettings()::baseCurrency,
                        () -> services.find(ClientHomeCountries.class)),
                        new DnaResults(ctx.database(), ctx.clock(), () -> services.find(ClientNames.class))),
                // a holdings CSV read into submission positions (the app sends files here instead of splitting CSV itself)
                new PortfolioParseModule());
    }
}
