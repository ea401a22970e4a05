package com.bpidesk.engine.book;

import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import java.time.LocalDate;
import java.time.Month;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The demo book's dividends (issue 25, simulated like the rest of the demo book, ADR 0043): every dollar-listed demo
 * instrument the book holds pays a quarterly dividend of a quarter of its documented yield times its close, on the last
 * trading day on or before the 15th of March, June, September and December, for the shares the account holds at that
 * day's close (replayed from the book's trades). Yields (docs/performance.md, "Demo dividends") are round figures of the
 * order of the trailing 12-month distribution yields published by the fund sponsors and of the S&amp;P 500 sectors' dividend
 * yields (S&amp;P Dow Jones Indices sector dashboards), not the real payers' figures; they are not reinvested. Listings in
 * other currencies pay nothing (the demo accounts settle in dollars; no amount in one currency is booked as another).
 * Withholding tax is 0: demo clients are US residents holding US listings.
 */
public final class DemoIncome {

    /** Annual dividend yield of the demo funds, by symbol. */
    static final Map<String, Double> FUND_YIELD = Map.ofEntries(
            Map.entry("SPY", 0.013), Map.entry("VTI", 0.013), Map.entry("DIA", 0.016), Map.entry("IWM", 0.012),
            Map.entry("QQQ", 0.006), Map.entry("EFA", 0.030), Map.entry("VEA", 0.031), Map.entry("EEM", 0.024),
            Map.entry("VWO", 0.030), Map.entry("ACWI", 0.018), Map.entry("VT", 0.019), Map.entry("AGG", 0.035),
            Map.entry("BND", 0.035), Map.entry("TLT", 0.040), Map.entry("IEF", 0.033), Map.entry("SHY", 0.038),
            Map.entry("TIP", 0.030), Map.entry("LQD", 0.043), Map.entry("HYG", 0.058), Map.entry("BNDX", 0.029));

    /** Annual dividend yield of demo stocks, by GICS sector; a sector not listed pays nothing. */
    static final Map<String, Double> SECTOR_YIELD = Map.ofEntries(
            Map.entry("Information Technology", 0.007), Map.entry("Communication Services", 0.009),
            Map.entry("Consumer Discretionary", 0.008), Map.entry("Financials", 0.018), Map.entry("Health Care", 0.017),
            Map.entry("Energy", 0.033), Map.entry("Consumer Staples", 0.026), Map.entry("Industrials", 0.015),
            Map.entry("Utilities", 0.031), Map.entry("Real Estate", 0.035), Map.entry("Materials", 0.019));

    private static final Month[] PAY_MONTHS = {Month.MARCH, Month.JUNE, Month.SEPTEMBER, Month.DECEMBER};

    private DemoIncome() {
    }

    /** The documented annual yield of a demo instrument; empty when it pays no dividend. */
    static Optional<Double> yield(Instrument inst) {
        if (!"USD".equals(inst.currency())) {
            return Optional.empty();
        }
        Double y = FUND_YIELD.get(inst.symbol());
        if (y == null && "equity".equals(inst.assetClass())) {
            y = SECTOR_YIELD.get(inst.sector());
        }
        return Optional.ofNullable(y);
    }

    /** The book with the dividends of its held dollar-listed instruments added (existing income kept). */
    public static Book withDividends(Book book, PriceHistory prices) {
        LocalDate asOf = prices.asOf();
        Map<String, List<Book.Transaction>> byAccountSymbol = new HashMap<>();
        for (Book.Transaction t : book.transactions()) {
            byAccountSymbol.computeIfAbsent(t.accountId() + "\u0000" + t.symbol(), k -> new ArrayList<>()).add(t);
        }
        List<Book.Income> income = new ArrayList<>(book.income());
        Map<String, List<Bar>> bars = new HashMap<>();
        for (var e : byAccountSymbol.entrySet()) {
            List<Book.Transaction> trades = e.getValue().stream().sorted(Comparator.comparing(Book.Transaction::tradeDate)).toList();
            String symbol = trades.get(0).symbol();
            Optional<Double> yield = prices.instrument(symbol).flatMap(DemoIncome::yield);
            if (yield.isEmpty() || asOf == null) {
                continue;
            }
            List<Bar> series = bars.computeIfAbsent(symbol, s -> prices.bars(s, trades.get(0).tradeDate(), asOf));
            LocalDate first = trades.get(0).tradeDate();
            for (int year = first.getYear(); year <= asOf.getYear(); year++) {
                for (Month m : PAY_MONTHS) {
                    LocalDate target = LocalDate.of(year, m, 15);
                    Bar bar = target.isAfter(asOf) ? null : lastOnOrBefore(series, target);
                    if (bar == null || bar.date().isBefore(first) || bar.date().isBefore(target.minusDays(7))) {
                        continue;
                    }
                    double shares = sharesAt(trades, bar.date());
                    if (shares > 1e-9) {
                        double amount = Math.round(shares * bar.close() * yield.get() / 4 * 100) / 100.0;
                        income.add(new Book.Income(trades.get(0).accountId(), bar.date(), symbol, "dividend", amount, 0.0, "USD"));
                    }
                }
            }
        }
        income.sort(Comparator.comparing(Book.Income::accountId).thenComparing(Book.Income::payDate)
                .thenComparing(i -> i.symbol() == null ? "" : i.symbol()));
        return new Book(book.advisors(), book.clients(), book.accounts(), book.holdings(), book.transactions(), book.cashFlows(),
                book.contacts(), List.copyOf(income));
    }

    /** Shares held at the close of the day (trades of that day included). */
    static double sharesAt(List<Book.Transaction> trades, LocalDate day) {
        double shares = 0;
        for (Book.Transaction t : trades) {
            if (t.tradeDate().isAfter(day)) {
                break;
            }
            shares += "SELL".equals(t.side()) ? -t.quantity() : t.quantity();
        }
        return shares;
    }

    private static Bar lastOnOrBefore(List<Bar> series, LocalDate d) {
        Bar found = null;
        for (Bar b : series) {
            if (b.date().isAfter(d)) {
                break;
            }
            found = b;
        }
        return found;
    }
}
