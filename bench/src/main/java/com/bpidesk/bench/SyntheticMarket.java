package com.bpidesk.bench;

import com.bpidesk.engine.macro.FeedItem;
import com.bpidesk.engine.macro.MacroData;
import com.bpidesk.engine.macro.Observation;
import com.bpidesk.engine.macro.Regime;
import com.bpidesk.engine.macro.RegimeService;
import com.bpidesk.engine.macro.SeriesInfo;
import com.bpidesk.engine.macro.SignalsFeed;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * A seeded, in-memory market for benchmarks only (labelled {@code demo}): a one-factor simulation
 * r_i = beta_i m + e_i of {@code equities} stocks plus the benchmark SPY over 6 years of weekdays, so that the
 * analysis is measured without the database and independently of the demo market's size.
 */
final class SyntheticMarket implements PriceHistory, MarketReference, MacroData, RegimeService, SignalsFeed {

    static final String[] SECTORS = {"Information Technology", "Financials", "Health Care", "Energy", "Consumer Staples",
            "Industrials", "Utilities", "Consumer Discretionary", "Materials", "Real Estate", "Communication Services"};

    private final Map<String, Instrument> instruments = new java.util.TreeMap<>();
    private final Map<String, List<Bar>> bars = new HashMap<>();
    private final LocalDate end;

    SyntheticMarket(int equities, LocalDate end, long seed) {
        this.end = end;
        Random rnd = new Random(seed);
        List<LocalDate> days = new ArrayList<>();
        for (LocalDate d = end.minusYears(6); !d.isAfter(end); d = d.plusDays(1)) {
            if (d.getDayOfWeek() != DayOfWeek.SATURDAY && d.getDayOfWeek() != DayOfWeek.SUNDAY) {
                days.add(d);
            }
        }
        double[] m = new double[days.size()];
        for (int t = 0; t < m.length; t++) {
            m[t] = 0.0003 + 0.011 * rnd.nextGaussian();
        }
        add(new Instrument("SPY", "Benchmark", "etf_equity", "Diversified", "US", "USD"), days, m, 1, 0.001, rnd);
        for (int i = 0; i < equities; i++) {
            add(new Instrument(String.format(Locale.ROOT, "S%04d", i), "Stock " + i, "equity", SECTORS[i % SECTORS.length],
                    i % 5 == 0 ? "GB" : "US", "USD"), days, m, 0.4 + (i % 13) * 0.1, 0.006 + (i % 7) * 0.003, rnd);
        }
    }

    private void add(Instrument inst, List<LocalDate> days, double[] m, double beta, double idio, Random rnd) {
        instruments.put(inst.symbol(), inst);
        List<Bar> out = new ArrayList<>(days.size());
        double p = 20 + rnd.nextInt(200);
        for (int t = 0; t < days.size(); t++) {
            if (t > 0) {
                p *= 1 + beta * m[t] + idio * rnd.nextGaussian();
            }
            out.add(new Bar(days.get(t), p, p, p, p, p, 50_000 + rnd.nextInt(500_000)));
        }
        bars.put(inst.symbol(), out);
    }

    @Override
    public Optional<Instrument> instrument(String symbol) {
        return Optional.ofNullable(instruments.get(symbol.toUpperCase(Locale.ROOT)));
    }

    @Override
    public List<Instrument> instruments() {
        return List.copyOf(instruments.values());
    }

    @Override
    public List<Bar> bars(String symbol, LocalDate from, LocalDate to) {
        List<Bar> all = bars.getOrDefault(symbol.toUpperCase(Locale.ROOT), List.of());
        int a = 0;
        while (a < all.size() && all.get(a).date().isBefore(from)) {
            a++;
        }
        int b = all.size();
        while (b > a && all.get(b - 1).date().isAfter(to)) {
            b--;
        }
        return all.subList(a, b);
    }

    @Override
    public Optional<Bar> latest(String symbol) {
        List<Bar> all = bars.getOrDefault(symbol.toUpperCase(Locale.ROOT), List.of());
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(all.size() - 1));
    }

    @Override
    public LocalDate asOf() {
        return latest("SPY").orElseThrow().date();
    }

    @Override
    public String dataSource(String symbol) {
        return "demo";
    }

    @Override
    public String benchmarkSymbol() {
        return "SPY";
    }

    @Override
    public Map<String, Double> benchmarkSectorWeights() {
        Map<String, Double> w = new HashMap<>();
        for (String s : SECTORS) {
            w.put(s, 1.0 / SECTORS.length);
        }
        return w;
    }

    @Override
    public Map<String, Double> worldMarketCapWeights() {
        return Map.of("US", 0.62, "GB", 0.04, "JP", 0.05, "OTHER", 0.29);
    }

    @Override
    public List<SeriesInfo> series() {
        return List.of(new SeriesInfo("FEDFUNDS", "Fed funds", "rates", "US", "demo", "monthly", "percent"));
    }

    @Override
    public Optional<SeriesInfo> info(String seriesId) {
        return series().stream().filter(s -> s.seriesId().equals(seriesId)).findFirst();
    }

    @Override
    public List<Observation> observations(String seriesId) {
        if (!"FEDFUNDS".equals(seriesId)) {
            return List.of();
        }
        List<Observation> o = new ArrayList<>();
        for (LocalDate d = end.minusYears(7).withDayOfMonth(1); !d.isAfter(end); d = d.plusMonths(1)) {
            o.add(new Observation(d, 3.0));
        }
        return o;
    }

    @Override
    public Regime current() {
        return new Regime("recovery", 0.6, List.of("benchmark"), "synthetic", Instant.parse("2025-01-01T00:00:00Z"), "demo");
    }

    @Override
    public List<FeedItem> latestReleases() {
        return List.of(new FeedItem("FEDFUNDS", "Fed funds", "rates", "US", "demo", end.withDayOfMonth(1), 3.0, 0.0, 0.5, "percent"));
    }
}
