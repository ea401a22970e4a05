package com.bpidesk.engine.behavior;

import java.time.LocalDate;

/**
 * One position of a holdings snapshot.
 *
 * @param costBasis    cost per share (specification 2.2)
 * @param purchaseDate optional acquisition date
 * @param price        optional current price per share given in the file (else the price store's latest close)
 */
public record Holding(long line, String symbol, double shares, double costBasis, LocalDate purchaseDate, Double price) {
}
