package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaReport.Evidence;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Overtrading, measured as turnover. Barber and Odean (2000), "Trading Is Hazardous to Your Wealth", Journal of Finance
 * 55(2), p. 781: monthly sales turnover = sum of shares sold x beginning-of-month price / beginning-of-month portfolio
 * value; purchase turnover likewise for shares bought; monthly turnover = half their sum; annual = 12 x the mean over
 * months with a positive beginning-of-month value (months without trades count as 0). A symbol with no price before the
 * month is priced at its trade price. Score = 100 * clamp(annual / 2.5, 0, 1).
 */
final class Overtrading {

    /** Annual turnover scoring 100: 250%, near the top quintile of Barber and Odean (2000) (258%). */
    static final double TURNOVER_FULL_SCORE = 2.5;
    /** Minimum discretionary trades for a turnover score (ADR 0122): fewer say nothing about a trading habit. */
    static final int MIN_TURNOVER_TRADES = 5;
    /** Minimum months that start with a priced position for a turnover score (ADR 0122). */
    static final int MIN_TURNOVER_MONTHS = 3;

    private static final Bias.Method BARBER_ODEAN = new Bias.Method("barber_odean_turnover",
            "Barber-Odean monthly turnover = (sales turnover + purchase turnover) / 2, each = shares traded x beginning-of-month "
                    + "price / beginning-of-month portfolio value; annualised = 12 x the monthly mean. Only discretionary trades count (dividend "
                    + "reinvestments and savings-plan purchases do not). Score = 100 * clamp(annual / 2.5, 0, 1).",
            "Barber, B. M. and Odean, T. (2000). Trading Is Hazardous to Your Wealth. Journal of Finance 55(2), 773-806.");

    private Overtrading() {
    }

    /** Needs a transaction history: a holdings snapshot has no trades. */
    static BiasScore score(BiasInputs in) {
        return in.isTransactions() ? turnover(in.trades(), in.marks(), in.asOf(), in.countsByKind())
                : Bias.OVERTRADING.unavailable("Turnover needs a transaction history; a holdings snapshot has no trades.");
    }

    /**
     * Turnover counts only the client's discretionary trades (ADR 0122, docs/behavioral.md "What counts as trading"): dividend
     * reinvestments and savings-plan purchases change the holdings (and so the portfolio value in the denominator) but are not
     * counted as purchases; fees, taxes and cash movements are not trades at all. A score needs at least
     * {@value #MIN_TURNOVER_TRADES} discretionary trades and {@value #MIN_TURNOVER_MONTHS} months that start with a priced
     * position; otherwise it is {@code insufficient_data} with the reason.
     */
    static BiasScore turnover(List<Trade> trades, Marks marks, LocalDate asOf, Map<String, Long> countsByKind) {
        long discretionary = trades.stream().filter(Trade::discretionary).count();
        long automatic = trades.size() - discretionary;
        Map<String, Double> shares = new HashMap<>();
        YearMonth firstMonth = YearMonth.from(trades.get(0).date());
        YearMonth lastMonth = YearMonth.from(asOf);
        int idx = 0;
        int months = 0;
        double sum = 0;
        double maxMonth = 0;
        YearMonth maxAt = null;
        List<Evidence> ev = new ArrayList<>();
        List<double[]> monthly = new ArrayList<>();
        for (YearMonth m = firstMonth; !m.isAfter(lastMonth); m = m.plusMonths(1)) {
            LocalDate bom = m.atDay(1);
            LocalDate eve = bom.minusDays(1);
            double value = 0;
            Map<String, Double> bomPrice = new HashMap<>();
            for (var e : shares.entrySet()) {
                if (e.getValue() > 1e-9) {
                    double p = marks.closeOnOrBefore(e.getKey(), eve);
                    if (p > 0) {
                        bomPrice.put(e.getKey(), p);
                        value += e.getValue() * p;
                    }
                }
            }
            double sold = 0;
            double bought = 0;
            int start = idx;
            while (idx < trades.size() && YearMonth.from(trades.get(idx).date()).equals(m)) {
                Trade t = trades.get(idx);
                Double p = bomPrice.get(t.symbol());
                if (p == null) {
                    double prior = marks.closeOnOrBefore(t.symbol(), eve);
                    p = prior > 0 ? prior : t.price();
                }
                if (!t.discretionary()) {
                    idx++;
                    continue;
                }
                if (t.side() == Side.SELL) {
                    sold += t.quantity() * p;
                } else {
                    bought += t.quantity() * p;
                }
                idx++;
            }
            if (value > 0) {
                double s = sold / value;
                double b = bought / value;
                double monthTurnover = (s + b) / 2;
                sum += monthTurnover;
                months++;
                monthly.add(new double[] {m.getYear(), m.getMonthValue(), monthTurnover});
                if (monthTurnover > maxMonth) {
                    maxMonth = monthTurnover;
                    maxAt = m;
                }
            }
            for (int k = start; k < idx; k++) {
                Trade t = trades.get(k);
                double held = shares.getOrDefault(t.symbol(), 0.0);
                shares.put(t.symbol(), Math.max(0, held + (t.side() == Side.BUY ? t.quantity() : -t.quantity())));
            }
        }
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("months", months);
        inputs.put("trades", trades.size());
        inputs.put("discretionary_trades", discretionary);
        inputs.put("automatic_purchases_excluded", automatic);
        if (!countsByKind.isEmpty()) {
            inputs.put("rows_by_kind", countsByKind);
        }
        double monthlyMean = sum / months;
        double annual = 12 * monthlyMean;
        inputs.put("mean_monthly_turnover", Stats.round(monthlyMean, 6));
        inputs.put("annual_turnover", Stats.round(annual, 6));
        if (discretionary < MIN_TURNOVER_TRADES || months < MIN_TURNOVER_MONTHS) {
            String why = discretionary < MIN_TURNOVER_TRADES
                    ? "Not enough data: the file has " + discretionary + " discretionary buy or sell trade" + (discretionary == 1 ? "" : "s")
                    + (automatic > 0 ? " (" + automatic + " dividend reinvestments or savings-plan purchases do not count)" : "")
                    + "; turnover needs at least " + MIN_TURNOVER_TRADES + "."
                    : "Not enough data: only " + months + " month" + (months == 1 ? "" : "s") + " start with a priced position; turnover needs at least "
                    + MIN_TURNOVER_MONTHS + ".";
            return Bias.OVERTRADING.insufficient(BARBER_ODEAN, why, inputs);
        }
        monthly.stream().sorted(Comparator.comparingDouble(a -> -a[2])).limit(Bias.EVIDENCE_LIMIT).forEach(a -> ev.add(new Evidence(null,
                LocalDate.of((int) a[0], (int) a[1], 1), null, String.format(Locale.ROOT, "monthly turnover %.1f%%", 100 * a[2]),
                Stats.round(a[2], 6))));
        String level = annual < 0.3 ? "low" : annual < 0.8 ? "around the average household's (about 76% a year in Barber-Odean)"
                : annual < 2.5 ? "high" : "very high (top-quintile territory in Barber-Odean)";
        return Bias.OVERTRADING.scored(BARBER_ODEAN, 100 * Stats.clamp01(annual / TURNOVER_FULL_SCORE), String.format(Locale.ROOT,
                "Annualised turnover is %.0f%% over %d months (mean monthly %.2f%%; busiest month %s at %.1f%%): %s.", 100 * annual, months,
                100 * monthlyMean, maxAt, 100 * maxMonth, level), inputs, ev);
    }
}
