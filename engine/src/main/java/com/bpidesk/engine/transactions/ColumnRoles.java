package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.text.NumberReader;
import com.bpidesk.engine.platform.text.DateReader;

import static com.bpidesk.engine.transactions.Cells.cell;
import static com.bpidesk.engine.transactions.Cells.share;

import de.siegmar.fastcsv.reader.CsvRecord;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Column roles of a table without a mapping or a profile: fields guessed from the header names ({@link Vocabulary}), then
 * corrected by what the sample's cells say (the type column by its words, text columns named as numbers, date columns
 * named as currencies, a closed-positions sheet, ISIN, date and currency columns by their values); and what a column's
 * values say of its decimal separator. {@link LayoutRules} holds the rules that follow from these.
 */
final class ColumnRoles {

    final Vocabulary vocabulary;

    ColumnRoles(Vocabulary vocabulary) {
        this.vocabulary = vocabulary;
    }

    void guessFromVocabulary(Layout lay) {
        record Cand(TransactionField f, int idx, double c) {
        }
        List<Cand> cands = new ArrayList<>();
        for (int i = 0; i < lay.header.size(); i++) {
            for (var e : vocabulary.fieldsOf(lay.header.get(i)).entrySet()) {
                cands.add(new Cand(e.getKey(), i, e.getValue()));
            }
        }
        // a trade date before a booking date before a settlement or value date, whatever their order and however exact their names; then
        // highest confidence first; among equals the field's own order (date before time, type before name...), then left-most column
        int[] dateRank = new int[lay.header.size()];
        for (int i = 0; i < dateRank.length; i++) {
            dateRank[i] = vocabulary.dateRank(lay.header.get(i));
        }
        java.util.Comparator<Cand> order = java.util.Comparator.comparingInt((Cand c) -> c.f == TransactionField.DATE ? dateRank[c.idx] : 0);
        cands.sort(order.thenComparing((a, b) -> a.c != b.c ? Double.compare(b.c, a.c) : a.f != b.f ? a.f.compareTo(b.f)
                : Integer.compare(a.idx, b.idx)));
        for (Cand c : cands) {
            if (lay.free(c.f, c.idx)) {
                lay.assign(c.f, c.idx, c.c);
            }
        }
        for (Cand c : cands) {
            if (c.f == TransactionField.DATE && c.c >= 0.8 && lay.altDate < 0 && !lay.byColumn.containsKey(c.idx)) {
                lay.altDate = c.idx;
            }
        }
    }

    /**
     * The type column chosen by what its cells say. When no column named as a type holds transaction words in at least half
     * of its cells, the column whose cells most often do (at least {@value #TYPE_BY_VALUES} of them) becomes the type
     * column: flatex's 'Buchungsinformation' ("Ausführung ORDER Kauf ..."), bossa's K/S column headed '-', Banca Sella's
     * 'Descrizione' ("COMPRAVENDITA TITOLI - ACQUISTO"), the French Saxo report's 'Événement' ("Achat 40 @ 447,19 EUR")
     * next to a 'Type' that only says "Opération". A type column displaced this way stays as the description; the other
     * columns are then assigned by name again. Not used with a broker profile, a saved profile or a mapping (they say).
     */
    void typeFromContent(Layout lay, List<CsvRecord> sample) {
        if (sample.isEmpty() || lay.col.containsKey(TransactionField.SIDE)) {
            return;
        }
        Integer current = lay.col.get(TransactionField.TYPE);
        if (current != null && kindShare(sample, current) >= 0.5) {
            return;
        }
        int best = -1;
        double bestShare = 0;
        for (int i = 0; i < lay.header.size(); i++) {
            TransactionField f = lay.byColumn.get(i);
            if (current != null && i == current || f != null && f != TransactionField.NAME && f != TransactionField.DESCRIPTION) {
                continue;
            }
            double sh = kindShare(sample, i);
            if (sh > bestShare) {
                best = i;
                bestShare = sh;
            }
        }
        if (best < 0 || bestShare < TYPE_BY_VALUES || lay.byColumn.get(best) == TransactionField.NAME && onlyInstrumentColumn(lay, best)) {
            return;
        }
        lay.clear();
        lay.assign(TransactionField.TYPE, best, 0.75);
        if (current != null) {
            lay.assign(TransactionField.DESCRIPTION, current, 0.75);
        }
        guessFromVocabulary(lay);
    }

    static final double TYPE_BY_VALUES = 0.6;

    /**
     * No other column names the instrument (by symbol, ISIN or name): such a column stays the name even when most of its
     * cells name kinds (Hargreaves Lansdown's 'Description' holds "Ocado Group plc ... 39 @ 200.3" and "... Net Dividend
     * Payment"); its rows are typed by their text one by one ({@link RowKinds#kindOfRowText}).
     */
    boolean onlyInstrumentColumn(Layout lay, int idx) {
        for (int i = 0; i < lay.header.size(); i++) {
            if (i == idx) {
                continue;
            }
            var f = vocabulary.fieldsOf(lay.header.get(i));
            if (f.containsKey(TransactionField.SYMBOL) || f.containsKey(TransactionField.ISIN) || f.containsKey(TransactionField.NAME)) {
                return false;
            }
        }
        return !lay.col.containsKey(TransactionField.SYMBOL) && !lay.col.containsKey(TransactionField.ISIN);
    }

    /** Share of a column's non-empty sample cells that name a transaction kind (or a cash transfer); numbers and dates do not. */
    double kindShare(List<CsvRecord> sample, int idx) {
        Map<String, Boolean> seen = new HashMap<>();
        int n = 0;
        int yes = 0;
        for (CsvRecord r : sample) {
            String v = cell(r, idx);
            if (v.isEmpty()) {
                continue;
            }
            n++;
            if (seen.size() > 500 && !seen.containsKey(v)) {
                break; // free text or identifiers, not a handful of type words
            }
            if (seen.computeIfAbsent(v, t -> !CsvDialect.startsNumeric(t) && (vocabulary.kindOf(t) != null || vocabulary.isCashTransfer(t)))) {
                yes++;
            }
        }
        return n == 0 ? 0 : (double) yes / n;
    }

    /**
     * A column named like a number whose cells are text is not that number: Spanish 'Valor' is the security (Renta 4),
     * Portuguese or Spanish 'Valor' elsewhere the amount. Such a column is barred from the numeric fields and the names are
     * matched again, so the next column named as an amount ('Importe neto') takes the field.
     */
    void dropTextColumnsNamedAsNumbers(Layout lay, List<CsvRecord> sample) {
        boolean dropped = false;
        for (TransactionField f : Layout.NUMERIC) {
            Integer i = lay.col.get(f);
            if (i != null && (share(sample, i, v -> !Double.isNaN(NumberReader.parse(v, false))) < 0.5
                    || f == TransactionField.AMOUNT && LayoutRules.identifierColumn(lay, sample, i))) {
                lay.unassign(f);
                lay.notNumbers.add(i);
                dropped = true;
            }
        }
        if (dropped) {
            guessFromVocabulary(lay);
        }
    }

    /**
     * A column named like a currency whose cells are dates is not one: German 'Valuta' is the value date (flatex), while
     * Swedish or Italian 'Valuta' holds codes. The column is freed so the values can find the real currency column.
     */
    static void dropCurrencyColumnsOfDates(Layout lay, List<CsvRecord> sample) {
        for (TransactionField f : List.of(TransactionField.CURRENCY, TransactionField.AMOUNT_CURRENCY, TransactionField.FEE_CURRENCY)) {
            Integer i = lay.col.get(f);
            if (i != null && share(sample, i, NumberReader::isCode) < 0.5 && share(sample, i, v -> DateReader.orderHint(v) >= 0) >= 0.5) {
                lay.unassign(f);
            }
        }
    }

    /**
     * A closed-positions sheet ({@link ClosedPositions}): the opening date is the date, the opening price the price; the
     * closing columns are read by {@link RowReader#closing}.
     */
    void positions(Layout lay) {
        ClosedPositions p = ClosedPositions.of(lay.header, vocabulary);
        if (p == null || !lay.col.containsKey(TransactionField.QUANTITY)) {
            return;
        }
        for (int c : new int[] {p.openDate(), p.closeDate(), p.openPrice(), p.closePrice()}) {
            TransactionField f = c < 0 ? null : lay.byColumn.get(c);
            if (f != null) {
                lay.unassign(f);
            }
        }
        lay.unassign(TransactionField.DATE);
        lay.assign(TransactionField.DATE, p.openDate(), 1.0);
        if (p.openPrice() >= 0) {
            lay.unassign(TransactionField.PRICE);
            lay.assign(TransactionField.PRICE, p.openPrice(), 1.0);
        }
        lay.altDate = -1;
        lay.positions = p;
    }

    /** Columns recognised from their values when the header did not say: ISINs, dates, currency codes. */
    void guessFromContent(Layout lay, List<CsvRecord> sample) {
        if (sample.isEmpty()) {
            return;
        }
        for (int i = 0; i < lay.header.size(); i++) {
            if (lay.byColumn.containsKey(i)) {
                continue;
            }
            final int idx = i;
            if (!lay.col.containsKey(TransactionField.ISIN) && share(sample, idx, Isin::isValid) >= 0.5) {
                lay.assign(TransactionField.ISIN, idx, 0.9);
            } else if (!lay.col.containsKey(TransactionField.DATE) && share(sample, idx, ColumnRoles::plausibleDate) >= 0.9) {
                lay.assign(TransactionField.DATE, idx, 0.7);
            } else if (!lay.col.containsKey(TransactionField.CURRENCY) && share(sample, idx, NumberReader::isCurrency) >= 0.9) {
                lay.assign(TransactionField.CURRENCY, idx, 0.9);
            }
        }
    }

    /** A value that reads as a date of this or the last century in either order (an 8-digit id such as 88000017 does not). */
    static boolean plausibleDate(String v) {
        if (DateReader.orderHint(v) < 0) {
            return false;
        }
        LocalDate d = DateReader.parse(v, DateReader.Order.DMY);
        if (d == null) {
            d = DateReader.parse(v, DateReader.Order.MDY);
        }
        return d != null && d.getYear() >= 1900 && d.getYear() <= 2100;
    }

    /** Decimal comma when the column's values say so, or when they say nothing and the file is ';'-delimited. */
    /** What a column's values say of its decimal separator: comma (true), point (false), or nothing (null). */
    static Boolean decimalEvidence(List<CsvRecord> sample, int idx) {
        int comma = 0;
        int point = 0;
        for (CsvRecord r : sample) {
            switch (NumberReader.hint(cell(r, idx))) {
                case COMMA -> comma++;
                case POINT -> point++;
                default -> {
                }
            }
        }
        return comma == point ? null : comma > point;
    }

    static boolean englishHeader(List<String> header) {
        for (String h : header) {
            String n = Vocabulary.normalize(h);
            if (n.equals("date") || n.equals("trade date") || n.equals("action") || n.equals("quantity") || n.equals("symbol")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Decimal comma (true) or point per column index, for the numeric fields' columns and the money columns no field names:
     * a separator stated by the layout (for the fields' columns) or the mapping wins; else the column's own values
     * ({@link #decimalEvidence}); else what most of the file's numeric columns say; else a comma when the file is
     * ';'-delimited. Each column's choice goes to {@code decimalByColumn} under its header (for the diagnosis).
     */
    static boolean[] decimalSeparators(Layout lay, List<CsvRecord> sample, CsvDialect dialect, ColumnMapping layout, ColumnMapping mapping,
                                       Map<String, String> decimalByColumn) {
        boolean[] decimalComma = new boolean[lay.header.size()];
        List<Integer> numericColumns = new ArrayList<>();
        for (TransactionField f : List.of(TransactionField.QUANTITY, TransactionField.PRICE, TransactionField.AMOUNT, TransactionField.FEE,
                TransactionField.TAX)) {
            Integer i = lay.col.get(f);
            if (i != null) {
                numericColumns.add(i);
            }
        }
        numericColumns.addAll(lay.moneyColumns());
        if (lay.positions != null) {
            numericColumns.add(lay.positions.closePrice());
        }
        Map<Integer, Boolean> evidence = new HashMap<>();
        int commaColumns = 0;
        int pointColumns = 0;
        for (int i : numericColumns) {
            Boolean e = decimalEvidence(sample, i);
            evidence.put(i, e);
            commaColumns += Boolean.TRUE.equals(e) ? 1 : 0;
            pointColumns += Boolean.FALSE.equals(e) ? 1 : 0;
        }
        boolean fileComma = commaColumns != pointColumns ? commaColumns > pointColumns : dialect.delimiter() == ';';
        for (int i : numericColumns) {
            Character stated = layout.decimal() != null && !lay.moneyColumns().contains(i) ? layout.decimal() : mapping.decimal();
            boolean comma = stated != null ? stated == ',' : evidence.get(i) != null ? evidence.get(i) : fileComma;
            decimalComma[i] = comma;
            decimalByColumn.put(lay.header.get(i).isEmpty() ? "#" + (i + 1) : lay.header.get(i), comma ? "comma" : "point");
        }
        return decimalComma;
    }

    /**
     * The date order of the date column: stated by the mapping or the layout (its confidence the share of sample dates it
     * reads), else sniffed from the sample's dates ({@link DateReader#sniff}, month first as the fallback under an English
     * header); null when neither states it and the table has no date column.
     */
    static DateReader.Sniffed dateOrder(Layout lay, List<CsvRecord> sample, ColumnMapping layout, ColumnMapping mapping, String format) {
        Integer iDate = lay.col.get(TransactionField.DATE);
        if (mapping.dateOrder() != null || layout.dateOrder() != null) {
            DateReader.Order order = mapping.dateOrder() != null ? mapping.dateOrder() : layout.dateOrder();
            String basis = "stated by the " + (mapping.dateOrder() != null ? "mapping" : "layout " + format);
            if (iDate == null) {
                return new DateReader.Sniffed(order, 1, basis, 1);
            }
            double parsed = share(sample, iDate, v -> DateReader.parse(v, order) != null);
            return new DateReader.Sniffed(order, parsed, basis, parsed);
        }
        if (iDate == null) {
            return null;
        }
        List<String> values = new ArrayList<>();
        sample.forEach(r -> values.add(cell(r, iDate)));
        DateReader.Order fallback = englishHeader(lay.header) ? DateReader.Order.MDY : DateReader.Order.DMY;
        return DateReader.sniff(values, fallback);
    }
}
