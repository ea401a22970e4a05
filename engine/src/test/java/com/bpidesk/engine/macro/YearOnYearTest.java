package com.bpidesk.engine.macro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * CPI and other index series are charted as their change over a year, computed by the engine by date (issue 23: the
 * app used to compute it its own way, with a 45-day tolerance). Expected values worked by hand.
 */
class YearOnYearTest {

    static Observation obs(String date, double value) {
        return new Observation(LocalDate.parse(date), value);
    }

    @Test
    void monthlyIndexBecomesItsYearlyChangeWorkedByHand() {
        List<Observation> levels = new ArrayList<>();
        // 13 monthly CPI levels: 300.0 in Jan 2023 ... 309.0 in Jan 2024 (hand-worked: 309 / 300 - 1 = 3.0 %)
        for (int m = 0; m <= 12; m++) {
            levels.add(new Observation(LocalDate.of(2023, 1, 1).plusMonths(m), 300 + 0.75 * m));
        }
        List<YearOnYear.Row> rows = YearOnYear.rows(levels, LocalDate.MIN, "monthly");
        assertThat(rows).hasSize(13);
        assertThat(rows.subList(0, 12)).allSatisfy(r -> assertThat(r.yearOnYearPct()).as("no year-earlier month").isNull());
        assertThat(rows.get(12).period()).isEqualTo(LocalDate.of(2024, 1, 1));
        assertThat(rows.get(12).yearOnYearPct()).isCloseTo(3.0, within(1e-9));
        assertThat(rows.get(12).value()).as("the level for the hover").isEqualTo(309.0);
        // a window starting in 2024 still has its reading: the year-earlier month is found in the whole history
        assertThat(YearOnYear.rows(levels, LocalDate.of(2024, 1, 1), "monthly")).singleElement()
                .satisfies(r -> assertThat(r.yearOnYearPct()).isCloseTo(3.0, within(1e-9)));
    }

    @Test
    void aMissingYearEarlierMonthGivesNoReadingNotAThirteenMonthChange() {
        // Feb 2023 is missing: Feb 2024 has no reading (a position-based lookup would compare with Jan 2023)
        List<Observation> levels = List.of(obs("2023-01-01", 100), obs("2023-03-01", 101), obs("2024-01-01", 104),
                obs("2024-02-01", 105), obs("2024-03-01", 106.05));
        List<YearOnYear.Row> rows = YearOnYear.rows(levels, LocalDate.of(2024, 1, 1), "monthly");
        assertThat(rows.get(0).yearOnYearPct()).isCloseTo(4.0, within(1e-9));
        assertThat(rows.get(1).yearOnYearPct()).isNull();
        assertThat(rows.get(2).yearOnYearPct()).isCloseTo(5.0, within(1e-9)); // 106.05 / 101 - 1
    }

    @Test
    void quarterlyAndDailySeriesCompareWithTheSamePeriodAYearEarlier() {
        List<Observation> q = List.of(obs("2023-04-01", 200), obs("2023-07-01", 201), obs("2024-04-01", 210));
        assertThat(YearOnYear.rows(q, LocalDate.MIN, "quarterly").get(2).yearOnYearPct()).isCloseTo(5.0, within(1e-9));
        // daily: 2024-03-15 against the last close on or before 2023-03-15 (2023-03-14, within 7 days); 110 / 100 - 1
        List<Observation> d = List.of(obs("2023-03-14", 100), obs("2023-03-20", 120), obs("2024-03-15", 110),
                obs("2024-04-02", 130));
        List<YearOnYear.Row> rows = YearOnYear.rows(d, LocalDate.of(2024, 1, 1), "daily");
        assertThat(rows.get(0).yearOnYearPct()).isCloseTo(10.0, within(1e-9));
        assertThat(rows.get(1).yearOnYearPct()).as("2023-04-02 is 13 days after the last close").isNull();
    }

    @Test
    void indexSeriesAreRecognisedByTheirUnits() {
        assertThat(YearOnYear.shownAs("Index 1982-1984=100", "CPIAUCSL")).isEqualTo(YearOnYear.SHOWN_AS_CHANGE);
        assertThat(YearOnYear.shownAs("", "CPIAUCSL")).isEqualTo(YearOnYear.SHOWN_AS_CHANGE);
        assertThat(YearOnYear.shownAs("Percent", "UNRATE")).isEqualTo(YearOnYear.SHOWN_AS_LEVEL);
        assertThat(YearOnYear.shownAs("Industrial production index", "INDPRO")).isEqualTo(YearOnYear.SHOWN_AS_CHANGE);
    }
}
