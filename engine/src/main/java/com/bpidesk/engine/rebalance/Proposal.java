package com.bpidesk.engine.rebalance;

import java.util.List;

/**
 * A rebalance proposal: the trades, the weights before and after, the estimated realised gains, and notes in words
 * (what was left out and why). {@code needed} is false when every class is within its band and no position is above the
 * limit: then there are no trades.
 */
public record Proposal(boolean needed, List<Trade> trades, List<ClassWeight> classes, List<PositionWeight> positions,
                       double totalValue, double cashBefore, double cashAfter, double estimatedRealisedGain, List<String> notes) {

    /** The method, as stated to the advisor and in docs/rebalancing.md. */
    public static final String METHOD = "Threshold rebalancing to target: when any asset class is outside its band, or a "
            + "position is above the policy's limit, every asset class is brought back to its target weight. Sales are "
            + "spread over the class's positions in proportion to their value, purchases likewise (never above the "
            + "position limit); positions the policy holds are never sold; trades below the minimum size are left out; "
            + "realised gains are estimated at average cost and before fees.";

    /** An asset class's weight before and after, its target and band, and whether it is within the band. */
    public record ClassWeight(String assetClass, double before, double after, double target, double band, boolean inBandBefore,
                              boolean inBandAfter) {
    }

    /** A position's weight before and after. */
    public record PositionWeight(String symbol, String name, String assetClass, double before, double after) {
    }
}
