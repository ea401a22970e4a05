package com.bpidesk.engine.transactions;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A saved layout of an organization's transaction files, applied automatically to files with the same header signature.
 * API shape of {@code /api/import-profiles} (field names snake_case at the edge).
 *
 * @param columns   field id to header text (or {@code #n} for the n-th column)
 * @param kindRules type text to kind id (or {@code not_a_transaction})
 * @param sheet     the sheet of a workbook to read (null: the one found by its header; ADR 0257)
 */
public record ImportProfile(Long id, String name, String headerSignature, List<String> header, Map<String, String> columns,
                            String dateOrder, String decimal, String sideRule, Map<String, String> kindRules, Integer headerLine,
                            Instant updatedAt, String sheet) {

    public ImportProfile(Long id, String name, String headerSignature, List<String> header, Map<String, String> columns,
                         String dateOrder, String decimal, String sideRule, Map<String, String> kindRules, Integer headerLine,
                         Instant updatedAt) {
        this(id, name, headerSignature, header, columns, dateOrder, decimal, sideRule, kindRules, headerLine, updatedAt, null);
    }

    /** The mapping the reader applies (throws IllegalArgumentException naming an unknown field or kind). */
    public ColumnMapping mapping() {
        return ColumnMapping.of(columns, dateOrder, decimal, sideRule, kindRules, headerLine).withSheet(sheet);
    }
}
