package com.bpidesk.engine.signals;

import com.bpidesk.engine.behavior.DnaScorer;
import com.bpidesk.engine.behavior.PriceCache;
import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.fx.MissingRateException;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.errors.DomainException;
import java.time.Clock;
import java.time.LocalDate;
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
    final String dataSource;
    final String defaultBase;

    /**
     * @param fx          the exchange rates of this snapshot (an empty table when the engine has none)
     * @param defaultBase the firm default base currency, for clients whose record names none
     */
    BookSnapshot(long version, Book book, ChurnModel model, PriceHistory prices, MarketReference reference, Clock clock,
                 Map<String, RiskLimits> bands, FxTable fx, String defaultBase) {
        this.version = version;
        this.book = book;
        this.asOf = prices.asOf();
        this.defaultBase = defaultBase;
        PriceCache cache = new PriceCache(prices, asOf.minusYears(5), asOf);
        this.evaluator = new ClientEvaluator(book, cache, DnaScorer.forBatch(cache, reference, clock, () -> fx), bands, fx, defaultBase);
        this.model = model;
        Set<String> sources = new TreeSet<>();
        book.clients().forEach(c -> sources.add(c.dataSource()));
        this.dataSource = "book:" + (sources.isEmpty() ? "empty" : String.join("+", sources)) + ";prices:"
                + prices.dataSource(prices.benchmarkSymbol());
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
