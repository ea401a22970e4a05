/**
 * The general transaction reader: any broker's transaction export (CSV, or an .xlsx workbook via {@link
 * com.bpidesk.engine.transactions.Workbooks}) in, typed {@link
 * com.bpidesk.engine.transactions.Transaction}s out. It sniffs the encoding, the CSV dialect, the header row after a
 * preamble, per-column number formats and the date format; maps headers with a multilingual vocabulary kept as data
 * ({@code /transactions/vocabulary.properties}); recognises real brokers' layouts by header signature
 * ({@code /transactions/brokers.json}); and accepts an explicit {@link com.bpidesk.engine.transactions.ColumnMapping}.
 * When it is not sure, it throws {@link com.bpidesk.engine.transactions.UnreadableTransactionsException} carrying a
 * {@link com.bpidesk.engine.transactions.Diagnosis} (columns found, guesses, confidence) so the caller can ask the user.
 * Parts: {@code TextDecoding}, {@code CsvDialect}, {@code Vocabulary} with {@code Words} and {@code Compounds},
 * {@code LayoutRules}, {@code DateReader}, {@code NumberReader}, {@code Reversals}; since issue 24 (ADR 0215) also
 * {@code RowOutcomes} (every data row's outcome, the {@link com.bpidesk.engine.transactions.RowReport}), {@code
 * StackedTables} (several tables in one file), {@code Fills} (fills of one order), {@code Derivatives} (options and CFDs by
 * their instrument) and {@code ClosedPositions} (a closed-positions sheet); records are parsed by FastCSV.
 * Knows nothing of HTTP or of scoring. Rules: docs/behavioral.md ("Reading transaction files"); decisions: ADR 0120.
 */
package com.bpidesk.engine.transactions;
