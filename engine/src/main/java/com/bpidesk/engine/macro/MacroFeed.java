package com.bpidesk.engine.macro;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The macro signals feed (B4): every observation of every stored series, after the first, as a release with
 * its change against the previous period's observation, found by date ({@link ByDate#previous}: the month, quarter or
 * year before; for daily data the last observation at most a week earlier), no change when that observation is missing,
 * and a {@link Significance} score. Computed once from the
 * {@link MacroData} and recomputed when the store changes.
 */
public final class MacroFeed implements SignalsFeed {

    private final MacroData data;
    private volatile List<FeedItem> items;

    public MacroFeed(MacroData data) {
        this.data = data;
    }

    /** Drops the computed items (called when the store changes). */
    public void invalidate() {
        items = null;
    }

    /** Every release, newest period first, then by significance. */
    public List<FeedItem> all() {
        List<FeedItem> list = items;
        if (list == null) {
            list = compute(data);
            items = list;
        }
        return list;
    }

    static List<FeedItem> compute(MacroData data) {
        List<FeedItem> out = new ArrayList<>();
        for (SeriesInfo s : data.series()) {
            out.addAll(releases(s, data.observations(s.seriesId())));
        }
        out.sort(Comparator.comparing(FeedItem::period).reversed()
                .thenComparing(Comparator.comparingDouble(FeedItem::significance).reversed())
                .thenComparing(FeedItem::seriesId));
        return List.copyOf(out);
    }

    /** The releases of one series (every observation that has a predecessor). */
    public static List<FeedItem> releases(SeriesInfo s, List<Observation> obs) {
        List<FeedItem> out = new ArrayList<>();
        if (obs.size() < 2) {
            if (obs.size() == 1) {
                Observation o = obs.get(0);
                out.add(new FeedItem(s.seriesId(), s.title(), s.category(), s.region(), s.source(), o.period(), o.value(),
                        null, 0, s.units(), s.frequency()));
            }
            return out;
        }
        double[] y = Significance.readings(obs, Significance.usesPercentChange(s.units()), s.frequency());
        boolean policy = MacroCatalog.isPolicyRate(s.seriesId());
        for (int t = 1; t < obs.size(); t++) {
            Observation o = obs.get(t);
            Observation prev = ByDate.previous(obs, t, s.frequency());
            Double change = prev == null ? null : round(o.value() - prev.value());
            boolean decision = policy && change != null && Math.abs(change) >= 0.05;
            double sig = Significance.score(Significance.zScore(y, t), decision);
            out.add(new FeedItem(s.seriesId(), s.title(), s.category(), s.region(), s.source(), o.period(), o.value(),
                    change, sig, s.units(), s.frequency()));
        }
        return out;
    }

    private static double round(double v) {
        return Math.round(v * 1e6) / 1e6;
    }

    @Override
    public List<FeedItem> latestReleases() {
        Map<String, FeedItem> latest = new LinkedHashMap<>();
        for (FeedItem i : all()) {
            latest.merge(i.seriesId(), i, (a, b) -> a.period().isAfter(b.period()) ? a : b);
        }
        return latest.values().stream()
                .sorted(Comparator.comparingDouble(FeedItem::significance).reversed().thenComparing(FeedItem::seriesId))
                .toList();
    }

    /** Filters of the feed; null means "any". */
    public record Query(String region, String category, LocalDate since, Double minSignificance, String seriesId) {
        boolean matches(FeedItem i) {
            return (region == null || region.equalsIgnoreCase(i.region()))
                    && (category == null || category.equalsIgnoreCase(i.category()))
                    && (since == null || !i.period().isBefore(since))
                    && (minSignificance == null || i.significance() >= minSignificance)
                    && (seriesId == null || Objects.equals(seriesId, i.seriesId()));
        }
    }

    /** One page of matching releases. */
    public record Page(List<FeedItem> items, int total, int limit, int offset) {
    }

    public Page query(Query q, int limit, int offset) {
        List<FeedItem> matching = all().stream().filter(q::matches).toList();
        int from = Math.min(offset, matching.size());
        int to = Math.min(matching.size(), from + limit);
        return new Page(matching.subList(from, to), matching.size(), limit, offset);
    }
}
