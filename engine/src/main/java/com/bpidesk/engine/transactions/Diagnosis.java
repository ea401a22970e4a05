package com.bpidesk.engine.transactions;

import java.util.List;
import java.util.Map;

/**
 * What the reader saw and guessed, for a person to confirm or correct (the app's mapping step) and for the API's
 * problem answer when a file cannot be read with confidence.
 *
 * @param encoding        sniffed text encoding
 * @param delimiter       {@code comma}, {@code semicolon}, {@code tab} or {@code pipe}
 * @param headerLine      1-based line of the header row (lines before it are preamble)
 * @param headerSignature SHA-256 (hex) of the normalised header cells joined by '|', the key of saved import profiles
 * @param detectedFormat  broker profile id, {@code saved_profile}, {@code explicit_mapping} or {@code generic}
 * @param columns         the header cells as found, in order
 * @param guesses         one per column: the field it was read as (or null) and the confidence of that guess
 * @param dateOrder       sniffed order of numeric dates with its basis
 * @param decimalByColumn decimal separator per numeric column ({@code comma}/{@code point})
 * @param preview         the first rows as text (up to 10), cells in column order
 * @param missing         required fields no column was found for
 * @param confidence      overall confidence in [0, 1] (the weakest of dialect, required columns, dates and type words)
 * @param reasons         plain sentences: why the reader is not sure, or what it assumed
 */
public record Diagnosis(String encoding, String delimiter, int headerLine, String headerSignature, String detectedFormat,
                        List<String> columns, List<ColumnGuess> guesses, String dateOrder, String dateOrderBasis,
                        Map<String, String> decimalByColumn, List<List<String>> preview, List<String> missing, double confidence,
                        List<String> reasons) {

    /** A column's guessed field ({@code null} when unused) with its confidence and the alternatives considered. */
    public record ColumnGuess(int index, String header, String field, double confidence, List<String> alternatives) {
    }
}
