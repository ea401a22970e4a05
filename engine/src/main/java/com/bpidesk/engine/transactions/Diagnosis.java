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
 * @param typeWords       the type words of the type column (else of the buy/sell column) with what each was read as and on how many rows (ADR 0257; empty
 *                        when the table has no type column, and in a refusal made before the rows were read)
 * @param sheet           the sheet of a workbook that was read, the workbook's sheets and why this one (null for text files)
 */
public record Diagnosis(String encoding, String delimiter, int headerLine, String headerSignature, String detectedFormat,
                        List<String> columns, List<ColumnGuess> guesses, String dateOrder, String dateOrderBasis,
                        Map<String, String> decimalByColumn, List<List<String>> preview, List<String> missing, double confidence,
                        List<String> reasons, List<TypeWord> typeWords, Workbooks.SheetChoice sheet) {

    public Diagnosis {
        typeWords = typeWords == null ? List.of() : List.copyOf(typeWords);
    }

    /** A diagnosis without type words (made before the rows are read) and without a sheet. */
    public Diagnosis(String encoding, String delimiter, int headerLine, String headerSignature, String detectedFormat,
                     List<String> columns, List<ColumnGuess> guesses, String dateOrder, String dateOrderBasis,
                     Map<String, String> decimalByColumn, List<List<String>> preview, List<String> missing, double confidence,
                     List<String> reasons) {
        this(encoding, delimiter, headerLine, headerSignature, detectedFormat, columns, guesses, dateOrder, dateOrderBasis, decimalByColumn,
                preview, missing, confidence, reasons, List.of(), null);
    }

    /** This diagnosis with the type words found in the rows and the sheet read. */
    public Diagnosis withReading(List<TypeWord> words, Workbooks.SheetChoice chosen) {
        return new Diagnosis(encoding, delimiter, headerLine, headerSignature, detectedFormat, columns, guesses, dateOrder, dateOrderBasis,
                decimalByColumn, preview, missing, confidence, reasons, words, chosen);
    }

    /**
     * A type word of the file and its meaning (ADR 0257).
     *
     * @param word    the word as the file writes it (its first spelling)
     * @param meaning the kind the word was read as ({@code buy}, {@code dividend}, ...), {@link ColumnMapping#NOT_A_TRANSACTION}
     *                when the user said so, or null when the word itself names no kind (the row's sign or text then decides,
     *                else the row is not used)
     * @param rows    rows with this word
     */
    public record TypeWord(String word, String meaning, long rows) {
    }

    /** A column's guessed field ({@code null} when unused) with its confidence and the alternatives considered. */
    public record ColumnGuess(int index, String header, String field, double confidence, List<String> alternatives) {
    }
}
