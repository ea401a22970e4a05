package com.bpidesk.engine.market;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Jdbc;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The price store: the {@code instruments} reference table and the {@code price_bars} table (daily OHLCV per
 * symbol with source and fetch time). Only this class writes them; {@link StorePriceHistory} reads through it.
 */
public final class PriceStore {

    /** A stored bar with its provenance. */
    public record StoredBar(String symbol, Bar bar, String source, Instant fetchedAt) {
    }

    /** How many bars of each source the store holds for a symbol. */
    public record SymbolSummary(String symbol, String source, long bars, LocalDate first, LocalDate last) {
    }

    private final Database db;

    public PriceStore(Database db) {
        this.db = db;
    }

    public static String normalize(String symbol) {
        return symbol == null ? null : symbol.trim().toUpperCase(Locale.ROOT);
    }

    // ---- instruments ----

    public List<Instrument> instruments() {
        return db.query("SELECT symbol, name, asset_class, sector, country, currency FROM instruments ORDER BY symbol",
                PriceStore::instrument);
    }

    public Optional<Instrument> instrument(String symbol) {
        return db.queryOne("SELECT symbol, name, asset_class, sector, country, currency FROM instruments WHERE symbol = ?",
                PriceStore::instrument, normalize(symbol));
    }

    /**
     * Adds an instrument first seen in an imported file (attributes unknown: 'Unclassified', country 'XX'), or sets the
     * currency of a known one to the imported prices' currency (issue 30: the prices decide; never assumed USD).
     *
     * @param currency ISO 4217 code of the prices, {@link Instrument#UNKNOWN_CURRENCY} when nobody could tell it
     */
    public void ensureInstrument(String symbol, String currency) {
        String s = normalize(symbol);
        String ccy = currency == null ? Instrument.UNKNOWN_CURRENCY : currency;
        db.with(j -> {
            if (j.count("SELECT COUNT(*) FROM instruments WHERE symbol = ?", s) == 0) {
                j.update("INSERT INTO instruments (symbol, name, asset_class, sector, country, currency, origin) "
                        + "VALUES (?, ?, 'equity', 'Unclassified', 'XX', ?, 'imported')", s, s, ccy);
            } else if (!Instrument.UNKNOWN_CURRENCY.equals(ccy)) {
                j.update("UPDATE instruments SET currency = ? WHERE symbol = ?", ccy, s);
            }
            return null;
        });
    }

    // ---- import notes (issue 30) ----

    /** What an import said about a symbol's prices: source, how the currency was known, warnings. */
    public record ImportNotes(String symbol, String source, String currencyBasis, List<String> warnings, Instant importedAt) {
    }

    public void saveImportNotes(ImportNotes notes) {
        String s = normalize(notes.symbol());
        db.transaction(j -> {
            j.update("DELETE FROM price_import_notes WHERE symbol = ?", s);
            j.update("INSERT INTO price_import_notes (symbol, source, currency_basis, warnings, imported_at) VALUES (?, ?, ?, ?, ?)",
                    s, notes.source(), notes.currencyBasis(), String.join("\n", notes.warnings()), notes.importedAt());
            return null;
        });
    }

    public Optional<ImportNotes> importNotes(String symbol) {
        return db.queryOne("SELECT symbol, source, currency_basis, warnings, imported_at FROM price_import_notes WHERE symbol = ?",
                r -> new ImportNotes(r.str("symbol"), r.str("source"), r.str("currency_basis"),
                        r.str("warnings").isEmpty() ? List.of() : List.of(r.str("warnings").split("\n")), r.instant("imported_at")),
                normalize(symbol));
    }

    private static Instrument instrument(com.bpidesk.engine.platform.db.Row r) throws java.sql.SQLException {
        return new Instrument(r.str("symbol"), r.str("name"), r.str("asset_class"), r.str("sector"), r.str("country"),
                r.str("currency"));
    }

    // ---- bars ----

    public List<Bar> bars(String symbol, LocalDate from, LocalDate to) {
        return db.query("SELECT bar_date, open, high, low, close, adj_close, volume FROM price_bars "
                        + "WHERE symbol = ? AND bar_date >= ? AND bar_date <= ? ORDER BY bar_date",
                PriceStore::bar, normalize(symbol), from, to);
    }

    public List<Bar> allBars(String symbol) {
        return db.query("SELECT bar_date, open, high, low, close, adj_close, volume FROM price_bars "
                + "WHERE symbol = ? ORDER BY bar_date", PriceStore::bar, normalize(symbol));
    }

    private static Bar bar(com.bpidesk.engine.platform.db.Row r) throws java.sql.SQLException {
        return new Bar(r.date("bar_date"), r.dbl("open"), r.dbl("high"), r.dbl("low"), r.dbl("close"),
                r.dbl("adj_close"), r.lng("volume"));
    }

    public Optional<LocalDate> lastDate() {
        return db.query("SELECT MAX(bar_date) AS d FROM price_bars", r -> java.util.Optional.ofNullable(r.date("d")))
                .get(0);
    }

    public Optional<LocalDate> lastDate(String source) {
        return db.query("SELECT MAX(bar_date) AS d FROM price_bars WHERE source = ?",
                r -> java.util.Optional.ofNullable(r.date("d")), source).get(0);
    }

    public long count() {
        return db.count("SELECT COUNT(*) FROM price_bars");
    }

    /** Source of the symbol's most recent bar, or empty when the store has none. */
    public Optional<String> source(String symbol) {
        return db.queryOne("SELECT source FROM price_bars WHERE symbol = ? ORDER BY bar_date DESC LIMIT 1",
                r -> r.str("source"), normalize(symbol));
    }

    /** Per symbol and source: bar count and date range. */
    public List<SymbolSummary> summary() {
        return db.query("SELECT symbol, source, COUNT(*) AS n, MIN(bar_date) AS f, MAX(bar_date) AS l FROM price_bars "
                        + "GROUP BY symbol, source ORDER BY symbol, source",
                r -> new SymbolSummary(r.str("symbol"), r.str("source"), r.lng("n"), r.date("f"), r.date("l")));
    }

    /** Counts of bars per source ('demo', 'imported:yahoo', ...). */
    public Map<String, Long> countsBySource() {
        Map<String, Long> out = new LinkedHashMap<>();
        db.query("SELECT source, COUNT(*) AS n FROM price_bars GROUP BY source ORDER BY source",
                r -> out.put(r.str("source"), r.lng("n")));
        return out;
    }

    /**
     * Stores bars of one symbol from one source. Bars of another source for the same symbol are removed
     * first (a symbol's history never mixes simulated and real prices); bars of the same source on the same
     * dates are replaced. One transaction.
     */
    public int replace(String symbol, List<Bar> bars, String source, Instant fetchedAt) {
        String s = normalize(symbol);
        return db.transaction(j -> {
            j.update("DELETE FROM price_bars WHERE symbol = ? AND source <> ?", s, source);
            if (!bars.isEmpty()) {
                LocalDate min = bars.stream().map(Bar::date).min(LocalDate::compareTo).orElseThrow();
                LocalDate max = bars.stream().map(Bar::date).max(LocalDate::compareTo).orElseThrow();
                j.update("DELETE FROM price_bars WHERE symbol = ? AND bar_date >= ? AND bar_date <= ?", s, min, max);
            }
            insert(j, s, bars, source, fetchedAt);
            return bars.size();
        });
    }

    /** Appends bars of many symbols (used by the demo seeding; the dates must not be stored yet). */
    public void appendAll(Map<String, List<Bar>> barsBySymbol, String source, Instant fetchedAt) {
        db.transaction(j -> {
            List<Object[]> rows = new ArrayList<>();
            barsBySymbol.forEach((symbol, bars) -> {
                for (Bar b : bars) {
                    rows.add(row(normalize(symbol), b, source, fetchedAt));
                }
            });
            j.batch(INSERT, rows);
            return null;
        });
    }

    /** Symbols that have stored bars. */
    public java.util.Set<String> storedSymbols() {
        return new java.util.TreeSet<>(db.query("SELECT DISTINCT symbol FROM price_bars", r -> r.str("symbol")));
    }

    /** The demo market registration: seed, years of history, when it was seeded. */
    public record DemoSeed(long seed, int years, Instant seededAt) {
    }

    public Optional<DemoSeed> demoSeed() {
        return db.queryOne("SELECT seed, years, seeded_at FROM market_demo_seed WHERE id = 1",
                r -> new DemoSeed(r.lng("seed"), r.integer("years"), r.instant("seeded_at")));
    }

    public void saveDemoSeed(DemoSeed seed) {
        db.transaction(j -> {
            j.update("DELETE FROM market_demo_seed WHERE id = 1");
            j.update("INSERT INTO market_demo_seed (id, seed, years, seeded_at) VALUES (1, ?, ?, ?)", seed.seed(),
                    seed.years(), seed.seededAt());
            return null;
        });
    }

    public void deleteDemoSeed() {
        db.update("DELETE FROM market_demo_seed WHERE id = 1");
    }

    public void deleteSource(String source) {
        db.update("DELETE FROM price_bars WHERE source = ?", source);
    }

    private static final String INSERT = "INSERT INTO price_bars (symbol, bar_date, open, high, low, close, adj_close, "
            + "volume, source, fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private static void insert(Jdbc j, String symbol, List<Bar> bars, String source, Instant fetchedAt) {
        List<Object[]> rows = new ArrayList<>(bars.size());
        for (Bar b : bars) {
            rows.add(row(symbol, b, source, fetchedAt));
        }
        j.batch(INSERT, rows);
    }

    private static Object[] row(String symbol, Bar b, String source, Instant fetchedAt) {
        return new Object[] {symbol, b.date(), b.open(), b.high(), b.low(), b.close(), b.adjClose(), b.volume(),
                source, fetchedAt};
    }
}
