/**
 * The general transaction reader: any broker's transaction export (CSV, or an .xlsx workbook via {@link
 * com.bpidesk.engine.transactions.Workbooks}) in, typed {@link
 * com.bpidesk.engine.transactions.Transaction}s out. It sniffs the encoding, the CSV dialect, the header row after a
 * preamble, per-column number formats and the date format; maps headers with a multilingual vocabulary kept as data
 * ({@code /transactions/vocabulary.properties}); recognises real brokers' layouts by header signature
 * ({@code /transactions/brokers.json}); and accepts an explicit {@link com.bpidesk.engine.transactions.ColumnMapping}.
 * When it is not sure, it throws {@link com.bpidesk.engine.transactions.UnreadableTransactionsException} carrying a
 * {@link com.bpidesk.engine.transactions.Diagnosis} (columns found, guesses, confidence) so the caller can ask the user.
 * Parts: {@code TransactionReader} is the entry point and runs the decisions on each table in order; {@code TextDecoding}
 * (encoding), {@code CsvDialect} (delimiter, quotes, header row), {@code StackedTables} (several tables in one file, a
 * stated header line, the rows of a table that cannot be read), {@code Vocabulary} with {@code Words} and {@code Compounds}
 * (header and type words), {@code Layout} (field-to-column assignment), {@code ColumnRoles} (fields from names and values,
 * decimal separators, date order) with {@code LayoutRules}, {@code TableConfidence} (confidence and {@link
 * com.bpidesk.engine.transactions.Diagnosis}), {@code Refusals} (no header row, a broken CSV structure), {@code RowKinds}
 * (row typing) under {@code RowReader} (a row into a transaction), {@code Instruments} (instrument identity), {@code
 * PriceText} ("quantity @ price" and currency codes in text), {@code Cells} (a record's cells, the parser), {@code
 * DateReader}, {@code NumberReader} (both in platform.text since ADR 0256, shared by every table file), {@code Reversals} (reversals and their pairing); since issue 24 (ADR 0215) also {@code
 * RowOutcomes} (every data row's outcome, the {@link com.bpidesk.engine.transactions.RowReport}), {@code Fills} (fills of
 * one order), {@code Derivatives} (options and CFDs by their instrument) and {@code ClosedPositions} (a closed-positions
 * sheet); records are parsed by FastCSV. No class is over 400 lines (issue 24's split of the reader).
 * Knows nothing of HTTP or of scoring. Rules: docs/behavioral.md ("Reading transaction files"); decisions: ADR 0120.
 */
package com.bpidesk.engine.transactions;
