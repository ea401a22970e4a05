package com.bpidesk.engine.transactions;

import java.util.List;

/**
 * The file cannot be read as transactions with confidence, or some rows that matter have unreadable cells. Carries
 * the {@link Diagnosis} so the caller can show the user what was found and ask for a mapping.
 */
public final class UnreadableTransactionsException extends RuntimeException {

    /** One unreadable cell: file line (1-based), column header and what is wrong. */
    public record CellError(long line, String column, String message) {
    }

    private final Diagnosis diagnosis;
    private final List<CellError> cellErrors;

    public UnreadableTransactionsException(String message, Diagnosis diagnosis, List<CellError> cellErrors) {
        super(message);
        this.diagnosis = diagnosis;
        this.cellErrors = List.copyOf(cellErrors);
    }

    public Diagnosis diagnosis() {
        return diagnosis;
    }

    public List<CellError> cellErrors() {
        return cellErrors;
    }
}
