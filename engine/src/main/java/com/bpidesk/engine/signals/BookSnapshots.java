package com.bpidesk.engine.signals;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.errors.DomainException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The signals' state of each organization (issue 28, ADR 0251): the last <em>complete</em> {@link BookSnapshot} (every
 * client evaluated as of the data date and a week before, what the alerts and the digest read) and at most one recompute
 * under way, in the background, with its progress. A recompute starts when the book's version, the prices' data date,
 * the exchange rates or the firm default base currency moved (after an import, a price update, or on a read that finds
 * the state out of date); it shares the per-instrument {@link PriceState} while the prices did not move and takes over
 * the evaluations of every client whose records did not change. Readers wait for it at most {@code wait}; after that they
 * get the last complete snapshot, marked as updating, never a half-evaluated one. The first state of an organization
 * is waited for. Seeds the demo book on the demo organization's first use.
 */
final class BookSnapshots {

    /** The progress of the organization's signals state ({@code GET /api/signals/state}). */
    record Progress(String state, Instant computedAt, LocalDate asOf, Long bookVersion, long clients, long done, long total,
                    Instant startedAt, Long reusedClients) {
    }

    /** A recompute under way: its target version and prices, and how many clients it has evaluated. */
    static final class Build {
        final long version;
        final LocalDate asOf;
        final Instant startedAt;
        final AtomicInteger done = new AtomicInteger();
        volatile int total;
        volatile int reused;
        final CompletableFuture<BookSnapshot> result = new CompletableFuture<>();

        Build(long version, LocalDate asOf, Instant startedAt) {
            this.version = version;
            this.asOf = asOf;
            this.startedAt = startedAt;
        }
    }

    private final BookStore store;
    private final ChurnModels models;
    private final PriceHistory prices;
    private final MarketReference reference;
    private final Clock clock;
    private final Map<String, RiskLimits> bands;
    private final Supplier<FxTable> fx;
    private final Supplier<String> defaultBase;
    private final DemoBookSeeder demo;
    private final Duration wait;
    private final Map<String, BookSnapshot> complete = new ConcurrentHashMap<>();
    private final Map<String, Build> running = new ConcurrentHashMap<>();
    private final Map<String, Integer> reusedBy = new ConcurrentHashMap<>();
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "signals-state");
        t.setDaemon(true);
        return t;
    });
    private final java.util.concurrent.ForkJoinPool pool;
    private volatile PriceState priceState;
    private volatile java.util.function.Consumer<String> onComplete = org -> { };
    private volatile java.util.function.Consumer<BookSnapshot> warm = s -> { };

    /**
     * @param fx          the current exchange rates (never null; an empty table when the engine has none)
     * @param defaultBase the firm default base currency (data settings)
     * @param wait        how long a reader waits for a recompute under way before it gets the last complete state
     * @param threads     how many clients a recompute evaluates at once
     */
    BookSnapshots(BookStore store, ChurnModels models, PriceHistory prices, MarketReference reference, Clock clock,
                  Map<String, RiskLimits> bands, Supplier<FxTable> fx, Supplier<String> defaultBase, DemoBookSeeder demo,
                  Duration wait, int threads) {
        this.pool = new java.util.concurrent.ForkJoinPool(Math.max(1, threads), p -> {
            var t = java.util.concurrent.ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(p);
            t.setName("signals-state-" + t.getPoolIndex());
            t.setDaemon(true);
            return t;
        }, null, false);
        this.store = store;
        this.models = models;
        this.prices = prices;
        this.reference = reference;
        this.clock = clock;
        this.bands = bands;
        this.fx = fx;
        this.defaultBase = defaultBase;
        this.demo = demo;
        this.wait = wait;
    }

    /**
     * The organization's complete snapshot as of the data date (the demo book seeded first when due): the current one, or
     * the recompute's result when it ends within the wait, else the last complete one (its {@link #updating} is true).
     */
    BookSnapshot of(String org) {
        demo.ensure(org);
        BookSnapshot s = complete.get(org);
        if (s != null && fresh(org, s)) {
            return s;
        }
        Build b = refresh(org);
        try {
            return s == null ? b.result.get() : b.result.get(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return s;
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while the signals were being computed", e);
        }
    }

    /** Called with the organization after each completed recompute (the engine bumps the book's change counter). */
    void onComplete(java.util.function.Consumer<String> listener) {
        this.onComplete = listener;
    }

    /** What a recompute computes from the evaluations before it publishes the state (the alerts of both dates). */
    void warm(java.util.function.Consumer<BookSnapshot> then) {
        this.warm = then;
    }

    /** Whether a recompute of the organization's state is under way (readers then see the last complete state). */
    boolean updating(String org) {
        return running.containsKey(org);
    }

    private boolean fresh(String org, BookSnapshot s) {
        return s.version == store.version(org) && s.evaluator.priceState().current(prices.asOf(), fx.get(), defaultBase.get());
    }

    /**
     * Starts a recompute of the organization's state in the background unless one for the same book version and data date
     * is under way (after an import or a price update; {@link #of} calls it when the state is out of date). Returns it.
     */
    Build refresh(String org) {
        return running.compute(org, (k, b) -> {
            if (b != null && b.version == store.version(org) && b.asOf.equals(prices.asOf())) {
                return b;
            }
            Build next = new Build(store.version(org), prices.asOf(), clock.instant());
            worker.submit(() -> build(org, next));
            return next;
        });
    }

    /** Recomputes in the background when the state of the organization is out of date (a price update seen by a poll). */
    void refreshIfStale(String org) {
        BookSnapshot s = complete.get(org);
        if (s != null && !fresh(org, s) && !running.containsKey(org)) {
            refresh(org);
        }
    }

    /** The organizations that have a state (the price poll refreshes them). */
    java.util.Set<String> organizations() {
        return complete.keySet();
    }

    private void build(String org, Build b) {
        Build latest = running.get(org);
        if (latest != b && latest != null) {
            // superseded by a newer import or price update before it started: its readers get the newer state
            latest.result.whenComplete((s, e) -> {
                if (e != null) {
                    b.result.completeExceptionally(e);
                } else {
                    b.result.complete(s);
                }
            });
            return;
        }
        try {
            long version = store.version(org);
            Book book = store.load(org);
            BookSnapshot previous = complete.get(org);
            BookSnapshot s = new BookSnapshot(version, book, models.active(org), priceState(), bands,
                    prices.dataSource(prices.benchmarkSymbol()));
            b.reused = s.reuse(previous);
            LocalDate lastWeek = s.asOf.minusDays(7);
            b.total = book.clients().size();
            // clients are independent: evaluated on the state's threads (the evaluator's caches are concurrent)
            pool.submit(() -> book.clients().parallelStream().forEach(c -> {
                try {
                    s.eval(c, s.asOf);
                    s.eval(c, lastWeek); // the weekly digest's "last week" (DigestSignal)
                } catch (DomainException e) {
                    // a client whose amounts cannot be converted: a reader asking for it gets the problem, as before
                }
                b.done.incrementAndGet();
            })).join();
            warm.accept(s); // the alerts of both dates, so that the first reader reads stored lists
            s.computedAt = clock.instant();
            complete.put(org, s);
            reusedBy.put(org, b.reused);
            running.remove(org, b);
            b.result.complete(s);
            if (previous != null) {
                onComplete.accept(org); // screens that showed the previous state reload
            }
        } catch (RuntimeException | Error e) {
            running.remove(org, b);
            b.result.completeExceptionally(e);
        }
    }

    /** The shared per-instrument state, rebuilt when the data date, the rates or the firm default base currency moved. */
    private synchronized PriceState priceState() {
        PriceState p = priceState;
        FxTable rates = fx.get();
        String base = defaultBase.get();
        if (p == null || !p.current(prices.asOf(), rates, base)) {
            p = PriceState.of(prices, reference, clock, rates, base);
            priceState = p;
        }
        return p;
    }

    /** The organization's state and the progress of a recompute under way ({@code GET /api/signals/state}). */
    Progress progress(String org) {
        BookSnapshot s = complete.get(org);
        Build b = running.get(org);
        String state = b != null ? "updating" : s == null ? "not_computed" : fresh(org, s) ? "current" : "out_of_date";
        return new Progress(state, s == null ? null : s.computedAt, s == null ? null : s.asOf, s == null ? null : s.version,
                s == null ? 0 : s.book.clients().size(), b == null ? 0 : b.done.get(), b == null ? 0 : b.total,
                b == null ? null : b.startedAt, s == null ? null : (long) reusedBy.getOrDefault(org, 0));
    }

    /** The stored client record, without evaluating the book (the demo book seeded first when due). */
    Optional<Book.Client> storedClient(String org, String clientId) {
        demo.ensure(org);
        return store.client(org, clientId);
    }

    /** Drops the organization's state (after a refit or a regenerated demo book): the next reader waits for the new one. */
    void invalidate(String org) {
        complete.remove(org);
    }
}
