package com.bpidesk.engine.market;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Benchmark compositions, documented with their sources in docs/market-data.md ("Market reference").
 * Both tables are rounded published figures, not live data; they change slowly (a few percentage points a year).
 */
public final class StandardMarketReference implements MarketReference {

    /**
     * S&P 500 GICS sector weights, rounded, as published in S&P Dow Jones Indices' S&P 500 sector factsheet
     * (end of 2024). Sum: 1.000.
     */
    static final Map<String, Double> SP500_SECTORS = ordered(
            "Information Technology", 0.325,
            "Financials", 0.136,
            "Consumer Discretionary", 0.113,
            "Health Care", 0.101,
            "Communication Services", 0.094,
            "Industrials", 0.081,
            "Consumer Staples", 0.055,
            "Energy", 0.032,
            "Utilities", 0.023,
            "Real Estate", 0.021,
            "Materials", 0.019);

    /**
     * Country weights of world equity market capitalisation: the MSCI ACWI IMI-style free-float country split,
     * rounded, from the MSCI ACWI index factsheet (end of 2024); {@code XX} is the rest of the world.
     * Sum: 1.000.
     */
    static final Map<String, Double> WORLD_COUNTRIES = ordered(
            "US", 0.645,
            "JP", 0.049,
            "GB", 0.031,
            "CA", 0.028,
            "CN", 0.027,
            "FR", 0.024,
            "CH", 0.022,
            "DE", 0.021,
            "TW", 0.020,
            "IN", 0.019,
            "AU", 0.017,
            "NL", 0.011,
            "KR", 0.010,
            "SE", 0.008,
            "DK", 0.008,
            "IT", 0.006,
            "ES", 0.006,
            "HK", 0.005,
            "BR", 0.005,
            "SA", 0.004,
            "ZA", 0.003,
            "SG", 0.003,
            "MX", 0.002,
            "XX", 0.026);

    private static Map<String, Double> ordered(Object... kv) {
        Map<String, Double> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], (Double) kv[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(m);
    }

    @Override
    public Map<String, Double> benchmarkSectorWeights() {
        return SP500_SECTORS;
    }

    @Override
    public Map<String, Double> worldMarketCapWeights() {
        return WORLD_COUNTRIES;
    }
}
