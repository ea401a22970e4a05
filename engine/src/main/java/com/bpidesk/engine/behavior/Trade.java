package com.bpidesk.engine.behavior;

import java.time.LocalDate;

/**
 * One executed trade read from a transaction history.
 *
 * @param line     line of the source file the trade came from (1 = header line), for evidence and errors
 * @param quantity always positive; the side says the direction
 * @param price    price per share in the trade currency (derived as |amount| / quantity when the file has no price column)
 */
public record Trade(long line, LocalDate date, String symbol, Side side, double quantity, double price, double fees,
                    String currency, String account) {

    public double value() {
        return quantity * price;
    }
}
