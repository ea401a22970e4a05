package com.bpidesk.engine.swarm.facts;

import com.bpidesk.engine.platform.text.Readable;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The data warning that names the stale holdings of a fact base in words (ADR 0205): which holdings, the date of their
 * last close and its age in trading days, that they are valued at that close, and what the return-based figures cover.
 */
public final class StalePrices {

    private StalePrices() {
    }

    /**
     * The warning when the benchmark itself is out of date: its trading days cannot measure the age, so weekdays do
     * (more than the tolerance of weekdays between its last close and the analysis date); empty otherwise. The calendar
     * ends at the benchmark's last close, so every return-based figure ends there too.
     */
    public static Optional<String> benchmarkWarning(String benchmark, LocalDate lastClose, LocalDate asOf, int toleranceDays) {
        int weekdays = 0;
        for (LocalDate d = lastClose.plusDays(1); !d.isAfter(asOf); d = d.plusDays(1)) {
            if (d.getDayOfWeek().getValue() <= 5) {
                weekdays++;
            }
        }
        if (weekdays <= toleranceDays) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "Out-of-date benchmark: the last price of the benchmark %s is from %s, %d "
                        + "weekdays before the analysis date %s. Volatility, value at risk, drawdowns, beta and the other return-based "
                        + "figures end on %s; import recent prices of %s to bring them up to date.", benchmark,
                Readable.date(lastClose), weekdays, Readable.date(asOf), Readable.date(lastClose), benchmark));
    }

    /** The warning for the stale holdings of {@code coverage}, empty when there are none. */
    public static Optional<String> warning(FactBase.Coverage coverage, LocalDate asOf) {
        if (coverage == null || coverage.stale().isEmpty()) {
            return Optional.empty();
        }
        List<String> named = new ArrayList<>();
        for (FactBase.StaleHolding s : coverage.stale()) {
            named.add(String.format(Locale.ROOT, "%s (last price %s, %d trading days old)", s.symbol(),
                    Readable.date(s.lastClose()), s.tradingDaysBehind()));
        }
        boolean one = named.size() == 1;
        return Optional.of(String.format(Locale.ROOT,
                "Out-of-date prices: %s %s no price within %d trading days of the analysis date %s. %s valued at %s last price "
                        + "and left out of volatility, value at risk, drawdowns, beta, correlation, risk contributions and the "
                        + "factor model, which describe the other holdings (%.1f%% of the portfolio's value). Import recent prices "
                        + "to include %s.",
                String.join(", ", named), one ? "has" : "have", coverage.toleranceDays(), Readable.date(asOf),
                one ? "It is" : "They are", one ? "its" : "their", 100 * coverage.coveredWeight(), one ? "it" : "them"));
    }
}
