package com.bpidesk.engine.swarm;

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
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;

/**
 * In-memory market and macro data for tests: a seeded one-factor simulation (r_i = beta_i m + e_i) of an equity
 * universe plus the benchmark SPY and two ETFs, on weekdays, and a fixed macro store. Also accepts explicit bars
 * for hand-worked cases.
 */
final class FakeMarket implements PriceHistory, MarketReference, MacroData, RegimeService, SignalsFeed {

    final Map<String, Instrument> instruments = new TreeMap<>();
    final Map<String, List<Bar>> bars = new TreeMap<>();
    final Map<String, List<Observation>> macro = new TreeMap<>();
    String regime = "risk_off";
    /** What {@link #importWarnings} reports per symbol (the warnings of a price import). */
    final Map<String, List<String>> importWarnings = new TreeMap<>();
    /** What {@link #dataSource} reports for every symbol. */
    String source = "demo";
    /** When set, analysis workers block in bars() until it opens (to observe queued and running states). */
    volatile java.util.concurrent.CountDownLatch gate;

    static final String[] SECTORS = {"Information Technology", "Financials", "Health Care", "Energy", "Consumer Staples",
            "Industrials", "Utilities", "Consumer Discretionary"};

    /** A simulated universe of {@code equities} stocks over {@code years} of weekdays ending {@code end}. */
    static FakeMarket simulated(int equities, int years, LocalDate end, long seed) {
        FakeMarket f = new FakeMarket();
        Random rnd = new Random(seed);
        List<LocalDate> days = new ArrayList<>();
        for (LocalDate d = end.minusYears(years); !d.isAfter(end); d = d.plusDays(1)) {
            if (d.getDayOfWeek() != DayOfWeek.SATURDAY && d.getDayOfWeek() != DayOfWeek.SUNDAY) {
                days.add(d);
            }
        }
        double[] m = new double[days.size()];
        for (int t = 0; t < m.length; t++) {
            // a crash and a slow bear market so that stress windows and drawdowns exist
            double shock = (t > 300 && t < 320) ? -0.02 : (t > 600 && t < 700) ? -0.004 : 0;
            m[t] = 0.0003 + shock + 0.01 * rnd.nextGaussian();
        }
        f.add(new Instrument("SPY", "S&P 500 ETF", "etf_equity", "Diversified", "US", "USD"), days, m, 1.0, 0.0, rnd, 400);
        f.add(new Instrument("AGG", "Aggregate bond ETF", "etf_bond", "Fixed Income", "US", "USD"), days, m, 0.0, 0.003, rnd, 100);
        f.add(new Instrument("GLD", "Gold ETF", "etf_commodity", "Commodities", "US", "USD"), days, m, 0.1, 0.009, rnd, 180);
        for (int i = 0; i < equities; i++) {
            String sym = String.format(Locale.ROOT, "EQ%02d", i);
            String country = i % 7 == 6 ? "GB" : "US";
            double beta = 0.5 + (i % 10) * 0.12;
            f.add(new Instrument(sym, "Equity " + i, "equity", i % 13 == 12 ? "Unclassified" : SECTORS[i % SECTORS.length], country,
                    country.equals("GB") ? "USD" : "USD"), days, m, beta, 0.008 + (i % 5) * 0.004, rnd, 20 + 10 * (i % 9));
        }
        LocalDate start = end.minusYears(years);
        List<Observation> ff = new ArrayList<>();
        for (LocalDate d = start.withDayOfMonth(1); !d.isAfter(end); d = d.plusMonths(1)) {
            ff.add(new Observation(d, 2.0 + 0.5 * Math.sin(d.getYear())));
        }
        f.macro.put("FEDFUNDS", ff);
        return f;
    }

    void add(Instrument inst, List<LocalDate> days, double[] m, double beta, double idio, Random rnd, double start) {
        instruments.put(inst.symbol(), inst);
        List<Bar> out = new ArrayList<>();
        double p = start;
        for (int t = 0; t < days.size(); t++) {
            if (t > 0) {
                p *= 1 + beta * m[t] + idio * rnd.nextGaussian();
            }
            long vol = 100_000L + rnd.nextInt(50_000) * (long) (1 + start / 50);
            out.add(new Bar(days.get(t), p, p * 1.01, p * 0.99, p, p, vol));
        }
        bars.put(inst.symbol(), out);
    }

    void put(Instrument inst, List<Bar> series) {
        instruments.put(inst.symbol(), inst);
        bars.put(inst.symbol(), series);
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
        java.util.concurrent.CountDownLatch g = gate;
        if (g != null && Thread.currentThread().getName().startsWith("bpi-swarm-worker")) {
            try {
                g.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return bars.getOrDefault(symbol.toUpperCase(Locale.ROOT), List.of()).stream()
                .filter(b -> !b.date().isBefore(from) && !b.date().isAfter(to)).toList();
    }

    @Override
    public Optional<Bar> latest(String symbol) {
        List<Bar> b = bars.getOrDefault(symbol.toUpperCase(Locale.ROOT), List.of());
        return b.isEmpty() ? Optional.empty() : Optional.of(b.get(b.size() - 1));
    }

    @Override
    public LocalDate asOf() {
        return bars.values().stream().filter(b -> !b.isEmpty()).map(b -> b.get(b.size() - 1).date()).max(LocalDate::compareTo).orElseThrow();
    }

    @Override
    public String dataSource(String symbol) {
        return source;
    }

    @Override
    public List<String> importWarnings(String symbol) {
        return importWarnings.getOrDefault(symbol.toUpperCase(Locale.ROOT), List.of());
    }

    @Override
    public String benchmarkSymbol() {
        return "SPY";
    }

    @Override
    public Map<String, Double> benchmarkSectorWeights() {
        return Map.ofEntries(Map.entry("Information Technology", 0.30), Map.entry("Financials", 0.13), Map.entry("Health Care", 0.12),
                Map.entry("Energy", 0.04), Map.entry("Consumer Staples", 0.06), Map.entry("Industrials", 0.09), Map.entry("Utilities", 0.03),
                Map.entry("Consumer Discretionary", 0.10), Map.entry("Communication Services", 0.09), Map.entry("Materials", 0.02),
                Map.entry("Real Estate", 0.02));
    }

    @Override
    public Map<String, Double> worldMarketCapWeights() {
        return Map.of("US", 0.62, "JP", 0.05, "GB", 0.04, "CN", 0.03, "FR", 0.03, "XX", 0.0, "OTHER", 0.23);
    }

    @Override
    public List<SeriesInfo> series() {
        return macro.keySet().stream().map(id -> new SeriesInfo(id, id, "rates", "US", "test", "monthly", "percent")).toList();
    }

    @Override
    public Optional<SeriesInfo> info(String seriesId) {
        return series().stream().filter(s -> s.seriesId().equals(seriesId)).findFirst();
    }

    @Override
    public List<Observation> observations(String seriesId) {
        return macro.getOrDefault(seriesId, List.of());
    }

    @Override
    public Regime current() {
        return new Regime(regime, 0.72, List.of("yield_curve_inverted", "credit_spreads_widening"), "Test regime narrative",
                Instant.parse("2025-06-30T00:00:00Z"), "demo");
    }

    @Override
    public List<FeedItem> latestReleases() {
        return List.of(
                new FeedItem("FEDFUNDS", "Effective federal funds rate", "rates", "US", "test", LocalDate.of(2025, 6, 1), 4.33, -0.25, 0.8, "percent"),
                new FeedItem("CPIAUCSL", "CPI all items", "inflation", "US", "test", LocalDate.of(2025, 5, 1), 320.1, 0.3, 0.6, "index"),
                new FeedItem("GDPC1", "Real GDP", "growth", "US", "test", LocalDate.of(2025, 1, 1), 23500, 1.2, 0.4, "bn USD"),
                new FeedItem("UNRATE", "Unemployment", "labour", "US", "test", LocalDate.of(2025, 6, 1), 4.1, 0.1, 0.5, "percent"));
    }
}
