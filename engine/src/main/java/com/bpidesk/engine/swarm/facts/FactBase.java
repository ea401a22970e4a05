package com.bpidesk.engine.swarm.facts;

import com.bpidesk.engine.swarm.PortfolioSubmission;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * The once-computed facts of one job, read by every agent so no two agents disagree about a number:
 * holdings with prices, values and weights; daily returns of each holding, the benchmark and the
 * portfolio on one trading calendar; the risk-free rate; and the factor series.
 *
 * <p>Return arrays are aligned to {@code dates} (a return on date d is the move from the previous trading
 * day's adjusted close). {@code filledReturns} replaces the days before a holding's first bar with the
 * benchmark's return (listed in {@code proxiedSymbols}). The portfolio return is sum_i w_i r_i with the
 * current weights held constant (a daily-rebalanced replay of today's portfolio, the usual basis of
 * holdings-based risk, e.g. RiskMetrics 1996). Levels, returns and amounts are in {@code money.baseCurrency()}: a
 * foreign holding's level is its local adjusted close times the rate on or before each date, so its return is
 * (1 + local return)(1 + currency return) - 1 (docs/currencies.md).
 *
 * <p>Aligned data (ADR 0205): {@code dates} are the benchmark's trading days on which every holding of the return-based
 * figures has a real close; no return is forward-filled. A holding whose last close is more than
 * {@link Coverage#toleranceDays()} trading days older than {@code asOf} is <em>stale</em>: it is valued at that last close
 * (its {@code priceDate}) and carries its weight in the valuation, but it is left out of the portfolio return series
 * ({@link Coverage#riskWeights()} is 0 for it, the others are rescaled to sum to 1) and is named in {@code warnings}.
 */
public record FactBase(
        LocalDate asOf,
        String dataSource,
        Map<String, String> dataSources,
        List<Holding> holdings,
        double totalValue,
        Double statedTotalValue,
        List<String> warnings,
        String benchmarkSymbol,
        LocalDate calendarStart,
        LocalDate[] dates,
        double[][] holdingReturns,
        double[][] filledReturns,
        double[][] holdingLevels,
        double[] benchmarkReturns,
        double[] portfolioReturns,
        double[] riskFreeDaily,
        String riskFreeSource,
        List<String> proxiedSymbols,
        FactorLibrary.Series factors,
        PortfolioSubmission.ClientMandate mandate,
        Money money,
        Coverage coverage) {

    /** Before staleness existed: every holding covered. */
    public FactBase(LocalDate asOf, String dataSource, Map<String, String> dataSources, List<Holding> holdings,
                    double totalValue, Double statedTotalValue, List<String> warnings, String benchmarkSymbol,
                    LocalDate calendarStart, LocalDate[] dates, double[][] holdingReturns, double[][] filledReturns,
                    double[][] holdingLevels, double[] benchmarkReturns, double[] portfolioReturns, double[] riskFreeDaily,
                    String riskFreeSource, List<String> proxiedSymbols, FactorLibrary.Series factors,
                    PortfolioSubmission.ClientMandate mandate, Money money) {
        this(asOf, dataSource, dataSources, holdings, totalValue, statedTotalValue, warnings, benchmarkSymbol, calendarStart,
                dates, holdingReturns, filledReturns, holdingLevels, benchmarkReturns, portfolioReturns, riskFreeDaily,
                riskFreeSource, proxiedSymbols, factors, mandate, money, null);
    }

    /**
     * Which holdings the return-based figures (volatility, VaR/ES, drawdowns, beta, correlation, risk contributions,
     * factor regression) cover (ADR 0205).
     *
     * @param toleranceDays a holding whose last close is more than this many benchmark trading days before the
     *                      analysis date is stale
     * @param stale         the stale holdings, in portfolio order
     * @param riskWeights   per holding (portfolio order): 0 for a stale holding, else its weight / {@code coveredWeight}
     * @param coveredWeight the value weight of the holdings that are not stale
     */
    public record Coverage(int toleranceDays, List<StaleHolding> stale, double[] riskWeights, double coveredWeight) {

        public boolean isStale(String symbol) {
            return stale.stream().anyMatch(s -> s.symbol().equals(symbol));
        }
    }

    /** A holding left out of the return-based figures: its last close and how many trading days it lags the analysis date. */
    public record StaleHolding(String symbol, LocalDate lastClose, int tradingDaysBehind, double weight) {
    }

    /** The weights of the portfolio return series: {@link Coverage#riskWeights()}, the value weights when all are covered. */
    public double[] riskWeights() {
        return coverage == null ? weights() : coverage.riskWeights();
    }

    /** True when the holding at index i is left out of the return-based figures. */
    public boolean stale(int i) {
        return coverage != null && coverage.riskWeights()[i] == 0 && coverage.isStale(holdings.get(i).symbol());
    }

    /** The value of the holdings the return-based figures cover (the total when all are). */
    public double coveredValue() {
        return coverage == null || coverage.stale().isEmpty() ? totalValue : totalValue * coverage.coveredWeight();
    }

    /** The stale holdings (none when all are covered). */
    public List<StaleHolding> staleHoldings() {
        return coverage == null ? List.of() : coverage.stale();
    }

    /**
     * The currency of every amount and return, and the rate each holding currency was converted with at its price date
     * (the briefing states them). {@code converted} is false only when no FX service is wired (tests of one currency).
     * {@code currencyReturns}: each foreign currency's daily return against the base on {@code dates} (the change of
     * the rate on or before each day; NaN where no rate), for the currency's share of risk.
     */
    public record Money(String baseCurrency, boolean converted, List<RateUsed> rates, Map<String, double[]> currencyReturns,
                        String benchmarkCurrency) {

        public Money(String baseCurrency, boolean converted, List<RateUsed> rates) {
            this(baseCurrency, converted, rates, Map.of(), baseCurrency);
        }
    }

    /** A holding currency's conversion into the base currency: rate, the oldest leg's date, source and chain. */
    public record RateUsed(String currency, double rate, LocalDate rateDate, String source, List<String> chain) {
    }

    /** Without conversion information (amounts in the holdings' own currency, no FX service wired). */
    public FactBase(LocalDate asOf, String dataSource, Map<String, String> dataSources, List<Holding> holdings,
                    double totalValue, Double statedTotalValue, List<String> warnings, String benchmarkSymbol,
                    LocalDate calendarStart, LocalDate[] dates, double[][] holdingReturns, double[][] filledReturns,
                    double[][] holdingLevels, double[] benchmarkReturns, double[] portfolioReturns, double[] riskFreeDaily,
                    String riskFreeSource, List<String> proxiedSymbols, FactorLibrary.Series factors,
                    PortfolioSubmission.ClientMandate mandate) {
        this(asOf, dataSource, dataSources, holdings, totalValue, statedTotalValue, warnings, benchmarkSymbol, calendarStart,
                dates, holdingReturns, filledReturns, holdingLevels, benchmarkReturns, portfolioReturns, riskFreeDaily,
                riskFreeSource, proxiedSymbols, factors, mandate, new Money("USD", false, List.of()));
    }

    /**
     * One holding with its reference data and valuation.
     *
     * @param price       latest traded close on or before the data date, in the base currency (local close x rate)
     * @param costBasis   cost per share in the base currency (the submitted cost, in the instrument's currency, x the
     *                    same rate: unrealized P&L then excludes the currency move since purchase, whose dates are unknown)
     * @param marketValue shares x price, in the base currency ({@link Money#baseCurrency()})
     * @param weight      marketValue / total market value
     * @param historyDays number of daily returns available in the fact base window
     */
    public record Holding(String symbol, String name, String assetClass, String sector, String country,
                          String currency, double shares, double costBasis, double price, LocalDate priceDate,
                          double marketValue, double weight, int historyDays) {

        public double costValue() {
            return shares * costBasis;
        }

        public double unrealizedPnl() {
            return marketValue - costValue();
        }

        /** Unrealized P&L as a fraction of cost; NaN when the cost basis is zero. */
        public double unrealizedPnlPct() {
            return costValue() > 0 ? unrealizedPnl() / costValue() : Double.NaN;
        }
    }

    /** Date of level index k: 0 is the close before the first return ({@code calendarStart}), k is dates[k-1]. */
    public LocalDate levelDate(int k) {
        return k == 0 ? calendarStart : dates[k - 1];
    }

    public int size() {
        return holdings.size();
    }

    public double[] weights() {
        return holdings.stream().mapToDouble(Holding::weight).toArray();
    }

    /** The last n entries of a daily series (all when shorter). */
    public static double[] last(double[] series, int n) {
        return java.util.Arrays.copyOfRange(series, Math.max(0, series.length - n), series.length);
    }
}
