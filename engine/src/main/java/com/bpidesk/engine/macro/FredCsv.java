package com.bpidesk.engine.macro;

import static com.bpidesk.engine.macro.MacroFiles.csv;
import static com.bpidesk.engine.macro.MacroFiles.frequency;
import static com.bpidesk.engine.macro.MacroFiles.loaded;
import static com.bpidesk.engine.macro.MacroFiles.values;

import com.bpidesk.engine.macro.MacroFiles.FormatException;
import com.bpidesk.engine.macro.MacroFiles.Parsed;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVRecord;

/**
 * FRED CSV, recognised by its shape (issue 29): header {@code observation_date,SERIES[,SERIES...]} (current) or
 * {@code DATE,SERIES} (legacy), exactly as fredgraph.csv writes it; series ids are FRED's (capital letters, digits
 * and underscores, e.g. {@code UNRATE}, {@code BAMLH0A0HYM2}, {@code CPIAUCSL_PC1} for a transformed download);
 * dates {@code yyyy-mm-dd}; values a number, or {@code .} (legacy) or empty (current) for a missing value. Any other
 * shape under a FRED header is refused in words naming what was found, never read as a series.
 */
final class FredCsv implements MacroFormat {

    /** FRED series ids: https://fred.stlouisfed.org/docs/api/fred/series.html ("series_id", upper-case alphanumerics). */
    static final Pattern SERIES_ID = Pattern.compile("(?=[A-Z0-9_]*[A-Z])[A-Z0-9_]{1,45}");
    private static final Pattern DAY = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?");

    @Override
    public String id() {
        return "fred";
    }

    @Override
    public boolean recognises(Sniff s) {
        String first = s.trimmed().lines().findFirst().orElse("");
        // ',' as FRED writes it; ';' or TAB as a spreadsheet re-saves it (the delimiter is sniffed by the file layer, ADR 0256)
        return first.startsWith("observation_date,") || first.startsWith("DATE,") || first.matches("(observation_date|DATE)[;\t].*");
    }

    @Override
    public Parsed parse(String text, String dataSource) {
        List<CSVRecord> rows = csv(text);
        List<String> header = values(rows.get(0));
        for (int c = 1; c < header.size(); c++) {
            String id = header.get(c).trim();
            if (!SERIES_ID.matcher(id).matches()) {
                throw new FormatException("This file starts like a FRED file (" + header.get(0) + "), but its column "
                        + (c + 1) + " is named '" + MacroFiles.shown(id) + "', which is not a FRED series id (capital "
                        + "letters, digits and underscores, such as UNRATE). Download the series from FRED again, or "
                        + "import a file in one of the other supported formats.");
            }
        }
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
                Double v = value(rec.get(c), id, r + 1);
                if (v == null) {
                    missing++;
                    continue;
                }
                obs.add(new Observation(day(rec.get(0), r + 1), v));
            }
            if (missing > 0) {
                warnings.add(id + ": " + missing + " missing value(s) ('.' or empty) skipped.");
            }
            out.add(loaded(id, null, null, null, MacroCatalog.FRED, frequency(obs), null, dataSource, obs));
        }
        return new Parsed("fred", out, warnings);
    }

    /** A number written with a decimal comma and optional dotted thousands. */
    private static final java.util.regex.Pattern DECIMAL_COMMA = java.util.regex.Pattern.compile("-?(\\d+|\\d{1,3}(\\.\\d{3})+),\\d+");

    /** A FRED value: a number, or {@code .} / empty for missing; anything else (text, infinity, NaN) is refused. */
    static Double value(String cell, String id, int line) {
        String t = cell.trim();
        if (t.isEmpty() || t.equals(".")) {
            return null;
        }
        boolean plain = NUMBER.matcher(t).matches();
        if (!plain && !DECIMAL_COMMA.matcher(t).matches()) {
            throw new FormatException("Line " + line + " of " + id + " holds '" + MacroFiles.shown(t) + "', which is not "
                    + "a number; a FRED file holds numbers, or '.' or nothing for a missing value.");
        }
        // a decimal comma ("3,7", "1.234,5") as a spreadsheet re-saves the file: the engine's one number reader (ADR 0256)
        double v = plain ? Double.parseDouble(t) : com.bpidesk.engine.platform.text.NumberReader.parse(t, true);
        if (!Double.isFinite(v)) {
            throw new FormatException("Line " + line + " of " + id + " holds " + t + ", a number too large to be a "
                    + "reading of any economic series.");
        }
        return v;
    }

    static LocalDate day(String cell, int line) {
        String t = cell.trim();
        try {
            if (DAY.matcher(t).matches()) {
                return LocalDate.parse(t);
            }
        } catch (DateTimeParseException e) {
            // falls through to the message below
        }
        throw new FormatException("Line " + line + " has the date '" + MacroFiles.shown(t) + "'; a FRED file dates "
                + "each observation as year-month-day, such as 2024-01-31.");
    }
}
