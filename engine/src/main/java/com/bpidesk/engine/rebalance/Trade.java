package com.bpidesk.engine.rebalance;

/**
 * One proposed trade.
 *
 * @param side                    {@link Side#BUY} or {@link Side#SELL}
 * @param shares                  units, positive
 * @param value                   shares times price, in the account's currency
 * @param estimatedRealisedGain   for a sale, (price - average cost) times shares; 0 for a purchase
 * @param reason                  why, in words
 */
public record Trade(String symbol, String name, String assetClass, Side side, double shares, double price, double value,
                    double estimatedRealisedGain, String reason) {

    public enum Side { BUY, SELL }
}
