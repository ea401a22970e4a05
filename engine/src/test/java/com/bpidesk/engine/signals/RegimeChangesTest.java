package com.bpidesk.engine.signals;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** C5's regime changes from a fake weekly regime history. */
class RegimeChangesTest {

    static Signals.RegimePoint p(String date, String regime, double confidence) {
        return new Signals.RegimePoint(LocalDate.parse(date), regime, confidence);
    }

    @Test
    void changesAreListedWithDateFromToAndTheNewRegimesConfidence() {
        List<Signals.RegimePoint> history = List.of(
                p("2026-09-25", "expansion", 0.71),
                p("2026-10-02", "expansion", 0.66),
                p("2026-10-09", "slowdown", 0.52),   // change 1
                p("2026-10-16", "slowdown", 0.58),
                p("2026-10-23", "expansion", 0.51),  // change 2 (flip back)
                p("2026-10-30", "expansion", 0.55),
                p("2026-11-06", "expansion", 0.60),
                p("2026-11-13", "expansion", 0.62),
                p("2026-11-20", "contraction", 0.64)); // change 3, in the digest week 2026-11-14..2026-11-20
        List<Signals.RegimeChange> changes = DigestSignal.regimeChanges(history, LocalDate.parse("2026-11-14"));
        assertThat(changes).containsExactly(
                new Signals.RegimeChange(LocalDate.parse("2026-10-09"), "expansion", "slowdown", 0.52, false),
                new Signals.RegimeChange(LocalDate.parse("2026-10-23"), "slowdown", "expansion", 0.51, false),
                new Signals.RegimeChange(LocalDate.parse("2026-11-20"), "expansion", "contraction", 0.64, true));
    }

    @Test
    void aSteadyOrEmptyHistoryHasNoChanges() {
        assertThat(DigestSignal.regimeChanges(List.of(p("2026-11-13", "expansion", 0.6), p("2026-11-20", "expansion", 0.7)),
                LocalDate.parse("2026-11-14"))).isEmpty();
        assertThat(DigestSignal.regimeChanges(List.of(), LocalDate.parse("2026-11-14"))).isEmpty();
    }
}
