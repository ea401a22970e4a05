package com.bpidesk.engine.market;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The real closes the demo market is anchored to (ADR 0246): {@code /market/demo-anchor-closes.csv}, one row per reference
 * instrument ({@code symbol,date,close,currency,source}), compiled from public daily price files whose repository, path and
 * commit each row names (the file's header comments and docs/market-data.md, "Demo market anchor", list the sources and the
 * symbols for which no public close was found). {@link DemoMarket} scales each anchored symbol's simulated path by one constant
 * so that its demo close on the row's date equals the row's close; returns are untouched.
 */
public final class DemoAnchors {

    /** The shipped table. */
    public static final String RESOURCE = "/market/demo-anchor-closes.csv";

    /** One real close: the symbol's closing price on {@code date} in {@code currency}, from {@code source}. */
    public record Anchor(String symbol, LocalDate date, double close, String currency, String source) {
    }

    private static volatile Map<String, Anchor> shipped;

    private DemoAnchors() {
    }

    /** The shipped anchors by symbol (read once). */
    public static Map<String, Anchor> shipped() {
        Map<String, Anchor> m = shipped;
        if (m == null) {
            try (InputStream in = DemoAnchors.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("The demo anchor table " + RESOURCE + " is missing from the engine.");
                }
                m = parse(in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            shipped = m;
        }
        return m;
    }

    /**
     * Reads a table: {@code #} lines are comments, the first other line is the header. A row whose date is a weekend (the
     * simulation has no such bar), whose close is not a positive number or whose symbol repeats is an error in the table.
     */
    static Map<String, Anchor> parse(InputStream in) throws IOException {
        Map<String, Anchor> out = new LinkedHashMap<>();
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        boolean header = true;
        int lineNo = 0;
        for (String line = r.readLine(); line != null; line = r.readLine()) {
            lineNo++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (header) {
                if (!line.trim().equals("symbol,date,close,currency,source")) {
                    throw new IllegalStateException("Demo anchor table: unexpected header on line " + lineNo + ": " + line);
                }
                header = false;
                continue;
            }
            String[] f = line.split(",", 5);
            if (f.length != 5) {
                throw new IllegalStateException("Demo anchor table: line " + lineNo + " needs 5 fields: " + line);
            }
            LocalDate date = LocalDate.parse(f[1].trim());
            double close = Double.parseDouble(f[2].trim());
            if (!(close > 0) || date.getDayOfWeek() == DayOfWeek.SATURDAY || date.getDayOfWeek() == DayOfWeek.SUNDAY) {
                throw new IllegalStateException("Demo anchor table: line " + lineNo + " needs a positive close on a weekday: " + line);
            }
            Anchor a = new Anchor(f[0].trim(), date, close, f[3].trim(), f[4].trim());
            if (out.put(a.symbol(), a) != null) {
                throw new IllegalStateException("Demo anchor table: " + a.symbol() + " appears twice");
            }
        }
        return Collections.unmodifiableMap(out);
    }
}
