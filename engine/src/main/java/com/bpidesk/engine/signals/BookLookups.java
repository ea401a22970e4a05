package com.bpidesk.engine.signals;

import static com.bpidesk.engine.signals.Signals.round;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.RiskLimits;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What other features and the book table read of a book client, from the same snapshot as C1-C5: the home country (B1),
 * the advisor's name and the holdings (reports), the Behavioral DNA scores (MCP tools) and the book listing.
 */
final class BookLookups {

    private final BookSnapshots snapshots;
    private final AlertSignals alerts;
    private final Map<String, RiskLimits> bands;

    BookLookups(BookSnapshots snapshots, AlertSignals alerts, Map<String, RiskLimits> bands) {
        this.snapshots = snapshots;
        this.alerts = alerts;
        this.bands = bands;
    }

    /** The home country on the client's record (B1 with a client_id); empty when the book has no such client. */
    Optional<String> clientHomeCountry(String org, String clientId) {
        return snapshots.storedClient(org, clientId).map(Book.Client::homeCountry);
    }

    /** The name on the client's record; empty when the book has no such client or the name is blank. */
    Optional<String> clientName(String org, String clientId) {
        return snapshots.storedClient(org, clientId).map(Book.Client::name).filter(n -> n != null && !n.isBlank());
    }

    /** The name of an advisor of the organization's book (reports show it instead of the advisor id). */
    Optional<String> advisorName(String org, String advisorId) {
        return snapshots.of(org).book.advisors().stream().filter(a -> a.advisorId().equals(advisorId)).map(Book.Advisor::name)
                .filter(n -> n != null && !n.isBlank()).findFirst();
    }

    /** The client's current holdings (as of the data date) with the profile's position limit; 404 for unknown clients. */
    Signals.ClientPortfolio clientPortfolio(String org, String clientId) {
        BookSnapshot ctx = snapshots.of(org);
        Book.Client c = ctx.client(clientId);
        ClientEvaluator.Evaluation e = ctx.eval(c, ctx.asOf);
        RiskLimits lim = bands.get(c.riskTolerance());
        return new Signals.ClientPortfolio(c, ctx.asOf, e.value(), e.cash(), e.positions(), lim == null ? Double.NaN : lim.maxPosition(),
                ctx.dataSource, e.baseCurrency());
    }

    /** The client's Behavioral DNA scores (B1 over the client's book trades, as C1 uses them) and the flags (scores of 60+). */
    Signals.ClientDna clientDna(String org, String clientId) {
        BookSnapshot ctx = snapshots.of(org);
        Book.Client c = ctx.client(clientId);
        ClientEvaluator.Evaluation e = ctx.eval(c, ctx.asOf);
        Map<String, Double> scores = new LinkedHashMap<>();
        e.dnaScores().forEach((k, v) -> scores.put(k, round(v, 2)));
        return new Signals.ClientDna(c.clientId(), scores, List.copyOf(e.flags()), ctx.asOf, ctx.dataSource, e.baseCurrency());
    }

    /** The book table: every client with its advisor's name, value, churn probability and band, drift and alert count. */
    Signals.ClientList clients(String org) {
        BookSnapshot c = snapshots.of(org);
        Map<String, Long> alertsOf = new HashMap<>(); // per client, counted once (not a pass over the alerts per client)
        alerts.alerts(c, c.asOf).forEach(a -> alertsOf.merge(a.clientId(), 1L, Long::sum));
        List<Signals.ClientRow> rows = new ArrayList<>();
        Map<String, String> advisorNames = new HashMap<>();
        for (Book.Advisor a : c.book.advisors()) {
            advisorNames.put(a.advisorId(), a.name());
        }
        for (Book.Client cl : c.book.clients()) {
            var e = c.eval(cl, c.asOf);
            double p = c.model.probability(e.features());
            rows.add(new Signals.ClientRow(cl.clientId(), cl.name(), cl.advisorId(), advisorNames.get(cl.advisorId()), cl.riskTolerance(),
                    cl.timeHorizonYears(), round(e.value(), 2), round(p, 4), ChurnModel.band(p), round(e.driftScore(), 4), e.inBand(),
                    alertsOf.getOrDefault(cl.clientId(), 0L), cl.dataSource(), e.baseCurrency()));
        }
        return new Signals.ClientList(rows, rows.size(), c.asOf, Instant.now(), c.dataSource, Signals.NOTICE);
    }
}
