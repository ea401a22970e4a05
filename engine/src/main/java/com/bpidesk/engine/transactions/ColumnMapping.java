package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.text.DateReader;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * How to read a file, as a user or a saved import profile states it; every member is optional (null or empty = detect).
 *
 * @param columns    field to column: the header text, or {@code #n} for the n-th column (1-based; for unnamed columns)
 * @param dateOrder  order of numeric dates such as 03/04/2024
 * @param decimal    decimal separator of every numeric column ({@code ','} or {@code '.'}); null = sniff per column
 * @param sideRule   where buy/sell comes from
 * @param kindRules  type text (normalised, see {@link Vocabulary#normalize}) to kind, before the vocabulary
 * @param headerLine 1-based line of the header row; null = sniff (after any preamble)
 * @param sheet      the sheet of a workbook to read; null = the one whose header names the most fields ({@link Workbooks})
 * @param notTransactions type texts (normalised) the user said are not transactions: their rows are set apart (ADR 0257)
 */
public record ColumnMapping(Map<TransactionField, String> columns, DateReader.Order dateOrder, Character decimal, SideRule sideRule,
                            Map<String, TransactionKind> kindRules, Integer headerLine, String sheet, java.util.Set<String> notTransactions) {

    /** The meaning of a type word that names no transaction (a kind rule's value in the API; ADR 0257). */
    public static final String NOT_A_TRANSACTION = "not_a_transaction";

    public ColumnMapping(Map<TransactionField, String> columns, DateReader.Order dateOrder, Character decimal, SideRule sideRule,
                         Map<String, TransactionKind> kindRules, Integer headerLine) {
        this(columns, dateOrder, decimal, sideRule, kindRules, headerLine, null, java.util.Set.of());
    }

    /** This mapping reading the workbook's sheet {@code name} (null or blank: the sheet found). */
    public ColumnMapping withSheet(String name) {
        return new ColumnMapping(columns, dateOrder, decimal, sideRule, kindRules, headerLine, name == null || name.isBlank() ? null
                : name.strip(), notTransactions);
    }

    /** Where buy/sell comes from. */
    public enum SideRule {
        /** The type column names the kind; rows whose type is generic ("Trade") fall back to the sign of the quantity. */
        TYPE,
        /** Negative quantity is a sell, positive a buy. */
        QUANTITY_SIGN,
        /** Negative amount is a buy (cash out), positive a sell (cash in). */
        AMOUNT_SIGN;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Copies kept in a stable order: the columns in the fields' own order (Map.copyOf iterates differently in every JVM, and
     * where two fields name one column, as Freetrade's 'Account Currency' names currency and amount_currency, the reader's
     * report named one or the other from run to run), the kind rules as given.
     */
    public ColumnMapping {
        columns = columns == null || columns.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(columns));
        kindRules = kindRules == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(kindRules));
        notTransactions = notTransactions == null ? java.util.Set.of() : java.util.Set.copyOf(notTransactions);
    }

    public static ColumnMapping detect() {
        return new ColumnMapping(Map.of(), null, null, null, Map.of(), null);
    }

    /**
     * The meanings of type words of this mapping over those of {@code saved} (may be null), without columns or formats: what
     * holds for a next table of the file, which has its own columns.
     */
    ColumnMapping wordsOnly(ColumnMapping saved) {
        Map<String, TransactionKind> rules = new LinkedHashMap<>();
        java.util.Set<String> none = new java.util.HashSet<>();
        if (saved != null) {
            rules.putAll(saved.kindRules());
            none.addAll(saved.notTransactions());
        }
        rules.putAll(kindRules);
        none.addAll(notTransactions);
        rules.keySet().removeAll(notTransactions);
        none.removeAll(kindRules.keySet());
        return new ColumnMapping(Map.of(), null, null, null, rules, null, null, none);
    }

    public boolean isEmpty() {
        return columns.isEmpty() && dateOrder == null && decimal == null && sideRule == null && kindRules.isEmpty() && headerLine == null
                && sheet == null && notTransactions.isEmpty();
    }

    /**
     * Builds a mapping from API names (field ids, kind ids, {@link #NOT_A_TRANSACTION}); unknown names throw
     * IllegalArgumentException naming them.
     */
    public static ColumnMapping of(Map<String, String> columns, String dateOrder, String decimal, String sideRule,
                                   Map<String, String> kindRules, Integer headerLine) {
        Map<TransactionField, String> cols = new EnumMap<>(TransactionField.class);
        if (columns != null) {
            columns.forEach((k, v) -> {
                if (v != null && !v.isBlank()) {
                    cols.put(field(k), v);
                }
            });
        }
        Map<String, TransactionKind> kinds = new LinkedHashMap<>();
        java.util.Set<String> none = new java.util.LinkedHashSet<>();
        if (kindRules != null) {
            kindRules.forEach((k, v) -> {
                if (NOT_A_TRANSACTION.equals(v == null ? null : v.strip().toLowerCase(Locale.ROOT))) {
                    none.add(Vocabulary.normalize(k));
                } else {
                    kinds.put(Vocabulary.normalize(k), kind(v));
                }
            });
        }
        return new ColumnMapping(cols, order(dateOrder), decimalChar(decimal), side(sideRule), kinds, headerLine, null, none);
    }

    static TransactionField field(String id) {
        try {
            return TransactionField.fromId(id);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + id + "' is not a field; fields: " + java.util.Arrays.stream(TransactionField.values())
                    .map(TransactionField::id).toList());
        }
    }

    static TransactionKind kind(String id) {
        try {
            return TransactionKind.fromId(id);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + id + "' is not a transaction kind; kinds: " + java.util.Arrays.stream(TransactionKind.values())
                    .map(TransactionKind::id).toList() + " or " + NOT_A_TRANSACTION);
        }
    }

    static DateReader.Order order(String s) {
        if (s == null || s.isBlank()) {
            return null;
        }
        return switch (s.strip().toLowerCase(Locale.ROOT)) {
            case "dmy", "dd.mm.yyyy", "dd/mm/yyyy", "dd-mm-yyyy", "day_first" -> DateReader.Order.DMY;
            case "mdy", "mm/dd/yyyy", "mm-dd-yyyy", "month_first" -> DateReader.Order.MDY;
            default -> throw new IllegalArgumentException("date order must be 'dmy' or 'mdy', got '" + s + "'");
        };
    }

    static Character decimalChar(String s) {
        if (s == null || s.isBlank()) {
            return null;
        }
        return switch (s.strip().toLowerCase(Locale.ROOT)) {
            case "comma", "," -> ',';
            case "point", "dot", "." -> '.';
            default -> throw new IllegalArgumentException("decimal must be 'comma' or 'point', got '" + s + "'");
        };
    }

    static SideRule side(String s) {
        if (s == null || s.isBlank()) {
            return null;
        }
        try {
            return SideRule.valueOf(s.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("side rule must be 'type', 'quantity_sign' or 'amount_sign', got '" + s + "'");
        }
    }
}
