package com.bpidesk.engine.macro;

import java.util.List;
import java.util.Optional;

/** The macro series store: every series the engine knows and its observations, ascending by period. */
public interface MacroData {

    List<SeriesInfo> series();

    Optional<SeriesInfo> info(String seriesId);

    List<Observation> observations(String seriesId);
}
