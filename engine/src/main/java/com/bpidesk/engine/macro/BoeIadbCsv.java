package com.bpidesk.engine.macro;

import static com.bpidesk.engine.macro.MacroFiles.csv;
import static com.bpidesk.engine.macro.MacroFiles.frequency;
import static com.bpidesk.engine.macro.MacroFiles.loaded;
import static com.bpidesk.engine.macro.MacroFiles.number;
import static com.bpidesk.engine.macro.MacroFiles.period;
import static com.bpidesk.engine.macro.MacroFiles.values;

import com.bpidesk.engine.macro.MacroFiles.FormatException;
import com.bpidesk.engine.macro.MacroFiles.Parsed;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVRecord;

/** Bank of England IADB CSV ({@code CSVF=TN}): {@code DATE,IUDBEDR[,...]} with dates {@code 02 Jan 2024}; missing values {@code ..}; a title block before the {@code DATE} header is skipped. */
final class BoeIadbCsv implements MacroFormat {

    private static final DateTimeFormatter BOE_DATE = DateTimeFormatter.ofPattern("dd MMM yyyy", Locale.ENGLISH);
    private static final DateTimeFormatter BOE_DATE_SLASH = DateTimeFormatter.ofPattern("dd/MMM/yyyy", Locale.ENGLISH);

    @Override
    public String id() {
        return "boe-iadb";
    }

    @Override
    public boolean recognises(Sniff s) {
        boolean dateHeader = s.firstLineUpper().startsWith("OBSERVATION_DATE,") || s.firstLineUpper().startsWith("DATE,");
        if (dateHeader) {
            return s.secondLine().matches("\\d{1,2}[ /][A-Za-z]{3}[ /]\\d{4},.*");
        }
        return s.trimmed().lines().anyMatch(l -> l.toUpperCase(Locale.ROOT).startsWith("DATE,"));
    }

    @Override
    public Parsed parse(String text, String dataSource) {
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
}
