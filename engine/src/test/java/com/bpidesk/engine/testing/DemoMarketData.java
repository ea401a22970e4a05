package com.bpidesk.engine.testing;

import com.bpidesk.engine.fx.CurrencyPair;
import com.bpidesk.engine.fx.DemoFx;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.DemoMarket;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The engine's demo data without an engine, for unit tests on the demo data: the reference instruments exactly as the V4_0
 * migration inserts them, the demo market over them ({@link DemoMarket}, default seed, the last {@code years} years up to a
 * data date, as {@code StorePriceHistory} serves it) and the demo exchange rates ({@link DemoFx}, as {@code FxRates} serves
 * them).
 */
public final class DemoMarketData {

    private DemoMarketData() {
    }

    /** The reference instruments of the V4_0 migration (symbol, name, class, sector, country, currency), in file order. */
    public static List<Instrument> referenceInstruments() {
        try {
            String sql = new String(DemoMarketData.class.getResourceAsStream("/db/migration/V4_0__market_and_macro.sql").readAllBytes(),
                    StandardCharsets.UTF_8);
            Matcher m = Pattern.compile("\\('([^']+)', '((?:[^']|'')*)', '([^']+)', '([^']+)', '([A-Z]{2})', '([A-Z]{3})', 'reference'\\)")
                    .matcher(sql);
            List<Instrument> out = new ArrayList<>();
            while (m.find()) {
                out.add(new Instrument(m.group(1), m.group(2).replace("''", "'"), m.group(3), m.group(4), m.group(5), m.group(6)));
            }
            return out;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The demo prices of every reference instrument for the last {@code years} years up to {@code dataDate} (benchmark SPY). */
    public static PriceHistory prices(LocalDate dataDate, int years) {
        List<Instrument> instruments = referenceInstruments();
        LocalDate end = DemoMarket.lastTradingDay(dataDate);
        Map<String, List<Bar>> bars = new DemoMarket().simulate(instruments, end.minusYears(years), end).bars();
        List<Instrument> sorted = instruments.stream().sorted(java.util.Comparator.comparing(Instrument::symbol)).toList();
        return new PriceHistory() {
            @Override
            public Optional<Instrument> instrument(String symbol) {
                return sorted.stream().filter(i -> i.symbol().equalsIgnoreCase(symbol)).findFirst();
            }

            @Override
            public List<Instrument> instruments() {
                return sorted;
            }

            @Override
            public List<Bar> bars(String symbol, LocalDate from, LocalDate to) {
                return bars.getOrDefault(symbol == null ? "" : symbol.toUpperCase(java.util.Locale.ROOT), List.of()).stream()
                        .filter(b -> !b.date().isBefore(from) && !b.date().isAfter(to)).toList();
            }

            @Override
            public Optional<Bar> latest(String symbol) {
                List<Bar> b = bars.getOrDefault(symbol, List.of());
                return b.isEmpty() ? Optional.empty() : Optional.of(b.get(b.size() - 1));
            }

            @Override
            public LocalDate asOf() {
                return end;
            }

            @Override
            public String dataSource(String symbol) {
                return DemoMarket.SOURCE;
            }

            @Override
            public String benchmarkSymbol() {
                return "SPY";
            }
        };
    }

    /** The demo exchange rates up to {@code dataDate} (default seed), with the engine's default staleness of 7 days. */
    public static FxTable fx(LocalDate dataDate) {
        Map<CurrencyPair, FxTable.Source> pairs = new LinkedHashMap<>();
        new DemoFx(DemoMarket.DEFAULT_SEED).generate(dataDate).forEach((pair, rates) ->
                pairs.put(pair, new FxTable.Source(pair, rates, DemoFx.SOURCE, Instant.parse("2026-01-01T00:00:00Z"))));
        return new FxTable(pairs, 7);
    }
}
