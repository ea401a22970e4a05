package com.bpidesk.engine.transactions;

import static com.bpidesk.engine.transactions.Cells.round;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A table's field-to-column assignment with confidences, and the column roles no field names (debit and credit, status,
 * per-currency amounts and fees, a second date, a closed-positions sheet's columns). Built by {@link TransactionReader}
 * from a mapping or a profile, then by {@link ColumnRoles} and {@link LayoutRules} from the names and the sample; read
 * row by row by {@link RowReader}.
 */
final class Layout {
    final List<String> header;
    final Map<TransactionField, Integer> col = new EnumMap<>(TransactionField.class);
    final Map<TransactionField, Double> conf = new EnumMap<>(TransactionField.class);
    final Map<Integer, TransactionField> byColumn = new HashMap<>();
    /** Fields with a value stated by the layout for every row ("=CHF"): currencies the file does not repeat. */
    final Map<TransactionField, String> constants = new EnumMap<>(TransactionField.class);
    /**
     * A second date column by name (a settlement or value date), read when the row's date cell is empty: Disnat writes
     * '-' as the trade date of dividends, fees and cash movements and gives only their settlement date.
     */
    int altDate = -1;
    /** The columns of a closed-positions sheet ({@link ClosedPositions}); null for a list of transactions. */
    ClosedPositions positions;
    /** Columns whose values contradict every numeric field their name suggested (Spanish 'Valor' holding security names). */
    final java.util.Set<Integer> notNumbers = new java.util.HashSet<>();
    /** Money out and money in ({@link LayoutRules#roles}): one signed amount, credit minus debit, when no column is the amount. */
    int debit = -1;
    int credit = -1;
    /** A column saying whether an order executed ({@link LayoutRules#roles}); -1 when none. */
    int status = -1;
    /** Prices written in pence ({@link LayoutRules#pence}) are read times 0.01. */
    double priceScale = 1;
    /** Further amount and fee columns, one per currency ({@link LayoutRules#currencyColumns}), and the currency each names. */
    final List<Integer> moreAmounts = new ArrayList<>();
    final List<Integer> moreFees = new ArrayList<>();
    final Map<Integer, String> columnCurrency = new HashMap<>();

    Layout(List<String> header) {
        this.header = header;
    }

    void assign(TransactionField f, int idx, double c) {
        col.put(f, idx);
        conf.put(f, c);
        byColumn.put(idx, f);
    }

    boolean free(TransactionField f, int idx) {
        return !col.containsKey(f) && !byColumn.containsKey(idx) && !(NUMERIC.contains(f) && notNumbers.contains(idx));
    }

    void unassign(TransactionField f) {
        Integer idx = col.remove(f);
        conf.remove(f);
        if (idx != null) {
            byColumn.remove(idx);
        }
    }

    void clear() {
        col.clear();
        conf.clear();
        byColumn.clear();
        altDate = -1;
    }

    /** Money columns that no field names but that are read as numbers: debit, credit, amounts and fees per currency. */
    List<Integer> moneyColumns() {
        List<Integer> out = new ArrayList<>(moreAmounts);
        out.addAll(moreFees);
        if (debit >= 0) {
            out.add(debit);
            out.add(credit);
        }
        return out;
    }

    List<Diagnosis.ColumnGuess> guesses(Vocabulary v) {
        List<Diagnosis.ColumnGuess> out = new ArrayList<>();
        for (int i = 0; i < header.size(); i++) {
            TransactionField f = byColumn.get(i);
            List<String> alts = new ArrayList<>();
            v.fieldsOf(header.get(i)).keySet().forEach(a -> {
                if (a != f) {
                    alts.add(a.id());
                }
            });
            out.add(new Diagnosis.ColumnGuess(i + 1, header.get(i), f == null ? null : f.id(), f == null ? 0 : round(conf.get(f)), alts));
        }
        return out;
    }

    static final java.util.Set<TransactionField> NUMERIC = java.util.EnumSet.of(TransactionField.QUANTITY, TransactionField.PRICE,
            TransactionField.AMOUNT, TransactionField.FEE, TransactionField.TAX);

    /** The column a mapping names: "#3" is the third, else the header cell equal to it once normalised; -1 when none. */
    static int columnIndex(List<String> header, String ref) {
        if (ref.startsWith("#") && ref.length() > 1 && ref.substring(1).chars().allMatch(Character::isDigit)) {
            int i = Integer.parseInt(ref.substring(1)) - 1;
            return i >= 0 && i < header.size() ? i : -1;
        }
        String n = Vocabulary.normalize(ref);
        for (int i = 0; i < header.size(); i++) {
            if (Vocabulary.normalize(header.get(i)).equals(n)) {
                return i;
            }
        }
        return -1;
    }
}
