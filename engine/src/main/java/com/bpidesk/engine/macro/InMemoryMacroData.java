package com.bpidesk.engine.macro;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@link MacroData} held in memory (the backtest command and tests). */
public final class InMemoryMacroData implements MacroData {

    private final Map<String, SeriesInfo> infos = new LinkedHashMap<>();
    private final Map<String, List<Observation>> observations = new LinkedHashMap<>();

    public InMemoryMacroData add(SeriesInfo info, List<Observation> obs) {
        infos.put(info.seriesId(), info);
        List<Observation> sorted = new ArrayList<>(obs);
        sorted.sort(java.util.Comparator.comparing(Observation::period));
        observations.put(info.seriesId(), List.copyOf(sorted));
        return this;
    }

    public InMemoryMacroData addAll(List<MacroStore.Loaded> loaded) {
        loaded.forEach(l -> add(l.info(), l.observations()));
        return this;
    }

    @Override
    public List<SeriesInfo> series() {
        return List.copyOf(infos.values());
    }

    @Override
    public Optional<SeriesInfo> info(String seriesId) {
        return Optional.ofNullable(infos.get(seriesId));
    }

    @Override
    public List<Observation> observations(String seriesId) {
        return observations.getOrDefault(seriesId, List.of());
    }
}
