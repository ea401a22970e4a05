package com.bpidesk.engine.behavior;

import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.fx.MissingRateException;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Behavioral DNA in one base currency (issue 16, docs/currencies.md "Behavioral DNA"): each trade's price and fees are
 * converted with the rate on or before its trade date, a holding's cost basis and file price with the rate on or before
 * the valuation date, and every mark (store close or the client's own last trade price) with the rate on or before the
 * mark's date ({@link Marks.ToBase}). A row's currency is the one the file states, else the instrument's listing
 * currency in the price store; a row with neither is taken as already in the base currency and counted
 * ({@link #assumed()}, said in a warning). A pair the {@link FxTable} cannot form is a {@link MissingRateException}
 * naming it: nothing is valued with an assumed rate.
 */
final class DnaMoney implements Marks.ToBase {

    private final FxTable table;
    private final String base;
    private final PriceHistory prices;
    private final Map<String, Used> used = new TreeMap<>();
    private long assumed;

    private static final class Used {
        long conversions;
        LocalDate firstRateDate;
        LocalDate lastRateDate;
        LocalDate lastDate;
        double lastRate;
        final java.util.Set<String> sources = new java.util.TreeSet<>();
    }

    DnaMoney(FxTable table, String base, PriceHistory prices) {
        this.table = table;
        this.base = base;
        this.prices = prices;
    }

    String base() {
        return base;
    }

    /** Rows whose currency neither the file nor the price store states, taken as already in the base currency. */
    long assumed() {
        return assumed;
    }

    /** The currency of a row: the file's, else the instrument's listing currency, else null. */
    String currencyOf(String symbol, String stated) {
        if (stated != null && !stated.isBlank()) {
            return stated.strip();
        }
        if (prices != null) {
            return prices.instrument(symbol).map(Instrument::currency).orElse(null);
        }
        return null;
    }

    @Override
    public double rate(String currency, LocalDate date) {
        if (currency == null || currency.equals(base)) {
            return 1.0;
        }
        FxTable.Conversion c = table.convert(currency, base, date);   // MissingRateException names the pair
        if (!c.legs().isEmpty()) {
            Used u = used.computeIfAbsent(c.from(), k -> new Used());
            u.conversions++;
            u.firstRateDate = u.firstRateDate == null || c.rateDate().isBefore(u.firstRateDate) ? c.rateDate() : u.firstRateDate;
            u.lastRateDate = u.lastRateDate == null || c.rateDate().isAfter(u.lastRateDate) ? c.rateDate() : u.lastRateDate;
            if (u.lastDate == null || !date.isBefore(u.lastDate)) {
                u.lastDate = date;
                u.lastRate = c.rate();
            }
            c.legs().forEach(l -> u.sources.add(l.source()));
        }
        return c.rate();
    }

    /** The trades with price and fees in the base currency at the rate on or before each trade date. */
    List<Trade> trades(List<Trade> trades) {
        List<Trade> out = new ArrayList<>(trades.size());
        for (Trade t : trades) {
            String c = currencyOf(t.symbol(), t.currency());
            if (c == null) {
                assumed++;
            }
            double r = rate(c, t.date());
            out.add(new Trade(t.line(), t.date(), t.symbol(), t.side(), t.quantity(), t.price() * r, t.fees() * r,
                    c == null ? null : base, t.account(), t.discretionary(), t.corporateAction()));
        }
        return out;
    }

    /** The holdings with cost basis and file price in the base currency at the rate on or before {@code asOf}. */
    List<Holding> holdings(List<Holding> holdings, LocalDate asOf) {
        List<Holding> out = new ArrayList<>(holdings.size());
        for (Holding h : holdings) {
            String c = currencyOf(h.symbol(), h.currency());
            if (c == null) {
                assumed++;
            }
            double r = rate(c, asOf);
            out.add(new Holding(h.line(), h.symbol(), h.shares(), h.costBasis() * r, h.purchaseDate(),
                    h.price() == null ? null : h.price() * r, c == null ? null : base));
        }
        return out;
    }

    /** The rates used, one per currency converted: how many conversions, the range of rate dates, the last rate and sources. */
    List<DnaReport.FxRate> rates() {
        List<DnaReport.FxRate> out = new ArrayList<>();
        used.forEach((c, u) -> out.add(new DnaReport.FxRate(c, c + "/" + base, u.lastRate, u.lastRateDate, u.firstRateDate,
                u.conversions, String.join("+", u.sources))));
        return out;
    }
}
