package com.bpidesk.engine.macro;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * Parsers for the native published macro formats (docs/market-data.md "Macro file formats"):
 * <ul>
 *   <li><b>fred</b>: FRED CSV, header {@code observation_date,SERIES[,SERIES...]} (current) or {@code DATE,SERIES}
 *       (legacy); missing values are {@code .} (legacy) or empty (current);</li>
 *   <li><b>worldbank-csv</b>: World Bank bulk download {@code API_<indicator>_DS2_...csv}: four preamble lines
 *       ({@code "Data Source"}, {@code "Last Updated Date"}), then {@code Country Name,Country Code,Indicator
 *       Name,Indicator Code,1960,...}: one row per country, one column per year;</li>
 *   <li><b>worldbank-json</b>: World Bank API v2 JSON: {@code [ {page metadata}, [ {indicator, country,
 *       countryiso3code, date, value, ...}, ... ] ]};</li>
 *   <li><b>ecb-sdmx-csv</b>: ECB Data Portal SDMX-CSV: either {@code KEY,FREQ,REF_AREA,...,TIME_PERIOD,OBS_VALUE,...,TITLE,...}
 *       or SDMX-CSV 1.0 {@code DATAFLOW,FREQ,...,TIME_PERIOD,OBS_VALUE,...}; periods {@code 2024-03-13},
 *       {@code 2024-03}, {@code 2024-Q1}, {@code 2024-S1}, {@code 2024-W10}, {@code 2024};</li>
 *   <li><b>boe-iadb</b>: Bank of England IADB CSV ({@code CSVF=TN}): {@code DATE,IUDBEDR[,...]} with dates
 *       {@code 02 Jan 2024}; missing values {@code ..}; a title block before the {@code DATE} header is skipped.</li>
 * </ul>
 * Series ids are the publisher's (World Bank: {@code <indicator>:<ISO3>}); title, category, region and units come
 * from {@link MacroCatalog} when the id is known, else from the file or a keyword rule.
 */
public final class MacroFiles {

    /** What a file held. */
    public record Parsed(String format, List<MacroStore.Loaded> series, List<String> warnings) {
    }

    public static final class FormatException extends IllegalArgumentException {
        public FormatException(String message) {
            super(message);
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final DateTimeFormatter BOE_DATE = DateTimeFormatter.ofPattern("dd MMM yyyy", Locale.ENGLISH);
    private static final DateTimeFormatter BOE_DATE_SLASH = DateTimeFormatter.ofPattern("dd/MMM/yyyy", Locale.ENGLISH);

    private MacroFiles() {
    }

    public static Parsed read(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), file.getFileName().toString());
    }

    /** Detects the format from the content and parses it; {@code dataSource} prefix is {@code imported:<format>}. */
    public static Parsed parse(String text, String fileName) {
        String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
        String trimmed = t.stripLeading();
        if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
            return worldBankJson(trimmed, "imported:worldbank-json");
        }
        String firstLine = trimmed.lines().findFirst().orElse("");
        String upper = firstLine.toUpperCase(Locale.ROOT);
        if (upper.startsWith("\"DATA SOURCE\"") || upper.startsWith("DATA SOURCE")) {
            return worldBankCsv(t, "imported:worldbank-csv");
        }
        if (upper.contains("TIME_PERIOD") && upper.contains("OBS_VALUE")) {
            return ecbCsv(t, "imported:ecb-sdmx-csv");
        }
        if (upper.startsWith("OBSERVATION_DATE,") || upper.startsWith("DATE,")) {
            String second = trimmed.lines().skip(1).findFirst().orElse("");
            if (second.matches("\\d{1,2}[ /][A-Za-z]{3}[ /]\\d{4},.*")) {
                return boeCsv(t, "imported:boe-iadb");
            }
            return fredCsv(t, "imported:fred");
        }
        if (trimmed.lines().anyMatch(l -> l.toUpperCase(Locale.ROOT).startsWith("DATE,"))) {
            return boeCsv(t, "imported:boe-iadb");
        }
        throw new FormatException("Not a macro file this engine reads (" + fileName + "): expected a FRED CSV "
                + "(observation_date,SERIES or DATE,SERIES), a World Bank bulk CSV or API v2 JSON, an ECB SDMX-CSV "
                + "(TIME_PERIOD, OBS_VALUE) or a Bank of England IADB CSV (DATE,CODE with dates like 02 Jan 2024).");
    }

    // ---- FRED ----

    public static Parsed fredCsv(String text, String dataSource) {
        List<CSVRecord> rows = csv(text);
        List<String> header = values(rows.get(0));
        List<String> warnings = new ArrayList<>();
        List<MacroStore.Loaded> out = new ArrayList<>();
        for (int c = 1; c < header.size(); c++) {
            String id = header.get(c).trim();
            List<Observation> obs = new ArrayList<>();
            int missing = 0;
            for (int r = 1; r < rows.size(); r++) {
                CSVRecord rec = rows.get(r);
                if (rec.size() <= c) {
                    continue;
                }
                Double v = number(rec.get(c));
                if (v == null) {
                    missing++;
                    continue;
                }
                obs.add(new Observation(LocalDate.parse(rec.get(0).trim().substring(0, 10)), v));
            }
            if (missing > 0) {
                warnings.add(id + ": " + missing + " missing value(s) ('.' or empty) skipped.");
            }
            out.add(loaded(id, null, null, null, MacroCatalog.FRED, frequency(obs), null, dataSource, obs));
        }
        return new Parsed("fred", out, warnings);
    }

    // ---- World Bank ----

    public static Parsed worldBankCsv(String text, String dataSource) {
        List<CSVRecord> rows = csv(text);
        int h = -1;
        String updated = null;
        for (int i = 0; i < rows.size(); i++) {
            String first = rows.get(i).get(0).trim();
            if (first.equalsIgnoreCase("Last Updated Date") && rows.get(i).size() > 1) {
                updated = rows.get(i).get(1);
            }
            if (first.equalsIgnoreCase("Country Name")) {
                h = i;
                break;
            }
        }
        if (h < 0) {
            throw new FormatException("World Bank CSV without a 'Country Name,Country Code,Indicator Name,Indicator Code,"
                    + "<years>' header.");
        }
        List<String> header = values(rows.get(h));
        Map<Integer, Integer> yearCols = new TreeMap<>();
        for (int c = 4; c < header.size(); c++) {
            String y = header.get(c).trim();
            if (y.matches("\\d{4}")) {
                yearCols.put(c, Integer.parseInt(y));
            }
        }
        List<MacroStore.Loaded> out = new ArrayList<>();
        for (int r = h + 1; r < rows.size(); r++) {
            CSVRecord rec = rows.get(r);
            if (rec.size() < 4) {
                continue;
            }
            String country = rec.get(0).trim();
            String iso3 = rec.get(1).trim();
            String indicatorName = rec.get(2).trim();
            String indicator = rec.get(3).trim();
            List<Observation> obs = new ArrayList<>();
            yearCols.forEach((c, year) -> {
                if (rec.size() > c) {
                    Double v = number(rec.get(c));
                    if (v != null) {
                        obs.add(new Observation(LocalDate.of(year, 1, 1), v));
                    }
                }
            });
            if (!obs.isEmpty()) {
                out.add(worldBankSeries(indicator, indicatorName, iso3, country, dataSource, obs));
            }
        }
        List<String> warnings = new ArrayList<>();
        if (updated != null) {
            warnings.add("World Bank file last updated " + updated + ".");
        }
        return new Parsed("worldbank-csv", out, warnings);
    }

    public static Parsed worldBankJson(String text, String dataSource) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (IOException e) {
            throw new FormatException("Not valid JSON: " + e.getMessage());
        }
        if (!root.isArray() || root.size() < 2 || !root.get(1).isArray()) {
            if (root.isArray() && root.size() >= 1 && root.get(0).has("message")) {
                throw new FormatException("World Bank API error: " + root.get(0).get("message"));
            }
            throw new FormatException("Not World Bank API v2 JSON: expected [ {page metadata}, [ observations ] ].");
        }
        Map<String, List<Observation>> obs = new LinkedHashMap<>();
        Map<String, String[]> meta = new HashMap<>();
        for (JsonNode o : root.get(1)) {
            String indicator = o.path("indicator").path("id").asText();
            String iso3 = o.path("countryiso3code").asText("");
            if (iso3.isBlank()) {
                iso3 = o.path("country").path("id").asText();
            }
            String key = indicator + ":" + iso3;
            meta.putIfAbsent(key, new String[] {indicator, o.path("indicator").path("value").asText(), iso3,
                    o.path("country").path("value").asText()});
            List<Observation> list = obs.computeIfAbsent(key, k -> new ArrayList<>());
            JsonNode v = o.get("value");
            String date = o.path("date").asText();
            if (v != null && v.isNumber() && date.matches("\\d{4}.*")) {
                list.add(new Observation(period(date), v.asDouble()));
            }
        }
        List<MacroStore.Loaded> out = new ArrayList<>();
        obs.forEach((key, list) -> {
            String[] m = meta.get(key);
            list.sort(java.util.Comparator.comparing(Observation::period));
            if (!list.isEmpty()) {
                out.add(worldBankSeries(m[0], m[1], m[2], m[3], dataSource, list));
            }
        });
        return new Parsed("worldbank-json", out, List.of());
    }

    private static MacroStore.Loaded worldBankSeries(String indicator, String indicatorName, String iso3, String country,
                                                     String dataSource, List<Observation> obs) {
        String id = indicator + ":" + iso3;
        String title = indicatorName + ", " + country;
        return loaded(id, title, null, iso2(iso3), MacroCatalog.WORLD_BANK, frequency(obs),
                indicatorName.contains("%") ? "percent" : null, dataSource, obs);
    }

    /** ISO 3166 alpha-3 to alpha-2 ({@code EMU} to {@code EA}); aggregates keep their code. */
    static String iso2(String iso3) {
        if ("EMU".equals(iso3)) {
            return "EA";
        }
        for (String c : Locale.getISOCountries()) {
            try {
                if (Locale.of("", c).getISO3Country().equals(iso3)) {
                    return c;
                }
            } catch (java.util.MissingResourceException ignored) {
                // no alpha-3 for this code
            }
        }
        return iso3.length() <= 8 ? iso3 : iso3.substring(0, 8);
    }

    // ---- ECB ----

    public static Parsed ecbCsv(String text, String dataSource) {
        List<CSVRecord> rows = csv(text);
        List<String> header = values(rows.get(0)).stream().map(s -> s.trim().toUpperCase(Locale.ROOT)).toList();
        int key = header.indexOf("KEY");
        int flow = header.indexOf("DATAFLOW");
        int period = header.indexOf("TIME_PERIOD");
        int value = header.indexOf("OBS_VALUE");
        int title = header.indexOf("TITLE");
        int freq = header.indexOf("FREQ");
        int area = header.indexOf("REF_AREA");
        int unit = header.indexOf("UNIT");
        if (period < 0 || value < 0 || (key < 0 && flow < 0)) {
            throw new FormatException("ECB SDMX-CSV needs KEY or DATAFLOW, TIME_PERIOD and OBS_VALUE columns; got " + header);
        }
        Map<String, List<Observation>> obs = new LinkedHashMap<>();
        Map<String, String[]> meta = new HashMap<>();
        int missing = 0;
        for (int r = 1; r < rows.size(); r++) {
            CSVRecord rec = rows.get(r);
            if (rec.size() <= Math.max(period, value)) {
                continue;
            }
            String id;
            if (key >= 0) {
                id = rec.get(key).trim();
            } else {
                String f = rec.get(flow).trim();                       // e.g. ECB:FM(1.0)
                String flowId = f.replaceFirst("^[^:]*:", "").replaceFirst("\\(.*\\)$", "");
                StringBuilder sb = new StringBuilder(flowId);
                for (int c = flow + 1; c < period; c++) {
                    sb.append('.').append(rec.get(c).trim());
                }
                id = sb.toString();
            }
            Double v = number(rec.get(value));
            if (v == null) {
                missing++;
                continue;
            }
            obs.computeIfAbsent(id, k -> new ArrayList<>()).add(new Observation(period(rec.get(period).trim()), v));
            meta.putIfAbsent(id, new String[] {title >= 0 && rec.size() > title ? rec.get(title) : null,
                    freq >= 0 ? rec.get(freq) : null, area >= 0 ? rec.get(area) : null,
                    unit >= 0 && rec.size() > unit ? rec.get(unit) : null});
        }
        List<MacroStore.Loaded> out = new ArrayList<>();
        obs.forEach((id, list) -> {
            list.sort(java.util.Comparator.comparing(Observation::period));
            String[] m = meta.get(id);
            String frequency = switch (m[1] == null ? "" : m[1]) {
                case "D", "B" -> list.size() > 2 && frequency(list).equals("daily") ? "daily" : "monthly";
                case "M" -> "monthly";
                case "Q" -> "quarterly";
                case "A" -> "annual";
                case "W" -> "weekly";
                default -> frequency(list);
            };
            String region = m[2] == null ? null : ("U2".equals(m[2]) || m[2].startsWith("I") && m[2].length() == 3 ? "EA" : m[2]);
            String units = m[3] == null ? null : m[3].equalsIgnoreCase("PCPA") || m[3].equalsIgnoreCase("PC")
                    || m[3].equalsIgnoreCase("PCCH") ? "percent" : m[3];
            out.add(loaded(id, blankToNull(m[0]), null, region, MacroCatalog.ECB, frequency, units, dataSource, list));
        });
        List<String> warnings = missing > 0 ? List.of(missing + " observation(s) without a value skipped.") : List.of();
        return new Parsed("ecb-sdmx-csv", out, warnings);
    }

    // ---- Bank of England ----

    public static Parsed boeCsv(String text, String dataSource) {
        List<CSVRecord> rows = csv(text);
        int h = -1;
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).get(0).trim().equalsIgnoreCase("DATE")) {
                h = i;
                break;
            }
        }
        if (h < 0) {
            throw new FormatException("Bank of England IADB CSV without a 'DATE,<series codes>' header.");
        }
        List<String> header = values(rows.get(h));
        List<MacroStore.Loaded> out = new ArrayList<>();
        int missing = 0;
        for (int c = 1; c < header.size(); c++) {
            String id = header.get(c).trim();
            if (id.isEmpty()) {
                continue;
            }
            List<Observation> obs = new ArrayList<>();
            for (int r = h + 1; r < rows.size(); r++) {
                CSVRecord rec = rows.get(r);
                if (rec.size() <= c) {
                    continue;
                }
                LocalDate d = boeDate(rec.get(0).trim());
                Double v = number(rec.get(c));
                if (d == null || v == null) {
                    missing++;
                    continue;
                }
                obs.add(new Observation(d, v));
            }
            obs.sort(java.util.Comparator.comparing(Observation::period));
            out.add(loaded(id, null, null, "GB", MacroCatalog.BOE, frequency(obs), null, dataSource, obs));
        }
        List<String> warnings = missing > 0 ? List.of(missing + " value(s) missing ('..') or undated skipped.") : List.of();
        return new Parsed("boe-iadb", out, warnings);
    }

    static LocalDate boeDate(String s) {
        for (DateTimeFormatter f : List.of(BOE_DATE, BOE_DATE_SLASH)) {
            try {
                return LocalDate.parse(s, f);
            } catch (DateTimeParseException ignored) {
                // next
            }
        }
        try {
            return LocalDate.parse(s.length() >= 10 ? s.substring(0, 10) : s);
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    // ---- shared ----

    /** A period string as the first day of the period: 2024-03-13, 2024-03, 2024-Q1, 2024-S2, 2024-W10, 2024. */
    static LocalDate period(String p) {
        if (p.matches("\\d{4}-\\d{2}-\\d{2}.*")) {
            return LocalDate.parse(p.substring(0, 10));
        }
        if (p.matches("\\d{4}-\\d{2}")) {
            return LocalDate.parse(p + "-01");
        }
        if (p.matches("\\d{4}-?Q[1-4]")) {
            int q = p.charAt(p.length() - 1) - '0';
            return LocalDate.of(Integer.parseInt(p.substring(0, 4)), 3 * (q - 1) + 1, 1);
        }
        if (p.matches("\\d{4}-?S[12]")) {
            return LocalDate.of(Integer.parseInt(p.substring(0, 4)), p.endsWith("1") ? 1 : 7, 1);
        }
        if (p.matches("\\d{4}-?W\\d{2}")) {
            int w = Integer.parseInt(p.substring(p.length() - 2));
            return LocalDate.of(Integer.parseInt(p.substring(0, 4)), 1, 4)
                    .with(java.time.temporal.IsoFields.WEEK_OF_WEEK_BASED_YEAR, w)
                    .with(java.time.DayOfWeek.MONDAY);
        }
        if (p.matches("\\d{4}M\\d{2}")) {
            return LocalDate.of(Integer.parseInt(p.substring(0, 4)), Integer.parseInt(p.substring(5)), 1);
        }
        if (p.matches("\\d{4}")) {
            return LocalDate.of(Integer.parseInt(p), 1, 1);
        }
        throw new FormatException("Unknown period '" + p + "'");
    }

    /** Frequency from the median spacing of the observations. */
    static String frequency(List<Observation> obs) {
        if (obs.size() < 2) {
            return "annual";
        }
        List<Long> gaps = new ArrayList<>();
        for (int i = 1; i < obs.size(); i++) {
            gaps.add(ChronoUnit.DAYS.between(obs.get(i - 1).period(), obs.get(i).period()));
        }
        gaps.sort(Long::compare);
        long median = gaps.get(gaps.size() / 2);
        if (median <= 4) {
            return "daily";
        }
        if (median <= 8) {
            return "weekly";
        }
        if (median <= 35) {
            return "monthly";
        }
        if (median <= 100) {
            return "quarterly";
        }
        return "annual";
    }

    /** Category by a keyword rule for series the catalogue does not know. */
    static String guessCategory(String id, String title) {
        String s = (id + " " + (title == null ? "" : title)).toUpperCase(Locale.ROOT);
        if (s.matches(".*(CPI|PCE|HICP|INFL|PRICE|ICP\\.).*")) {
            return "inflation";
        }
        if (s.matches(".*(UNRATE|UNEMP|PAYEMS|PAYROLL|ICSA|EMPLOY|LABOU?R).*")) {
            return "labour";
        }
        if (s.matches(".*(BAML|OAS|SPREAD|CREDIT|BAA|AAA).*")) {
            return "credit";
        }
        if (s.matches(".*(GDP|INDPRO|GROWTH|OUTPUT|PRODUCTION|RETAIL).*")) {
            return "growth";
        }
        if (s.matches(".*(DGS|FEDFUNDS|DFF|T10Y|TB3|RATE|YIELD|MRR|DFR|IUDB|BOND).*")) {
            return "rates";
        }
        return "other";
    }

    private static MacroStore.Loaded loaded(String id, String title, String category, String region, String institution,
                                            String frequency, String units, String dataSource, List<Observation> obs) {
        Optional<MacroCatalog.Entry> known = MacroCatalog.find(id);
        String t = known.map(MacroCatalog.Entry::title).orElse(title != null ? title : id);
        String cat = known.map(MacroCatalog.Entry::category).orElse(category != null ? category : guessCategory(id, title));
        String reg = known.map(MacroCatalog.Entry::region).orElse(region != null ? region : "US");
        String inst = known.map(MacroCatalog.Entry::institution).orElse(institution);
        String u = known.map(MacroCatalog.Entry::units).orElse(units != null ? units : "value");
        String freq = frequency != null ? frequency : known.map(MacroCatalog.Entry::frequency).orElse(frequency(obs));
        return new MacroStore.Loaded(new SeriesInfo(id, t, cat, reg, inst, freq, u), inst, dataSource, List.copyOf(obs));
    }

    private static List<CSVRecord> csv(String text) {
        try (Reader r = new StringReader(text)) {
            List<CSVRecord> rows = CSVFormat.DEFAULT.builder().setIgnoreEmptyLines(true).get().parse(r).getRecords();
            if (rows.isEmpty()) {
                throw new FormatException("The file is empty.");
            }
            return rows;
        } catch (IOException | IllegalStateException e) {
            throw new FormatException("Not a readable CSV file: " + e.getMessage());
        }
    }

    private static List<String> values(CSVRecord r) {
        List<String> out = new ArrayList<>();
        r.forEach(out::add);
        return out;
    }

    static Double number(String s) {
        if (s == null) {
            return null;
        }
        String t = s.trim();
        if (t.isEmpty() || t.equals(".") || t.equals("..") || t.equalsIgnoreCase("NaN") || t.equalsIgnoreCase("NA")
                || t.equals("#N/A") || t.equalsIgnoreCase("null")) {
            return null;
        }
        try {
            double v = Double.parseDouble(t);
            return Double.isFinite(v) ? v : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }
}
