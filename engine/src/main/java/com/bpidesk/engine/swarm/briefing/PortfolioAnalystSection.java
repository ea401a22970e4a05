package com.bpidesk.engine.swarm.briefing;

import java.time.LocalDate;
import java.util.List;

/**
 * The {@code portfolio_analyst} section of the briefing: valuation, P&L, top holdings, concentration, winners and losers. Serialized into {@code ic_briefing} by
 * the API's JSON mapper; every amount is in {@code base_currency} (absent only when no FX service converted them)
 * and {@code fx_rates} states the rates' date and source; (snake_case field names); read back with {@link AnalysisResult#read}.
 */
public record PortfolioAnalystSection(LocalDate asOf, String dataSource, int positionCount, double totalMarketValue,
                      double totalCost, double totalUnrealizedPnl, Double totalUnrealizedPnlPct,
                      Double statedTotalValue, List<PositionRow> positions, List<PositionRow> topHoldings,
                      Concentration concentration, List<PositionRow> winners, List<PositionRow> losers,
                      List<String> dataWarnings, String baseCurrency, List<FxRateUsed> fxRates) implements BriefingSection {

    /** Before conversion existed (no FX service): {@code base_currency} and {@code fx_rates} absent. */
    public PortfolioAnalystSection(LocalDate asOf, String dataSource, int positionCount, double totalMarketValue,
                                   double totalCost, double totalUnrealizedPnl, Double totalUnrealizedPnlPct,
                                   Double statedTotalValue, List<PositionRow> positions, List<PositionRow> topHoldings,
                                   Concentration concentration, List<PositionRow> winners, List<PositionRow> losers,
                                   List<String> dataWarnings) {
        this(asOf, dataSource, positionCount, totalMarketValue, totalCost, totalUnrealizedPnl, totalUnrealizedPnlPct,
                statedTotalValue, positions, topHoldings, concentration, winners, losers, dataWarnings, null, null);
    }

    /** The same section with more data warnings appended (issue 30: the analysis's source checks, in words). */
    public PortfolioAnalystSection withWarnings(List<String> more) {
        if (more.isEmpty()) {
            return this;
        }
        List<String> all = new java.util.ArrayList<>(dataWarnings == null ? List.of() : dataWarnings);
        all.addAll(more);
        return new PortfolioAnalystSection(asOf, dataSource, positionCount, totalMarketValue, totalCost, totalUnrealizedPnl,
                totalUnrealizedPnlPct, statedTotalValue, positions, topHoldings, concentration, winners, losers, List.copyOf(all),
                baseCurrency, fxRates);
    }

    /**
     * The rate a holding currency was converted into {@code base_currency} with: 1 {@code currency} = {@code rate} base,
     * the rate's date (oldest leg) and source, and the chain of pairs (docs/currencies.md).
     */
    public record FxRateUsed(String currency, double rate, LocalDate rateDate, String source, List<String> chain) {
    }

    public record PositionRow(String symbol, String name, String assetClass, double shares, double costBasis,
                              double price, LocalDate priceDate, double marketValue, double weight,
                              double unrealizedPnl, Double unrealizedPnlPct) {
    }

    public record Concentration(double hhi, double effectiveHoldings, double top5Weight, String largestSymbol,
                                double largestWeight) {
    }
}
