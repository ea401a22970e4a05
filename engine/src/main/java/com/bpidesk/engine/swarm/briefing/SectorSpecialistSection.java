package com.bpidesk.engine.swarm.briefing;

import java.util.List;

/**
 * The {@code sector_specialist} section: sector and country exposures against their benchmarks. Serialized into {@code ic_briefing} by
 * the API's JSON mapper (snake_case field names); read back with {@link AnalysisResult#read}.
 */
public record SectorSpecialistSection(String dataSource, List<ExposureRow> sectors, double sectorDeviation,
                      List<ExposureRow> countries, double countryDeviation, List<String> unclassifiedSymbols,
                      double unclassifiedWeight, String sectorBenchmark, String countryBenchmark,
                      String baseCurrency, List<ExposureRow> currencies) implements BriefingSection {

    /** Before conversion existed: {@code base_currency} and {@code currencies} absent. */
    public SectorSpecialistSection(String dataSource, List<ExposureRow> sectors, double sectorDeviation,
                                   List<ExposureRow> countries, double countryDeviation, List<String> unclassifiedSymbols,
                                   double unclassifiedWeight, String sectorBenchmark, String countryBenchmark) {
        this(dataSource, sectors, sectorDeviation, countries, countryDeviation, unclassifiedSymbols, unclassifiedWeight,
                sectorBenchmark, countryBenchmark, null, null);
    }

    public record ExposureRow(String name, double portfolioWeight, double benchmarkWeight, double activeWeight,
                              String position) {
    }
}
