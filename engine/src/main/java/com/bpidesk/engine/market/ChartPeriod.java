package com.bpidesk.engine.market;

import java.time.LocalDate;
import java.time.Period;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The periods of A5 ({@code GET /api/portfolio/chart/{ticker}?period=...}). A period is counted back from the
 * symbol's latest stored bar: {@code 6mo} gives the bars dated after {@code latest - 6 months}. The parameter
 * is optional; the default is {@link #DEFAULT} (ADR 0023).
 */
public enum ChartPeriod {
    ONE_MONTH("1mo", Period.ofMonths(1)),
    THREE_MONTHS("3mo", Period.ofMonths(3)),
    SIX_MONTHS("6mo", Period.ofMonths(6)),
    ONE_YEAR("1y", Period.ofYears(1)),
    THREE_YEARS("3y", Period.ofYears(3));

    public static final ChartPeriod DEFAULT = SIX_MONTHS;

    private final String wire;
    private final Period length;

    ChartPeriod(String wire, Period length) {
        this.wire = wire;
        this.length = length;
    }

    public String wire() {
        return wire;
    }

    /** First date included when the latest bar is {@code latest}. */
    public LocalDate start(LocalDate latest) {
        return latest.minus(length).plusDays(1);
    }

    public static Optional<ChartPeriod> parse(String s) {
        return Arrays.stream(values()).filter(p -> p.wire.equals(s)).findFirst();
    }

    public static List<String> allowed() {
        return Arrays.stream(values()).map(ChartPeriod::wire).toList();
    }
}
