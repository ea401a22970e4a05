package com.bpidesk.engine.transactions;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects, while a file is read, the rows that are not used and why, and makes the {@link RowReport} (issue 24, ADR 0215).
 * The reasons are plain sentences grouped as written; per reason it keeps the count and the first {@value #MAX_LINES}
 * lines, so a million-row file with a recurring problem holds a bounded list. Rows read as transactions are counted from
 * the transactions themselves ({@link #report}), so every data row is counted exactly once.
 */
final class RowOutcomes {

    /** Lines kept per reason (the count is exact beyond it). */
    static final int MAX_LINES = 200;
    /** Distinct reasons kept; further unknown type words share one reason. */
    static final int MAX_REASONS = 60;
    /**
     * The file is scored when at most this share of its data rows has a cell that could not be read (a buy without a
     * quantity, a row without a date): one bad row in twenty is a file with a few odd rows, more is a table read wrongly.
     */
    static final double MAX_FAILED_SHARE = 0.05;

    static final String NOT_EXECUTED = "Orders that were cancelled, rejected or never executed: nothing was bought or sold.";
    static final String REVERSED = "Reversals and the bookings they cancel: neither counts.";
    static final String NOT_A_TRANSACTION = "Rows whose type word you marked as not a transaction.";
    static final String NO_KIND = "Rows that say nothing of what they are (no type word, and no signed quantity or amount).";
    static final String OTHER_TYPES = "Rows with other type words the reader does not know.";
    static final String NO_DATE = "Rows whose date is empty or not a date.";
    static final String TEXT = "Lines of text inside the table (one cell, no date).";
    static final String NO_QUANTITY = "Buys or sells without a quantity.";
    static final String NO_PRICE = "Buys or sells without a price, and without an amount to work one out from.";

    private static final class Group {
        final boolean failed;
        long rows;
        final long[] lines = new long[MAX_LINES];

        Group(boolean failed) {
            this.failed = failed;
        }

        void add(long line) {
            if (rows < MAX_LINES) {
                lines[(int) rows] = line;
            }
            rows++;
        }
    }

    private final Map<String, Group> groups = new LinkedHashMap<>();
    private long failed;
    /**
     * Rows without a date and without a known type that no row of the table has followed yet: a footer (disclaimer
     * paragraphs, a download note, the title of the next table) when nothing is read after them, else rows of the table.
     */
    private final List<String> pendingReasons = new ArrayList<>();
    private final List<Long> pendingLines = new ArrayList<>();
    private final List<Boolean> pendingFailed = new ArrayList<>();
    private final List<String> pendingTypes = new ArrayList<>();
    /** Rows of unknown type by their type text ({@link ReadResult#unrecognized}); a footer's rows are not added. */
    private final Map<String, Long> unrecognized;

    RowOutcomes(Map<String, Long> unrecognized) {
        this.unrecognized = unrecognized;
    }
    private long lastTableLine = -1;

    /** A row read as a transaction: rows without a date before it belong to the table. */
    void read(long line) {
        if (!pendingLines.isEmpty()) {
            commitPending();
        }
        lastTableLine = line;
    }

    /** A row set apart for what it is (not a failure): an order not executed, a reversal. */
    void setApart(String reason, long line) {
        read(line);
        group(reason, false).add(line);
    }

    /** A row whose type word the reader does not know; {@code dated} when its date cell reads as a date. */
    void unknownType(String type, long line, boolean dated) {
        String reason = type.isEmpty() ? NO_KIND : "Rows of type '" + type + "', a word the reader does not know.";
        String label = type.isEmpty() ? "(no type)" : type;
        if (dated) {
            unrecognized.merge(label, 1L, Long::sum);
            setApart(reason, line);
        } else {
            pend(reason, line, false, label);
        }
    }

    /**
     * A row not read because a cell that matters could not be read. Its type word named a kind, so it is a row of the table
     * even without a date.
     */
    void failed(String reason, long line) {
        read(line);
        group(reason, true).add(line);
        failed++;
    }

    /** A line of text in one cell without a date: a footer's when nothing is read after it. */
    void text(long line) {
        pend(TEXT, line, false, null);
    }

    private void pend(String reason, long line, boolean fails, String type) {
        pendingTypes.add(type);
        pendingReasons.add(reason);
        pendingLines.add(line);
        pendingFailed.add(fails);
    }

    private void commitPending() {
        for (int i = 0; i < pendingLines.size(); i++) {
            group(pendingReasons.get(i), pendingFailed.get(i)).add(pendingLines.get(i));
            failed += pendingFailed.get(i) ? 1 : 0;
            if (pendingTypes.get(i) != null) {
                unrecognized.merge(pendingTypes.get(i), 1L, Long::sum);
            }
        }
        pendingTypes.clear();
        pendingReasons.clear();
        pendingLines.clear();
        pendingFailed.clear();
    }

    /**
     * Ends the table: the rows without a date after its last read row are its footer, not data rows, and their number is
     * returned; when no row was read at all they are rows of the table (and 0 is returned).
     */
    long endTable() {
        if (lastTableLine < 0) {
            commitPending();
            return 0;
        }
        long footer = pendingLines.size();
        pendingTypes.clear();
        pendingReasons.clear();
        pendingLines.clear();
        pendingFailed.clear();
        return footer;
    }

    /** The line of the last row of the table (read, or set apart with a date); -1 when none. */
    long lastTableLine() {
        return lastTableLine;
    }

    long failedRows() {
        return failed;
    }

    private Group group(String reason, boolean fails) {
        Group g = groups.get(reason);
        if (g == null) {
            if (groups.size() >= MAX_REASONS && !fails) {
                reason = OTHER_TYPES;
                g = groups.get(reason);
            }
            if (g == null) {
                g = new Group(fails);
                groups.put(reason, g);
            }
        }
        return g;
    }

    /** The report: read rows by the outcome of their kind, then the rows not used. */
    RowReport report(long[] byKind, long dataRows, long outside, long fills) {
        Map<String, Long> outcomes = new LinkedHashMap<>();
        for (TransactionKind k : TransactionKind.values()) {
            if (byKind[k.ordinal()] > 0) {
                outcomes.merge(RowReport.outcomeOf(k), byKind[k.ordinal()], Long::sum);
            }
        }
        List<RowReport.NotUsed> notUsed = new ArrayList<>();
        long n = 0;
        for (var e : groups.entrySet()) {
            Group g = e.getValue();
            List<Long> lines = new ArrayList<>((int) Math.min(g.rows, MAX_LINES));
            for (int i = 0; i < Math.min(g.rows, MAX_LINES); i++) {
                lines.add(g.lines[i]);
            }
            lines.sort(null);
            notUsed.add(new RowReport.NotUsed(e.getKey(), g.rows, List.copyOf(lines), g.failed));
            n += g.rows;
        }
        notUsed.sort(Comparator.comparingLong(RowReport.NotUsed::rows).reversed());
        if (n > 0) {
            outcomes.put(RowReport.NOT_USED, n);
        }
        return new RowReport(dataRows, outcomes, List.copyOf(notUsed), outside, 1, fills);
    }
}
