package com.bpidesk.engine.signals;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.book.DemoBook;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.market.PriceHistory;
import java.util.function.Supplier;

/**
 * The simulated demo book (ADR 0043, labelled {@code demo}): generated from the shipped demo assets over the engine's prices
 * and exchange rates, stored for the demo organization on its first use, or regenerated on request ({@code book demo}).
 */
final class DemoBookSeeder {

    private final BookStore store;
    private final PriceHistory prices;
    private final Supplier<FxTable> fx;
    private final String demoOrganization;
    private volatile java.util.function.BiConsumer<String, Book> stored = (org, book) -> { };

    /**
     * @param fx               the current exchange rates (never null; an empty table when the engine has none)
     * @param demoOrganization organization that gets the demo book on first use (null: none)
     */
    DemoBookSeeder(BookStore store, PriceHistory prices, Supplier<FxTable> fx, String demoOrganization) {
        this.store = store;
        this.prices = prices;
        this.fx = fx;
        this.demoOrganization = demoOrganization;
    }

    /** Stores the demo book when {@code org} is the demo organization and its book is empty. */
    synchronized void ensure(String org) {
        if (org.equals(demoOrganization) && store.isEmpty(org)) {
            Book book = generate();
            store.replace(org, book);
            seedPolicies(org, book);
            stored.accept(org, book);
        }
    }

    /** What else happens when a demo book is stored (its clients' demo mandates, ADR 0243). */
    void onStored(java.util.function.BiConsumer<String, Book> then) {
        this.stored = then;
    }

    /** Replaces the organization's book with a freshly generated demo book and returns it. */
    synchronized Book regenerate(String org) {
        Book book = generate();
        store.replace(org, book);
        seedPolicies(org, book);
        stored.accept(org, book);
        return book;
    }

    /** The demo clients' investment policies (issue 25, docs/client-file.md), from their risk tolerances. */
    private void seedPolicies(String org, Book book) {
        com.bpidesk.engine.book.DemoPolicies.seed(store.policies(), org, book,
                s -> prices.instrument(s).map(com.bpidesk.engine.market.Instrument::assetClass).orElse(null));
    }

    private Book generate() {
        return DemoBook.fromAssets(prices).generate(fx.get());
    }
}
