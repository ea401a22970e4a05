package com.bpidesk.engine.rebalance;

import com.bpidesk.engine.assurance.AssuranceService;
import com.bpidesk.engine.assurance.ClientMandates;
import com.bpidesk.engine.clientfile.ClientFileService;
import com.bpidesk.engine.fx.FxRates;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.http.ApiModule;
import java.util.List;

/**
 * Rebalance proposals (issue 25, after the client file): proposes the trades that bring a client's account back within
 * its policy, stores them and turns an accepted one into decision envelopes for compliance review. The firm's minimum
 * trade is the data setting {@code rebalance.minimum_trade} (default {@value #DEFAULT_MINIMUM_TRADE} in the base currency).
 */
public final class RebalanceFeature implements Feature {

    static final String MINIMUM_TRADE_SETTING = "rebalance.minimum_trade";
    static final double DEFAULT_MINIMUM_TRADE = 500;

    @Override
    public String name() {
        return "rebalance";
    }

    @Override
    public List<ApiModule> start(EngineContext ctx) {
        var services = ctx.services();
        var settings = ctx.dataSettings();
        RebalanceService service = new RebalanceService(services.require(ClientFileService.class),
                new ClassInstruments(services.require(PriceHistory.class), services.require(FxRates.class)::table),
                services.require(AssuranceService.class), new ProposalStore(ctx.database()),
                () -> minimum(settings.get(MINIMUM_TRADE_SETTING, null)),
                (org, client) -> services.find(ClientMandates.class).flatMap(m -> m.get(org, client)), ctx.clock());
        services.provide(RebalanceService.class, service);
        return List.of(new RebalanceModule(service));
    }

    /** The firm's minimum trade: the setting when it is a number of zero or more, else the default. */
    static double minimum(String raw) {
        try {
            double v = raw == null ? DEFAULT_MINIMUM_TRADE : Double.parseDouble(raw.strip());
            return Double.isFinite(v) && v >= 0 ? v : DEFAULT_MINIMUM_TRADE;
        } catch (NumberFormatException e) {
            return DEFAULT_MINIMUM_TRADE;
        }
    }
}
