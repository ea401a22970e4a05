package com.bpidesk.engine.signals;

import java.time.LocalDate;
import java.util.Map;

/**
 * A client's daily portfolio and benchmark returns over its volatility window (docs/signals.md): each day's return is the
 * weighted sum of its positions' returns with today's weights, cash earning 0; the benchmark's return is 0 on a day
 * without both closes. Reads each instrument's return series shared by every client ({@link PriceState#returns},
 * issue 28, ADR 0251), or, as the from-scratch reference, converts each position's two closes on the spot.
 */
final class PortfolioReturns {

    private final PriceState state;
    private final String benchmarkSymbol;
    private final boolean direct;

    PortfolioReturns(PriceState state, String benchmarkSymbol, boolean direct) {
        this.state = state;
        this.benchmarkSymbol = benchmarkSymbol;
        this.direct = direct;
    }

    /**
     * {portfolio, benchmark} returns of the {@code n} calendar days from index {@code start} with weights {@code w} in
     * {@code base}; a missing exchange rate is the {@link com.bpidesk.engine.fx.MissingRateException} naming the pair.
     */
    double[][] daily(Map<String, Double> w, LocalDate[] calendar, int start, int n, String base) {
        double[] port = new double[n];
        double[] bench = new double[n];
        String[] symbols = w.keySet().toArray(String[]::new);
        double[] weights = new double[symbols.length];
        double[][] held = new double[symbols.length][];
        for (int j = 0; j < symbols.length && !direct; j++) {
            weights[j] = w.get(symbols[j]);
            held[j] = state.returns(symbols[j], base);
        }
        double[] benchmark = n > 0 && !direct ? state.returns(benchmarkSymbol, base) : null;
        for (int k = 0; k < n; k++) {
            LocalDate t = calendar[start + k];
            LocalDate prev = calendar[start + k - 1];
            if (direct) {
                port[k] = directReturn(w, t, prev, base);
                Double m1 = state.adjClose(benchmarkSymbol, t, base);
                Double m0 = m1 == null ? null : state.adjClose(benchmarkSymbol, prev, base);
                bench[k] = m1 != null && m0 != null && m0 > 0 ? m1 / m0 - 1 : 0;
                continue;
            }
            double r = 0;
            // each instrument's return of the day is shared by every client (PriceState#returns, ADR 0251)
            for (int j = 0; j < held.length; j++) {
                double x = held[j][start + k];
                if (x == PriceState.MISSING_RATE) {
                    missing(symbols[j], t, prev, base);
                } else if (!Double.isNaN(x)) {
                    r += weights[j] * x;
                }
            }
            port[k] = r;
            double m = benchmark[start + k];
            if (m == PriceState.MISSING_RATE) {
                missing(benchmarkSymbol, t, prev, base);
            }
            bench[k] = Double.isNaN(m) || m == PriceState.MISSING_RATE ? 0 : m;
        }
        return new double[][] {port, bench};
    }

    /** The day's portfolio return with weights {@code w}, each position's closes converted on the spot (the reference). */
    private double directReturn(Map<String, Double> w, LocalDate t, LocalDate prev, String base) {
        double r = 0;
        for (var e : w.entrySet()) {
            Double a1 = state.adjClose(e.getKey(), t, base);
            Double a0 = a1 == null ? null : state.adjClose(e.getKey(), prev, base);
            if (a1 != null && a0 != null && a0 > 0) {
                r += e.getValue() * (a1 / a0 - 1);
            }
        }
        return r;
    }

    /** Converts the day's and the day before's closes again: throws the {@link com.bpidesk.engine.fx.MissingRateException} naming the pair. */
    private void missing(String symbol, LocalDate t, LocalDate prev, String base) {
        if (state.adjClose(symbol, t, base) != null) {
            state.adjClose(symbol, prev, base);
        }
    }
}
