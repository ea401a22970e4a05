package com.bpidesk.engine.rebalance;

import java.util.Map;
import java.util.TreeMap;

/**
 * The parts of a client's investment policy a rebalance needs.
 *
 * @param targets            the target weight of each asset class (fractions summing to 1), the cash class included
 *                           under {@link #CASH}
 * @param bands              the tolerance of each asset class: the class is out of its band when its weight differs from
 *                           the target by more than this (absolute fraction, e.g. 0.05 for plus or minus 5 points)
 * @param maxSinglePosition  the largest weight one position may have (fraction); 1 when the policy sets no limit
 */
public record Policy(Map<String, Double> targets, Map<String, Double> bands, double maxSinglePosition) {

    /** The asset class of uninvested cash. */
    public static final String CASH = "cash";
    private static final double SUM_TOLERANCE = 1e-9;

    public Policy {
        targets = new TreeMap<>(targets);
        bands = new TreeMap<>(bands);
        double sum = targets.values().stream().mapToDouble(Double::doubleValue).sum();
        if (Math.abs(sum - 1) > SUM_TOLERANCE) {
            throw new IllegalArgumentException("target weights sum to " + sum + ", not 1");
        }
        if (targets.values().stream().anyMatch(t -> !(t >= 0 && t <= 1))) {
            throw new IllegalArgumentException("every target weight lies between 0 and 1");
        }
        if (!(maxSinglePosition > 0 && maxSinglePosition <= 1)) {
            throw new IllegalArgumentException("the position limit lies in (0, 1]");
        }
    }

    public double target(String assetClass) {
        return targets.getOrDefault(assetClass, 0.0);
    }

    public double band(String assetClass) {
        return bands.getOrDefault(assetClass, 0.0);
    }
}
