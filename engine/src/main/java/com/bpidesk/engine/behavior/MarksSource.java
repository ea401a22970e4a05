package com.bpidesk.engine.behavior;

import com.bpidesk.engine.market.PriceHistory;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Where a Behavioral DNA's marks come from and how the report says so (ADR 0045, issue 12): whether the price store may
 * mark an uploaded file at all (a real client's file is never marked to simulated prices), the report's
 * {@code price_data_source} and its plain-words {@code marks} note.
 */
final class MarksSource {

    /** The note and warning when only the demo market could mark a client's file. */
    static final String DEMO_MARKET_REFUSED = "Marked with the file's own trade prices: the engine has only the simulated demo market, "
            + "which is never used for a real client's file. Import prices or go online for market marks.";

    private MarksSource() {
    }

    /**
     * True when the price store may mark this portfolio: always for the engine's own portfolios (client book, analysis), and
     * for an uploaded file only when the store has real (imported or online) prices for a traded symbol, or when the file's
     * own trade prices are the demo market's closes (a file made on the demo market, such as the shipped samples). A real
     * client's file is never marked to simulated prices (ADR 0045, issue 12).
     */
    static boolean storeMayMark(PriceHistory prices, ParsedPortfolio p) {
        if (prices == null || p.diagnosis() == null) {
            return prices != null;
        }
        List<Trade> ts = p.trades();
        long real = ts.stream().map(Trade::symbol).distinct().filter(sym -> prices.instrument(sym).isPresent())
                .filter(sym -> !"demo".equals(prices.dataSource(sym))).count();
        if (real > 0) {
            return true;
        }
        int checked = 0;
        int equal = 0;
        for (Trade t : ts) {
            if (prices.instrument(t.symbol()).isEmpty()) {
                continue;
            }
            var bars = prices.bars(t.symbol(), t.date(), t.date());
            checked++;
            if (!bars.isEmpty() && Math.abs(bars.get(0).close() / t.price() - 1) < 0.005) {
                equal++;
            }
            if (checked >= 50) {
                break;
            }
        }
        return checked > 0 && equal >= 0.9 * checked;
    }

    /** The report's {@code price_data_source}: {@code price_store:<sources>} and/or {@code client_trades}, else {@code none}. */
    static String priceSource(Marks marks, PriceHistory prices) {
        List<String> parts = new ArrayList<>();
        if (marks.storeMarks() > 0 && prices != null) {
            TreeSet<String> sources = new TreeSet<>();
            prices.instruments().stream().limit(5).forEach(i -> sources.add(prices.dataSource(i.symbol())));
            parts.add("price_store:" + String.join("+", sources));
        }
        if (marks.tradeMarks() > 0) {
            parts.add("client_trades");
        }
        return parts.isEmpty() ? "none" : String.join(",", parts);
    }

    /**
     * The report's {@code marks} note: which prices the figures were marked with, in plain words. The source id
     * ({@code price_store:demo}) is for programs ({@code price_data_source}); people read this note as the provenance line.
     */
    static String note(Marks marks) {
        return marks.storeMarks() > 0 && marks.tradeMarks() > 0
                ? "Marked with the price store's closes where it has the instrument, else with the file's own trade prices."
                : marks.storeMarks() > 0 ? "Marked with the price store's closes."
                : "Marked with the file's own trade prices (the price store has none of these instruments).";
    }
}
