package com.bpidesk.engine.swarm.briefing;

import java.time.LocalDate;
import java.util.List;

/**
 * The {@code factor_quant} section: the factor regression and per-holding momentum. Serialized into {@code ic_briefing} by
 * the API's JSON mapper (snake_case field names); read back with {@link AnalysisResult#read}.
 */
public record FactorQuantSection(String dataSource, int observations, LocalDate from, LocalDate to, Double alphaAnnual,
                      Double alphaTStat, List<Exposure> exposures, Double rSquared, Double adjustedRSquared,
                      List<String> unavailableFactors, int universeSize, String riskFreeSource,
                      List<MomentumRow> holdingMomentum, String construction) implements BriefingSection {

    public record Exposure(String factor, double beta, double standardError, double tStat, boolean significant) {
    }

    public record MomentumRow(String symbol, Double momentum121, Double universePercentile) {
    }
}
