package com.bpidesk.engine.signals;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.EngineContext;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.macro.RegimeService;
import com.bpidesk.engine.macro.SignalsFeed;
import com.bpidesk.engine.market.DemoMarket;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.market.PriceStore;
import com.bpidesk.engine.market.StandardMarketReference;
import com.bpidesk.engine.market.StorePriceHistory;
import com.bpidesk.engine.platform.db.Database;
import java.time.Clock;

/**
 * Builds the signal service (wired in Features.create after market and macro). In demo mode the organization
 * {@code local} (the desktop app's) gets the generated demo book on first use; setting {@code signals.demo.organization}
 * names another organization, {@code none} switches it off.
 */
public final class SignalsFeature {

    private SignalsFeature() {
    }

    public static SignalService create(EngineContext ctx, PriceHistory prices, MarketReference reference, RegimeService regime,
                                       SignalsFeed feed, EnvelopeReviewQueue envelopes) {
        return new SignalService(new BookStore(ctx.database()), new ChurnModels(ctx.database()), prices, reference, regime, feed,
                envelopes, ctx.clock(), demoOrganization(ctx.config()),
                com.bpidesk.engine.book.RiskLimits.withOverrides(ctx.config()::get));
    }

    /**
     * The assurance feature's review queue as the digest sees it: envelopes of the organization whose review status is
     * PENDING or ESCALATED (not yet approved or denied).
     */
    public static EnvelopeReviewQueue reviewQueue(com.bpidesk.engine.assurance.AssuranceService assurance) {
        var waiting = java.util.Set.of(com.bpidesk.engine.assurance.AssuranceRecords.ReviewStatus.PENDING,
                com.bpidesk.engine.assurance.AssuranceRecords.ReviewStatus.ESCALATED);
        return org -> java.util.OptionalLong.of(assurance.list(org, new com.bpidesk.engine.assurance.AssuranceService.Query(null, waiting,
                null, null, null, null, 1, 0)).total());
    }

    static String demoOrganization(EngineConfig config) {
        String org = config.get("signals.demo.organization", Engine.LOCAL_ORGANIZATION);
        return config.demoMode() && !"none".equals(org) ? org : null;
    }

    /** A signal service over an open database, for CLI commands (no HTTP server, no regime or feed). */
    public static SignalService forCli(EngineConfig config, Database db) {
        StorePriceHistory prices = new StorePriceHistory(new PriceStore(db), Clock.systemUTC(), config.get("market.benchmark", "SPY"));
        if (config.demoMode()) {
            prices.seedDemo(config.getLong("market.demo.seed", DemoMarket.DEFAULT_SEED), config.getInt("market.demo.years", 6));
        }
        return new SignalService(new BookStore(db), new ChurnModels(db), prices, new StandardMarketReference(), null, null,
                EnvelopeReviewQueue.NOT_INSTALLED, Clock.systemUTC(), null, com.bpidesk.engine.book.RiskLimits.withOverrides(config::get));
    }
}
