package com.bpidesk.engine.swarm.briefing;

import java.time.LocalDate;
import java.util.List;

/**
 * The {@code risk_manager} section: volatility, VaR/ES, drawdowns, beta and correlation, Euler risk contributions and stress windows. Serialized into {@code ic_briefing} by
 * the API's JSON mapper (snake_case field names); read back with {@link AnalysisResult#read}.
 */
public record RiskManagerSection(LocalDate asOf, String dataSource, String benchmark, int observations1y,
                      double volatilityAnnual, double benchmarkVolatilityAnnual, List<VarRow> valueAtRisk,
                      List<DrawdownRow> maxDrawdown, Double beta, Double correlation,
                      List<RiskContribution> riskContributions, double riskContributionsTotal,
                      List<StressResult> stressTests, List<String> proxiedSymbols, String baseCurrency,
                      List<CurrencyRisk> currencyRisk, List<String> staleSymbols, Double coveredWeight)
        implements BriefingSection {

    /**
     * Before out-of-date prices were left out (issue 30): {@code stale_symbols} empty, {@code covered_weight} absent.
     * {@code stale_symbols}: holdings whose last close is too old for the return-based figures (ADR 0205);
     * {@code covered_weight}: the value weight the figures describe, present only when some holding is left out.
     */
    public RiskManagerSection(LocalDate asOf, String dataSource, String benchmark, int observations1y,
                              double volatilityAnnual, double benchmarkVolatilityAnnual, List<VarRow> valueAtRisk,
                              List<DrawdownRow> maxDrawdown, Double beta, Double correlation,
                              List<RiskContribution> riskContributions, double riskContributionsTotal,
                              List<StressResult> stressTests, List<String> proxiedSymbols, String baseCurrency,
                              List<CurrencyRisk> currencyRisk) {
        this(asOf, dataSource, benchmark, observations1y, volatilityAnnual, benchmarkVolatilityAnnual, valueAtRisk,
                maxDrawdown, beta, correlation, riskContributions, riskContributionsTotal, stressTests, proxiedSymbols,
                baseCurrency, currencyRisk, List.of(), null);
    }

    /** Before conversion existed: {@code base_currency} and {@code currency_risk} absent. */
    public RiskManagerSection(LocalDate asOf, String dataSource, String benchmark, int observations1y,
                              double volatilityAnnual, double benchmarkVolatilityAnnual, List<VarRow> valueAtRisk,
                              List<DrawdownRow> maxDrawdown, Double beta, Double correlation,
                              List<RiskContribution> riskContributions, double riskContributionsTotal,
                              List<StressResult> stressTests, List<String> proxiedSymbols) {
        this(asOf, dataSource, benchmark, observations1y, volatilityAnnual, benchmarkVolatilityAnnual, valueAtRisk,
                maxDrawdown, beta, correlation, riskContributions, riskContributionsTotal, stressTests, proxiedSymbols, null, null);
    }

    /**
     * A currency's share of portfolio risk: the Euler contribution of the currency component of its holdings' base
     * returns, sum over holdings i in the currency of w_i cov(x_i, R) / var(R), x_i the currency's return against the
     * base, R the portfolio return (last 252 days). {@code weight}: the holdings' weight in that currency.
     */
    public record CurrencyRisk(String currency, double weight, double shareOfRisk) {
    }

    public record VarRow(String method, double confidence, int horizonDays, Double var, Double expectedShortfall,
                         Double varAmount, Double expectedShortfallAmount, int observations) {
    }

    public record DrawdownRow(String window, int observations, double maxDrawdown, LocalDate peakDate,
                              LocalDate troughDate, LocalDate recoveryDate) {
    }

    public record RiskContribution(String symbol, double weight, double contribution, double shareOfRisk,
                                   double standaloneVolatility) {
    }

    /** A stress window replayed on the current weights (ADR 0034). */
    public record StressResult(String name, String kind, LocalDate start, LocalDate end, int tradingDays,
                               double portfolioReturn, double benchmarkReturn, double pnlAmount, double coveredWeight) {
    }
}
