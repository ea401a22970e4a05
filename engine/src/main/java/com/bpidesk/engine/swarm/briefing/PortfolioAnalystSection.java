package com.bpidesk.engine.swarm.briefing;

import java.time.LocalDate;
import java.util.List;

/**
 * The {@code portfolio_analyst} section of the briefing: valuation, P&L, top holdings, concentration, winners and losers. Serialized into {@code ic_briefing} by
 * the API's JSON mapper (snake_case field names); read back with {@link AnalysisResult#read}.
 */
public record PortfolioAnalystSection(LocalDate asOf, String dataSource, int positionCount, double totalMarketValue,
                      double totalCost, double totalUnrealizedPnl, Double totalUnrealizedPnlPct,
                      Double statedTotalValue, List<PositionRow> positions, List<PositionRow> topHoldings,
                      Concentration concentration, List<PositionRow> winners, List<PositionRow> losers,
                      List<String> dataWarnings) implements BriefingSection {

    public record PositionRow(String symbol, String name, String assetClass, double shares, double costBasis,
                              double price, LocalDate priceDate, double marketValue, double weight,
                              double unrealizedPnl, Double unrealizedPnlPct) {
    }

    public record Concentration(double hhi, double effectiveHoldings, double top5Weight, String largestSymbol,
                                double largestWeight) {
    }
}
