package com.bpidesk.engine.behavior;

import java.time.LocalDate;

/**
 * One executed trade read from a transaction history.
 *
 * @param line          line of the source file the trade came from (1 = first line of the file), for evidence and errors
 * @param quantity      always positive; the side says the direction
 * @param price         price per share in the trade currency (derived as |amount| / quantity when the file has no price column)
 * @param currency      currency of the price (null when the file states none)
 * @param discretionary true for a buy or sell the client decided; false for dividend reinvestments and savings-plan purchases,
 *                      which move shares (and so count for holdings and the disposition replay) but not toward turnover
 * @param corporateAction true for a row a corporate action booked as a buy or sell (a product change such as DEGIRO's
 *                      {@code PRODUCTWIJZIGING}, a merger, spin-off or split: {@link CorporateActions}); it moves shares and
 *                      carries the cost over, but is never a sale, a purchase or turnover (ADR 0210)
 */
public record Trade(long line, LocalDate date, String symbol, Side side, double quantity, double price, double fees,
                    String currency, String account, boolean discretionary, boolean corporateAction) {

    /** A trade the client made (not a corporate action). */
    public Trade(long line, LocalDate date, String symbol, Side side, double quantity, double price, double fees, String currency,
                 String account, boolean discretionary) {
        this(line, date, symbol, side, quantity, price, fees, currency, account, discretionary, false);
    }

    /** A discretionary trade. */
    public Trade(long line, LocalDate date, String symbol, Side side, double quantity, double price, double fees, String currency,
                 String account) {
        this(line, date, symbol, side, quantity, price, fees, currency, account, true);
    }

    public double value() {
        return quantity * price;
    }
}
