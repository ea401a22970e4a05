package com.bpidesk.engine.fx;

import com.bpidesk.engine.platform.db.Database;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The FX store ({@code fx_rates}): daily rates by pair with their source and fetch time. Reads are cached in memory
 * (every pair, a few hundred thousand rates at most); every write replaces whole pairs, clears the cache and
 * notifies listeners.
 */
public final class FxStore {

    /** A stored pair: its rates ascending by date, where they came from and when they were fetched. */
    public record StoredPair(CurrencyPair pair, NavigableMap<LocalDate, Double> rates, String source, Instant fetchedAt) {
    }

    private final Database db;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private volatile Map<CurrencyPair, StoredPair> pairs;

    public FxStore(Database db) {
        this.db = db;
    }

    /** Every stored pair. */
    public Map<CurrencyPair, StoredPair> pairs() {
        Map<CurrencyPair, StoredPair> p = pairs;
        if (p == null) {
            Map<CurrencyPair, TreeMap<LocalDate, Double>> rates = new LinkedHashMap<>();
            Map<CurrencyPair, String[]> meta = new LinkedHashMap<>();
            Map<CurrencyPair, Instant> fetched = new LinkedHashMap<>();
            db.query("SELECT base_currency, quote_currency, rate_date, rate, source, fetched_at FROM fx_rates "
                    + "ORDER BY base_currency, quote_currency, rate_date", r -> {
                        CurrencyPair pair = new CurrencyPair(r.str("base_currency"), r.str("quote_currency"));
                        rates.computeIfAbsent(pair, k -> new TreeMap<>()).put(r.date("rate_date"), r.dbl("rate"));
                        meta.put(pair, new String[] {r.str("source")});
                        Instant at = r.instant("fetched_at");
                        fetched.merge(pair, at, (a, b) -> a.isAfter(b) ? a : b);
                        return null;
                    });
            Map<CurrencyPair, StoredPair> out = new LinkedHashMap<>();
            rates.forEach((pair, r) -> out.put(pair, new StoredPair(pair, java.util.Collections.unmodifiableNavigableMap(r),
                    meta.get(pair)[0], fetched.get(pair))));
            p = java.util.Collections.unmodifiableMap(out);
            pairs = p;
        }
        return p;
    }

    /** Replaces each pair's rates (and its inverse's, so one direction is stored per pair) in one transaction. */
    public void replace(List<FxFiles.PairRates> loaded, String source, Instant at) {
        db.transaction(j -> {
            for (FxFiles.PairRates l : loaded) {
                CurrencyPair p = l.pair();
                j.update("DELETE FROM fx_rates WHERE base_currency = ? AND quote_currency = ?", p.base(), p.quote());
                j.update("DELETE FROM fx_rates WHERE base_currency = ? AND quote_currency = ?", p.quote(), p.base());
                List<Object[]> rows = new ArrayList<>(l.rates().size());
                l.rates().forEach((d, r) -> rows.add(new Object[] {p.base(), p.quote(), d, r, source, at}));
                j.batch("INSERT INTO fx_rates (base_currency, quote_currency, rate_date, rate, source, fetched_at) "
                        + "VALUES (?, ?, ?, ?, ?, ?)", rows);
            }
            return null;
        });
        invalidate();
    }

    public long count() {
        return db.count("SELECT COUNT(*) FROM fx_rates");
    }

    public void invalidate() {
        pairs = null;
        listeners.forEach(Runnable::run);
    }

    public void onChange(Runnable listener) {
        listeners.add(listener);
    }
}
