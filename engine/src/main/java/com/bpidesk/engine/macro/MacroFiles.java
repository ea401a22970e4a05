package com.bpidesk.engine.macro;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads the native published macro formats (docs/market-data.md "Macro file formats"), one parser per source behind
 * {@link MacroFormat}, recognised from the content in the order of {@link MacroFormat#ALL}:
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

    private MacroFiles() {
    }

    public static Parsed read(Path file) throws IOException {
        return parse(com.bpidesk.engine.platform.text.Encodings.decode(Files.readAllBytes(file)).text(), file.getFileName().toString());
    }

    /** Detects the format from the content and parses it; {@code dataSource} is {@code imported:<format>}. */
    public static Parsed parse(String text, String fileName) {
        String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
        MacroFormat.Sniff sniff = MacroFormat.Sniff.of(t);
        for (MacroFormat f : MacroFormat.ALL) {
            if (f.recognises(sniff)) {
                Parsed parsed = f.parse(t, "imported:" + f.id());
                parsed.series().forEach(ValueRanges::check);
                return parsed;
            }
        }
        String firstLine = sniff.trimmed().lines().findFirst().orElse("");
        throw new FormatException("Not a macro file this engine reads (" + fileName + "): its first line is '"
                + shown(firstLine) + "'. Expected a FRED CSV "
                + "(observation_date,SERIES or DATE,SERIES), a World Bank bulk CSV or API v2 JSON, an ECB SDMX-CSV "
                + "(TIME_PERIOD, OBS_VALUE) or a Bank of England IADB CSV (DATE,CODE with dates like 02 Jan 2024).");
    }

    // ---- shared by the parsers ----

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

    static MacroStore.Loaded loaded(String id, String title, String category, String region, String institution,
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

    static List<CSVRecord> csv(String text) {
        try (Reader r = new StringReader(text)) {
            // the delimiter sniffed by the engine's one file layer (ADR 0256): ',' as providers write, ';' as spreadsheets save
            char delimiter = com.bpidesk.engine.platform.text.Delimiters.sniff(text);
            List<CSVRecord> rows = CSVFormat.DEFAULT.builder().setDelimiter(delimiter).setIgnoreEmptyLines(true).get().parse(r).getRecords();
            if (rows.isEmpty()) {
                throw new FormatException("The file is empty.");
            }
            return rows;
        } catch (IOException | IllegalStateException e) {
            throw new FormatException("Not a readable CSV file: " + e.getMessage());
        }
    }

    static List<String> values(CSVRecord r) {
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
        // the providers' plain decimals, scientific notation included ("2.1E+13"); else the engine's one number reader
        // (ADR 0256): a value that can only be read with a decimal comma ("2,75") is read so, an ambiguous "1,234" as a group
        try {
            double plain = Double.parseDouble(t);
            return Double.isFinite(plain) ? plain : null;
        } catch (NumberFormatException notPlain) {
            // read below
        }
        double v = com.bpidesk.engine.platform.text.NumberReader.parse(t, com.bpidesk.engine.platform.text.NumberReader.hint(t)
                == com.bpidesk.engine.platform.text.NumberReader.Hint.COMMA);
        return Double.isFinite(v) ? v : null;
    }

    /** A cell or line as shown in a message: control characters as '?', at most 60 characters. */
    static String shown(String s) {
        String clean = s.replaceAll("\\p{Cntrl}", "?");
        return clean.length() <= 60 ? clean : clean.substring(0, 57) + "...";
    }

    static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }
}
