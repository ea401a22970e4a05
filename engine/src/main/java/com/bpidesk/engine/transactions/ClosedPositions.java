package com.bpidesk.engine.transactions;

import java.util.List;

/**
 * A closed-positions sheet (issue 24, ADR 0215): an account statement that lists positions, not transactions, one row
 * each with its opening date and price, its closing date and price and its units (eToro's "Closed Positions", a CFD or
 * crypto broker's "Closed trades"). Each row is read as the two trades it stands for: the buy at the opening and the sell
 * at the closing, both of its units; a short position (its type word or side says sell) as the sell, then the buy. The
 * columns are named in the vocabulary ({@code column.open_date}, {@code column.close_date}, {@code column.open_price},
 * {@code column.close_price}); the units are the quantity column.
 *
 * @param openDate   column of the opening date (also the row's date)
 * @param closeDate  column of the closing date
 * @param openPrice  column of the opening price, -1 when the price column or amount / units gives it
 * @param closePrice column of the closing price
 */
record ClosedPositions(int openDate, int closeDate, int openPrice, int closePrice) {

    /** The sheet's position columns, or null when the header is not of a closed-positions sheet. */
    static ClosedPositions of(List<String> header, Vocabulary vocabulary) {
        int od = -1;
        int cd = -1;
        int op = -1;
        int cp = -1;
        for (int i = 0; i < header.size(); i++) {
            String role = vocabulary.roleOf(header.get(i));
            if (role == null) {
                continue;
            }
            switch (role) {
                case "open_date" -> od = od < 0 ? i : od;
                case "close_date" -> cd = cd < 0 ? i : cd;
                case "open_price" -> op = op < 0 ? i : op;
                case "close_price" -> cp = cp < 0 ? i : cp;
                default -> {
                }
            }
        }
        return od >= 0 && cd >= 0 && cp >= 0 ? new ClosedPositions(od, cd, op, cp) : null;
    }
}
