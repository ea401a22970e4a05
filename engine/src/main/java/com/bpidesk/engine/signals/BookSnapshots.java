package com.bpidesk.engine.signals;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The current {@link BookSnapshot} of each organization: rebuilt when the book's version, the prices' data date or the firm
 * default base currency changed, or after {@link #invalidate}; seeds the demo book on the demo organization's first use.
 */
final class BookSnapshots {

    private final BookStore store;
    private final ChurnModels models;
    private final PriceHistory prices;
    private final MarketReference reference;
    private final Clock clock;
    private final Map<String, RiskLimits> bands;
    private final Supplier<FxTable> fx;
    private final Supplier<String> defaultBase;
    private final DemoBookSeeder demo;
    private final Map<String, BookSnapshot> snapshots = new ConcurrentHashMap<>();

    /**
     * @param fx          the current exchange rates (never null; an empty table when the engine has none)
     * @param defaultBase the firm default base currency (data settings)
     */
    BookSnapshots(BookStore store, ChurnModels models, PriceHistory prices, MarketReference reference, Clock clock,
                  Map<String, RiskLimits> bands, Supplier<FxTable> fx, Supplier<String> defaultBase, DemoBookSeeder demo) {
        this.store = store;
        this.models = models;
        this.prices = prices;
        this.reference = reference;
        this.clock = clock;
        this.bands = bands;
        this.fx = fx;
        this.defaultBase = defaultBase;
        this.demo = demo;
    }

    /** The organization's snapshot as of the data date (the demo book seeded first when due). */
    BookSnapshot of(String org) {
        demo.ensure(org);
        long v = store.version(org);
        BookSnapshot s = snapshots.get(org);
        if (s == null || s.version != v || !prices.asOf().equals(s.asOf) || !defaultBase.get().equals(s.defaultBase)) {
            long version = store.version(org);
            Book book = store.load(org);
            s = new BookSnapshot(version, book, models.active(org), prices, reference, clock, bands, fx.get(), defaultBase.get());
            snapshots.put(org, s);
        }
        return s;
    }

    /** The stored client record, without evaluating the book (the demo book seeded first when due). */
    Optional<Book.Client> storedClient(String org, String clientId) {
        demo.ensure(org);
        return store.client(org, clientId);
    }

    /** Drops the organization's snapshot (after an import or a refit). */
    void invalidate(String org) {
        snapshots.remove(org);
    }
}
