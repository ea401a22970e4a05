package com.bpidesk.engine.market;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Re-prices the behavioural sample files at the anchored demo market (ADR 0246), keeping every trade decision: a sample
 * price was the unanchored demo close of its day, and anchoring multiplies a symbol's whole path by one constant, so every
 * gain, loss and trade rule of docs/behavioral.md ("Sample files") holds unchanged at the new prices. Transactions get the
 * anchored close of their day and the fee rule of the generator (0.05% of the amount, at most 9.95, to the cent); holdings'
 * cost bases are multiplied by the symbol's factor (anchored close / unanchored close), to the cent. Not a test; run once
 * after a change of the anchor table, from the repository root, after {@code mvn -o -pl engine -am test-compile}:
 * <pre>
 *   java -cp engine/target/classes:engine/target/test-classes:$(ls ~/.m2/repository/org/slf4j/slf4j-api/2*&#47;slf4j-api-*.jar | head -1) \
 *     com.bpidesk.engine.market.RepriceDemoSamples src-assets/samples
 * </pre>
 */
public final class RepriceDemoSamples {

    private RepriceDemoSamples() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args.length > 0 ? args[0] : "src-assets/samples");
        List<Instrument> reference = DemoAnchorsTest.referenceInstruments();
        LocalDate from = LocalDate.of(2022, 1, 3);
        LocalDate end = LocalDate.of(2025, 12, 31);
        Map<String, List<Bar>> anchored = new DemoMarket().simulate(reference, from, end).bars();
        Map<String, List<Bar>> plain = new DemoMarket(DemoMarket.DEFAULT_SEED, Map.of()).simulate(reference, from, end).bars();

        Path tx = dir.resolve("sample-transactions.csv");
        List<String> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(tx);
        out.add(lines.get(0));
        for (String row : lines.subList(1, lines.size())) {
            String[] f = row.split(",");
            double qty = Double.parseDouble(f[3]);
            double price = close(anchored, f[1], LocalDate.parse(f[0]));
            double fee = Math.round(Math.min(9.95, qty * price * 0.0005) * 100) / 100.0;
            out.add(String.join(",", f[0], f[1], f[2], f[3], plainNumber(price), String.format(java.util.Locale.ROOT, "%.2f", fee), f[6]));
        }
        Files.write(tx, out);

        Path holdings = dir.resolve("sample-holdings.csv");
        out = new ArrayList<>();
        lines = Files.readAllLines(holdings);
        out.add(lines.get(0));
        for (String row : lines.subList(1, lines.size())) {
            String[] f = row.split(",");
            LocalDate d = LocalDate.parse(f[3]);
            double factor = close(anchored, f[0], d) / close(plain, f[0], d);
            double cost = Math.round(Double.parseDouble(f[2]) * factor * 100) / 100.0;
            out.add(String.join(",", f[0], f[1], String.format(java.util.Locale.ROOT, "%.2f", cost), f[3]));
        }
        Files.write(holdings, out);
    }

    static double close(Map<String, List<Bar>> bars, String symbol, LocalDate d) {
        return bars.get(symbol).stream().filter(b -> b.date().equals(d)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no demo bar for " + symbol + " on " + d)).close();
    }

    static String plainNumber(double v) {
        java.math.BigDecimal b = java.math.BigDecimal.valueOf(v).stripTrailingZeros();
        return (b.scale() < 2 ? b.setScale(2) : b).toPlainString();
    }
}
