package com.bpidesk.app.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The formatting layer on fixed locales: expected strings written by hand. */
class FormatsTest {

    final Formats us = Formats.of(Locale.US);
    final Formats de = Formats.of(Locale.GERMANY);

    @Test
    void moneyHasItsCurrencyAndThousandsSeparators() {
        // the ISO code, never a bare symbol; the currency's minor digits, none from 100,000 up
        assertThat(us.money(210729.29, "USD")).isEqualTo("USD 210,729");
        assertThat(us.money(-1234.5, "USD")).isEqualTo("USD -1,234.50");
        assertThat(us.money(1000, "eur")).isEqualTo("EUR 1,000.00");
        assertThat(us.money(95000, "JPY")).isEqualTo("JPY 95,000");
        assertThat(us.money(5, null)).as("no currency is never assumed to be dollars").isEqualTo("? 5.00");
        assertThat(us.money((Double) null, "USD")).isEqualTo("n/a");
        assertThat(de.money(99729.29, "EUR")).isEqualTo("EUR 99.729,29");
    }

    @Test
    void fractionsArePercentagesAndDatesReadAsDates() {
        assertThat(us.percent(0.1234)).isEqualTo("12.3%");
        assertThat(us.percent(0.414, 0)).isEqualTo("41%");
        assertThat(us.percentagePoints(0.012)).isEqualTo("+1.2 pp");
        assertThat(us.number(1234567.891, 2)).isEqualTo("1,234,567.89");
        // one date format across the app and the reports: day, month in letters, year (never ISO 2026-11-22)
        assertThat(us.date(LocalDate.of(2026, 11, 22))).isEqualTo("22 Nov 2026");
        assertThat(us.date(LocalDate.of(2024, 3, 5))).isEqualTo("5 Mar 2024");
        assertThat(us.date("2026-11-22T10:15:00Z")).isEqualTo("22 Nov 2026");
        assertThat(us.date("not a date")).isEqualTo("not a date");
        assertThat(us.month("2025-11-30")).isEqualTo("Nov 2025");
    }

    @Test
    void periodsReadByTheirFrequency() {
        LocalDate march = LocalDate.of(2024, 3, 15);
        assertThat(us.period(march, "monthly")).isEqualTo("Mar 2024");
        assertThat(us.period(march, "quarterly")).isEqualTo("Q1 2024");
        assertThat(us.period(LocalDate.of(2024, 10, 1), "quarterly")).isEqualTo("Q4 2024");
        assertThat(us.period(march, "annual")).isEqualTo("2024");
        assertThat(us.period(march, "daily")).isEqualTo("15 Mar 2024");
        assertThat(us.period(march, "weekly")).isEqualTo("15 Mar 2024");
        assertThat(us.period(march, "")).as("unknown frequency: the day").isEqualTo("15 Mar 2024");
        assertThat(us.period(null, "monthly")).isEmpty();
    }

    @Test
    void everyIdReadsAsWords() {
        assertThat(Labels.of("growth_slowing")).isEqualTo("Growth slowing");
        assertThat(Labels.of("ESCALATE")).isEqualTo("Escalate");
        assertThat(Labels.of("portfolio_analyst")).isEqualTo("Portfolio analyst");
        assertThat(Labels.of("hhi")).isEqualTo("Concentration (Herfindahl index)");
        assertThat(Labels.of("slowdown")).isEqualTo("Slowdown");
        assertThat(Labels.of("risk_off")).isEqualTo("Risk-off");
        assertThat(Labels.of(null)).isEmpty();
        assertThat(us.label("late_cycle", Map.of("late_cycle", "Late cycle (engine)"))).isEqualTo("Late cycle (engine)");
        assertThat(us.label("late_cycle", Map.of())).isEqualTo("Late cycle");
    }
}
