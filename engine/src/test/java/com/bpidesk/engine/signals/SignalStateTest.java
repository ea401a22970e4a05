package com.bpidesk.engine.signals;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.behavior.DnaScorer;
import com.bpidesk.engine.behavior.PriceCache;
import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.book.DemoBook;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.market.StandardMarketReference;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.testing.DemoMarketData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The incremental signals state (issue 28, ADR 0251) against the from-scratch reference: after a change of one client's
 * transactions and after a price update, every client's evaluation read from the state (shared per-instrument returns,
 * evaluations taken over for unchanged clients) equals the one {@link ClientEvaluator#fromScratch} computes from the raw
 * trades and prices, converting each close on the spot (the path the signals took before the state existed). And a reader
 * during a recompute gets the last complete state, never a half-evaluated one.
 */
class SignalStateTest {

    static final LocalDate DATA_DATE = LocalDate.of(2026, 11, 27);
    static final LocalDate NEXT_WEEK = DATA_DATE.plusDays(7);
    static final Clock CLOCK = Clock.fixed(DATA_DATE.atTime(18, 0).toInstant(ZoneOffset.UTC), ZoneOffset.UTC);
    static final MarketReference REFERENCE = new StandardMarketReference();
    static PriceHistory prices;
    static PriceHistory nextPrices;
    static FxTable fx;
    static Book book;

    @BeforeAll
    static void data() {
        prices = DemoMarketData.prices(DATA_DATE, 6);
        nextPrices = DemoMarketData.prices(NEXT_WEEK, 6);
        fx = DemoMarketData.fx(NEXT_WEEK);
        book = firstClients(DemoBook.fromAssets(prices).generate(fx), 12);
    }

    /** The book cut to its first {@code n} clients (with all their records), to keep the test short. */
    static Book firstClients(Book b, int n) {
        Set<String> clients = b.clients().stream().limit(n).map(Book.Client::clientId).collect(Collectors.toSet());
        Set<String> accounts = b.accounts().stream().filter(a -> clients.contains(a.clientId())).map(Book.Account::accountId)
                .collect(Collectors.toSet());
        return new Book(b.advisors(), b.clients().stream().filter(c -> clients.contains(c.clientId())).toList(),
                b.accounts().stream().filter(a -> clients.contains(a.clientId())).toList(),
                b.holdings().stream().filter(h -> accounts.contains(h.accountId())).toList(),
                b.transactions().stream().filter(t -> accounts.contains(t.accountId())).toList(),
                b.cashFlows().stream().filter(f -> accounts.contains(f.accountId())).toList(),
                b.contacts().stream().filter(c -> clients.contains(c.clientId())).toList(),
                b.income().stream().filter(i -> accounts.contains(i.accountId())).toList());
    }

    /** The book with one more purchase by its first client that has trades: 40 % of its value in its largest holding. */
    static Book withOneMoreTrade(Book b, LocalDate day) {
        Book.Transaction last = b.transactions().get(b.transactions().size() - 1);
        List<Book.Transaction> txs = new ArrayList<>(b.transactions());
        txs.add(new Book.Transaction(last.accountId(), day, last.symbol(), "BUY", 500, last.price(), 9.95, last.currency(), false));
        return new Book(b.advisors(), b.clients(), b.accounts(), b.holdings(), txs, b.cashFlows(), b.contacts(), b.income());
    }

    static String clientOf(Book b, String accountId) {
        return b.accounts().stream().filter(a -> a.accountId().equals(accountId)).findFirst().orElseThrow().clientId();
    }

    static ClientEvaluator reference(Book b, PriceHistory p) {
        PriceCache cache = new PriceCache(p, p.asOf().minusYears(5), p.asOf());
        return ClientEvaluator.fromScratch(b, cache, DnaScorer.forBatch(cache, REFERENCE, CLOCK, () -> fx), RiskLimits.DEFAULTS, fx, "USD");
    }

    /** Every client's evaluation as of the data date and a week before, from the state and from scratch, are equal. */
    static void assertSameAsFromScratch(BookSnapshot state, PriceHistory p) {
        ClientEvaluator ref = reference(state.book, p);
        for (Book.Client c : state.book.clients()) {
            for (LocalDate d : List.of(state.asOf, state.asOf.minusDays(7))) {
                assertThat(state.eval(c, d)).as("%s on %s", c.clientId(), d).isEqualTo(ref.evaluate(c, d));
            }
        }
    }

    static BookSnapshot evaluated(BookSnapshot s) {
        s.book.clients().forEach(c -> {
            s.eval(c, s.asOf);
            s.eval(c, s.asOf.minusDays(7));
        });
        return s;
    }

    @Test
    void aChangeOfOneClientsTradesReEvaluatesThatClientOnlyAndEqualsTheFromScratchFigures() {
        PriceState shared = PriceState.of(prices, REFERENCE, CLOCK, fx, "USD");
        BookSnapshot before = evaluated(new BookSnapshot(1, book, ChurnModel.DEFAULT, shared, RiskLimits.DEFAULTS, "demo"));
        Book changed = withOneMoreTrade(book, DATA_DATE.minusDays(3));
        String client = clientOf(changed, changed.transactions().get(changed.transactions().size() - 1).accountId());

        BookSnapshot after = new BookSnapshot(2, changed, ChurnModel.DEFAULT, shared, RiskLimits.DEFAULTS, "demo");
        int series = shared.instrumentSeries();
        assertThat(after.reuse(before)).isEqualTo(book.clients().size() - 1);
        Book.Client c = after.client(client);
        assertThat(after.evaluated(c, DATA_DATE)).isFalse();
        assertThat(after.evaluated(book.clients().stream().filter(x -> !x.clientId().equals(client)).findFirst().orElseThrow(),
                DATA_DATE)).isTrue();
        evaluated(after);
        assertThat(shared.instrumentSeries()).isEqualTo(series); // the changed client read the series computed before
        assertThat(after.eval(c, DATA_DATE).value()).isNotEqualTo(before.eval(before.client(client), DATA_DATE).value());
        assertSameAsFromScratch(after, prices);
    }

    @Test
    void aPriceUpdateReEvaluatesEveryClientOnTheNewPricesAndEqualsTheFromScratchFigures() {
        BookSnapshot before = evaluated(new BookSnapshot(1, book, ChurnModel.DEFAULT, PriceState.of(prices, REFERENCE, CLOCK, fx, "USD"),
                RiskLimits.DEFAULTS, "demo"));
        BookSnapshot after = new BookSnapshot(1, book, ChurnModel.DEFAULT, PriceState.of(nextPrices, REFERENCE, CLOCK, fx, "USD"),
                RiskLimits.DEFAULTS, "demo");
        assertThat(after.reuse(before)).isZero();
        assertThat(after.asOf).isAfter(before.asOf);
        assertSameAsFromScratch(evaluated(after), nextPrices);
    }

    /** The prices of the data date, then of the next week behind a gate that holds the recompute until opened. */
    static final class MovingPrices implements PriceHistory {
        volatile PriceHistory now = prices;
        volatile CountDownLatch gate = new CountDownLatch(0);

        @Override
        public Optional<Instrument> instrument(String symbol) {
            return now.instrument(symbol);
        }

        @Override
        public List<Instrument> instruments() {
            return now.instruments();
        }

        @Override
        public List<Bar> bars(String symbol, LocalDate from, LocalDate to) {
            try {
                gate.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return now.bars(symbol, from, to);
        }

        @Override
        public Optional<Bar> latest(String symbol) {
            return now.latest(symbol);
        }

        @Override
        public LocalDate asOf() {
            return now.asOf();
        }

        @Override
        public String dataSource(String symbol) {
            return now.dataSource(symbol);
        }

        @Override
        public String benchmarkSymbol() {
            return now.benchmarkSymbol();
        }
    }

    @Test
    void aReaderDuringARecomputeGetsTheLastCompleteStateThenTheNewOne() throws Exception {
        Path dir = Files.createTempDirectory("bpi-signal-state-");
        Database db = Database.open(EngineConfig.of(Map.of("data.dir", dir.toString())).databaseUrl(), "sa", "", 2);
        try {
            BookStore store = new BookStore(db);
            store.replace("org", book);
            MovingPrices moving = new MovingPrices();
            BookSnapshots states = new BookSnapshots(store, new ChurnModels(db), moving, REFERENCE, CLOCK, RiskLimits.DEFAULTS, () -> fx,
                    () -> "USD", new DemoBookSeeder(store, moving, () -> fx, null), Duration.ZERO, 2);
            assertThat(states.progress("org").state()).isEqualTo("not_computed");
            BookSnapshot first = states.of("org"); // the first state is waited for
            assertThat(first.computedAt).isNotNull();
            assertThat(states.progress("org").state()).isEqualTo("current");

            moving.gate = new CountDownLatch(1);
            moving.now = nextPrices;
            BookSnapshot during = states.of("org"); // starts the recompute, does not wait (wait 0)
            assertThat(during).isSameAs(first);
            assertThat(during.asOf).isEqualTo(prices.asOf());
            book.clients().forEach(c -> assertThat(during.evaluated(c, during.asOf)).isTrue());
            assertThat(states.updating("org")).isTrue();
            assertThat(states.progress("org").state()).isEqualTo("updating");
            assertThat(states.progress("org").done()).isZero();

            moving.gate.countDown();
            BookSnapshot next = states.refresh("org").result.get(60, TimeUnit.SECONDS);
            assertThat(next.asOf).isEqualTo(nextPrices.asOf());
            assertThat(states.of("org")).isSameAs(next);
            BookSnapshots.Progress p = states.progress("org");
            assertThat(p.state()).isEqualTo("current");
            assertThat(p.clients()).isEqualTo(book.clients().size());
        } finally {
            db.close();
        }
    }
}
