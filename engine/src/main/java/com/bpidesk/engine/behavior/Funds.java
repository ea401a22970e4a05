package com.bpidesk.engine.behavior;

import com.bpidesk.engine.market.Instrument;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Which positions are diversified baskets (issue 30, ADR 0210): ETFs, index funds and money-market funds, from the price
 * store's reference data (asset class), the instrument's name (as the file writes it, or the ISIN table's) and known tickers,
 * by the vocabulary {@code /behavior/funds.csv} (data). A fund's breadth is the number of constituents of the index its name
 * or ticker names, else the UCITS 5/10/40 floor of 14.29 equal positions; a money-market fund is cash-like.
 */
final class Funds {

    /** What a position is for the concentration score. */
    enum Kind { STOCK, FUND, MONEY_MARKET }

    /** A position's class: its kind, its breadth (equal positions it counts as; 1 for a stock) and why. */
    record Classification(Kind kind, double breadth, String basis) {
        static final Classification STOCK = new Classification(Kind.STOCK, 1, null);
    }

    private record Rule(String type, Pattern pattern, String phrase, double breadth, String source) {
    }

    private static final List<Rule> RULES = new ArrayList<>();
    private static final Map<String, Rule> TICKERS = new HashMap<>();
    private static double floor = 14.29;
    private static String floorSource = "";

    static {
        load();
    }

    private Funds() {
    }

    private static void load() {
        try (var in = Funds.class.getResourceAsStream("/behavior/funds.csv");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split(";", -1);
                double breadth = f.length > 2 && !f[2].isBlank() ? Double.parseDouble(f[2]) : Double.NaN;
                String source = f.length > 3 ? f[3] : "";
                switch (f[0]) {
                    case "floor" -> {
                        floor = breadth;
                        floorSource = source;
                    }
                    case "ticker" -> TICKERS.put(f[1].toUpperCase(Locale.ROOT), new Rule(f[0], null, f[1], breadth, source));
                    default -> RULES.add(new Rule(f[0], Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(f[1].toLowerCase(Locale.ROOT))
                            + "(?![\\p{L}\\p{N}])"), f[1], breadth, source));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The breadth of a fund whose index is not known (UCITS 5/10/40 floor). */
    static double floor() {
        return floor;
    }

    /**
     * Classifies a position.
     *
     * @param name the instrument's name from the file (null when it gives none)
     * @param ref  the price store's instrument, if it knows the symbol
     */
    static Classification classify(String symbol, String name, Optional<Instrument> ref) {
        String asset = ref.map(Instrument::assetClass).orElse("");
        String text = String.join(" ", name == null ? "" : name, ref.map(Instrument::name).orElse(""),
                knownName(symbol)).toLowerCase(Locale.ROOT);
        if ("cash".equals(asset) || has(text, "money_market") != null) {
            return new Classification(Kind.MONEY_MARKET, Double.NaN, "money-market fund (" + why(asset, text, "money_market") + ")");
        }
        if ("etf_commodity".equals(asset) || has(text, "commodity") != null) {
            return new Classification(Kind.FUND, 1, "single-commodity fund (" + why(asset, text, "commodity") + "): one asset");
        }
        Rule ticker = symbol == null ? null : TICKERS.get(symbol.toUpperCase(Locale.ROOT));
        if (ticker != null) {
            return new Classification(Kind.FUND, ticker.breadth(), ticker.source());
        }
        boolean fund = asset.startsWith("etf") || has(text, "fund") != null;
        if (!fund) {
            return Classification.STOCK;
        }
        Rule breadth = null;
        for (Rule r : RULES) {
            if (r.type().equals("breadth") && r.pattern().matcher(text).find() && (breadth == null || r.breadth() > breadth.breadth())) {
                breadth = r;
            }
        }
        return breadth != null ? new Classification(Kind.FUND, breadth.breadth(), breadth.source())
                : new Classification(Kind.FUND, floor, "fund whose index is not known: " + floorSource);
    }

    private static String knownName(String symbol) {
        if (symbol == null) {
            return "";
        }
        for (var e : InstrumentIdentity.known().entrySet()) {
            if (e.getKey().equals(symbol) || e.getValue().symbol().equals(symbol)) {
                return e.getValue().name() == null ? "" : e.getValue().name();
            }
        }
        return "";
    }

    private static Rule has(String text, String type) {
        for (Rule r : RULES) {
            if (r.type().equals(type) && r.pattern().matcher(text).find()) {
                return r;
            }
        }
        return null;
    }

    private static String why(String asset, String text, String type) {
        Rule r = has(text, type);
        return r != null ? "name says '" + r.phrase() + "'" : "reference data: " + asset;
    }
}
