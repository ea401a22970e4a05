package com.bpidesk.engine.performance;

import com.bpidesk.engine.book.Book;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Dividend and interest income over a period (docs/performance.md, "Income"): each payment converted into the base currency
 * at the rate of its pay date, summed by calendar month and by position (interest on cash is the position "cash"). Gross is
 * the amount paid, net what the account received after the tax withheld at source.
 */
public final class IncomeReport {

    /** The position name of interest on cash. */
    public static final String CASH = "cash";

    public record Line(String key, String kind, int payments, double gross, double withholdingTax, double net) {
    }

    public record Report(LocalDate from, LocalDate to, double gross, double withholdingTax, double net, List<Line> byMonth,
                         List<Line> byPosition) {
    }

    private IncomeReport() {
    }

    /** Income paid in [from, to]. */
    public static Report compute(PerformanceInput in, LocalDate from, LocalDate to) {
        Map<String, double[]> months = new TreeMap<>();
        Map<String, double[]> positions = new TreeMap<>();
        Map<String, String> kinds = new TreeMap<>();
        double[] total = new double[4];
        for (Book.Income i : in.income()) {
            if (i.payDate().isBefore(from) || i.payDate().isAfter(to)) {
                continue;
            }
            double rate = in.fx().rate(i.currency(), in.baseCurrency(), i.payDate());
            double[] add = {1, i.amount() * rate, i.withholdingTax() * rate, (i.amount() - i.withholdingTax()) * rate};
            String position = i.symbol() == null ? CASH : i.symbol();
            sum(months.computeIfAbsent(YearMonth.from(i.payDate()).toString(), k -> new double[4]), add);
            sum(positions.computeIfAbsent(position, k -> new double[4]), add);
            kinds.merge(position, i.kind(), (a, b) -> a.equals(b) ? a : "dividend and interest");
            sum(total, add);
        }
        return new Report(from, to, total[1], total[2], total[3], lines(months, null), lines(positions, kinds));
    }

    private static void sum(double[] into, double[] add) {
        for (int k = 0; k < into.length; k++) {
            into[k] += add[k];
        }
    }

    private static List<Line> lines(Map<String, double[]> m, Map<String, String> kinds) {
        List<Line> out = new ArrayList<>();
        m.forEach((k, v) -> out.add(new Line(k, kinds == null ? null : kinds.get(k), (int) v[0], v[1], v[2], v[3])));
        return List.copyOf(out);
    }
}
