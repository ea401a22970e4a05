package com.bpidesk.engine.swarm.facts;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.market.Bar;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The aligned calendar and the age of a close (ADR 0205) on hand-made bars, every expected value worked by hand: no close
 * is filled in, a holding counts from its first bar, and a close's age is counted in the benchmark's trading days.
 */
class AlignedCalendarTest {

    static LocalDate d(String iso) {
        return LocalDate.parse(iso);
    }

    static Bar bar(String iso, double adj) {
        return new Bar(d(iso), adj, adj, adj, adj, adj, 100);
    }

    static final LocalDate[] BENCH = {d("2025-03-31"), d("2025-04-01"), d("2025-04-02"), d("2025-04-03"), d("2025-04-04"),
            d("2025-04-07")};

    @Test
    void onlyDatesOnWhichEveryIncludedHoldingClosedStay() {
        // A misses 2025-04-02; B starts on 2025-04-03 (before it, it does not count)
        List<Bar> a = List.of(bar("2025-03-31", 10), bar("2025-04-01", 11), bar("2025-04-03", 12), bar("2025-04-04", 13),
                bar("2025-04-07", 14));
        List<Bar> b = List.of(bar("2025-04-03", 50), bar("2025-04-07", 52));
        LocalDate[] cal = Aligned.commonCalendar(BENCH, List.of(a, b));
        // 04-02: A has no close; 04-04: B (started) has no close
        assertThat(cal).containsExactly(d("2025-03-31"), d("2025-04-01"), d("2025-04-03"), d("2025-04-07"));
        double[] lv = Aligned.exactCloses(a, cal);
        assertThat(lv).containsExactly(10, 11, 12, 14);
        // the return across the left-out days is the real two-close move 12 -> 14, not a zero
        assertThat(Aligned.returns(lv)[2]).isCloseTo(14.0 / 12 - 1, org.assertj.core.api.Assertions.within(1e-15));
        assertThat(Arrays.stream(Aligned.exactCloses(b, cal)).boxed().toList().subList(0, 2)).allMatch(x -> x.isNaN());
    }

    @Test
    void theAgeOfACloseIsTheBenchmarksTradingDaysAfterIt() {
        assertThat(Aligned.tradingDaysAfter(BENCH, d("2025-04-07"))).isZero();
        assertThat(Aligned.tradingDaysAfter(BENCH, d("2025-04-03"))).isEqualTo(2);   // 04-04, 04-07
        assertThat(Aligned.tradingDaysAfter(BENCH, d("2025-04-05"))).isEqualTo(1);   // a Saturday: 04-07
        assertThat(Aligned.tradingDaysAfter(BENCH, d("2024-12-31"))).isEqualTo(6);   // before the window: all of it
    }

    @Test
    void anOutOfDateBenchmarkIsCountedInWeekdays() {
        // Fri 4 Apr 2025 to Mon 14 Apr 2025: 7-11 Apr and 14 Apr, 6 weekdays > 5
        assertThat(StalePrices.benchmarkWarning("SPY", d("2025-04-04"), d("2025-04-14"), 5)).get().asString()
                .contains("benchmark SPY is from 4 Apr 2025, 6 weekdays before the analysis date 14 Apr 2025");
        // to Fri 11 Apr: 5 weekdays, within the tolerance
        assertThat(StalePrices.benchmarkWarning("SPY", d("2025-04-04"), d("2025-04-11"), 5)).isEmpty();
    }
}
