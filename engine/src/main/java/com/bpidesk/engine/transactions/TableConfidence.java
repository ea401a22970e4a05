package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.text.DateReader;

import static com.bpidesk.engine.transactions.Cells.cell;
import static com.bpidesk.engine.transactions.Cells.round;
import static com.bpidesk.engine.transactions.Refusals.preview;

import de.siegmar.fastcsv.reader.CsvRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How sure the reader is of one table's layout, and the {@link Diagnosis} that says so: the columns missing (a date; a
 * type or a signed quantity or amount; an instrument), the dialect's confidence plus 0.2, lowered to each decision's own
 * confidence (a column taken from a name that is not an exact header, or from its values; the date order; the share of
 * sample rows whose type the reader knows plus 0.1). Below {@value TransactionReader#MIN_CONFIDENCE}, or with a column
 * missing, a table without an explicit mapping is refused with its reasons.
 */
final class TableConfidence {

    private TableConfidence() {
    }

    /**
     * The table's diagnosis; throws {@link UnreadableTransactionsException} with it when the table is refused.
     *
     * @param saved the layout is a saved import profile
     */
    static Diagnosis diagnose(TextDecoding.Decoded decoded, CsvDialect dialect, Layout lay, List<CsvRecord> sample, RowReader rows,
                              DateReader.Sniffed dateSniff, Map<String, String> decimalByColumn, String format, boolean explicit,
                              boolean saved, boolean noHeader) {
        List<String> header = lay.header;
        Integer iDate = lay.col.get(TransactionField.DATE);
        List<String> reasons = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        if (iDate == null) {
            missing.add("date");
        }
        if (!lay.col.containsKey(TransactionField.TYPE) && !lay.col.containsKey(TransactionField.SIDE) && !lay.col.containsKey(TransactionField.QUANTITY)
                && !lay.col.containsKey(TransactionField.AMOUNT) && lay.debit < 0) {
            missing.add("type (or a signed quantity or amount)");
        }
        if (!lay.col.containsKey(TransactionField.SYMBOL) && !lay.col.containsKey(TransactionField.ISIN)
                && !lay.col.containsKey(TransactionField.NAME)) {
            missing.add("instrument (symbol, ISIN or name)");
        }
        double confidence = Math.min(1, dialect.confidence() + 0.2);
        if (!dialect.headerKnown() && !explicit && !saved) {
            confidence = Math.min(confidence, 0.5);
            reasons.add("No header cell is a column name the reader knows (in any of its languages).");
        }
        if (dialect.confidence() < 0.8) {
            reasons.add(String.format(Locale.ROOT, "Only %.0f%% of the first lines split into the same number of columns with the %s delimiter.",
                    100 * dialect.confidence(), dialect.delimiterName()));
        }
        for (TransactionField f : List.of(TransactionField.DATE, TransactionField.TYPE, TransactionField.SIDE, TransactionField.QUANTITY)) {
            Double c = lay.conf.get(f);
            if (c != null && c < 1.0) {
                confidence = Math.min(confidence, c);
                reasons.add("Column '" + header.get(lay.col.get(f)) + "' was taken as " + f.id() + " from its "
                        + (c >= 0.8 ? "name" : "values") + " (not an exact known header).");
            }
        }
        if (!missing.isEmpty()) {
            confidence = 0;
            reasons.add("No column was recognised for: " + String.join(", ", missing) + ".");
        }
        if (dateSniff != null) {
            confidence = Math.min(confidence, dateSniff.confidence());
            if (dateSniff.parsedShare() < 0.9) {
                reasons.add(String.format(Locale.ROOT, "Only %.0f%% of the values in '%s' read as dates.", 100 * dateSniff.parsedShare(),
                        header.get(iDate)));
            } else if (dateSniff.confidence() < 1) {
                reasons.add("Date order " + dateSniff.order().id() + " assumed: " + dateSniff.basis() + ".");
            }
        }
        if (missing.isEmpty() && !sample.isEmpty()) {
            int known = 0;
            Map<String, Integer> unknown = new LinkedHashMap<>();
            Integer iType = lay.col.get(TransactionField.TYPE);
            int typed = 0;
            for (CsvRecord r : sample) {
                if (rows.kind(r) != null) {
                    known++;
                } else if (rows.undated(r)) {
                    continue; // text around the table (a footer, a title): no row of it
                } else if (iType != null && !cell(r, iType).isEmpty()) {
                    unknown.merge(cell(r, iType), 1, Integer::sum);
                }
                typed++;
            }
            double share = typed == 0 ? 0 : (double) known / typed;
            if (share < 0.5) {
                reasons.add(String.format(Locale.ROOT, "Only %.0f%% of the rows have a transaction type the reader knows%s.", 100 * share,
                        iType != null ? " in column '" + header.get(iType) + "'" : ""));
                if (!unknown.isEmpty()) {
                    // the words to teach it: the mapping's kind rules ({"Inleg": "deposit"}) or the vocabulary
                    List<String> top = unknown.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(6)
                            .map(e -> "'" + e.getKey() + "' (" + e.getValue() + ")").toList();
                    reasons.add("Type words it does not know: " + String.join(", ", top) + (unknown.size() > 6 ? " and " + (unknown.size() - 6)
                            + " more" : "") + "; kind rules in the mapping can name them (for example deposit, withdrawal, buy).");
                }
                confidence = Math.min(confidence, share + 0.1);
            }
        }
        if (sample.isEmpty()) {
            reasons.add("The file has a header but no data rows.");
        }
        Diagnosis diagnosis = new Diagnosis(decoded.encoding(), dialect.delimiterName(), noHeader ? 0 : dialect.headerIndex() + 1, TransactionReader.signature(header), format,
                header, lay.guesses(rows.vocabulary), dateSniff == null ? null : dateSniff.order().id(), dateSniff == null ? null : dateSniff.basis(),
                decimalByColumn, preview(sample), missing, round(confidence), reasons);
        if (!explicit && (confidence < TransactionReader.MIN_CONFIDENCE || !missing.isEmpty())) {
            throw new UnreadableTransactionsException("The reader is not sure how to read this file"
                    + (reasons.isEmpty() ? "." : ": " + String.join(" ", reasons)), diagnosis, List.of());
        }
        if (explicit && !missing.isEmpty() && missing.contains("date")) {
            throw new UnreadableTransactionsException("The mapping gives no date column.", diagnosis, List.of());
        }
        return diagnosis;
    }
}
