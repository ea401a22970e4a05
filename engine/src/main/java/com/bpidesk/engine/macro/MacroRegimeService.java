package com.bpidesk.engine.macro;

import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.PriceHistory;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * {@link RegimeService} over the macro store and the price history: classifies with {@link RegimeClassifier} on
 * the clock's date, using the benchmark's adjusted closes as the broad equity index, and publishes the regime after the
 * persistence rule ({@link RegimePersistence}, ADR 0200) for the current regime and every history, so the current regime,
 * the monthly history and the weekly digest's regime changes agree. The result is cached until the data or the date
 * changes; {@code updatedAt} is when it was computed.
 */
public final class MacroRegimeService implements RegimeService {

    private final MacroData data;
    private final PriceHistory prices;
    private final Clock clock;
    private final Function<String, String> seriesSource;
    private volatile Cached cached;

    private record Cached(LocalDate date, Regime regime, RegimeClassifier.Result result) {
    }

    /** @param seriesSource the data source ({@code demo}, {@code imported:...}) of a stored series */
    public MacroRegimeService(MacroData data, PriceHistory prices, Clock clock, Function<String, String> seriesSource) {
        this.data = data;
        this.prices = prices;
        this.clock = clock;
        this.seriesSource = seriesSource;
    }

    public void invalidate() {
        cached = null;
    }

    @Override
    public Regime current() {
        return currentWithDetails().regime();
    }

    /** The current regime together with the classifier's signal details. */
    public Detailed currentWithDetails() {
        LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
        Cached c = cached;
        if (c == null || !c.date().equals(today)) {
            RegimeClassifier.Result r = classifyAt(List.of(today)).get(0);
            c = new Cached(today, toRegime(r, clock.instant()), r);
            cached = c;
        }
        return new Detailed(c.regime(), c.result());
    }

    /** A regime with the classifier's details (as_of and each signal's vote and value). */
    public record Detailed(Regime regime, RegimeClassifier.Result result) {
    }

    /** The classifier's own reading on a date, before the persistence rule. */
    public RegimeClassifier.Result classify(LocalDate asOf) {
        List<Bar> equity = prices.bars(prices.benchmarkSymbol(), asOf.minusYears(2), asOf);
        return RegimeClassifier.classify(data, equity, asOf);
    }

    /** The regime at every month end from {@code from} to {@code to} (inclusive months). */
    public List<RegimeClassifier.Result> history(YearMonth from, YearMonth to) {
        LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
        List<LocalDate> dates = new ArrayList<>();
        for (YearMonth m = from; !m.isAfter(to); m = m.plusMonths(1)) {
            dates.add(m.atEndOfMonth().isAfter(today) ? today : m.atEndOfMonth());
        }
        return classifyAt(dates);
    }

    /**
     * The published regime at each date, in the same order (benchmark bars read once; only data published by each date is
     * used; the persistence rule applied along the dates after {@link RegimePersistence#WARM_UP_WEEKS} weekly warm-up points).
     */
    public List<RegimeClassifier.Result> classifyAt(List<LocalDate> dates) {
        if (dates.isEmpty()) {
            return List.of();
        }
        LocalDate first = dates.stream().min(LocalDate::compareTo).orElseThrow();
        LocalDate last = dates.stream().max(LocalDate::compareTo).orElseThrow();
        List<Bar> equity = prices.bars(prices.benchmarkSymbol(),
                first.minusWeeks(RegimePersistence.WARM_UP_WEEKS).minusYears(2), last);
        return RegimePersistence.published(d -> RegimeClassifier.classify(data, equity, d), dates);
    }

    @Override
    public List<Point> history(List<LocalDate> dates) {
        return classifyAt(dates).stream().map(r -> new Point(r.asOf(), r.regime(), r.confidence())).toList();
    }

    Regime toRegime(RegimeClassifier.Result r, Instant at) {
        return new Regime(r.regime(), r.confidence(), r.signals(), r.narrative(), at, dataSource());
    }

    /** {@code demo}, {@code imported}, {@code online} when every input shares it, else {@code mixed}. */
    public String dataSource() {
        Set<String> kinds = new TreeSet<>();
        for (String id : List.of(RegimeClassifier.GDP, RegimeClassifier.CPI, RegimeClassifier.UNEMPLOYMENT,
                RegimeClassifier.CURVE_2Y, RegimeClassifier.HY_SPREAD)) {
            if (!data.observations(id).isEmpty()) {
                kinds.add(kind(seriesSource.apply(id)));
            }
        }
        String eq = prices.dataSource(prices.benchmarkSymbol());
        if (!"none".equals(eq)) {
            kinds.add(kind(eq));
        }
        return kinds.isEmpty() ? "none" : kinds.size() == 1 ? kinds.iterator().next() : "mixed";
    }

    private static String kind(String source) {
        int colon = source.indexOf(':');
        return colon < 0 ? source : source.substring(0, colon);
    }
}
