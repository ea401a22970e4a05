package com.bpidesk.engine.macro;

import static com.bpidesk.engine.macro.MacroFiles.period;

import com.bpidesk.engine.macro.MacroFiles.FormatException;
import com.bpidesk.engine.macro.MacroFiles.Parsed;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** World Bank API v2 JSON: {@code [ {page metadata}, [ {indicator, country, countryiso3code, date, value, ...}, ... ] ]}. */
final class WorldBankJson implements MacroFormat {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    public String id() {
        return "worldbank-json";
    }

    @Override
    public boolean recognises(Sniff s) {
        return s.trimmed().startsWith("[") || s.trimmed().startsWith("{");
    }

    @Override
    public Parsed parse(String text, String dataSource) {
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
                out.add(WorldBankCsv.worldBankSeries(m[0], m[1], m[2], m[3], dataSource, list));
            }
        });
        return new Parsed("worldbank-json", out, List.of());
    }
}
