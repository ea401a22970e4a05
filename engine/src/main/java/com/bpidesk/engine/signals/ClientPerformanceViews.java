package com.bpidesk.engine.signals;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * Response shapes of the client file's performance, income and realised gains (issue 25, openapi/performance.yaml). Every
 * amount is in {@code baseCurrency}; returns are fractions (0.052 = 5.2 %).
 */
public final class ClientPerformanceViews {

    public static final String NOTICE = "Figures for the advisor's review. The service does not execute trades, does not send client "
            + "communications and does not make suitability determinations; tax figures are not tax advice.";

    private ClientPerformanceViews() {
    }

    /**
     * One period's returns.
     *
     * @param start the period starts after the close of this day
     */
    public record Period(String period, LocalDate start, LocalDate end, boolean available, Double twr, Double mwr, boolean annualised,
                         Double benchmarkTwr, Double broadIndexTwr, double startValue, double endValue, double netFlows,
                         double deposits, double withdrawals, double fees, List<String> notes) {
    }

    /** A point of the value chart; {@code value} null on a day that could not be valued. */
    public record Point(LocalDate date, Double value, double deposit, double withdrawal) {
    }

    /**
     * The policy benchmark's definition.
     *
     * @param weights         index symbol ({@code cash}: the cash sleeve, zero return) to target weight
     * @param benchmarkSource {@code policy} (the client's recorded policy targets) or {@code risk_profile} (no policy
     *                        recorded: the middle of the risk profile's equity band)
     */
    public record Benchmark(Map<String, Double> weights, String benchmarkSource, String rebalancing, String broadIndex, String method) {
    }

    /** @param accountId the one account the figures cover; null: all the client's accounts */
    public record Performance(String clientId, String clientName, String accountId, String baseCurrency, String basis, LocalDate asOf,
                              List<Period> periods, String seriesPeriod, List<Point> series, Benchmark benchmark, String dataSource,
                              List<String> sources, List<String> warnings, String notice) {
    }

    public record IncomeLine(String key, String kind, int payments, double gross, double withholdingTax, double net) {
    }

    public record Income(String clientId, String clientName, String baseCurrency, LocalDate from, LocalDate to, double gross,
                         double withholdingTax, double net, List<IncomeLine> byMonth, List<IncomeLine> byPosition, LocalDate asOf,
                         String dataSource, List<String> sources, String notice) {
    }

    public record Sale(String accountId, LocalDate date, String symbol, String name, double quantity, double proceeds, double cost,
                       double gain, int taxYear, double unmatchedQuantity) {
    }

    public record TaxYear(int taxYear, int sales, double proceeds, double cost, double gain) {
    }

    public record RealisedGains(String clientId, String clientName, String baseCurrency, String method, String methodLabel,
                                boolean firmDefault, Integer taxYear, List<Sale> sales, List<TaxYear> byTaxYear, LocalDate asOf,
                                String dataSource, List<String> sources, List<String> warnings, String notice) {
    }
}
