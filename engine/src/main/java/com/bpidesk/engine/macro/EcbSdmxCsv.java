package com.bpidesk.engine.macro;

import static com.bpidesk.engine.macro.MacroFiles.blankToNull;
import static com.bpidesk.engine.macro.MacroFiles.csv;
import static com.bpidesk.engine.macro.MacroFiles.frequency;
import static com.bpidesk.engine.macro.MacroFiles.loaded;
import static com.bpidesk.engine.macro.MacroFiles.number;
import static com.bpidesk.engine.macro.MacroFiles.period;
import static com.bpidesk.engine.macro.MacroFiles.values;

import com.bpidesk.engine.macro.MacroFiles.FormatException;
import com.bpidesk.engine.macro.MacroFiles.Parsed;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;

/** ECB Data Portal SDMX-CSV: {@code KEY,FREQ,REF_AREA,...,TIME_PERIOD,OBS_VALUE,...,TITLE,...} or SDMX-CSV 1.0 {@code DATAFLOW,FREQ,...,TIME_PERIOD,OBS_VALUE,...}; periods {@code 2024-03-13}, {@code 2024-03}, {@code 2024-Q1}, {@code 2024-S1}, {@code 2024-W10}, {@code 2024}. */
final class EcbSdmxCsv implements MacroFormat {

    @Override
    public String id() {
        return "ecb-sdmx-csv";
    }

    @Override
    public boolean recognises(Sniff s) {
        return s.firstLineUpper().contains("TIME_PERIOD") && s.firstLineUpper().contains("OBS_VALUE");
    }

    @Override
    public Parsed parse(String text, String dataSource) {
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
}
