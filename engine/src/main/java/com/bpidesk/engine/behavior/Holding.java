package com.bpidesk.engine.behavior;

import java.time.LocalDate;

/**
 * One position of a holdings snapshot.
 *
 * @param costBasis    cost per share (specification 2.2)
 * @param purchaseDate optional acquisition date
 * @param price        optional current price per share given in the file (else the price store's latest close)
 * @param currency     currency of cost basis and price as the file states it (null: the instrument's listing currency)
 */
public record Holding(long line, String symbol, double shares, double costBasis, LocalDate purchaseDate, Double price,
                      String currency) {

    /** A holding whose file states no currency. */
    public Holding(long line, String symbol, double shares, double costBasis, LocalDate purchaseDate, Double price) {
        this(line, symbol, shares, costBasis, purchaseDate, price, null);
    }
}
