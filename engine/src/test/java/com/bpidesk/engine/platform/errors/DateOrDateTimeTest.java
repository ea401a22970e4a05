package com.bpidesk.engine.platform.errors;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The one date-or-date-time rule of the list filters (assurance, the examiner's bundle, analyses); values worked by hand. */
class DateOrDateTimeTest {

    @Test
    void aDateIsItsMidnightOrTheNextOneAndADateTimeKeepsItsOffset() {
        Validation v = new Validation();
        assertThat(v.dateOrDateTime("2026-03-01", false, "query/from")).isEqualTo(Instant.parse("2026-03-01T00:00:00Z"));
        assertThat(v.dateOrDateTime("2026-03-01", true, "query/to")).isEqualTo(Instant.parse("2026-03-02T00:00:00Z"));
        assertThat(v.dateOrDateTime("2026-03-01T09:30:00+01:00", false, "query/from")).isEqualTo(Instant.parse("2026-03-01T08:30:00Z"));
        assertThat(v.dateOrDateTime(null, false, "query/from")).isNull();
        assertThat(v.dateOrDateTime(" ", true, "query/to")).isNull();
        assertThat(v.isValid()).isTrue();
    }

    @Test
    void anythingElseIsAFieldErrorInWords() {
        Validation v = new Validation();
        assertThat(v.dateOrDateTime("2026-03-01T09:30:00", false, "query/from")).as("no offset").isNull();
        assertThat(v.dateOrDateTime("01/03/2026", true, "query/to")).isNull();
        assertThat(v.errors()).extracting(DomainException.FieldError::field).containsExactly("query/from", "query/to");
        assertThat(v.errors().get(1).message())
                .isEqualTo("must be a date (2026-03-01) or a date and time with its offset (2026-03-01T09:30:00Z), got '01/03/2026'");
    }
}
