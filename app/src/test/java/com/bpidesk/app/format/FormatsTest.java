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
        assertThat(us.money(210729.29, "USD")).isEqualTo("$210,729.29");
        assertThat(us.money(-1234.5, "USD")).isEqualTo("-$1,234.50");
        assertThat(us.money(1000, "EUR")).isEqualTo("€1,000.00");
        assertThat(us.money(5, null)).isEqualTo("$5.00");
        assertThat(de.money(210729.29, "EUR").replace('\u00A0', ' ')).isEqualTo("210.729,29 €");
    }

    @Test
    void fractionsArePercentagesAndDatesReadAsDates() {
        assertThat(us.percent(0.1234)).isEqualTo("12.3%");
        assertThat(us.percent(0.414, 0)).isEqualTo("41%");
        assertThat(us.percentagePoints(0.012)).isEqualTo("+1.2 pp");
        assertThat(us.number(1234567.891, 2)).isEqualTo("1,234,567.89");
        assertThat(us.date(LocalDate.of(2026, 11, 22))).isEqualTo("Nov 22, 2026");
        assertThat(us.date("2026-11-22T10:15:00Z")).isEqualTo("Nov 22, 2026");
        assertThat(us.date("not a date")).isEqualTo("not a date");
    }

    @Test
    void everyIdReadsAsWords() {
        assertThat(Labels.of("growth_slowing")).isEqualTo("Growth slowing");
        assertThat(Labels.of("ESCALATE")).isEqualTo("Escalate");
        assertThat(Labels.of("portfolio_analyst")).isEqualTo("Portfolio analyst");
        assertThat(Labels.of("hhi")).isEqualTo("Concentration (Herfindahl index)");
        assertThat(Labels.of("slowdown")).isEqualTo("Slowdown");
        assertThat(Labels.of(null)).isEmpty();
        assertThat(us.label("late_cycle", Map.of("late_cycle", "Late cycle (engine)"))).isEqualTo("Late cycle (engine)");
        assertThat(us.label("late_cycle", Map.of())).isEqualTo("Late cycle");
    }
}
