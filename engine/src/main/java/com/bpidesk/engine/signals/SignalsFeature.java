package com.bpidesk.engine.signals;

import com.bpidesk.engine.platform.ClientNames;
import com.bpidesk.engine.assurance.AssuranceRecords;
import com.bpidesk.engine.assurance.AssuranceService;
import com.bpidesk.engine.assurance.ClientMandates;
import com.bpidesk.engine.platform.ClientHomeCountries;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.book.ClientImports;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.fx.FxRates;
import com.bpidesk.engine.macro.RegimeService;
import com.bpidesk.engine.macro.SignalsFeed;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.performance.RealisedGains;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.Organizations;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.settings.Settings;
import com.bpidesk.engine.transactions.ImportProfileStore;
import com.bpidesk.engine.transactions.TransactionReader;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;

/**
 * The client book's advisor signals C1-C5 (issue 6, after market, macro and assurance). Provides
 * {@link SignalService}; contributes {@code book} and {@code churn}. In demo mode the organization {@code local}
 * (the desktop app's) gets the generated demo book on first use; setting {@code signals.demo.organization} names
 * another organization, {@code none} switches it off.
 */
public final class SignalsFeature implements Feature {

    @Override
    public String name() {
        return "signals";
    }

    @Override
    public List<ApiModule> start(EngineContext ctx) {
        var services = ctx.services();
        BookStore store = new BookStore(ctx.database());
        SignalService signals = new SignalService(store, new ChurnModels(ctx.database()),
                services.require(PriceHistory.class), services.require(MarketReference.class), services.require(RegimeService.class),
                services.require(SignalsFeed.class),
                services.find(AssuranceService.class).map(SignalsFeature::reviewQueue).orElse(EnvelopeReviewQueue.NOT_INSTALLED),
                ctx.clock(), demoOrganization(ctx.config(), ctx.dataSettings().demo()), RiskLimits.withOverrides(ctx.config()::get),
                services.require(FxRates.class)::table,
                ctx.dataSettings()::baseCurrency,
                java.time.Duration.ofMillis(ctx.config().getLong("signals.state.wait.millis", 2000))); // ADR 0251
        recomputeInBackground(ctx, store, signals);
        services.find(ClientMandates.class).ifPresent(signals::storeDemoMandates); // ADR 0243
        services.provide(SignalService.class, signals);
        seedDemoBookSoon(ctx, signals);
        // B1 (behavior, started before) scores with the client's home country when given a client_id
        services.provide(ClientHomeCountries.class, signals::clientHomeCountry);
        // examiner's bundles (assurance) and stored B1 results (behavior), both started before, name clients from the book
        services.provide(ClientNames.class, signals::clientName);
        // issue 25: a broker export added to a client's account (the same store, so its version moves the signals' caches)
        ClientImports imports = new ClientImports(ctx.database(), store, TransactionReader.standard(),
                services.require(ImportProfileStore.class), ctx.clock(), signals::ensureBook);
        return List.of(new SignalsModule(signals, new AlertState(ctx.database(), ctx.clock())),
                new ClientPerformanceModule(signals.clientPerformance(lotMethod(ctx.config()))), new ClientImportsModule(imports));
    }

    @Override
    public List<CliCommand> commands() {
        return BookCli.commands();
    }

    /**
     * The assurance feature's review queue as the digest sees it: envelopes of the organization whose review status is
     * PENDING or ESCALATED (not yet approved or denied).
     */
    static EnvelopeReviewQueue reviewQueue(AssuranceService assurance) {
        var waiting = Set.of(AssuranceRecords.ReviewStatus.PENDING, AssuranceRecords.ReviewStatus.ESCALATED);
        return (org, scope) -> OptionalLong.of(assurance.list(org, new AssuranceService.Query(null, waiting,
                null, null, null, null, 1, 0, null, null, null, scope)).total());
    }

    /** The firm's lot method for realised gains: setting {@code performance.lot.method}, {@code fifo} (default) or {@code average_cost}. */
    static RealisedGains.Method lotMethod(Settings config) {
        String m = config.get("performance.lot.method", "fifo").trim().toUpperCase(java.util.Locale.ROOT);
        try {
            return RealisedGains.Method.valueOf(m);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("performance.lot.method must be fifo or average_cost, not '" + m.toLowerCase(java.util.Locale.ROOT) + "'");
        }
    }

    /**
     * Issue 28, ADR 0251: an import (any change of the book) starts a background recompute of the organization's signals;
     * a poll every {@code signals.state.poll.seconds} (default 30, 0: none) starts one when the prices' data date or the
     * rates moved; a completed recompute bumps the organization's {@code book} counter so screens reload.
     */
    private static void recomputeInBackground(EngineContext ctx, BookStore store, SignalService signals) {
        store.onChange(signals::refreshSignals);
        signals.onSignalsComputed(org -> ctx.changes().bumpFor(org, "book"));
        long poll = ctx.config().getLong("signals.state.poll.seconds", 30);
        if (poll > 0) {
            ctx.afterStart(() -> ctx.scheduler().scheduleWithFixedDelay(() -> {
                try {
                    signals.refreshStaleSignals();
                } catch (RuntimeException e) {
                    org.slf4j.LoggerFactory.getLogger(SignalsFeature.class).warn("The signals state was not checked: {}", e.toString());
                }
            }, poll, poll, java.util.concurrent.TimeUnit.SECONDS));
        }
    }

    /**
     * The demo book, seeded a few seconds after the engine answers ({@code signals.demo.seed.delay.seconds}, default 5;
     * negative: only on first use, as test engines do) so that the compliance queue names the demo clients from the first
     * screen on (issue 26, ADR 0244); the app reloads on the {@code book} change.
     */
    private static void seedDemoBookSoon(EngineContext ctx, SignalService signals) {
        String demoOrg = demoOrganization(ctx.config(), ctx.dataSettings().demo());
        long delay = ctx.config().getLong("signals.demo.seed.delay.seconds", 5);
        if (demoOrg == null || delay < 0) {
            return;
        }
        ctx.afterStart(() -> ctx.scheduler().schedule(() -> {
            try {
                signals.ensureDemoBook(demoOrg);
                ctx.changes().bumpFor(demoOrg, "book");
            } catch (RuntimeException e) {
                org.slf4j.LoggerFactory.getLogger(SignalsFeature.class).warn("The demo book was not seeded at start: {}", e.toString());
            }
        }, delay, java.util.concurrent.TimeUnit.SECONDS));
    }

    static String demoOrganization(Settings config, boolean demo) {
        String org = config.get("signals.demo.organization", Organizations.LOCAL);
        return demo && !"none".equals(org) ? org : null;
    }
}
