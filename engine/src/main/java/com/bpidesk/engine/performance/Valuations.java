package com.bpidesk.engine.performance;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.fx.MissingRateException;
import com.bpidesk.engine.platform.errors.DomainException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Builds the daily value series from the book's records (docs/performance.md, "Valuation"). The calendar is every date on
 * which a traded symbol has a close, plus every date with a trade, a flow or income, from the first of these to the end
 * date. On each day, in this order: splits multiply the shares held; deposits and withdrawals move the cash of their
 * currency; trades move shares and cash (a buy costs quantity x price + fees, a sale brings quantity x price - fees);
 * income adds amount - withholding tax to the cash. The value at the close is the cash of each currency plus shares x the
 * last close on or before the day, each converted into the base currency at that day's rate. A position with no close on or
 * before the day leaves the day unvalued (NaN, named once in the warnings, ADR 0205: never zero-filled); a position whose
 * last close is more than {@link #STALE_DAYS} calendar days of the series before the end date is valued at it and named.
 */
public final class Valuations {

    /** ADR 0205's tolerance: a close more than 5 trading days before the end date is stale. */
    public static final int STALE_DAYS = 5;

    private Valuations() {
    }

    public static ValueSeries build(PerformanceInput in, LocalDate end) {
        TreeMap<LocalDate, List<Object>> events = new TreeMap<>();
        in.cashFlows().forEach(f -> add(events, f.flowDate(), f, end));
        in.transactions().forEach(t -> add(events, t.tradeDate(), t, end));
        in.income().forEach(i -> add(events, i.payDate(), i, end));
        List<String> warnings = new ArrayList<>();
        if (events.isEmpty()) {
            return new ValueSeries(new LocalDate[0], new double[0], new double[0], new double[0], new double[0], warnings);
        }
        LocalDate first = events.firstKey();
        TreeSet<LocalDate> calendar = new TreeSet<>(events.keySet());
        Set<String> symbols = new LinkedHashSet<>();
        in.transactions().forEach(t -> symbols.add(t.symbol()));
        for (String s : symbols) {
            PriceSeries p = in.prices().get(s);
            for (int k = p == null ? 0 : Math.max(0, p.indexOnOrBefore(first)); p != null && k < p.dates().length; k++) {
                if (!p.dates()[k].isBefore(first) && !p.dates()[k].isAfter(end)) {
                    calendar.add(p.dates()[k]);
                }
            }
        }
        TreeMap<LocalDate, List<Split>> splits = new TreeMap<>();
        in.splits().forEach(s -> splits.computeIfAbsent(s.date(), k -> new ArrayList<>()).add(s));
        LocalDate[] dates = calendar.toArray(LocalDate[]::new);
        int n = dates.length;
        double[] value = new double[n];
        double[] dep = new double[n];
        double[] wd = new double[n];
        double[] fees = new double[n];
        Map<String, Double> shares = new TreeMap<>();
        Map<String, Double> cash = new TreeMap<>();
        Set<String> unpriced = new LinkedHashSet<>();
        for (int i = 0; i < n; i++) {
            LocalDate d = dates[i];
            for (Split s : splits.getOrDefault(d, List.of())) {
                shares.computeIfPresent(s.symbol(), (k, q) -> q * s.factor());
            }
            for (Object e : events.getOrDefault(d, List.of())) {
                apply(in, e, d, i, shares, cash, dep, wd, fees);
            }
            value[i] = value(in, d, shares, cash, unpriced, warnings);
        }
        staleWarnings(in, dates, shares, warnings);
        return new ValueSeries(dates, value, dep, wd, fees, List.copyOf(warnings));
    }

    private static void add(TreeMap<LocalDate, List<Object>> events, LocalDate d, Object e, LocalDate end) {
        if (!d.isAfter(end)) {
            events.computeIfAbsent(d, k -> new ArrayList<>()).add(e);
        }
    }

    /** Applies one record (a day's list holds its flows, then its trades, then its income, as {@link #build} adds them). */
    private static void apply(PerformanceInput in, Object e, LocalDate d, int i, Map<String, Double> shares, Map<String, Double> cash,
                              double[] dep, double[] wd, double[] fees) {
        switch (e) {
            case Book.CashFlow f -> {
                cash.merge(f.currency(), f.amount(), Double::sum);
                double base = f.amount() * rate(in, f.currency(), d);
                if (base >= 0) {
                    dep[i] += base;
                } else {
                    wd[i] -= base;
                }
            }
            case Book.Transaction t -> {
                boolean sell = "SELL".equals(t.side());
                shares.merge(t.symbol(), sell ? -t.quantity() : t.quantity(), Double::sum);
                cash.merge(t.currency(), sell ? t.quantity() * t.price() - t.fees() : -(t.quantity() * t.price() + t.fees()), Double::sum);
                fees[i] += t.fees() * rate(in, t.currency(), d);
            }
            case Book.Income inc -> cash.merge(inc.currency(), inc.amount() - inc.withholdingTax(), Double::sum);
            default -> throw new IllegalArgumentException("not a book record: " + e);
        }
    }

    private static double value(PerformanceInput in, LocalDate d, Map<String, Double> shares, Map<String, Double> cash,
                                Set<String> unpriced, List<String> warnings) {
        double v = 0;
        for (var c : cash.entrySet()) {
            v += c.getValue() * rate(in, c.getKey(), d);
        }
        for (var s : shares.entrySet()) {
            if (Math.abs(s.getValue()) < 1e-9) {
                continue;
            }
            PriceSeries p = in.prices().get(s.getKey());
            double close = p == null ? Double.NaN : p.closeOnOrBefore(d);
            if (Double.isNaN(close)) {
                if (unpriced.add(s.getKey())) {
                    warnings.add(s.getKey() + " has no price on or before " + d + " while held, so the days until it has one are not "
                            + "valued (the return spans the gap); import its prices to fill it.");
                }
                return Double.NaN;
            }
            v += s.getValue() * close * rate(in, p.currency(), d);
        }
        return v;
    }

    private static void staleWarnings(PerformanceInput in, LocalDate[] dates, Map<String, Double> shares, List<String> warnings) {
        if (dates.length == 0) {
            return;
        }
        LocalDate end = dates[dates.length - 1];
        for (var s : shares.entrySet()) {
            PriceSeries p = in.prices().get(s.getKey());
            if (Math.abs(s.getValue()) < 1e-9 || p == null || p.indexOnOrBefore(end) < 0) {
                continue;
            }
            LocalDate last = p.dates()[p.indexOnOrBefore(end)];
            int behind = dates.length - 1 - java.util.Arrays.binarySearch(dates, last);
            if (behind > STALE_DAYS) {
                warnings.add(s.getKey() + " is valued at its last close of " + last + ", " + behind
                        + " trading days before the end date; import recent prices to bring it up to date.");
            }
        }
    }

    private static double rate(PerformanceInput in, String currency, LocalDate d) {
        try {
            return in.fx().rate(currency, in.baseCurrency(), d);
        } catch (MissingRateException e) {
            throw new DomainException(DomainException.Kind.UNPROCESSABLE, MissingRateException.MISSING_RATE, "There is no exchange rate "
                    + "from " + currency + " to " + in.baseCurrency() + " on or before " + d + ", so the client's amounts cannot be stated in "
                    + in.baseCurrency() + ". Import exchange rates that cover it.", e).with("missing_pair", e.pair());
        }
    }
}
