package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.text.NumberReader;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import de.siegmar.fastcsv.reader.CsvRecord;

/**
 * Layout decisions that follow the column names and the sample, after the fields were guessed from the vocabulary
 * (issue 12, the fifth round of unseen brokers). Each rule holds for any broker:
 * <ul>
 *   <li>{@link #roles}: a Debit and a Credit column (money out, money in) stand for one signed amount when no column is
 *       the amount; a Status column says which orders were never executed;</li>
 *   <li>{@link #sameNamedColumns}: of two columns with one name ('Whrg.' twice), the one with values is read;</li>
 *   <li>{@link #currencyColumns}: amounts and fees in one column per currency ('Objem v CZK', 'Objem v USD') are read
 *       from whichever of them a row fills, in that column's currency;</li>
 *   <li>{@link #pence} and {@link #headerCurrency}: a price headed '(p)' is in pence; a currency a price or amount header
 *       names ('Value (£)', '単価［円］') is every row's when no column gives one;</li>
 *   <li>{@link #identifierColumn}: a column named like an amount that holds one whole number per instrument (the Swiss
 *       'Valor' security number) is an identifier, not an amount.</li>
 * </ul>
 */
final class LayoutRules {

    private LayoutRules() {
    }

    /** Debit/credit and status columns by name ({@code column.*} in the vocabulary), among columns no field took. */
    static void roles(Layout lay, Vocabulary vocabulary) {
        lay.debit = -1;
        lay.credit = -1;
        lay.status = -1;
        for (int i = 0; i < lay.header.size(); i++) {
            if (lay.byColumn.containsKey(i)) {
                continue;
            }
            String role = vocabulary.roleOf(lay.header.get(i));
            if ("debit".equals(role) && lay.debit < 0) {
                lay.debit = i;
            } else if ("credit".equals(role) && lay.credit < 0) {
                lay.credit = i;
            } else if ("status".equals(role) && lay.status < 0) {
                lay.status = i;
            }
        }
        if (lay.debit < 0 || lay.credit < 0 || lay.col.containsKey(TransactionField.AMOUNT)) {
            lay.debit = -1; // both or neither, and only where no column is the amount
            lay.credit = -1;
        }
    }

    /** A field read from a column that is empty in every sample row moves to a column of the same name that has values. */
    static void sameNamedColumns(Layout lay, List<CsvRecord> sample) {
        if (sample.isEmpty()) {
            return;
        }
        for (TransactionField f : List.copyOf(lay.col.keySet())) {
            int i = lay.col.get(f);
            if (!empty(sample, i)) {
                continue;
            }
            String name = Vocabulary.normalize(lay.header.get(i));
            for (int j = 0; j < lay.header.size(); j++) {
                if (j != i && !lay.byColumn.containsKey(j) && Vocabulary.normalize(lay.header.get(j)).equals(name) && !empty(sample, j)) {
                    double c = lay.conf.get(f);
                    lay.unassign(f);
                    lay.assign(f, j, c);
                    break;
                }
            }
        }
    }

    private static boolean empty(List<CsvRecord> sample, int i) {
        for (CsvRecord r : sample) {
            if (!Cells.cell(r, i).isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /** A currency code standing as a word of a header: 'Objem v CZK', 'Betrag (EUR)', 'Fees [USD]'. */
    private static final Pattern HEADER_CODE = Pattern.compile("(?<![\\p{L}\\p{N}])([A-Z]{3})(?![\\p{L}\\p{N}])");

    /**
     * Amount and fee columns repeated per currency: the column a field took and the columns whose names differ from its
     * name only by another currency code become its siblings; a row's value comes from the first of them it fills, in the
     * currency of that column's name ({@link Layout#columnCurrency}).
     */
    static void currencyColumns(Layout lay) {
        for (TransactionField f : List.of(TransactionField.AMOUNT, TransactionField.FEE)) {
            Integer i = lay.col.get(f);
            if (i == null) {
                continue;
            }
            String code = headerCode(lay.header.get(i));
            if (code == null) {
                continue;
            }
            String stem = stem(lay.header.get(i), code);
            List<Integer> siblings = f == TransactionField.AMOUNT ? lay.moreAmounts : lay.moreFees;
            for (int j = 0; j < lay.header.size(); j++) {
                String cj = j == i || lay.byColumn.containsKey(j) ? null : headerCode(lay.header.get(j));
                if (cj != null && !cj.equals(code) && stem(lay.header.get(j), cj).equals(stem)) {
                    siblings.add(j);
                    lay.columnCurrency.put(j, cj);
                }
            }
            if (!siblings.isEmpty()) {
                lay.columnCurrency.put(i, code);
            }
        }
    }

    private static String headerCode(String header) {
        Matcher m = HEADER_CODE.matcher(header);
        String found = null;
        while (m.find()) {
            if (found != null) {
                return null; // two codes: not a currency column's name
            }
            found = m.group(1);
        }
        return found;
    }

    private static String stem(String header, String code) {
        return Vocabulary.normalize(header.replace(code, "#"));
    }

    /** 'Unit cost (p)', 'Price (pence)', 'Price (GBX)': prices in pence, read divided by 100, in pounds. */
    static void pence(Layout lay) {
        Integer i = lay.col.get(TransactionField.PRICE);
        if (i == null) {
            return;
        }
        String h = Vocabulary.normalize(lay.header.get(i));
        if (h.endsWith("(p)") || h.contains("pence") || h.contains("(gbx)") || h.contains("(gbp p)")) {
            lay.priceScale = 0.01;
            if (!lay.col.containsKey(TransactionField.CURRENCY) && !lay.constants.containsKey(TransactionField.CURRENCY)) {
                lay.constants.put(TransactionField.CURRENCY, "GBP");
            }
        }
    }

    /**
     * When no column gives the currency: the one a price or amount header names by sign or code, 'Value (£)', 'Betrag
     * (EUR)', '単価［円］'. A bare '$' names no currency (US, Canadian, Australian dollars) and is left alone.
     */
    static void headerCurrency(Layout lay) {
        if (lay.col.containsKey(TransactionField.CURRENCY) || lay.constants.containsKey(TransactionField.CURRENCY)
                || lay.col.containsKey(TransactionField.AMOUNT_CURRENCY) || !lay.columnCurrency.isEmpty()) {
            return;
        }
        for (TransactionField f : List.of(TransactionField.PRICE, TransactionField.AMOUNT)) {
            Integer i = lay.col.get(f);
            if (i == null) {
                continue;
            }
            String h = lay.header.get(i);
            String code = h.indexOf('£') >= 0 ? "GBP" : h.indexOf('€') >= 0 ? "EUR" : h.indexOf('円') >= 0 ? "JPY" : headerCode(h);
            if (code != null && NumberReader.isCode(code)) {
                lay.constants.put(TransactionField.CURRENCY, code);
                return;
            }
        }
    }

    private static final Pattern WHOLE_NUMBER = Pattern.compile("\\d{4,}");

    /**
     * A column of whole numbers, one per instrument (every row of an ISIN or symbol has the same number, different
     * instruments have different ones): a security number such as the Swiss 'Valor', named like an amount in Spanish or
     * Portuguese. Needs an ISIN or symbol column and two instruments to tell.
     */
    static boolean identifierColumn(Layout lay, List<CsvRecord> sample, int idx) {
        Integer inst = lay.col.get(TransactionField.ISIN);
        if (inst == null) {
            inst = lay.col.get(TransactionField.SYMBOL);
        }
        if (inst == null || inst == idx) {
            return false;
        }
        Map<String, String> byInstrument = new HashMap<>();
        Map<String, String> byValue = new HashMap<>();
        int rows = 0;
        for (CsvRecord r : sample) {
            String v = Cells.cell(r, idx);
            String k = Cells.cell(r, inst);
            if (v.isEmpty() || k.isEmpty()) {
                continue;
            }
            if (!WHOLE_NUMBER.matcher(v).matches()) {
                return false;
            }
            String before = byInstrument.putIfAbsent(k, v);
            String owner = byValue.putIfAbsent(v, k);
            if (before != null && !before.equals(v) || owner != null && !owner.equals(k)) {
                return false;
            }
            rows++;
        }
        return byInstrument.size() >= 2 && rows > byInstrument.size();
    }
}
