package com.bpidesk.engine;

import com.bpidesk.engine.data.DataFeature;
import com.bpidesk.engine.macro.MacroData;
import com.bpidesk.engine.macro.MacroFeature;
import com.bpidesk.engine.macro.RegimeService;
import com.bpidesk.engine.macro.SignalsFeed;
import com.bpidesk.engine.market.MarketFeature;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.http.ApiModule;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place where the engine's features are wired: each feature builds its services from the
 * {@link EngineContext} (and from services of features it depends on) and contributes its API module.
 * Order matters: a feature comes after the features it uses.
 */
final class Features {

    private Features() {
    }

    @SuppressWarnings("unused")   // services are local variables so later features can take them
    static List<ApiModule> create(EngineContext ctx) {
        List<ApiModule> modules = new ArrayList<>();

        // Market data (issue 4): price store, demo market, CSV import, A5 charts.
        MarketFeature market = MarketFeature.create(ctx);
        PriceHistory prices = market.prices();
        MarketReference marketReference = market.reference();
        modules.add(market.api());

        // Macro data (issue 4): series store, B4 signals feed, A4 regime.
        MacroFeature macro = MacroFeature.create(ctx, market.prices());
        MacroData macroData = macro.store();
        SignalsFeed signalsFeed = macro.feed();
        RegimeService regime = macro.regime();
        modules.add(macro.api());

        // Data sources (issue 4): data mode, online providers, refresh with progress.
        DataFeature data = DataFeature.create(ctx, market, macro);
        modules.add(data.api());

        return modules;
    }
}
