package com.bpidesk.bench;

import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.fx.FxRates;
import com.bpidesk.engine.fx.FxStore;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.DemoMarket;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceStore;
import com.bpidesk.engine.market.StandardMarketReference;
import com.bpidesk.engine.market.StorePriceHistory;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.signals.ChurnModels;
import com.bpidesk.engine.signals.EnvelopeReviewQueue;
import com.bpidesk.engine.signals.SignalService;
import com.bpidesk.engine.signals.Signals;
import java.nio.file.Path;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The advisor signals over a generated book of N clients (issue 28): {@code ./bpi bench book-scale [--clients 1000,10000]
 * [--seed 28] [--postgres]}. Not a JMH benchmark: each figure is one wall-clock measurement of what an advisor waits for,
 * on the real store (H2 in a temporary directory, or the PostgreSQL of {@code BPI_TEST_POSTGRES_URL} with
 * {@code --postgres}), the real signal service and the demo market (10 years of daily bars). The book is generated from a
 * seed: 1 advisor per 200 clients, 4-10 of the demo market's dollar instruments per client, a deposit and purchases at
 * onboarding (up to 10 years ago), then about one trade a month, yearly deposits, occasional withdrawals and a contact
 * every few months (some clients fall silent). Measured: storing the book (the import's write), book alerts and the
 * weekly digest on the first read (the whole state), when nothing changed, after one client's book changed (re-import),
 * after a full price update (the data date moves one trading day), one client's risk, and the heap after a full GC.
 */
public final class BookScaleBenchmark {

    static final String ORG = "bench";

    /** A clock the benchmark moves (a price update: the demo market's data date moves with the clock). */
    static final class MovingClock extends Clock {
        volatile Instant now;

        MovingClock(Instant now) {
            this.now = now;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    private BookScaleBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        List<Integer> sizes = List.of(1_000, 10_000);
        long seed = 28;
        boolean postgres = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--clients" -> sizes = java.util.Arrays.stream(args[++i].split(",")).map(String::trim).map(Integer::parseInt).toList();
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--postgres" -> postgres = true;
                default -> throw new IllegalArgumentException("Unknown option " + args[i]
                        + " (book-scale [--clients 1000,10000] [--seed 28] [--postgres])");
            }
        }
        List<String> rows = new ArrayList<>();
        for (int n : sizes) {
            rows.add(run(n, seed, postgres));
        }
        System.out.println();
        System.out.println("== Book scale (issue 28), " + (postgres ? "PostgreSQL" : "H2") + ", " + Runtime.getRuntime().availableProcessors()
                + " cores ==");
        System.out.println("| clients | trades | store book | alerts, first read | digest | alerts, nothing changed | digest, nothing changed "
                + "| alerts, one client changed | alerts after a price update | digest after it | one client's risk | heap |");
        System.out.println("|---|---|---|---|---|---|---|---|---|---|---|---|");
        rows.forEach(System.out::println);
    }

    static Database open(Path dir, boolean postgres) {
        if (!postgres) {
            return Database.open(EngineConfig.of(Map.of("data.dir", dir.toString())).databaseUrl(), "sa", "", 4);
        }
        String url = System.getenv("BPI_TEST_POSTGRES_URL");
        if (url == null) {
            throw new IllegalStateException("--postgres needs BPI_TEST_POSTGRES_URL (and BPI_TEST_POSTGRES_USER/PASSWORD, default bpi)");
        }
        String user = System.getenv().getOrDefault("BPI_TEST_POSTGRES_USER", "bpi");
        String password = System.getenv().getOrDefault("BPI_TEST_POSTGRES_PASSWORD", "bpi");
        String schema = "bpi_bench_" + ProcessHandle.current().pid();
        try (var c = java.sql.DriverManager.getConnection(url, user, password); var st = c.createStatement()) {
            st.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
            st.execute("CREATE SCHEMA " + schema);
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException("Cannot prepare the PostgreSQL schema " + schema, e);
        }
        return Database.open(url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema, user, password, 4);
    }

    static String run(int n, long seed, boolean postgres) throws Exception {
        Path dir = BenchSupport.tempDir("bpi-bench-book-");
        MovingClock clock = new MovingClock(LocalDate.of(2026, 11, 27).atTime(18, 0).toInstant(ZoneOffset.UTC));
        try (Database db = open(dir, postgres)) {
            StorePriceHistory prices = new StorePriceHistory(new PriceStore(db), clock, "SPY");
            prices.seedDemo(DemoMarket.DEFAULT_SEED, 10);
            FxRates fx = new FxRates(new FxStore(db), () -> true, DemoMarket.DEFAULT_SEED, clock, 7);
            BookStore store = new BookStore(db);
            // the regime and the feed as the engine wires them (required since ADR 0256); no macro data is stored, so the
            // digest's regime reads "not enough data" and the bench times the book alone
            com.bpidesk.engine.macro.MacroStore macro = new com.bpidesk.engine.macro.MacroStore(db);
            SignalService signals = new SignalService(store, new ChurnModels(db), prices, new StandardMarketReference(),
                    new com.bpidesk.engine.macro.MacroRegimeService(macro, prices, clock, macro::dataSource),
                    new com.bpidesk.engine.macro.MacroFeed(macro),
                    EnvelopeReviewQueue.NOT_INSTALLED, clock, null, RiskLimits.DEFAULTS, fx::table, () -> "USD", Duration.ofHours(1));
            store.onChange(signals::refreshSignals); // as the engine wires it (SignalsFeature)
            Book book = generate(n, seed, prices);
            long t0 = System.nanoTime();
            store.replace(ORG, book);
            double storeSeconds = seconds(t0);
            Signals.AlertQuery page = new Signals.AlertQuery(Set.of(), Set.of(), null, null, 50, 0);
            t0 = System.nanoTime();
            Signals.BookAlerts first = signals.bookAlerts(ORG, page);
            double firstAlerts = seconds(t0);
            double digest = time(() -> signals.weeklyDigest(ORG, null));
            double alertsAgain = time(() -> signals.bookAlerts(ORG, page));
            double digestAgain = time(() -> signals.weeklyDigest(ORG, null));
            String someone = book.clients().get(n / 2).clientId();
            double risk = time(() -> signals.clientRisk(ORG, someone));
            // one client's book changes (a re-import with one more trade): the others are taken over
            store.replace(ORG, withOneMoreTrade(book));
            double oneChanged = time(() -> signals.bookAlerts(ORG, page));
            // a full price update: every instrument gets the next trading day's bar
            clock.now = clock.now.plus(Duration.ofDays(clock.now.atZone(ZoneOffset.UTC).getDayOfWeek() == DayOfWeek.FRIDAY ? 3 : 1));
            double afterUpdate = time(() -> signals.bookAlerts(ORG, page));
            double digestAfterUpdate = time(() -> signals.weeklyDigest(ORG, null));
            System.gc();
            long heap = Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory();
            System.out.printf(Locale.ROOT, "[book-scale] %,d clients: %,d alerts, state %s%n", n, first.total(),
                    signals.signalsState(ORG).state());
            return String.format(Locale.ROOT, "| %,d | %,d | %.1f s | %.1f s | %s | %s | %s | %.1f s | %.1f s | %s | %s | %,d MB |", n,
                    book.transactions().size(), storeSeconds, firstAlerts, human(digest), human(alertsAgain), human(digestAgain),
                    oneChanged, afterUpdate, human(digestAfterUpdate), human(risk), heap >> 20);
        } finally {
            BenchSupport.deleteTree(dir);
        }
    }

    static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }

    static double time(Runnable r) {
        long t0 = System.nanoTime();
        r.run();
        return seconds(t0);
    }

    static String human(double s) {
        return s < 1 ? String.format(Locale.ROOT, "%.0f ms", s * 1000) : String.format(Locale.ROOT, "%.1f s", s);
    }

    static Book withOneMoreTrade(Book b) {
        Book.Transaction last = b.transactions().get(b.transactions().size() - 1);
        List<Book.Transaction> txs = new ArrayList<>(b.transactions());
        txs.add(new Book.Transaction(last.accountId(), last.tradeDate(), last.symbol(), "BUY", 10, last.price(), 4.95, last.currency(), false));
        return new Book(b.advisors(), b.clients(), b.accounts(), b.holdings(), txs, b.cashFlows(), b.contacts(), b.income());
    }

    /** The generated book (deterministic for a seed and the demo market). */
    static Book generate(int n, long seed, StorePriceHistory prices) {
        SplittableRandom rng = new SplittableRandom(seed);
        LocalDate end = prices.asOf();
        List<Instrument> dollar = prices.instruments().stream().filter(i -> "USD".equals(i.currency())).toList();
        Map<String, List<Bar>> bars = new HashMap<>();
        for (Instrument i : dollar) {
            bars.put(i.symbol(), prices.bars(i.symbol(), end.minusYears(10).minusDays(10), end));
        }
        List<String> tolerances = List.of("conservative", "moderate", "balanced", "growth", "aggressive").stream()
                .filter(RiskLimits.DEFAULTS::containsKey).toList();
        List<Book.Advisor> advisors = new ArrayList<>();
        int nAdvisors = Math.max(1, n / 200);
        for (int a = 0; a < nAdvisors; a++) {
            advisors.add(new Book.Advisor(String.format("adv-%04d", a), "Advisor " + a, "advisor" + a + "@example.com", "bench"));
        }
        List<Book.Client> clients = new ArrayList<>();
        List<Book.Account> accounts = new ArrayList<>();
        List<Book.Transaction> txs = new ArrayList<>();
        List<Book.CashFlow> flows = new ArrayList<>();
        List<Book.Contact> contacts = new ArrayList<>();
        for (int c = 0; c < n; c++) {
            String id = String.format("c%06d", c);
            LocalDate onboarded = end.minusDays(200 + rng.nextInt(3450)); // up to 10 years of history
            clients.add(new Book.Client(id, advisors.get(c % nAdvisors).advisorId(), "Client " + c, tolerances.get(rng.nextInt(tolerances.size())),
                    3 + rng.nextInt(20), "Long-term growth within the stated risk tolerance", "US", onboarded, null, null, "bench", "USD"));
            String account = id + "-1";
            accounts.add(new Book.Account(account, id, "brokerage", "USD", onboarded));
            double deposit = 20_000 + rng.nextInt(480_000);
            flows.add(new Book.CashFlow(account, onboarded, deposit, "USD"));
            int k = 4 + rng.nextInt(7);
            List<String> held = new ArrayList<>();
            while (held.size() < k) {
                String s = dollar.get(rng.nextInt(dollar.size())).symbol();
                if (!held.contains(s)) {
                    held.add(s);
                }
            }
            Map<String, Double> shares = new LinkedHashMap<>();
            for (String s : held) {
                double p = close(bars.get(s), onboarded);
                double q = Math.floor(deposit * 0.9 / k / p);
                if (q > 0) {
                    txs.add(new Book.Transaction(account, onboarded, s, "BUY", q, p, 4.95, "USD", false));
                    shares.put(s, q);
                }
            }
            boolean silent = rng.nextInt(10) == 0;
            for (LocalDate d = onboarded.plusDays(20 + rng.nextInt(20)); d.isBefore(end); d = d.plusDays(15 + rng.nextInt(31))) {
                if (d.getDayOfWeek() == DayOfWeek.SATURDAY || d.getDayOfWeek() == DayOfWeek.SUNDAY) {
                    continue;
                }
                String s = held.get(rng.nextInt(held.size()));
                double p = close(bars.get(s), d);
                double have = shares.getOrDefault(s, 0.0);
                boolean sell = have > 2 && rng.nextInt(3) == 0;
                double q = sell ? Math.floor(have / 3) : Math.max(1, Math.floor(2_000 / p));
                txs.add(new Book.Transaction(account, d, s, sell ? "SELL" : "BUY", q, p, 4.95, "USD", rng.nextInt(4) == 0));
                shares.merge(s, sell ? -q : q, Double::sum);
                if (d.getDayOfYear() < 32 && rng.nextInt(2) == 0) {
                    flows.add(new Book.CashFlow(account, d, rng.nextInt(8) == 0 ? -5_000 - rng.nextInt(20_000) : 2_000 + rng.nextInt(10_000), "USD"));
                }
                if (!silent && rng.nextInt(4) == 0) {
                    contacts.add(new Book.Contact(id, d, rng.nextInt(2) == 0 ? "call" : "meeting", "Review"));
                }
            }
        }
        return new Book(advisors, clients, accounts, List.of(), txs, flows, contacts);
    }

    /** The close on or before the day (the first close before the history starts). */
    static double close(List<Bar> bars, LocalDate d) {
        int lo = 0;
        int hi = bars.size() - 1;
        while (lo < hi) { // the last bar on or before d
            int mid = (lo + hi + 1) >>> 1;
            if (bars.get(mid).date().isAfter(d)) {
                hi = mid - 1;
            } else {
                lo = mid;
            }
        }
        return bars.get(lo).close();
    }
}
