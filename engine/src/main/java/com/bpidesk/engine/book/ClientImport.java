package com.bpidesk.engine.book;

import com.bpidesk.engine.transactions.RowReport;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/**
 * The API shapes of the client file's import (issue 25, ADR 0242; {@code /api/book/clients/{client_id}/imports}). Field
 * names are snake_case at the edge ({@code alreadyPresent} is {@code already_present}).
 */
public final class ClientImport {

    /** What an import may do and may not: shown with every answer. */
    public static final String NOTICE = "An import adds the broker's records to the client's file. It executes no trade, sends "
            + "nothing to the client and makes no suitability determination: the advisor reviews the records and decides.";

    /** Outcomes of a record read from the file. */
    public static final String ADDED = "added";
    public static final String ALREADY_PRESENT = "already_present";
    /** A dividend or interest row stored as the account's income ({@code book_income}). */
    public static final String ADDED_AS_INCOME = "added_as_income";
    public static final String NOT_KEPT = "not_kept";

    private ClientImport() {
    }

    /**
     * Rows of the file per outcome; {@code added + alreadyPresent + addedAsIncome + notKept + rowsNotUsed} is {@code dataRows}
     * (a record read from several rows, the fills of one order, counts its rows).
     *
     * @param added          rows added as trades or cash flows
     * @param alreadyPresent rows recognised as a trade, cash flow or income record the account holds already
     * @param addedAsIncome  dividend and interest rows added as the account's income
     * @param rowsNotUsed rows the reader set apart (not a record: cancelled orders, reversals, unreadable rows), with their
     *                    reasons in the row report
     */
    public record Counts(long dataRows, long added, long alreadyPresent, long addedAsIncome, long notKept, long rowsNotUsed) {
    }

    /**
     * The answer of {@code POST .../accounts/{account_id}/imports}.
     *
     * @param warnings what the advisor should check after this import, in plain words (empty when nothing)
     */
    public record Result(long importId, String clientId, String clientName, String accountId, String accountLabel, String fileName,
                         String fileSha256, String importedBy, Instant importedAt, Counts counts, List<Line> records, boolean recordsTruncated,
                         List<IncomeLine> income, RowReport rowReport, List<String> warnings, String notice) {
    }

    /**
     * A record read from the file and what became of it.
     *
     * @param line     its line in the file (1 = first line); {@code rows} how many rows it was read from
     * @param outcome  {@link #ADDED}, {@link #ALREADY_PRESENT}, {@link #ADDED_AS_INCOME} or {@link #NOT_KEPT}
     * @param reason   why it was not added, in plain words (null when added)
     * @param existing the record already in the account it was recognised as (only when {@code already_present})
     */
    public record Line(long line, int rows, LocalDate date, String kind, String instrument, String side, Double quantity, Double price,
                       Double amount, String currency, String brokerId, String outcome, String reason, Existing existing) {
    }

    /**
     * The record already in the account.
     *
     * @param matchedBy      {@code broker_id} or {@code same_fields} (docs/client-file-import.md, "Already present")
     * @param importFileName the file of the import that added it, or null when it came with the client's book
     */
    public record Existing(String record, LocalDate date, String instrument, String side, Double quantity, Double price, Double amount,
                           String currency, String matchedBy, Long importId, String importFileName, LocalDate importedOn) {
    }

    /**
     * A dividend or interest row, with what became of it.
     *
     * @param outcome {@link #ADDED_AS_INCOME}, {@link #ALREADY_PRESENT} or {@link #NOT_KEPT} (no amount)
     * @param status  the same in plain words
     */
    public record IncomeLine(long line, LocalDate date, String kind, String instrument, Double amount, String currency, String outcome,
                             String status) {
    }

    /** One import in the client's log. */
    public record Entry(long importId, String clientId, String accountId, String accountLabel, String fileName, String fileSha256,
                       String importedBy, Instant importedAt, Counts counts, Instant undoneAt, String undoneBy) {
    }

    /** An account the advisor may import into, as the dialog shows it (type and currency, never the id). */
    public record AccountChoice(String accountId, String accountType, String currency, String label) {
    }

    /** The answer of {@code GET /api/book/clients/{client_id}/imports}: the client's accounts and imports, newest first. */
    public record Listing(String clientId, String clientName, List<AccountChoice> accounts, List<Entry> imports, String notice) {
    }

    /** The answer of {@code DELETE .../imports/{import_id}}: the import as now logged and the records removed. */
    public record Undone(Entry entry, long tradesRemoved, long cashFlowsRemoved, long incomeRemoved, String notice) {
    }
}
