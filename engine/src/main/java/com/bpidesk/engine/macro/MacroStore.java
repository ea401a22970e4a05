package com.bpidesk.engine.macro;

import com.bpidesk.engine.platform.db.Database;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The macro series store ({@code macro_series}, {@code macro_observations}) and the {@link MacroData} every
 * feature reads. Reads are cached in memory; every write invalidates the cache and notifies listeners (the
 * feed and the regime recompute).
 */
public final class MacroStore implements MacroData {

    /** A series as stored: its info plus the publishing institution and where the values came from. */
    public record StoredSeries(SeriesInfo info, String institution, String dataSource, Instant updatedAt) {
    }

    private final Database db;
    private final Map<String, List<Observation>> cache = new ConcurrentHashMap<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private volatile List<StoredSeries> series;

    public MacroStore(Database db) {
        this.db = db;
    }

    @Override
    public List<SeriesInfo> series() {
        return stored().stream().map(StoredSeries::info).toList();
    }

    /** Every series with its provenance, sorted by id. */
    public List<StoredSeries> stored() {
        List<StoredSeries> s = series;
        if (s == null) {
            s = List.copyOf(db.query("SELECT * FROM macro_series ORDER BY series_id", r -> new StoredSeries(
                    new SeriesInfo(r.str("series_id"), r.str("title"), r.str("category"), r.str("region"), r.str("source"),
                            r.str("frequency"), r.str("units")),
                    r.str("institution"), r.str("data_source"), r.instant("updated_at"))));
            series = s;
        }
        return s;
    }

    public Optional<StoredSeries> stored(String seriesId) {
        return stored().stream().filter(s -> s.info().seriesId().equals(seriesId)).findFirst();
    }

    @Override
    public Optional<SeriesInfo> info(String seriesId) {
        return stored(seriesId).map(StoredSeries::info);
    }

    @Override
    public List<Observation> observations(String seriesId) {
        if (seriesId == null) {
            return List.of();
        }
        return cache.computeIfAbsent(seriesId, id -> List.copyOf(db.query(
                "SELECT period, obs_value FROM macro_observations WHERE series_id = ? ORDER BY period",
                r -> new Observation(r.date("period"), r.dbl("obs_value")), id)));
    }

    /** {@code demo}, {@code imported:<format>} or {@code online:<provider>} for the series; {@code none} if unknown. */
    public String dataSource(String seriesId) {
        return stored(seriesId).map(StoredSeries::dataSource).orElse("none");
    }

    public boolean isEmpty() {
        return db.count("SELECT COUNT(*) FROM macro_series") == 0;
    }

    /** Replaces the series (info and every observation) in one transaction. */
    public void replace(SeriesInfo info, String institution, String dataSource, List<Observation> observations, Instant at) {
        replaceAll(List.of(new Loaded(info, institution, dataSource, observations)), at);
    }

    /** A series ready to store. */
    public record Loaded(SeriesInfo info, String institution, String dataSource, List<Observation> observations) {
    }

    public void replaceAll(List<Loaded> all, Instant at) {
        db.transaction(j -> {
            for (Loaded l : all) {
                SeriesInfo i = l.info();
                j.update("DELETE FROM macro_observations WHERE series_id = ?", i.seriesId());
                j.update("DELETE FROM macro_series WHERE series_id = ?", i.seriesId());
                j.update("INSERT INTO macro_series (series_id, title, category, region, source, institution, frequency, "
                                + "units, data_source, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        i.seriesId(), trim(i.title(), 300), i.category(), i.region(), i.source(), l.institution(),
                        i.frequency(), trim(i.units(), 80), l.dataSource(), at);
                java.util.TreeMap<java.time.LocalDate, Double> unique = new java.util.TreeMap<>();
                for (Observation o : l.observations()) {
                    unique.put(o.period(), o.value());   // a repeated period keeps the last value
                }
                List<Object[]> rows = new ArrayList<>(unique.size());
                unique.forEach((period, value) -> rows.add(new Object[] {i.seriesId(), period, value}));
                j.batch("INSERT INTO macro_observations (series_id, period, obs_value) VALUES (?, ?, ?)", rows);
            }
            return null;
        });
        invalidate();
    }

    public void deleteDataSource(String dataSource) {
        db.update("DELETE FROM macro_series WHERE data_source = ?", dataSource);
        invalidate();
    }

    private static String trim(String s, int n) {
        return s == null ? "" : s.length() <= n ? s : s.substring(0, n);
    }

    public void invalidate() {
        cache.clear();
        series = null;
        listeners.forEach(Runnable::run);
    }

    public void onChange(Runnable listener) {
        listeners.add(listener);
    }
}
