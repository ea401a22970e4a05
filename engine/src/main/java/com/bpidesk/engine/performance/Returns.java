package com.bpidesk.engine.performance;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * Time- and money-weighted returns of a {@link ValueSeries} over a period (docs/performance.md, "Returns").
 *
 * <p>Time-weighted return, true daily-linked (GIPS: the geometric link of sub-period returns between external cash flows,
 * with a valuation at every flow; here at every day): each valued day's factor is
 * (V_d + W_d) / (V_{d-1} + D_d), deposits D counted at the start of their day (invested for the day) and withdrawals W at
 * its end (invested until they leave), the convention of Portfolio Performance's TTWROR for inflows and outflows. A day with
 * less than half a cent invested at its start adds nothing (a full withdrawal leaves nothing to earn a return); an unvalued
 * day is skipped and the next valued day's factor spans it. Gross of fees, each known fee counts as a withdrawal at the end of
 * its day (added back); net, fees stay in the value.
 *
 * <p>Money-weighted return: {@link Xirr} on the flows seen by the client: minus the start value at the period start, minus
 * each deposit, plus each withdrawal (plus each fee, gross), plus the end value at the period end.
 *
 * <p>A period longer than one calendar year is annualised: (1 + R)^(365 / days) - 1 for the TWR, the XIRR rate itself for the
 * MWR; a shorter one is stated for the period: the TWR as linked, the MWR as (1 + r)^(days / 365) - 1. Day count ACT/365.
 */
public final class Returns {

    /** Gross: before the known fees; net: after them. */
    public enum Basis {
        GROSS, NET
    }

    /** The named periods, in the order the client file shows them. */
    public static final List<String> PERIODS = List.of("1M", "3M", "YTD", "1Y", "3Y", "SI");

    /** Less than this much money invested at a day's start (base currency) earns no return that day. */
    static final double NOTHING_INVESTED = 0.005;

    /**
     * One period's figures.
     *
     * @param start the period starts after the close of this day (its value is the start value)
     * @param end   the period ends at the close of this day
     * @param twr   time-weighted return; null when the period is not available
     * @param mwr   money-weighted return; null when not available or no rate exists
     */
    public record Result(LocalDate start, LocalDate end, boolean available, Double twr, Double mwr, boolean annualised,
                         double startValue, double endValue, double deposits, double withdrawals, double fees, List<String> notes) {
    }

    private Returns() {
    }

    /**
     * The start date of a named period ending at {@code end}: 1M, 3M, 1Y, 3Y back from the end date, YTD from the last
     * day of the previous year, SI from the day before the first day of the series.
     */
    public static LocalDate start(String period, LocalDate end, LocalDate inception) {
        return switch (period.toUpperCase(Locale.ROOT)) {
            case "1M" -> end.minusMonths(1);
            case "3M" -> end.minusMonths(3);
            case "YTD" -> LocalDate.of(end.getYear() - 1, 12, 31);
            case "1Y" -> end.minusYears(1);
            case "3Y" -> end.minusYears(3);
            case "SI" -> inception.minusDays(1);
            default -> throw new IllegalArgumentException("unknown period " + period);
        };
    }

    /** True when the period is longer than one calendar year (its returns are annualised). */
    public static boolean annualised(LocalDate start, LocalDate end) {
        return start.isBefore(end.minusYears(1));
    }

    /** The period return stated as the convention says (annualised beyond a year). */
    public static double annualise(double periodReturn, LocalDate start, LocalDate end) {
        long days = ChronoUnit.DAYS.between(start, end);
        return annualised(start, end) ? Math.pow(1 + periodReturn, 365.0 / days) - 1 : periodReturn;
    }

    /** TWR and MWR of the series over (start, end]. */
    public static Result compute(ValueSeries v, LocalDate start, LocalDate end, Basis basis) {
        List<String> notes = new ArrayList<>();
        LocalDate inception = v.inception();
        if (inception == null || start.isBefore(inception.minusDays(1)) || !start.isBefore(end)) {
            notes.add(inception == null ? "The client has no transactions or cash flows yet."
                    : !start.isBefore(end) ? "The period is empty: it must start before it ends."
                    : "The client's history starts on " + inception + ", after the start of this period.");
            return new Result(start, end, false, null, null, annualised(start, end), 0, 0, 0, 0, 0, notes);
        }
        int j = v.indexOnOrBefore(start);
        while (j >= 0 && Double.isNaN(v.value()[j])) {
            j--;
        }
        double startValue = j < 0 ? 0 : v.value()[j];
        int last = v.indexOnOrBefore(end);
        while (last > j && Double.isNaN(v.value()[last])) {
            last--;
        }
        if (last < v.indexOnOrBefore(end)) {
            notes.add("The last days of the period could not be valued; the figures end on " + v.dates()[last] + ".");
        }
        boolean gross = basis == Basis.GROSS;
        double factor = 1;
        double prev = startValue;
        double d = 0;
        double w = 0;
        double deposits = 0;
        double withdrawals = 0;
        double fees = 0;
        List<Xirr.Flow> flows = new ArrayList<>();
        if (startValue != 0) {
            flows.add(new Xirr.Flow(start, -startValue));
        }
        for (int i = j + 1; i <= last; i++) {
            double out = v.withdrawals()[i] + (gross ? v.fees()[i] : 0);
            d += v.deposits()[i];
            w += out;
            deposits += v.deposits()[i];
            withdrawals += v.withdrawals()[i];
            fees += v.fees()[i];
            if (v.deposits()[i] != 0) {
                flows.add(new Xirr.Flow(v.dates()[i], -v.deposits()[i]));
            }
            if (out != 0) {
                flows.add(new Xirr.Flow(v.dates()[i], out));
            }
            if (Double.isNaN(v.value()[i])) {
                continue;
            }
            double invested = prev + d;
            if (invested > NOTHING_INVESTED) {
                factor *= (v.value()[i] + w) / invested;
            }
            prev = v.value()[i];
            d = 0;
            w = 0;
        }
        double endValue = last < 0 ? 0 : v.value()[last];
        flows.add(new Xirr.Flow(end, endValue));
        OptionalDouble rate = Xirr.solve(flows);
        Double mwr = null;
        if (rate.isEmpty()) {
            notes.add("No money-weighted return: the money paid in and taken out does not change sign over the period.");
        } else {
            mwr = annualised(start, end) ? rate.getAsDouble()
                    : Math.pow(1 + rate.getAsDouble(), ChronoUnit.DAYS.between(start, end) / 365.0) - 1;
        }
        return new Result(start, end, true, annualise(factor - 1, start, end), mwr, annualised(start, end), startValue, endValue,
                deposits, withdrawals, fees, notes);
    }
}
