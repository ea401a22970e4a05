package com.bpidesk.engine.macro;

import static com.bpidesk.engine.macro.MacroFiles.csv;
import static com.bpidesk.engine.macro.MacroFiles.frequency;
import static com.bpidesk.engine.macro.MacroFiles.loaded;
import static com.bpidesk.engine.macro.MacroFiles.number;
import static com.bpidesk.engine.macro.MacroFiles.values;

import com.bpidesk.engine.macro.MacroFiles.FormatException;
import com.bpidesk.engine.macro.MacroFiles.Parsed;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.csv.CSVRecord;

/** World Bank bulk download {@code API_<indicator>_DS2_...csv}: a preamble ({@code "Data Source"}, {@code "Last Updated Date"}), then {@code Country Name,Country Code,Indicator Name,Indicator Code,1960,...}: one row per country, one column per year. */
final class WorldBankCsv implements MacroFormat {

    @Override
    public String id() {
        return "worldbank-csv";
    }

    @Override
    public boolean recognises(Sniff s) {
        return s.firstLineUpper().startsWith("\"DATA SOURCE\"") || s.firstLineUpper().startsWith("DATA SOURCE");
    }

    @Override
    public Parsed parse(String text, String dataSource) {
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

    static MacroStore.Loaded worldBankSeries(String indicator, String indicatorName, String iso3, String country,
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
}
