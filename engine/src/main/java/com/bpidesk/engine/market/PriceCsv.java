package com.bpidesk.engine.market;

import com.bpidesk.engine.platform.text.DateReader;
import com.bpidesk.engine.platform.text.Delimiters;
import com.bpidesk.engine.platform.text.Encodings;
import com.bpidesk.engine.platform.text.NumberReader;
import com.bpidesk.engine.platform.text.TableLines;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads daily price CSV files in the layouts people actually have (docs/market-data.md "Price CSV formats"), through the
 * engine's one file layer (encoding, delimiter, numbers and dates: {@code platform.text}, ADR 0256):
 * <ul>
 *   <li><b>yahoo</b>: {@code Date,Open,High,Low,Close,Adj Close,Volume}; dates {@code 2024-01-02},
 *       {@code 2016-04-28 00:00:00} or {@code 2020-07-27 04:00:00+00:00} (the calendar date is the first ten
 *       characters: the timestamp is the exchange's midnight); {@code null} rows are skipped;</li>
 *   <li><b>yfinance</b>: any column order ({@code Date,Close,High,Low,Open,Volume} from
 *       {@code auto_adjust=True}: the OHLC are already split- and dividend-adjusted), optional {@code Adj Close},
 *       {@code Dividends}, {@code Stock Splits}, {@code Datetime}; also the multi-level header of yfinance 0.2.5x
 *       ({@code Price,Close,...} / {@code Ticker,SPY,...} / {@code Date,,,...});</li>
 *   <li><b>alphavantage</b>: {@code timestamp,open,high,low,close,volume} (TIME_SERIES_DAILY),
 *       {@code timestamp,open,high,low,close,adjusted_close,volume,dividend_amount,split_coefficient}
 *       (DAILY_ADJUSTED), or the numbered names {@code date,1. open,2. high,3. low,4. close,5. volume}; newest
 *       first or oldest first;</li>
 *   <li><b>stooq</b>: {@code Date,Open,High,Low,Close,Volume} and the bulk layout
 *       {@code <TICKER>,<PER>,<DATE>,<TIME>,<OPEN>,<HIGH>,<LOW>,<CLOSE>,<VOL>,<OPENINT>} with {@code 20240102} dates.</li>
 * </ul>
 * Adjusted close: the file's {@code Adj Close} / {@code adjusted_close} when present; else, for files whose
 * OHLC are traded prices, splits are applied from {@code split_coefficient} or detected from overnight gaps
 * (see {@link #detectSplits}); auto-adjusted yfinance files use the (adjusted) close.
 */
public final class PriceCsv {

    /**
     * What a file held. {@code priceBasis}: {@code traded} or {@code adjusted} (auto-adjusted OHLC); {@code currency}: the
     * ISO 4217 code of a {@code Currency} column that names one currency on every priced row, else null (issue 30).
     */
    public record Parsed(String format, String symbol, List<Bar> bars, String priceBasis, String adjustment,
                         List<String> warnings, String currency) {
    }

    /** A file that is not a price CSV this reader understands. */
    public static final class FormatException extends IllegalArgumentException {
        public FormatException(String message) {
            super(message);
        }
    }


    private PriceCsv() {
    }

    public static Parsed read(Path file) throws IOException {
        String text = Encodings.decode(Files.readAllBytes(file)).text(); // the engine's one file layer (ADR 0256)
        return parse(text, symbolFromFileName(file.getFileName().toString()));
    }

    /** {@code SPY.csv}, {@code spy.us.txt}, {@code SPY_daily.csv} give SPY; empty when no plausible ticker. */
    public static Optional<String> symbolFromFileName(String name) {
        String base = name.replaceFirst("(?i)\\.(csv|txt)$", "");
        base = base.replaceFirst("(?i)[_ -](daily|prices|history|historical|data|d)$", "");
        base = base.replaceFirst("(?i)\\.us$", "");
        String upper = base.toUpperCase(Locale.ROOT);
        return Tickers.valid(upper) ? Optional.of(upper) : Optional.empty();
    }

    public static Parsed parse(String text, Optional<String> fileSymbol) {
        if (!text.isEmpty() && text.charAt(0) == '\uFEFF') {
            text = text.substring(1);
        }
        TableLines.overlongLine(text).ifPresent(reason -> {
            throw new FormatException(reason);
        });
        List<CSVRecord> records;
        try (Reader r = new StringReader(text)) {
            // the delimiter sniffed by the engine's one file layer (ADR 0256): ',' as the providers write, ';' or TAB as
            // European spreadsheets save
            records = CSVFormat.DEFAULT.builder().setDelimiter(Delimiters.sniff(text)).setIgnoreEmptyLines(true).setTrim(true).get()
                    .parse(r).getRecords();
        } catch (IOException | RuntimeException e) {
            throw new FormatException("Not a readable CSV file: " + e.getMessage());
        }
        if (records.isEmpty()) {
            throw new FormatException("The file is empty.");
        }
        List<String> warnings = new ArrayList<>();
        String symbol = fileSymbol.orElse(null);
        int headerRow = 0;
        List<String> header = values(records.get(0));
        // yfinance 0.2.5x multi-level header: Price,Close,... / Ticker,SPY,... / Date,,,...
        if (!header.isEmpty() && header.get(0).equalsIgnoreCase("Price") && records.size() > 2
                && records.get(1).get(0).equalsIgnoreCase("Ticker")) {
            String t = records.get(1).size() > 1 ? records.get(1).get(1) : "";
            if (Tickers.valid(t)) {
                symbol = t.toUpperCase(Locale.ROOT);
            }
            List<String> h = new ArrayList<>(header);
            h.set(0, "Date");
            header = h;
            headerRow = records.get(2).get(0).equalsIgnoreCase("Date") || records.get(2).get(0).equalsIgnoreCase("Datetime") ? 2 : 1;
        }
        Map<String, Integer> col = new HashMap<>();
        for (int i = 0; i < header.size(); i++) {
            col.putIfAbsent(normalizeHeader(header.get(i)), i);
        }
        Integer date = first(col, "date", "timestamp", "datetime", "time");
        Integer open = col.get("open");
        Integer high = col.get("high");
        Integer low = col.get("low");
        Integer close = col.get("close");
        Integer adj = first(col, "adjclose", "adjustedclose");
        Integer volume = first(col, "volume", "vol");
        Integer split = first(col, "splitcoefficient", "stocksplits");
        Integer ticker = col.get("ticker");
        Integer currencyCol = first(col, "currency", "ccy");
        java.util.Set<String> currencies = new java.util.TreeSet<>();
        if (date == null || open == null || high == null || low == null || close == null) {
            throw new FormatException("Not a daily price file: the header must name a date and the open, high, low and "
                    + "close columns (Yahoo, yfinance, Alpha Vantage or Stooq layout); got " + header);
        }
        String format = detectFormat(header, col);
        // decimal separator and day-month order decided once per file from its values (NumberReader, DateReader; ADR 0256)
        List<String> priceCells = new ArrayList<>();
        List<String> dateCells = new ArrayList<>();
        for (int k = headerRow + 1; k < records.size() && k <= headerRow + 2000; k++) {
            CSVRecord rec = records.get(k);
            for (Integer i : new Integer[] {open, high, low, close}) {
                if (rec.size() > i) {
                    priceCells.add(rec.get(i));
                }
            }
            if (rec.size() > date) {
                dateCells.add(rec.get(date));
            }
        }
        boolean decimalComma = NumberReader.decimalComma(priceCells, false);
        DateReader.Order order = DateReader.sniff(dateCells, DateReader.Order.MDY).order();
        boolean autoAdjusted = "yfinance".equals(format) && adj == null;
        TreeMap<LocalDate, Bar> bars = new TreeMap<>();
        Map<LocalDate, Double> splitFactors = new HashMap<>();
        int skipped = 0;
        int repaired = 0;
        for (int k = headerRow + 1; k < records.size(); k++) {
            CSVRecord rec = records.get(k);
            if (rec.size() <= Math.max(Math.max(open, high), Math.max(low, close))) {
                skipped++;
                continue;
            }
            LocalDate d = parseDate(rec.get(date), order);
            Double o = number(rec.get(open), decimalComma);
            Double h = number(rec.get(high), decimalComma);
            Double l = number(rec.get(low), decimalComma);
            Double c = number(rec.get(close), decimalComma);
            if (d == null || o == null || h == null || l == null || c == null || c <= 0 || o <= 0) {
                skipped++;
                continue;
            }
            if (ticker != null && symbol == null && rec.size() > ticker && Tickers.valid(rec.get(ticker))) {
                symbol = rec.get(ticker).toUpperCase(Locale.ROOT).replaceFirst("\\.US$", "");
            }
            if (currencyCol != null && rec.size() > currencyCol && !rec.get(currencyCol).isBlank()) {
                currencies.add(rec.get(currencyCol).strip().toUpperCase(Locale.ROOT));
            }
            Double a = adj == null || rec.size() <= adj ? null : number(rec.get(adj), decimalComma);
            Double v = volume == null || rec.size() <= volume ? null : number(rec.get(volume), decimalComma);
            if (split != null && rec.size() > split) {
                Double f = number(rec.get(split), decimalComma);
                if (f != null && f > 0 && Math.abs(f - 1) > 1e-9) {
                    splitFactors.put(d, f);
                }
            }
            double hi = Math.max(h, Math.max(o, c));
            double lo = Math.min(l, Math.min(o, c));
            if (hi != h || lo != l) {
                repaired++;
            }
            bars.put(d, new Bar(d, o, hi, lo, c, a == null ? c : a, v == null ? 0 : Math.round(v)));
        }
        if (bars.isEmpty()) {
            throw new FormatException("The file has a price header but no readable rows.");
        }
        if (skipped > 0) {
            warnings.add(skipped + " row(s) without a date or prices were skipped (for example 'null' rows).");
        }
        if (repaired > 0) {
            warnings.add(repaired + " row(s) had an open or close outside the low-high range; high and low were widened.");
        }
        List<Bar> list = new ArrayList<>(bars.values());
        String adjustment;
        if (adj != null) {
            adjustment = "adjusted close from the file";
            boolean identical = list.stream().allMatch(b -> Math.abs(b.adjClose() - b.close()) < 1e-9);
            if (identical && list.size() > 260) {
                warnings.add("Adj Close equals Close on every row over more than a year: the file is probably not "
                        + "dividend-adjusted, so returns from it exclude dividends.");
                adjustment = "adjusted close from the file (equal to close on every row: probably not adjusted)";
            }
        } else if (autoAdjusted) {
            adjustment = "OHLC already adjusted by the source (auto_adjust)";
        } else if (!splitFactors.isEmpty()) {
            list = applySplits(list, splitFactors);
            adjustment = "split-adjusted from the file's split coefficients (no dividend adjustment)";
        } else {
            Map<LocalDate, Double> detected = detectSplits(list);
            if (!detected.isEmpty()) {
                list = applySplits(list, detected);
                warnings.add("Detected " + detected.size() + " likely split(s) from overnight gaps: " + detected
                        + "; the adjusted close divides earlier prices by the ratio.");
                adjustment = "split-adjusted from detected splits (no dividend adjustment)";
            } else {
                adjustment = "none: the file has no adjusted close (adj_close = close)";
                if (list.size() > 260) {
                    warnings.add("The file has no adjusted close: its prices are not dividend-adjusted, so returns from it "
                            + "exclude dividends.");
                }
            }
        }
        gaps(list, warnings);
        String currency = null;
        if (currencies.size() == 1 && ListingCurrency.validCode(currencies.iterator().next())) {
            currency = currencies.iterator().next();
        } else if (!currencies.isEmpty()) {
            warnings.add("The file's currency column names " + String.join(", ", currencies) + ": not one currency, so it is "
                    + "not used.");
        }
        return new Parsed(format, symbol, List.copyOf(list), autoAdjusted ? "adjusted" : "traded", adjustment,
                List.copyOf(warnings), currency);
    }

    static String detectFormat(List<String> header, Map<String, Integer> col) {
        String first = header.get(0);
        if (first.startsWith("<")) {
            return "stooq";
        }
        boolean numbered = header.stream().anyMatch(h -> h.matches("\\d+\\.\\s.*"));
        if (numbered || col.containsKey("timestamp") || col.containsKey("splitcoefficient")
                || col.containsKey("dividendamount")) {
            return "alphavantage";
        }
        List<String> norm = header.stream().map(PriceCsv::normalizeHeader).toList();
        if (norm.equals(List.of("date", "open", "high", "low", "close", "adjclose", "volume"))) {
            return "yahoo";
        }
        if (norm.equals(List.of("date", "open", "high", "low", "close", "volume"))) {
            return "stooq";
        }
        return "yfinance";
    }

    /** Lower case, without leading numbering ({@code 1. open}), angle brackets, spaces and underscores. */
    static String normalizeHeader(String h) {
        return h.toLowerCase(Locale.ROOT).replaceFirst("^\\d+\\.\\s*", "").replaceAll("[<>_\\s.]", "");
    }

    private static Integer first(Map<String, Integer> col, String... names) {
        for (String n : names) {
            if (col.containsKey(n)) {
                return col.get(n);
            }
        }
        return null;
    }

    private static List<String> values(CSVRecord r) {
        List<String> out = new ArrayList<>();
        r.forEach(out::add);
        return out;
    }

    /**
     * A price file's date ({@link DateReader}, the engine's one date reader): ISO with or without a time ({@code 2016-04-28
     * 00:00:00}, {@code 2020-07-27 04:00:00+00:00}: the calendar date is the one written), {@code 20240102}, and numeric
     * dates in the file's day-month order (US {@code 1/2/2024} when the values never say).
     */
    static LocalDate parseDate(String s, DateReader.Order order) {
        if (s == null || s.isBlank()) {
            return null;
        }
        return DateReader.parse(s, order);
    }

    /**
     * A price or volume ({@link NumberReader}, the engine's one number reader, with the file's decimal separator); null for
     * the providers' empty markers ({@code null}, {@code .}, {@code NaN}) and anything not a finite number.
     */
    static Double number(String s, boolean decimalComma) {
        if (s == null || s.isBlank() || s.equalsIgnoreCase("null") || s.equals(".") || s.equalsIgnoreCase("nan")) {
            return null;
        }
        if (!decimalComma && (s.indexOf('e') > 0 || s.indexOf('E') > 0)) {
            try {
                double plain = Double.parseDouble(s); // a volume in scientific notation ("1.2E7")
                return Double.isFinite(plain) ? plain : null;
            } catch (NumberFormatException e) {
                return null;
            }
        }
        double v = NumberReader.parse(s, decimalComma);
        return Double.isFinite(v) ? v : null;
    }

    /** Common split ratios (forward and reverse) that a gap is compared with. */
    private static final double[] RATIOS = {2, 3, 4, 5, 7, 8, 10, 15, 20, 1.5, 0.5, 1.0 / 3, 0.25, 0.2, 0.1};

    /**
     * Likely splits in traded prices: an overnight move (previous close to open) of more than 30% that, divided by
     * a common split ratio, is within 4% of no move, and that the day's own range does not explain. Heuristic
     * (documented); used only when the file has no adjusted close or split column.
     */
    public static Map<LocalDate, Double> detectSplits(List<Bar> bars) {
        Map<LocalDate, Double> out = new TreeMap<>();
        for (int t = 1; t < bars.size(); t++) {
            double prev = bars.get(t - 1).close();
            double open = bars.get(t).open();
            double ratio = prev / open;
            if (Math.abs(Math.log(ratio)) < Math.log(1.3)) {
                continue;
            }
            for (double k : RATIOS) {
                if (Math.abs(ratio / k - 1) < 0.04) {
                    out.put(bars.get(t).date(), k);
                    break;
                }
            }
        }
        return out;
    }

    /** adjClose = close divided by the product of the split factors of every later split date. */
    static List<Bar> applySplits(List<Bar> bars, Map<LocalDate, Double> splits) {
        List<Bar> out = new ArrayList<>(bars.size());
        double factor = 1;
        for (int t = bars.size() - 1; t >= 0; t--) {
            Bar b = bars.get(t);
            out.add(new Bar(b.date(), b.open(), b.high(), b.low(), b.close(), b.close() / factor, b.volume()));
            Double f = splits.get(b.date());
            if (f != null) {
                factor *= f;
            }
        }
        java.util.Collections.reverse(out);
        return out;
    }

    private static void gaps(List<Bar> bars, List<String> warnings) {
        List<String> gaps = new ArrayList<>();
        for (int t = 1; t < bars.size(); t++) {
            long days = bars.get(t).date().toEpochDay() - bars.get(t - 1).date().toEpochDay();
            if (days > 10) {
                gaps.add(bars.get(t - 1).date() + ".." + bars.get(t).date());
            }
        }
        if (!gaps.isEmpty()) {
            warnings.add("Gaps of more than 10 days: " + (gaps.size() > 5 ? gaps.subList(0, 5) + " and " + (gaps.size() - 5)
                    + " more" : gaps) + ".");
        }
    }
}
