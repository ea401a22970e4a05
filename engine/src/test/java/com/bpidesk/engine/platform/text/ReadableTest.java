package com.bpidesk.engine.platform.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** The engine's one way of writing dates and money for people; expected strings written by hand. */
class ReadableTest {

    @Test
    void datesReadAsPeopleWriteThem() {
        assertThat(Readable.date(LocalDate.of(2024, 3, 15))).isEqualTo("15 Mar 2024");
        assertThat(Readable.date(LocalDate.of(2020, 2, 9))).isEqualTo("9 Feb 2020");
        assertThat(Readable.date(null)).isEqualTo("n/a");
        assertThat(Readable.span(LocalDate.of(2020, 2, 19), LocalDate.of(2020, 3, 23))).isEqualTo("19 Feb 2020 to 23 Mar 2020");
        assertThat(Readable.month(LocalDate.of(2024, 3, 31))).isEqualTo("Mar 2024");
        assertThat(Readable.quarter(LocalDate.of(2024, 3, 31))).isEqualTo("Q1 2024");
        assertThat(Readable.quarter(LocalDate.of(2026, 7, 1))).isEqualTo("Q3 2026");
    }

    @Test
    void aPeriodReadsByItsFrequency() {
        LocalDate d = LocalDate.of(2024, 3, 1);
        assertThat(Readable.period(d, "monthly")).isEqualTo("Mar 2024");
        assertThat(Readable.period(d, "quarterly")).isEqualTo("Q1 2024");
        assertThat(Readable.period(d, "annual")).isEqualTo("2024");
        assertThat(Readable.period(d, "daily")).isEqualTo("1 Mar 2024");
        assertThat(Readable.period(d, null)).isEqualTo("1 Mar 2024");
    }

    @Test
    void moneyCarriesItsCodeAndThousandsSeparators() {
        assertThat(Readable.money(70881.85, "USD")).isEqualTo("USD 70,882");
        assertThat(Readable.money(812.4, "eur")).isEqualTo("EUR 812.40");
        assertThat(Readable.money(950, "JPY")).isEqualTo("JPY 950");
        assertThat(Readable.money(-1234567.8, "USD")).isEqualTo("USD -1,234,568");
        assertThat(Readable.money(12.5, null)).isEqualTo("12.50");
        assertThat(Readable.money(Double.NaN, "USD")).isEqualTo("n/a");
    }
}
