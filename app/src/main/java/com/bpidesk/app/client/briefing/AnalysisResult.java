package com.bpidesk.app.client.briefing;

import com.bpidesk.app.client.EngineClient;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * A completed analysis as the engine returns it: job, data date and source, and the seven briefing sections. Numbers the
 * engine may omit (not computable) are {@code Double} and null when absent.
 */
public record AnalysisResult(String jobId, String status, String asOf, String dataSource, String generatedAt, Briefing icBriefing) {

    /** The engine's JSON into the records. */
    public static AnalysisResult from(JsonNode json) {
        try {
            return EngineClient.JSON.treeToValue(json, AnalysisResult.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("The engine's analysis result could not be read: " + e.getOriginalMessage(), e);
        }
    }

    public record Briefing(PortfolioAnalyst portfolioAnalyst, MacroStrategist macroStrategist, RiskManager riskManager,
                           SectorSpecialist sectorSpecialist, FactorQuant factorQuant, BehavioralAgent behavioralAgent,
                           Synthesis synthesisAgent) {
    }

    /** {@code baseCurrency}: the currency of every amount of the briefing; {@code fxRates}: the rates that converted into it. */
    public record PortfolioAnalyst(Integer positionCount, Double totalMarketValue, Double totalUnrealizedPnl, Double totalUnrealizedPnlPct,
                                   List<Position> positions, Concentration concentration, List<String> dataWarnings,
                                   String baseCurrency, List<FxRate> fxRates) {
    }

    /** One rate the analysis used: 1 {@code currency} = {@code rate} base currency, dated {@code rateDate}, from {@code source}. */
    public record FxRate(String currency, Double rate, String rateDate, String source, List<String> chain) {
    }

    /** {@code priceDate}: the day of the close the position is valued at (an out-of-date price shows its age). */
    public record Position(String symbol, Double shares, Double price, Double marketValue, Double weight, Double unrealizedPnl,
                           Double unrealizedPnlPct, String priceDate) {
    }

    public record Concentration(Double hhi, Double effectiveHoldings, Double top5Weight, String largestSymbol, Double largestWeight) {
    }

    /** {@code dataSource} and {@code asOf}: where the macro section's data come from and its latest reading's period. */
    public record MacroStrategist(Regime regime, List<Reading> readings, Fit fit, String dataSource, String asOf) {
    }

    public record Regime(String regime, Double confidence, List<String> signals, String narrative) {
    }

    public record Reading(String seriesId, String title, String category, Double value, Double change, Double significance) {
    }

    public record Fit(Double sectorFit, Double assetClassFit, String assessment) {
    }

    /**
     * {@code staleSymbols}: holdings left out of the figures because their last price is out of date; {@code coveredWeight}:
     * the share of the portfolio's value the figures describe (absent when nothing is left out).
     */
    public record RiskManager(String benchmark, Double volatilityAnnual, Double benchmarkVolatilityAnnual, Double beta, Double correlation,
                              List<VarRow> valueAtRisk, List<Drawdown> maxDrawdown, List<RiskContribution> riskContributions,
                              List<StressWindow> stressTests, List<String> staleSymbols, Double coveredWeight) {
    }

    public record VarRow(String method, Double confidence, Integer horizonDays, Double var, Double expectedShortfall, Double varAmount) {
    }

    public record Drawdown(String window, Double maxDrawdown, String peakDate, String troughDate, String recoveryDate) {
    }

    public record RiskContribution(String symbol, Double weight, Double contribution, Double shareOfRisk) {
    }

    public record StressWindow(String name, String kind, String start, String end, Double portfolioReturn, Double benchmarkReturn) {
    }

    public record SectorSpecialist(List<Exposure> sectors, Double sectorDeviation, List<String> unclassifiedSymbols) {
    }

    public record Exposure(String name, Double portfolioWeight, Double benchmarkWeight, Double activeWeight, String position) {
    }

    public record FactorQuant(Integer observations, Double alphaAnnual, List<FactorExposure> exposures, Double rSquared, String construction) {
    }

    public record FactorExposure(String factor, Double beta, Double standardError, Double tStat, Boolean significant) {
    }

    public record BehavioralAgent(List<Flag> flags, String note) {
    }

    public record Flag(String code, String severity, List<String> symbols, String explanation) {
    }

    public record Synthesis(String posture, String postureRationale, Integer findingsTotal, List<RankedFinding> topFindings,
                            List<ReviewItem> reviewItems, List<String> disclaimers) {
    }

    public record RankedFinding(Integer rank, String severity, String agent, String title) {
    }

    public record ReviewItem(String id, String proposal, String rationale, String sourceAgent, String envelopeStatus,
                             Map<String, Object> envelope) {

        /** The envelope's disposition, or null without an evaluated envelope. */
        public String disposition() {
            return envelope == null || envelope.get("disposition") == null ? null : envelope.get("disposition").toString();
        }
    }
}
