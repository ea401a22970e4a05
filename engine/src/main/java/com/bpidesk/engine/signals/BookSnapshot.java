package com.bpidesk.engine.signals;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.fx.MissingRateException;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.errors.DomainException;
import java.time.Clock;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One organization's book and the prices as of the data date, with the client evaluator and its memoised evaluations: the
 * per-request as-of context every signal C1-C5 reads ({@link BookSnapshots} keeps one per organization and book version).
 */
final class BookSnapshot {

    final long version;
    final Book book;
    final ClientEvaluator evaluator;
    final ChurnModel model;
    final LocalDate asOf;
    final Map<String, ClientEvaluator.Evaluation> evaluations = new ConcurrentHashMap<>();
    /** The book's alerts per date, ranked ({@link AlertSignals#alerts}), computed once per snapshot. */
    final Map<LocalDate, java.util.List<Signals.Alert>> alerts = new ConcurrentHashMap<>();
    final String dataSource;
    final String defaultBase;
    final Map<String, RiskLimits> bands;
    /** When this snapshot was complete (every client evaluated for the alerts and the digest); null until then. */
    volatile java.time.Instant computedAt;

    /**
     * @param fx          the exchange rates of this snapshot (an empty table when the engine has none)
     * @param defaultBase the firm default base currency, for clients whose record names none
     */
    BookSnapshot(long version, Book book, ChurnModel model, PriceHistory prices, MarketReference reference, Clock clock,
                 Map<String, RiskLimits> bands, FxTable fx, String defaultBase) {
        this(version, book, model, PriceState.of(prices, reference, clock, fx, defaultBase), bands,
                prices.dataSource(prices.benchmarkSymbol()));
    }

    /** A snapshot over a shared {@link PriceState} (issue 28: one per price update, reused by every book version). */
    BookSnapshot(long version, Book book, ChurnModel model, PriceState state, Map<String, RiskLimits> bands, String pricesSource) {
        this.version = version;
        this.book = book;
        this.asOf = state.asOf;
        this.defaultBase = state.defaultBase;
        this.evaluator = new ClientEvaluator(book, state, bands);
        this.model = model;
        this.bands = bands;
        Set<String> sources = new TreeSet<>();
        book.clients().forEach(c -> sources.add(c.dataSource()));
        this.dataSource = "book:" + (sources.isEmpty() ? "empty" : String.join("+", sources)) + ";prices:" + pricesSource;
    }

    /**
     * Takes over the previous snapshot's evaluations of every client whose records did not change (ADR 0251), when both
     * snapshots read the same {@link PriceState} and bands: the evaluation is a function of the client's records, the
     * prices and the bands only. Returns how many clients were taken over.
     */
    int reuse(BookSnapshot previous) {
        if (previous == null || previous.evaluator.priceState() != evaluator.priceState() || !previous.bands.equals(bands)) {
            return 0;
        }
        Map<String, Book.Client> before = new HashMap<>();
        previous.book.clients().forEach(c -> before.put(c.clientId(), c));
        Set<String> same = new HashSet<>();
        for (Book.Client c : book.clients()) {
            Book.Client old = before.get(c.clientId());
            if (old != null && previous.evaluator.records(old).equals(evaluator.records(c))) {
                same.add(c.clientId());
            }
        }
        previous.evaluations.forEach((key, e) -> {
            if (same.contains(e.client().clientId())) {
                evaluations.putIfAbsent(key, e);
            }
        });
        return same.size();
    }

    /** Whether the client's evaluation as of the date is already computed. */
    boolean evaluated(Book.Client c, LocalDate d) {
        return evaluations.containsKey(c.clientId() + "@" + d);
    }

    /** The client's evaluation as of a date (memoised per client and date). */
    ClientEvaluator.Evaluation eval(Book.Client c, LocalDate d) {
        try {
            return evaluations.computeIfAbsent(c.clientId() + "@" + d, k -> evaluator.evaluate(c, d));
        } catch (MissingRateException e) {
            throw missing(c, e);
        }
    }

    /** The client's suitability drift as of a date (not memoised: C4's history reads each month-end once). */
    ClientEvaluator.Evaluation drift(Book.Client c, LocalDate d) {
        try {
            return evaluator.drift(c, d);
        } catch (MissingRateException e) {
            throw missing(c, e);
        }
    }

    /** The book's client with this id; 404 when the organization's book has none. */
    Book.Client client(String clientId) {
        return book.clients().stream().filter(c -> c.clientId().equals(clientId)).findFirst()
                .orElseThrow(() -> DomainException.notFound("No client '" + clientId + "' in your organization's book."));
    }

    /** A client amount that cannot be converted into the client's base currency: 422 naming the pair and the client. */
    static DomainException missing(Book.Client c, MissingRateException e) {
        return new DomainException(DomainException.Kind.UNPROCESSABLE, MissingRateException.MISSING_RATE,
                "Client " + c.name() + " (" + c.clientId() + "): " + e.getMessage(), e).with("missing_pair", e.pair());
    }
}
