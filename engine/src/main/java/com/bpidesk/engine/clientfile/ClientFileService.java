package com.bpidesk.engine.clientfile;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.engine.book.PolicyStore;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.signals.AlertState;
import com.bpidesk.engine.signals.SignalService;
import com.bpidesk.engine.signals.Signals;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The client file (issue 25, docs/client-file.md): assembles one client's record from the book, the policy store, the
 * price store and exchange rates ({@link ClientValuation}) and the signal service (reused, never recomputed here), and
 * records policy edits with their change log ({@link PolicyEdits}). Read-only towards clients and markets: it proposes
 * nothing and decides nothing.
 */
public final class ClientFileService {

    /** Who edits: the API key ({@code api_key:<id>}) and, when known, the person's name and role (ADR 0135). */
    public record Editor(String actorId, String name, String role) {
    }

    private final BookStore book;
    private final PolicyStore policies;
    private final SignalService signals;
    private final AlertState alertState;
    private final PriceHistory prices;
    private final Supplier<FxTable> fx;
    private final Supplier<String> defaultBase;
    private final Clock clock;

    /**
     * @param alertState  the firm's alert threshold and acknowledgements (null: every current alert)
     * @param defaultBase the firm default base currency, for clients whose record names none
     */
    public ClientFileService(BookStore book, SignalService signals, AlertState alertState, PriceHistory prices, Supplier<FxTable> fx,
                             Supplier<String> defaultBase, Clock clock) {
        this.book = book;
        this.policies = book.policies();
        this.signals = signals;
        this.alertState = alertState;
        this.prices = prices;
        this.fx = fx;
        this.defaultBase = defaultBase;
        this.clock = clock;
    }

    /** The client's file as of a date (null: the data date, the latest date of the price store). */
    public ClientFile file(String org, String clientId, LocalDate asOf) {
        Book.Client client = client(org, clientId);
        LocalDate dataDate = prices.asOf();
        LocalDate date = asOf == null ? dataDate : asOf;
        if (dataDate != null && date.isAfter(dataDate)) {
            throw DomainException.invalidField("/as_of", "the date " + date + " is after the latest price date, " + dataDate);
        }
        String base = client.baseCurrency() != null && !client.baseCurrency().isBlank() ? client.baseCurrency() : defaultBase.get();
        ClientPolicy policy = policy(org, client);
        Book all = book.load(org);
        FxTable rates = fx.get() != null ? fx.get() : new FxTable(Map.of(), 7);
        ClientValuation.Result v = new ClientValuation(prices, rates).value(all, client, base, date, policy);
        List<String> warnings = new ArrayList<>(v.warnings());
        ClientFile.ClientSignals s = clientSignals(org, clientId, warnings);
        String advisor = signals.advisorName(org, client.advisorId()).orElse(null);
        var profile = new ClientFile.Profile(client.clientId(), client.name(), client.advisorId(), advisor, client.riskTolerance(),
                client.timeHorizonYears(), base, client.homeCountry(), client.onboardedOn(), client.investmentPolicySummary(),
                client.dataSource());
        String source = "book:" + client.dataSource() + ";prices:" + prices.dataSource(prices.benchmarkSymbol());
        return new ClientFile(profile, policy, policies.changes(org, clientId), date, base, v.accounts(), v.totals(), v.allocation(), s,
                warnings, clock.instant(), source, ClientFile.NOTICE);
    }

    /** The book this service reads. */
    BookStore book() {
        return book;
    }

    /** The recorded policy, else the house default for the client's risk tolerance (labelled {@code house_default}). */
    ClientPolicy policy(String org, Book.Client client) {
        return PolicyMandates.policyOf(policies, org, client);
    }

    /** Validates and stores an edited policy, logging each changed field under the editor; returns the new file's policy. */
    public PolicyView putPolicy(String org, String clientId, PolicyEdits.Input in, Editor who) {
        Book.Client client = client(org, clientId);
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        String by = who.name() != null && !who.name().isBlank() ? who.name() : who.actorId();
        ClientPolicy next = PolicyEdits.validate(in, now, by);
        ClientPolicy before = policy(org, client);
        List<ClientPolicy.Change> changes = PolicyEdits.changes(before, next, now, who.actorId(), who.name(), who.role());
        policies.save(org, clientId, next, changes);
        return new PolicyView(clientId, next, policies.changes(org, clientId), ClientFile.NOTICE);
    }

    /** The answer of a policy edit: the stored policy and the whole change log, newest first. */
    public record PolicyView(String clientId, ClientPolicy policy, List<ClientPolicy.Change> policyChanges, String notice) {
    }

    /** C1, C4 and the client's open C2 alerts, from the signal service; a signal that cannot be computed becomes a warning. */
    private ClientFile.ClientSignals clientSignals(String org, String clientId, List<String> warnings) {
        try {
            Signals.ClientRisk churn = signals.clientRisk(org, clientId);
            Signals.SuitabilityDrift drift = signals.suitabilityDrift(org, clientId);
            var query = new Signals.AlertQuery(Set.of(), Set.of(), null, clientId, 200, 0);
            Signals.BookAlerts alerts = alertState == null ? signals.bookAlerts(org, query)
                    : signals.bookAlerts(org, query, alertState.settings(org).minSeverity(), alertState.acknowledgements(org), false);
            return new ClientFile.ClientSignals(churn, drift, alerts.items(), alerts.minSeverity(), churn.asOf());
        } catch (DomainException e) {
            if (e.kind() != DomainException.Kind.UNPROCESSABLE) {
                throw e;
            }
            warnings.add("The client's signals could not be computed: " + e.getMessage());
            return null;
        }
    }

    /** The book's client (the demo book seeded first when due); 404 in words when the organization's book has none. */
    Book.Client client(String org, String clientId) {
        // the signal service seeds the demo book on the demo organization's first use before reading the record
        if (signals.clientHomeCountry(org, clientId).isEmpty()) {
            throw DomainException.notFound("There is no client '" + clientId + "' in your organization's book.");
        }
        return book.client(org, clientId).orElseThrow(() -> DomainException.notFound("There is no client '" + clientId
                + "' in your organization's book."));
    }
}
