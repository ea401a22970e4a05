package com.bpidesk.engine.rebalance;

/**
 * One position of the account, valued in the account's currency.
 *
 * @param symbol      the instrument's ticker (or the identity the book keeps for it)
 * @param name        the instrument's name as a person reads it
 * @param assetClass  the policy's asset class the instrument belongs to (for example {@code equity}, {@code bonds})
 * @param shares      units held, positive
 * @param price       the latest price per unit in the account's currency, positive
 * @param averageCost the average cost per unit (for the estimated realised gain of a sale)
 * @param held        the policy marks the position as held: never sold by a proposal
 */
public record Holding(String symbol, String name, String assetClass, double shares, double price, double averageCost, boolean held) {

    public Holding {
        if (!(shares > 0) || !(price > 0) || !Double.isFinite(shares) || !Double.isFinite(price)) {
            throw new IllegalArgumentException(symbol + ": shares and price must be positive and finite");
        }
    }

    public double value() {
        return shares * price;
    }
}
