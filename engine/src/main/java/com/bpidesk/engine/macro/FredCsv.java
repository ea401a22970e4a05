package com.bpidesk.engine.macro;

import static com.bpidesk.engine.macro.MacroFiles.csv;
import static com.bpidesk.engine.macro.MacroFiles.frequency;
import static com.bpidesk.engine.macro.MacroFiles.loaded;
import static com.bpidesk.engine.macro.MacroFiles.number;
import static com.bpidesk.engine.macro.MacroFiles.values;

import com.bpidesk.engine.macro.MacroFiles.Parsed;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVRecord;

/** FRED CSV: header {@code observation_date,SERIES[,SERIES...]} (current) or {@code DATE,SERIES} (legacy); missing values are {@code .} (legacy) or empty (current). */
final class FredCsv implements MacroFormat {

    @Override
    public String id() {
        return "fred";
    }

    @Override
    public boolean recognises(Sniff s) {
        return s.firstLineUpper().startsWith("OBSERVATION_DATE,") || s.firstLineUpper().startsWith("DATE,");
    }

    @Override
    public Parsed parse(String text, String dataSource) {
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
}
