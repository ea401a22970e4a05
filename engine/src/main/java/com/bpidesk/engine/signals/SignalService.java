package com.bpidesk.engine.signals;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.macro.RegimeService;
import com.bpidesk.engine.macro.SignalsFeed;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The advisor's behavioral signals C1-C5 over an organization's client book: the feature's one entry point for the API,
 * the reports, the MCP tools and the book commands. Read-only: it proposes actions to the advisor and never contacts
 * clients, trades or decides suitability. Methods in docs/signals.md.
 *
 * <p>A facade: every signal reads the organization's {@link BookSnapshot} from {@link BookSnapshots} (the as-of context
 * built once per book version); C1 and C3 are {@link ChurnSignals}, C2 {@link AlertSignals}, C4 {@link DriftSignal}, C5
 * {@link DigestSignal}; {@link BookLookups} answers what other features read of a client, {@link ChurnRefit} refits the
 * churn model and {@link DemoBookSeeder} seeds the demo book.
 */
public final class SignalService {

    private final BookSnapshots snapshots;
    private final DemoBookSeeder demo;
    private final BookLookups lookups;
    private final ChurnSignals churn;
    private final AlertSignals alerts;
    private final DriftSignal drift;
    private final DigestSignal digest;
    private final ChurnRefit refit;
    private final PriceHistory prices;
    private final Supplier<FxTable> rates;
    private final Map<String, RiskLimits> bands;
    private final BookStore store;

    /**
     * @param regimes          the regime service for C5 (required)
     * @param feed             the macro releases for C5 (required)
     * @param demoOrganization organization that gets the demo book on first use (null: none)
     * @param bands            risk-profile bands per tolerance ({@link RiskLimits#withOverrides})
     * @param fx               exchange rates for the clients' base currencies (required; an empty table converts only same-currency amounts)
     * @param defaultBase      the firm default base currency (data settings), for clients whose record names none
     * @param wait             how long a reader waits for a recompute under way before it answers from the last complete
     *                         state (ADR 0251)
     */
    public SignalService(BookStore store, ChurnModels models, PriceHistory prices, MarketReference reference, RegimeService regimes,
                         SignalsFeed feed, EnvelopeReviewQueue envelopes, Clock clock, String demoOrganization,
                         Map<String, RiskLimits> bands, Supplier<FxTable> fx, Supplier<String> defaultBase, java.time.Duration wait) {
        java.util.Objects.requireNonNull(regimes, "regimes");
        java.util.Objects.requireNonNull(feed, "feed");
        java.util.Objects.requireNonNull(fx, "fx"); // required services are required (one composition root, ADR 0256)
        FxTable none = new FxTable(Map.of(), 7); // one empty table: the state is keyed on the table (ADR 0251)
        Supplier<FxTable> rates = () -> {
            FxTable t = fx.get();
            return t != null ? t : none;
        };
        this.demo = new DemoBookSeeder(store, prices, rates, demoOrganization);
        this.snapshots = new BookSnapshots(store, models, prices, reference, clock, bands, rates, defaultBase, demo, wait,
                Runtime.getRuntime().availableProcessors());
        this.alerts = new AlertSignals(snapshots, bands, clock);
        snapshots.warm(s -> {
            alerts.alerts(s, s.asOf);
            alerts.alerts(s, s.asOf.minusDays(7)); // the weekly digest's "last week"
        });
        this.lookups = new BookLookups(snapshots, alerts, bands);
        this.churn = new ChurnSignals(snapshots, prices, bands, clock);
        this.drift = new DriftSignal(snapshots, bands, clock);
        this.digest = new DigestSignal(snapshots, alerts, regimes, feed, envelopes, clock);
        this.refit = new ChurnRefit(snapshots, models, clock);
        this.prices = prices;
        this.rates = rates;
        this.bands = bands;
        this.store = store;
    }

    /**
     * The client file's performance, income and realised gains over this service's book snapshots (issue 25), with the firm's
     * lot method as the default of realised gains.
     */
    public ClientPerformance clientPerformance(com.bpidesk.engine.performance.RealisedGains.Method defaultMethod) {
        return new ClientPerformance(snapshots, prices, rates, bands, defaultMethod, store.policies());
    }

    /** Stores the demo clients' mandates whenever the demo book is stored (ADR 0243). */
    public void storeDemoMandates(com.bpidesk.engine.assurance.ClientMandates mandates) {
        demo.onStored((org, book) -> DemoMandates.store(mandates, org, book));
    }

    /** Stores the demo book now when {@code org} is the demo organization and has none (it is otherwise seeded on first use). */
    public void ensureDemoBook(String org) {
        demo.ensure(org);
    }

    /** C1: churn probability, top reasons and proposed actions for the advisor. */
    public Signals.ClientRisk clientRisk(String org, String clientId) {
        return churn.clientRisk(org, clientId);
    }

    /** C3: the churn score with each feature's contribution. */
    public Signals.ChurnScore churnScore(String org, String clientId) {
        return churn.churnScore(org, clientId);
    }

    /** C4: suitability drift now and at the last 12 month-ends. */
    public Signals.SuitabilityDrift suitabilityDrift(String org, String clientId) {
        return drift.suitabilityDrift(org, clientId);
    }

    /** C2 without a threshold or acknowledgements (every alert of the query). */
    public Signals.BookAlerts bookAlerts(String org, Signals.AlertQuery q) {
        return alerts.bookAlerts(org, q, "low", Map.of(), true);
    }

    /**
     * C2: the book alerts above the firm's threshold ({@code minSeverity}), each with its acknowledgement; an acknowledged
     * alert whose severity is not higher than when acknowledged is hidden unless {@code includeAcknowledged} (ADR 0139).
     */
    public Signals.BookAlerts bookAlerts(String org, Signals.AlertQuery q, String minSeverity,
                                         Map<String, AlertState.Acknowledgement> acks, boolean includeAcknowledged) {
        return alerts.bookAlerts(org, q, minSeverity, acks, includeAcknowledged);
    }

    /** The current alert with this id in the organization's book, if any (to acknowledge it at its severity). */
    public Optional<Signals.Alert> currentAlert(String org, String alertId) {
        return alerts.currentAlert(org, alertId);
    }

    /** C5: the advisor's weekly digest preview (null advisor: the whole book). */
    public Signals.WeeklyDigest weeklyDigest(String org, String advisorId) {
        return digest.weeklyDigest(org, advisorId);
    }

    /** Seeds the demo book when the organization is the demo one and its book is empty (before a write to the book). */
    public void ensureBook(String org) {
        demo.ensure(org);
    }

    /** The book table ({@code GET /api/book/clients}). */
    public Signals.ClientList bookClients(String org) {
        return lookups.clients(org);
    }

    /** The book table as the caller may see it: clients of {@code scope} matching the query, one page (ADR 0252). */
    public Signals.ClientList bookClients(String org, com.bpidesk.engine.platform.auth.ClientScope scope, ClientListing.Query q) {
        return ClientListing.page(lookups.clients(org), scope, q);
    }

    /** C5 over the clients of {@code scope} (ADR 0252). */
    public Signals.WeeklyDigest weeklyDigest(String org, String advisorId, com.bpidesk.engine.platform.auth.ClientScope scope) {
        return digest.weeklyDigest(org, advisorId, scope);
    }

    /** The client's current holdings (as of the data date) with the profile's position limit; 404 for unknown clients. */
    public Signals.ClientPortfolio clientPortfolio(String org, String clientId) {
        return lookups.clientPortfolio(org, clientId);
    }

    /** The client's Behavioral DNA scores and flags, as C1 uses them. */
    public Signals.ClientDna clientDna(String org, String clientId) {
        return lookups.clientDna(org, clientId);
    }

    /** The home country on the client's record (B1 with a client_id); empty when the book has no such client. */
    public Optional<String> clientHomeCountry(String org, String clientId) {
        return lookups.clientHomeCountry(org, clientId);
    }

    /** The name on the client's record (an examiner's bundle and a stored B1 result name their client); empty when the book has no such client. */
    public Optional<String> clientName(String org, String clientId) {
        return lookups.clientName(org, clientId);
    }

    /** The name of an advisor of the organization's book (reports show it instead of the advisor id). */
    public Optional<String> advisorName(String org, String advisorId) {
        return lookups.advisorName(org, advisorId);
    }

    /**
     * The organization's signals state and the progress of a recompute under way (issue 28, ADR 0251). Reading it never
     * starts a recompute.
     */
    public Signals.SignalsState signalsState(String org) {
        BookSnapshots.Progress p = snapshots.progress(org);
        Double percent = p.total() > 0 ? Signals.round(100.0 * p.done() / p.total(), 1) : null;
        return new Signals.SignalsState(p.state(), p.computedAt(), p.asOf(), p.clients(), p.done(), p.total(), percent, p.startedAt(),
                p.reusedClients(), "Alerts and the weekly digest answer from the last complete state, as of its computed_at; "
                + "a recompute after an import or a price update runs in the background. " + Signals.NOTICE);
    }

    /** Starts a background recompute of the organization's signals (after an import or a price update). */
    public void refreshSignals(String org) {
        snapshots.refresh(org);
    }

    /** Starts a background recompute of every organization whose state is out of date (the price poll). */
    public void refreshStaleSignals() {
        snapshots.organizations().forEach(snapshots::refreshIfStale);
    }

    /** Called with the organization after each completed recompute. */
    public void onSignalsComputed(java.util.function.Consumer<String> listener) {
        snapshots.onComplete(listener);
    }

    /** Refits the churn model on the organization's labelled clients and activates it. */
    public ChurnRefit.Refit refit(String org) {
        return refit.refit(org);
    }

    /** Replaces the organization's book with a freshly generated demo book ({@code book demo}) and returns it. */
    public Book regenerateDemoBook(String org) {
        Book book = demo.regenerate(org);
        snapshots.invalidate(org);
        return book;
    }
}
