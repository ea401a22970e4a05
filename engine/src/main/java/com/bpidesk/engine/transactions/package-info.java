/**
 * The general transaction reader: any broker's transaction export (CSV) in, typed {@link
 * com.bpidesk.engine.transactions.Transaction}s out. It sniffs the encoding, the CSV dialect, the header row after a
 * preamble, per-column number formats and the date format; maps headers with a multilingual vocabulary kept as data
 * ({@code /transactions/vocabulary.properties}); recognises real brokers' layouts by header signature
 * ({@code /transactions/brokers.json}); and accepts an explicit {@link com.bpidesk.engine.transactions.ColumnMapping}.
 * When it is not sure, it throws {@link com.bpidesk.engine.transactions.UnreadableTransactionsException} carrying a
 * {@link com.bpidesk.engine.transactions.Diagnosis} (columns found, guesses, confidence) so the caller can ask the user.
 * Knows nothing of HTTP or of scoring. Rules: docs/behavioral.md ("Reading transaction files"); decisions: ADR 0120.
 */
package com.bpidesk.engine.transactions;
