package com.bpidesk.engine.performance;

import com.bpidesk.engine.book.Book;
import java.time.LocalDate;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Realised gains per sale (docs/performance.md, "Realised gains"), in the base currency, lots kept per account and symbol.
 * A purchase's cost is (quantity x price + fees) at the rate of its trade date; a sale's proceeds are (quantity x price -
 * fees) at the rate of its trade date; the gain is proceeds minus the cost of the shares sold. FIFO sells the oldest lots
 * first; average cost sells at the pool's average cost per share. A split multiplies the shares of every lot (and of the
 * pool) from the start of its day and leaves the cost unchanged. The tax year is the calendar year of the sale (a firm in a
 * country whose tax year differs regroups the sales). Shares sold beyond those bought are reported without a cost and
 * named in the warnings. Figures for the advisor; the tax treatment is the client's and their tax adviser's to decide.
 */
public final class RealisedGains {

    /** The lot-matching method; the firm's setting chooses the default. */
    public enum Method {
        FIFO, AVERAGE_COST;

        public String label() {
            return this == FIFO ? "first in, first out" : "average cost";
        }
    }

    /** One sale's gain; {@code unmatchedQuantity} shares sold had no purchase in the book (their cost is not counted). */
    public record Sale(String accountId, LocalDate date, String symbol, double quantity, double proceeds, double cost, double gain,
                       int taxYear, double unmatchedQuantity) {
    }

    public record TaxYear(int taxYear, int sales, double proceeds, double cost, double gain) {
    }

    public record Report(Method method, List<Sale> sales, List<TaxYear> byTaxYear, List<String> warnings) {
    }

    private RealisedGains() {
    }

    public static Report compute(PerformanceInput in, Method method) {
        List<Object> events = new ArrayList<>(in.splits());
        events.addAll(in.transactions());
        events.sort(Comparator.comparing(RealisedGains::date).thenComparing(e -> e instanceof Split ? 0 : 1));
        Map<String, Deque<double[]>> lots = new HashMap<>(); // account+symbol -> {shares, cost in base}
        List<Sale> sales = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        for (Object e : events) {
            if (e instanceof Split s) {
                lots.forEach((key, q) -> {
                    if (key.endsWith("\u0000" + s.symbol())) {
                        q.forEach(l -> l[0] *= s.factor());
                    }
                });
                continue;
            }
            Book.Transaction t = (Book.Transaction) e;
            double rate = in.fx().rate(t.currency(), in.baseCurrency(), t.tradeDate());
            Deque<double[]> q = lots.computeIfAbsent(t.accountId() + "\u0000" + t.symbol(), k -> new ArrayDeque<>());
            if (!"SELL".equals(t.side())) {
                double cost = (t.quantity() * t.price() + t.fees()) * rate;
                if (method == Method.FIFO || q.isEmpty()) {
                    q.addLast(new double[] {t.quantity(), cost});
                } else {
                    q.peekFirst()[0] += t.quantity();
                    q.peekFirst()[1] += cost;
                }
                continue;
            }
            double left = t.quantity();
            double cost = 0;
            while (left > 1e-9 && !q.isEmpty()) {
                double[] lot = q.peekFirst();
                double take = Math.min(left, lot[0]);
                double part = lot[1] * take / lot[0];
                cost += part;
                lot[1] -= part;
                lot[0] -= take;
                left -= take;
                if (lot[0] <= 1e-9) {
                    q.pollFirst();
                }
            }
            if (left > 1e-9) {
                warnings.add("The sale of " + t.quantity() + " " + t.symbol() + " on " + t.tradeDate() + " sold " + left
                        + " shares more than the book shows bought; their cost is unknown and not counted.");
            }
            double proceeds = (t.quantity() * t.price() - t.fees()) * rate;
            sales.add(new Sale(t.accountId(), t.tradeDate(), t.symbol(), t.quantity(), proceeds, cost, proceeds - cost,
                    t.tradeDate().getYear(), left > 1e-9 ? left : 0));
        }
        return new Report(method, List.copyOf(sales), byTaxYear(sales), List.copyOf(warnings));
    }

    static List<TaxYear> byTaxYear(List<Sale> sales) {
        TreeMap<Integer, double[]> years = new TreeMap<>();
        for (Sale s : sales) {
            double[] y = years.computeIfAbsent(s.taxYear(), k -> new double[4]);
            y[0]++;
            y[1] += s.proceeds();
            y[2] += s.cost();
            y[3] += s.gain();
        }
        List<TaxYear> out = new ArrayList<>();
        years.forEach((year, y) -> out.add(new TaxYear(year, (int) y[0], y[1], y[2], y[3])));
        return List.copyOf(out);
    }

    private static LocalDate date(Object e) {
        return e instanceof Split s ? s.date() : ((Book.Transaction) e).tradeDate();
    }
}
