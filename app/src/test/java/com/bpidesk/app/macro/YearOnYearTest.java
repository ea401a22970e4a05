package com.bpidesk.app.macro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** CPI and other index series are charted as their change over a year, the level kept for the hover (issue 13). */
class YearOnYearTest {

    static double day(String d) {
        return LocalDate.parse(d).toEpochDay();
    }

    @Test
    void monthlyIndexBecomesItsYearlyChangeWorkedByHand() {
        List<double[]> levels = new ArrayList<>();
        // 13 monthly CPI levels: 300.0 in Jan 2023 ... 309.0 in Jan 2024 (hand-worked: 309 / 300 - 1 = 3.0 %)
        for (int m = 0; m <= 12; m++) {
            levels.add(new double[] {day(LocalDate.of(2023, 1, 1).plusMonths(m).toString()), 300 + 0.75 * m});
        }
        List<double[]> yoy = MacroViewModel.yearOnYear(levels);
        assertThat(yoy).hasSize(1); // only January 2024 has a value a year earlier
        assertThat(yoy.get(0)[0]).isEqualTo(day("2024-01-01"));
        assertThat(yoy.get(0)[1]).isCloseTo(3.0, within(1e-9));
        assertThat(yoy.get(0)[2]).as("the level for the hover").isEqualTo(309.0);
    }

    @Test
    void aGapOfMoreThanAMonthAndAHalfGivesNoPoint() {
        List<double[]> levels = List.of(new double[] {day("2022-10-01"), 100}, new double[] {day("2024-01-01"), 110});
        assertThat(MacroViewModel.yearOnYear(levels)).isEmpty();
        // quarterly: the same quarter a year earlier
        List<double[]> q = List.of(new double[] {day("2023-04-01"), 200}, new double[] {day("2023-07-01"), 201},
                new double[] {day("2024-04-01"), 210});
        assertThat(MacroViewModel.yearOnYear(q).get(0)[1]).isCloseTo(5.0, within(1e-9));
    }

    @Test
    void indexSeriesAreRecognisedByTheirUnits() {
        assertThat(MacroViewModel.isIndex("Index 1982-1984=100", "CPIAUCSL")).isTrue();
        assertThat(MacroViewModel.isIndex("", "CPIAUCSL")).isTrue();
        assertThat(MacroViewModel.isIndex("Percent", "UNRATE")).isFalse();
        assertThat(MacroViewModel.isIndex("Industrial production index", "INDPRO")).isTrue();
    }
}
