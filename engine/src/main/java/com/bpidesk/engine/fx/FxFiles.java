package com.bpidesk.engine.fx;

import com.bpidesk.engine.platform.text.TableLines;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads the FX file layouts the engine imports, each into pairs of daily rates in market notation (1 base = rate quote):
 * <ul>
 *   <li>{@code ecb-eurofxref}: the ECB reference-rate history ({@code eurofxref-hist.csv} / {@code eurofxref.csv}):
 *       {@code Date,USD,JPY,...}, units of each currency per 1 EUR, {@code N/A} where a currency was not quoted,
 *       rows in any order, a trailing comma on every line. Pairs {@code EUR/xxx}.</li>
 *   <li>{@code ecb-sdmx}: the ECB Data Portal SDMX-CSV download of the EXR flow ({@code KEY,FREQ,CURRENCY,
 *       CURRENCY_DENOM,EXR_TYPE,EXR_SUFFIX,TIME_PERIOD,OBS_VALUE,...}): OBS_VALUE units of CURRENCY per 1
 *       CURRENCY_DENOM. Daily ({@code FREQ=D}) rows only; empty OBS_VALUE is a gap.</li>
 *   <li>{@code fred}: a FRED H.10 series ({@code DEXUSEU}, {@code DEXJPUS}, ...), current header
 *       {@code observation_date,DEXxxxx} (empty = missing) or legacy {@code DATE,DEXxxxx} ({@code .} = missing).
 *       The series id gives the direction: {@code DEXUSxx} is US dollars per one unit of xx (pair xx/USD),
 *       {@code DEXxxUS} is units of xx per US dollar (pair USD/xx).</li>
 * </ul>
 * Source: ECB "Euro foreign exchange reference rates"; FRED H.10 "Foreign Exchange Rates" release. See docs/currencies.md.
 */
public final class FxFiles {

    /** A file this class cannot read, with a message for the person who chose it. */
    public static final class FormatException extends RuntimeException {
        public FormatException(String message) {
            super(message);
        }
    }

    /** One pair's daily rates, ascending by date. */
    public record PairRates(CurrencyPair pair, TreeMap<LocalDate, Double> rates) {
    }

    /** What a file held: its layout, the pairs, and notes on what was skipped. */
    public record Parsed(String format, List<PairRates> pairs, List<String> warnings) {
    }

    /** FRED's two-letter country codes in the H.10 series ids, to ISO 4217 (FRED series notes). */
    static final Map<String, String> FRED_CODES = Map.ofEntries(
            Map.entry("US", "USD"), Map.entry("EU", "EUR"), Map.entry("UK", "GBP"), Map.entry("JP", "JPY"),
            Map.entry("SZ", "CHF"), Map.entry("CA", "CAD"), Map.entry("AL", "AUD"), Map.entry("NZ", "NZD"),
            Map.entry("CH", "CNY"), Map.entry("IN", "INR"), Map.entry("KO", "KRW"), Map.entry("MX", "MXN"),
            Map.entry("BZ", "BRL"), Map.entry("SD", "SEK"), Map.entry("DN", "DKK"), Map.entry("NO", "NOK"),
            Map.entry("HK", "HKD"), Map.entry("SI", "SGD"), Map.entry("TA", "TWD"), Map.entry("TH", "THB"),
            Map.entry("SF", "ZAR"), Map.entry("SL", "LKR"), Map.entry("MA", "MYR"), Map.entry("VZ", "VES"));

    private FxFiles() {
    }

    public static Parsed parse(String text, String fileName) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        TableLines.overlongLine(body).ifPresent(reason -> {
            throw new FormatException(reason);
        });
        List<String> lines = body.lines().filter(l -> !l.isBlank()).toList();
        if (lines.isEmpty()) {
            throw new FormatException("The file is empty.");
        }
        List<String> header = cells(lines.get(0));
        String first = header.get(0).trim().toUpperCase(Locale.ROOT);
        if (first.equals("DATE") && header.size() >= 2 && header.get(1).trim().toUpperCase(Locale.ROOT).startsWith("DEX")
                || first.equals("OBSERVATION_DATE")) {
            return fred(lines, header);
        }
        if (first.equals("DATE")) {
            return ecbEurofxref(lines, header);
        }
        if (header.stream().map(h -> h.trim().toUpperCase(Locale.ROOT)).toList()
                .containsAll(List.of("CURRENCY", "CURRENCY_DENOM", "TIME_PERIOD", "OBS_VALUE"))) {
            return ecbSdmx(lines, header);
        }
        throw new FormatException("'" + fileName + "' is not an FX file this engine reads: expected the ECB reference "
                + "rates (header Date,USD,JPY,...), ECB SDMX-CSV (columns CURRENCY, CURRENCY_DENOM, TIME_PERIOD, OBS_VALUE) "
                + "or a FRED exchange-rate series (header observation_date,DEXUSEU or DATE,DEXUSEU).");
    }

    private static Parsed ecbEurofxref(List<String> lines, List<String> header) {
        List<String> warnings = new ArrayList<>();
        Map<Integer, TreeMap<LocalDate, Double>> columns = new LinkedHashMap<>();
        Map<Integer, String> codes = new LinkedHashMap<>();
        for (int c = 1; c < header.size(); c++) {
            String code = header.get(c).trim().toUpperCase(Locale.ROOT);
            if (code.isEmpty()) {
                continue;   // the trailing comma of every ECB line
            }
            if (!code.matches("[A-Z]{3}") || code.equals("EUR")) {
                warnings.add("column '" + header.get(c).trim() + "' is not a currency code and was skipped");
                continue;
            }
            codes.put(c, code);
            columns.put(c, new TreeMap<>());
        }
        if (codes.isEmpty()) {
            throw new FormatException("The ECB file has no currency columns after 'Date'.");
        }
        int skipped = 0;
        for (int i = 1; i < lines.size(); i++) {
            List<String> row = cells(lines.get(i));
            LocalDate date = date(row.get(0), i + 1);
            for (var e : codes.entrySet()) {
                String v = e.getKey() < row.size() ? row.get(e.getKey()).trim() : "";
                if (v.isEmpty() || v.equalsIgnoreCase("N/A")) {
                    skipped++;
                    continue;
                }
                columns.get(e.getKey()).put(date, positive(v, i + 1, e.getValue()));
            }
        }
        List<PairRates> pairs = new ArrayList<>();
        codes.forEach((c, code) -> {
            if (!columns.get(c).isEmpty()) {
                pairs.add(new PairRates(new CurrencyPair("EUR", code), columns.get(c)));
            } else {
                warnings.add(code + " has no rate in the file (N/A throughout) and was skipped");
            }
        });
        if (skipped > 0) {
            warnings.add(skipped + " cells were N/A or empty (a currency not quoted that day) and are gaps, not zeros");
        }
        return new Parsed("ecb-eurofxref", pairs, warnings);
    }

    private static Parsed ecbSdmx(List<String> lines, List<String> header) {
        Map<String, Integer> col = new LinkedHashMap<>();
        for (int c = 0; c < header.size(); c++) {
            col.putIfAbsent(header.get(c).trim().toUpperCase(Locale.ROOT), c);
        }
        List<String> warnings = new ArrayList<>();
        Map<CurrencyPair, TreeMap<LocalDate, Double>> out = new LinkedHashMap<>();
        int notDaily = 0;
        int gaps = 0;
        for (int i = 1; i < lines.size(); i++) {
            List<String> row = cells(lines.get(i));
            String freq = get(row, col.get("FREQ"));
            if (!freq.isEmpty() && !freq.equalsIgnoreCase("D")) {
                notDaily++;
                continue;
            }
            String value = get(row, col.get("OBS_VALUE"));
            if (value.isEmpty() || value.equalsIgnoreCase("NaN") || value.equalsIgnoreCase("N/A")) {
                gaps++;
                continue;
            }
            String quote = get(row, col.get("CURRENCY")).toUpperCase(Locale.ROOT);
            String base = get(row, col.get("CURRENCY_DENOM")).toUpperCase(Locale.ROOT);
            CurrencyPair pair;
            try {
                pair = new CurrencyPair(base, quote);
            } catch (IllegalArgumentException e) {
                throw new FormatException("Line " + (i + 1) + ": " + e.getMessage());
            }
            out.computeIfAbsent(pair, p -> new TreeMap<>())
                    .put(date(get(row, col.get("TIME_PERIOD")), i + 1), positive(value, i + 1, pair.toString()));
        }
        if (notDaily > 0) {
            warnings.add(notDaily + " rows are not daily (FREQ other than D) and were skipped");
        }
        if (gaps > 0) {
            warnings.add(gaps + " rows have no value and are gaps");
        }
        if (out.isEmpty()) {
            throw new FormatException("The SDMX-CSV file holds no daily exchange rates.");
        }
        return new Parsed("ecb-sdmx", out.entrySet().stream().map(e -> new PairRates(e.getKey(), e.getValue())).toList(),
                warnings);
    }

    private static Parsed fred(List<String> lines, List<String> header) {
        List<String> warnings = new ArrayList<>();
        List<PairRates> pairs = new ArrayList<>();
        boolean legacy = header.get(0).trim().equalsIgnoreCase("DATE");
        for (int c = 1; c < header.size(); c++) {
            String id = header.get(c).trim().toUpperCase(Locale.ROOT);
            if (id.isEmpty()) {
                continue;
            }
            CurrencyPair pair = fredPair(id);
            TreeMap<LocalDate, Double> rates = new TreeMap<>();
            int missing = 0;
            for (int i = 1; i < lines.size(); i++) {
                List<String> row = cells(lines.get(i));
                String v = get(row, c);
                if (v.isEmpty() || v.equals(".")) {
                    missing++;
                    continue;
                }
                rates.put(date(row.get(0), i + 1), positive(v, i + 1, id));
            }
            if (missing > 0) {
                warnings.add(id + ": " + missing + " days without a value (" + (legacy ? "'.'" : "empty")
                        + ", US holidays) are gaps");
            }
            if (!rates.isEmpty()) {
                pairs.add(new PairRates(pair, rates));
            }
        }
        if (pairs.isEmpty()) {
            throw new FormatException("The FRED file holds no values.");
        }
        return new Parsed(legacy ? "fred-legacy" : "fred", pairs, warnings);
    }

    /** The pair of a FRED H.10 series id: DEXUSEU = USD per EUR (EUR/USD); DEXJPUS = JPY per USD (USD/JPY). */
    public static CurrencyPair fredPair(String seriesId) {
        String id = seriesId.trim().toUpperCase(Locale.ROOT);
        if (!id.matches("DEX[A-Z]{4}")) {
            throw new FormatException("'" + seriesId + "' is not a FRED daily exchange-rate series (DEX + two country "
                    + "codes, e.g. DEXUSEU, DEXJPUS).");
        }
        String numerator = FRED_CODES.get(id.substring(3, 5));
        String denominator = FRED_CODES.get(id.substring(5, 7));
        if (numerator == null || denominator == null) {
            throw new FormatException("'" + seriesId + "': unknown FRED country code in the series id (known: "
                    + new java.util.TreeSet<>(FRED_CODES.keySet()) + ").");
        }
        // the value is units of the first currency per one unit of the second
        return new CurrencyPair(denominator, numerator);
    }

    private static String get(List<String> row, Integer c) {
        return c == null || c >= row.size() ? "" : row.get(c).trim();
    }

    private static LocalDate date(String v, int line) {
        try {
            return LocalDate.parse(v.trim());
        } catch (DateTimeParseException e) {
            throw new FormatException("Line " + line + ": '" + v.trim() + "' is not a date (YYYY-MM-DD).");
        }
    }

    private static double positive(String v, int line, String what) {
        double d;
        try {
            d = Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new FormatException("Line " + line + ": the " + what + " rate '" + v + "' is not a number.");
        }
        if (!(d > 0) || Double.isInfinite(d)) {
            throw new FormatException("Line " + line + ": the " + what + " rate " + v + " is not a positive number.");
        }
        return d;
    }

    /** Splits a CSV line (quotes allowed, no embedded line breaks in these layouts). */
    static List<String> cells(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (quoted) {
                if (ch == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cur.append('"');
                    i++;
                } else if (ch == '"') {
                    quoted = false;
                } else {
                    cur.append(ch);
                }
            } else if (ch == '"') {
                quoted = true;
            } else if (ch == ',') {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(ch);
            }
        }
        out.add(cur.toString());
        return out;
    }
}
