package com.bpidesk.engine.transactions;

import java.util.List;
import java.util.Map;

/**
 * A file read as transactions.
 *
 * @param transactions every row whose kind was recognised, in file order
 * @param countsByKind rows per kind id ({@code buy}, {@code dividend}, ...)
 * @param unrecognized rows whose type could not be recognised, counted by their type text (never dropped silently)
 * @param dataRows     non-blank rows after the header
 * @param diagnosis    how the file was read (also shown when the read succeeded)
 * @param rowReport    what became of every data row: its outcome, and the rows not used grouped by reason with their lines
 */
public record ReadResult(List<Transaction> transactions, Map<String, Long> countsByKind, Map<String, Long> unrecognized, long dataRows,
                         Diagnosis diagnosis, RowReport rowReport) {
}
