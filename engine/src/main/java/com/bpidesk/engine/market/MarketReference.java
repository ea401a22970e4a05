package com.bpidesk.engine.market;

import java.util.Map;

/**
 * Benchmark composition for relative exposure figures, with the source of each weight documented in
 * docs/market-data.md.
 */
public interface MarketReference {

    /** Sector weights (GICS sector name to fraction, summing to 1) of the broad benchmark. */
    Map<String, Double> benchmarkSectorWeights();

    /** Country weights (ISO alpha-2 to fraction, summing to 1) of world equity market capitalisation. */
    Map<String, Double> worldMarketCapWeights();
}
