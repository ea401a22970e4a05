package com.bpidesk.engine.rebalance;

import java.util.Map;
import java.util.TreeMap;

/**
 * How trades are formed.
 *
 * @param minimumTrade    a trade worth less than this (in the account's currency) is left out
 * @param wholeShares     trade whole units only (sales rounded to the nearest unit within the holding, purchases down)
 * @param classInstrument for an asset class the account holds nothing of, the instrument to buy (symbol, name, price);
 *                        absent: the class cannot be bought and the proposal says so
 */
public record Rules(double minimumTrade, boolean wholeShares, Map<String, Instrument> classInstrument) {

    /** An instrument a proposal may buy for an asset class the account does not hold yet. */
    public record Instrument(String symbol, String name, double price) {
    }

    public Rules {
        if (!(minimumTrade >= 0)) {
            throw new IllegalArgumentException("the minimum trade is zero or more");
        }
        classInstrument = new TreeMap<>(classInstrument);
    }
}
