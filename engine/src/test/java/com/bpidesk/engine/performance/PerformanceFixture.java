package com.bpidesk.engine.performance;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.fx.CurrencyPair;
import com.bpidesk.engine.fx.FxTable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** The fixture of engine/src/test/resources/performance (make_fixture.py) as the library's input, and its expected values. */
final class PerformanceFixture {

    private PerformanceFixture() {
    }

    static List<String[]> rows(String name) {
        try (InputStream in = PerformanceFixture.class.getResourceAsStream("/performance/" + name)) {
            List<String[]> out = new ArrayList<>();
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\r?\n");
            for (int i = 1; i < lines.length; i++) {
                if (!lines[i].isBlank()) {
                    out.add(lines[i].split(",", -1));
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Map<String, PriceSeries> prices() {
        Map<String, List<String[]>> by = new LinkedHashMap<>();
        rows("prices.csv").forEach(r -> by.computeIfAbsent(r[0], k -> new ArrayList<>()).add(r));
        Map<String, PriceSeries> out = new LinkedHashMap<>();
        by.forEach((sym, rs) -> out.put(sym, new PriceSeries(sym, rs.get(0)[1], rs.stream().map(r -> LocalDate.parse(r[2])).toArray(LocalDate[]::new),
                rs.stream().mapToDouble(r -> Double.parseDouble(r[3])).toArray())));
        return out;
    }

    static FxRate fx() {
        TreeMap<LocalDate, Double> rates = new TreeMap<>();
        rows("fx.csv").forEach(r -> rates.put(LocalDate.parse(r[2]), Double.parseDouble(r[3])));
        CurrencyPair pair = CurrencyPair.of("EUR", "USD");
        return FxRate.of(new FxTable(Map.of(pair, new FxTable.Source(pair, rates, "fixture", Instant.EPOCH)), 7));
    }

    /** The input of the accounts named (the client: a1 and a2). */
    static PerformanceInput input(Set<String> accounts) {
        List<Book.Transaction> txs = rows("transactions.csv").stream().filter(r -> accounts.contains(r[0]))
                .map(r -> new Book.Transaction(r[0], LocalDate.parse(r[1]), r[2], r[3], Double.parseDouble(r[4]), Double.parseDouble(r[5]),
                        Double.parseDouble(r[6]), r[7])).toList();
        List<Book.CashFlow> flows = rows("cash_flows.csv").stream().filter(r -> accounts.contains(r[0]))
                .map(r -> new Book.CashFlow(r[0], LocalDate.parse(r[1]), Double.parseDouble(r[2]), r[3])).toList();
        List<Book.Income> income = rows("income.csv").stream().filter(r -> accounts.contains(r[0]))
                .map(r -> new Book.Income(r[0], LocalDate.parse(r[1]), r[2].isEmpty() ? null : r[2], r[3], Double.parseDouble(r[4]),
                        Double.parseDouble(r[5]), r[6])).toList();
        List<Split> splits = rows("splits.csv").stream().map(r -> new Split(r[0], LocalDate.parse(r[1]), Double.parseDouble(r[2]))).toList();
        return new PerformanceInput("USD", txs, flows, income, splits, prices(), fx());
    }

    static Map<String, Double> expected() {
        Map<String, Double> out = new LinkedHashMap<>();
        rows("expected.csv").forEach(r -> out.put(r[0], Double.parseDouble(r[1])));
        return out;
    }
}
