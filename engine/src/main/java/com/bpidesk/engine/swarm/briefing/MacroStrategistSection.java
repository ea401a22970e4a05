package com.bpidesk.engine.swarm.briefing;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * The {@code macro_strategist} section: the current regime, the latest readings and the fit of the portfolio's tilts to the regime's playbook. Serialized into {@code ic_briefing} by
 * the API's JSON mapper (snake_case field names); read back with {@link AnalysisResult#read}.
 */
public record MacroStrategistSection(RegimeView regime, List<Reading> readings, Fit fit, String dataSource,
                                     java.time.LocalDate asOf) implements BriefingSection {

    /**
     * Without the section's own source line (before issue 30). {@code data_source}: where the regime's inputs come from
     * ({@code demo}, {@code imported}, {@code online}, {@code mixed}); {@code as_of}: the latest reading's period.
     */
    public MacroStrategistSection(RegimeView regime, List<Reading> readings, Fit fit) {
        this(regime, readings, fit, regime == null ? null : regime.dataSource(), readings == null ? null
                : readings.stream().map(Reading::period).filter(java.util.Objects::nonNull).max(java.time.LocalDate::compareTo).orElse(null));
    }

    /** The favoured and disfavoured sectors and asset classes of a regime. */
    public record Playbook(List<String> favouredSectors, List<String> disfavouredSectors,
                           List<String> favouredAssetClasses, List<String> disfavouredAssetClasses) {
    }

    public record RegimeView(String regime, double confidence, List<String> signals, String narrative, Instant updatedAt,
                             String dataSource) {
    }

    public record Reading(String seriesId, String title, String category, String region, String source,
                          java.time.LocalDate period, double value, Double change, double significance, String units) {
    }

    public record Tilt(String name, double activeWeight, String stance) {
    }

    public record Fit(Double sectorFit, Double assetClassFit, String assessment, List<Tilt> sectorTilts,
                      Map<String, Double> assetClassWeights, Playbook playbook) {
    }
}
