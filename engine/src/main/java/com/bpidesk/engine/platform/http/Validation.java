package com.bpidesk.engine.platform.http;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects every field error of a request before failing, so a client learns all that is wrong at
 * once. {@code check(...)} records; {@link #throwIfInvalid(String)} throws one 400 problem listing them.
 */
public final class Validation {
    private final List<Problem.FieldError> errors = new ArrayList<>();

    public Validation check(boolean ok, String pointer, String message) {
        if (!ok) {
            errors.add(new Problem.FieldError(pointer, message));
        }
        return this;
    }

    public Validation error(String pointer, String message) {
        errors.add(new Problem.FieldError(pointer, message));
        return this;
    }

    /** A finite, non-negative number (rejects null, NaN, infinities and negatives). */
    public Validation nonNegative(Double value, String pointer) {
        if (value == null) {
            return error(pointer, "is required");
        }
        return check(Double.isFinite(value) && value >= 0, pointer, "must be a finite number >= 0, got " + value);
    }

    /**
     * An optional integer parameter: {@code dflt} when absent or blank; otherwise it must be an integer in
     * [min, max], else an error is recorded at {@code pointer} (e.g. {@code query/limit}) and {@code dflt} returned.
     */
    public int integer(String raw, int dflt, int min, int max, String pointer) {
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
        error(pointer, "must be an integer from " + min + " to " + max + ", got '" + raw + "'");
        return dflt;
    }

    public boolean isValid() {
        return errors.isEmpty();
    }

    public List<Problem.FieldError> errors() {
        return List.copyOf(errors);
    }

    public void throwIfInvalid(String detail) {
        if (!errors.isEmpty()) {
            String summary = errors.size() == 1
                    ? errors.get(0).pointer() + " " + errors.get(0).message()
                    : errors.size() + " fields are invalid";
            throw ApiException.validation(detail + ": " + summary).withErrors(errors);
        }
    }
}
