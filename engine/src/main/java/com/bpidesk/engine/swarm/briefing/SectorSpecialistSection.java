package com.bpidesk.engine.swarm.briefing;

import java.util.List;

/**
 * The {@code sector_specialist} section: sector and country exposures against their benchmarks. Serialized into {@code ic_briefing} by
 * the API's JSON mapper (snake_case field names); read back with {@link AnalysisResult#read}.
 */
public record SectorSpecialistSection(String dataSource, List<ExposureRow> sectors, double sectorDeviation,
                      List<ExposureRow> countries, double countryDeviation, List<String> unclassifiedSymbols,
                      double unclassifiedWeight, String sectorBenchmark, String countryBenchmark) implements BriefingSection {

    public record ExposureRow(String name, double portfolioWeight, double benchmarkWeight, double activeWeight,
                              String position) {
    }
}
