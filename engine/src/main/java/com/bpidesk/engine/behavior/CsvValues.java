package com.bpidesk.engine.behavior;

import com.bpidesk.engine.platform.text.DateReader;
import com.bpidesk.engine.platform.text.NumberReader;
import java.time.LocalDate;

/**
 * Cell parsing of a holdings snapshot in the engine's one number and date reader ({@link NumberReader},
 * {@link DateReader}, ADR 0256), with the holdings file's own rules on top: a lone comma that can only be a decimal
 * comma ({@code 26,45}) reads as one even when the file's sample did not say so, and dotted dates are day first.
 * Ambiguous values are resolved by file-level settings detected from a sample of rows ({@link HoldingsCsv}), never
 * guessed per cell.
 */
final class CsvValues {

    /** Day-month order of slash/dash/dot dates whose first two parts are both at most 12. */
    enum DateOrder {
        DMY, MDY
    }

    private CsvValues() {
    }

    /**
     * Parses a number (docs/behavioral.md, "Reading numbers"): currency signs and codes, spaces and apostrophes are
     * dropped; {@code (x)} is negative; with both '.' and ',' the later one is the decimal separator; a lone ',' is decimal
     * when followed by other than exactly three digits, or when the file uses decimal commas.
     *
     * @return the value, or NaN when the text is not a number
     */
    static double number(String raw, boolean decimalComma) {
        return NumberReader.parse(raw, decimalComma || unambiguousDecimalComma(raw));
    }

    /** True when the text is a number whose single comma can only be a decimal comma (e.g. {@code 26,45}, {@code 1.234,56}). */
    static boolean unambiguousDecimalComma(String raw) {
        return NumberReader.hint(raw) == NumberReader.Hint.COMMA;
    }

    /**
     * Parses the date part of a cell ({@link DateReader}: ISO with optional time or offset, compact {@code 20240305},
     * month names, numeric dates in the given order; dotted dates are always day first). Text after the date (a time, or
     * Schwab's "as of ...") is ignored.
     *
     * @return the date, or null when unreadable
     */
    static LocalDate date(String raw, DateOrder order) {
        if (raw == null || raw.isBlank()) {
            return null;
        }
        boolean dotted = raw.indexOf('.') > 0;
        return DateReader.parse(raw, dotted || order == DateOrder.DMY ? DateReader.Order.DMY : DateReader.Order.MDY);
    }

    /** Evidence for the day-month order: 1 when the first part exceeds 12 (day first), 2 when the second does, 0 otherwise. */
    static int orderHint(String raw) {
        return raw == null ? 0 : Math.max(0, DateReader.orderHint(raw));
    }
}
