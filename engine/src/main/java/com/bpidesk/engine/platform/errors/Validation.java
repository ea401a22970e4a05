package com.bpidesk.engine.platform.errors;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects every field error of an input before failing, so a caller learns all that is wrong at once.
 * {@code check(...)} records; {@link #throwIfInvalid(String)} throws one {@link DomainException} of kind
 * {@code INVALID} listing them (a 400 problem at the HTTP edge).
 */
public class Validation {
    private final List<DomainException.FieldError> errors = new ArrayList<>();

    public Validation check(boolean ok, String field, String message) {
        if (!ok) {
            errors.add(new DomainException.FieldError(field, message));
        }
        return this;
    }

    public Validation error(String field, String message) {
        errors.add(new DomainException.FieldError(field, message));
        return this;
    }

    /** A finite, non-negative number (rejects null, NaN, infinities and negatives). */
    public Validation nonNegative(Double value, String field) {
        if (value == null) {
            return error(field, "is required");
        }
        return check(Double.isFinite(value) && value >= 0, field, "must be a finite number >= 0, got " + value);
    }

    /**
     * An optional integer parameter: {@code dflt} when absent or blank; otherwise it must be an integer in
     * [min, max], else an error is recorded at {@code field} (e.g. {@code query/limit}) and {@code dflt} returned.
     */
    public int integer(String raw, int dflt, int min, int max, String field) {
        if (raw == null || raw.isBlank()) {
            return dflt;
        }
        try {
            int n = Integer.parseInt(raw.strip());
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        error(field, "must be an integer from " + min + " to " + max + ", got '" + raw + "'");
        return dflt;
    }

    /**
     * An optional date or date-time parameter as an instant: null when absent or blank; a date (2026-03-01) is the start
     * of that day in UTC, or with {@code endOfDay} the next midnight (an inclusive "to"); a date-time must carry its offset
     * (RFC 3339, 2026-03-01T09:30:00Z). Anything else is an error at {@code field} (e.g. {@code query/from}) and null.
     */
    public java.time.Instant dateOrDateTime(String raw, boolean endOfDay, String field) {
        if (raw == null || raw.isBlank()) {
            return null;
        }
        try {
            if (raw.length() == 10) {
                java.time.LocalDate d = java.time.LocalDate.parse(raw);
                return (endOfDay ? d.plusDays(1) : d).atStartOfDay(java.time.ZoneOffset.UTC).toInstant();
            }
            return java.time.OffsetDateTime.parse(raw).toInstant();
        } catch (java.time.format.DateTimeParseException e) {
            error(field, "must be a date (2026-03-01) or a date and time with its offset (2026-03-01T09:30:00Z), got '" + raw + "'");
            return null;
        }
    }

    public boolean isValid() {
        return errors.isEmpty();
    }

    public List<DomainException.FieldError> errors() {
        return List.copyOf(errors);
    }

    public void throwIfInvalid(String detail) {
        if (!errors.isEmpty()) {
            String summary = errors.size() == 1
                    ? errors.get(0).field() + " " + errors.get(0).message()
                    : errors.size() + " fields are invalid";
            throw DomainException.invalid(detail + ": " + summary).withFields(errors);
        }
    }
}
