package com.bpidesk.engine.performance;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.OptionalDouble;

/**
 * The money-weighted return as the spreadsheet XIRR defines it: the annual rate r with
 * sum_k c_k / (1 + r)^((d_k - d_0) / 365) = 0 (day count ACT/365 from the first flow's date). Solved by Newton's method
 * from 10 %, falling back to bisection on a bracket of rates from -99.9999 % up to 10^6 % when Newton leaves the domain or
 * does not converge; the root is found to 1e-12 in rate. Empty when the flows do not change sign (no rate exists).
 */
public final class Xirr {

    /** One dated flow; negative = money the investor paid in, positive = money (or value) the investor got back. */
    public record Flow(LocalDate date, double amount) {
    }

    private static final double LOW = -0.999999;
    private static final double HIGH = 1e4;

    private Xirr() {
    }

    public static OptionalDouble solve(List<Flow> flows) {
        boolean neg = flows.stream().anyMatch(f -> f.amount() < 0);
        boolean pos = flows.stream().anyMatch(f -> f.amount() > 0);
        if (!neg || !pos) {
            return OptionalDouble.empty();
        }
        LocalDate d0 = flows.stream().map(Flow::date).min(LocalDate::compareTo).orElseThrow();
        double[] t = flows.stream().mapToDouble(f -> ChronoUnit.DAYS.between(d0, f.date()) / 365.0).toArray();
        double[] c = flows.stream().mapToDouble(Flow::amount).toArray();
        double r = 0.1;
        for (int k = 0; k < 100; k++) {
            double f = npv(c, t, r);
            double df = dnpv(c, t, r);
            if (df == 0 || !Double.isFinite(df)) {
                break;
            }
            double next = r - f / df;
            if (!(next > LOW) || next > HIGH) {
                break;
            }
            if (Math.abs(next - r) < 1e-12) {
                return OptionalDouble.of(next);
            }
            r = next;
        }
        return bisect(c, t);
    }

    private static OptionalDouble bisect(double[] c, double[] t) {
        double lo = LOW;
        double hi = HIGH;
        double flo = npv(c, t, lo);
        if (Math.signum(flo) == Math.signum(npv(c, t, hi))) {
            return OptionalDouble.empty();
        }
        for (int k = 0; k < 400 && hi - lo > 1e-13; k++) {
            double mid = (lo + hi) / 2;
            double fm = npv(c, t, mid);
            if (Math.signum(fm) == Math.signum(flo)) {
                lo = mid;
                flo = fm;
            } else {
                hi = mid;
            }
        }
        return OptionalDouble.of((lo + hi) / 2);
    }

    static double npv(double[] c, double[] t, double r) {
        double s = 0;
        for (int i = 0; i < c.length; i++) {
            s += c[i] * Math.pow(1 + r, -t[i]);
        }
        return s;
    }

    private static double dnpv(double[] c, double[] t, double r) {
        double s = 0;
        for (int i = 0; i < c.length; i++) {
            s -= t[i] * c[i] * Math.pow(1 + r, -t[i] - 1);
        }
        return s;
    }
}
