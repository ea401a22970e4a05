package com.bpidesk.engine.book;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The duplicate rule of the client file's import (ADR 0242) on hand-made records. Each expected outcome is worked by hand
 * from the rule: half a cent or 1e-6 relative on prices, 1e-6 relative on quantities, one existing record per file record.
 */
class ImportMatchingTest {

    static final LocalDate D = LocalDate.of(2024, 1, 3);

    static Book.Transaction trade(String symbol, String side, double qty, double price) {
        return new Book.Transaction("a1", D, symbol, side, qty, price, 0, "USD");
    }

    static ImportMatching.Existing old(long id, Book.Transaction t, String ext) {
        return new ImportMatching.Existing(id, t, null, ext, null);
    }

    static ImportMatching.Incoming in(Book.Transaction t, String ext) {
        return new ImportMatching.Incoming(t, null, ext);
    }

    /** For each incoming record, the id of the existing record it matched and by what, or "new". */
    static List<String> outcomes(List<ImportMatching.Incoming> incoming, List<ImportMatching.Existing> existing) {
        List<String> out = new ArrayList<>();
        for (ImportMatching.Match m : ImportMatching.match(incoming, existing)) {
            out.add(m == null ? "new" : m.existing().id() + ":" + m.by());
        }
        return out;
    }

    @Test
    void aPriceWithinHalfACentIsTheSameTradeAndOneCentMoreIsNot() {
        // |150.004 - 150.00| = 0.004 <= 0.005; |150.006 - 150.00| = 0.006 > max(0.005, 1e-6 * 150.006 = 0.00015)
        var existing = List.of(old(1, trade("AAPL", "BUY", 10, 150.00), null));
        assertThat(outcomes(List.of(in(trade("aapl", "BUY", 10, 150.004), null)), existing)).containsExactly("1:same_fields");
        assertThat(outcomes(List.of(in(trade("AAPL", "BUY", 10, 150.006), null)), existing)).containsExactly("new");
        // a sell at the same price is another trade; so is another day
        assertThat(outcomes(List.of(in(trade("AAPL", "SELL", 10, 150.00), null)), existing)).containsExactly("new");
        assertThat(outcomes(List.of(in(new Book.Transaction("a1", D.plusDays(1), "AAPL", "BUY", 10, 150, 0, "USD"), null)), existing))
                .containsExactly("new");
    }

    @Test
    void aLargePriceUsesTheRelativeTolerance() {
        // 1e-6 * 20000.015 = 0.020 > 0.005: 0.015 apart is the same; 0.03 apart is not
        var existing = List.of(old(1, trade("BTC", "BUY", 0.5, 20000.00), null));
        assertThat(outcomes(List.of(in(trade("BTC", "BUY", 0.5, 20000.015), null)), existing)).containsExactly("1:same_fields");
        assertThat(outcomes(List.of(in(trade("BTC", "BUY", 0.5, 20000.03), null)), existing)).containsExactly("new");
    }

    @Test
    void quantitiesMatchWithinOnePartInAMillion() {
        // 0.0290530000 and 0.029053 are one number; 1.000002 is 2e-6 away from 1 (more than 1e-6 * 1.000002)
        var existing = List.of(old(1, trade("CSCO", "BUY", 0.029053, 49.96), null), old(2, trade("VICI", "BUY", 1.0, 31.93), null));
        assertThat(outcomes(List.of(in(trade("CSCO", "BUY", 0.0290530000, 49.96), null), in(trade("VICI", "BUY", 1.000002, 31.93), null)),
                existing)).containsExactly("1:same_fields", "new");
    }

    @Test
    void twoEqualRowsOfOneFileAreBothAddedAndEachExistingRecordAnswersForOne() {
        var t = trade("AAPL", "BUY", 10, 150);
        // nothing in the account: both added
        assertThat(outcomes(List.of(in(t, null), in(t, null)), List.of())).containsExactly("new", "new");
        // one already there: the first is it, the second is new
        assertThat(outcomes(List.of(in(t, null), in(t, null)), List.of(old(7, t, null)))).containsExactly("7:same_fields", "new");
        // the file again after both were added: both recognised, each as its own record
        assertThat(outcomes(List.of(in(t, null), in(t, null)), List.of(old(7, t, null), old(8, t, null))))
                .containsExactly("7:same_fields", "8:same_fields");
    }

    @Test
    void theBrokersIdWinsOverFieldsAndTwoDifferentIdsAreTwoOrders() {
        var existing = List.of(old(1, trade("AAPL", "BUY", 10, 150.00), "order:abc"));
        // the same id with a price the broker corrected: the same order
        assertThat(outcomes(List.of(in(trade("AAPL", "BUY", 10, 151.00), "order:abc")), existing)).containsExactly("1:broker_id");
        // the same fields under another id: another order that looks alike
        assertThat(outcomes(List.of(in(trade("AAPL", "BUY", 10, 150.00), "order:xyz")), existing)).containsExactly("new");
        // an id shared by a trade of another instrument: no match (the id is a fingerprint; instrument and side guard it)
        assertThat(outcomes(List.of(in(trade("MSFT", "BUY", 10, 150.00), "order:abc")), existing)).containsExactly("new");
        // a file without ids matches the record by its fields
        assertThat(outcomes(List.of(in(trade("AAPL", "BUY", 10, 150.00), null)), existing)).containsExactly("1:same_fields");
    }

    @Test
    void cashFlowsMatchByDateCurrencyAndSignedAmount() {
        var existing = List.of(new ImportMatching.Existing(3, null, new Book.CashFlow("a1", D, 31.00, "EUR"), null, null));
        assertThat(outcomes(List.of(new ImportMatching.Incoming(null, new Book.CashFlow("a1", D, 31.004, "EUR"), null),
                new ImportMatching.Incoming(null, new Book.CashFlow("a1", D, -31.00, "EUR"), null),
                new ImportMatching.Incoming(null, new Book.CashFlow("a1", D, 31.00, "USD"), null)), existing))
                .containsExactly("3:same_fields", "new", "new");
        // a trade never matches a cash flow
        assertThat(outcomes(List.of(in(trade("AAPL", "BUY", 31, 1), null)), existing)).containsExactly("new");
    }

    static Book.Income income(String symbol, String kind, double amount, String currency) {
        return new Book.Income("a1", D, symbol, kind, amount, 0, currency);
    }

    @Test
    void incomeMatchesByPayDateInstrumentKindCurrencyAndAmountOrByTheBrokersId() {
        var existing = List.of(new ImportMatching.Existing(5, null, null, income("MAIN", "dividend", 0.03, "EUR"), null, null),
                new ImportMatching.Existing(6, null, null, income(null, "interest", 0.01, "EUR"), "order:i1", null),
                new ImportMatching.Existing(7, null, null, income("UNP", "dividend", 1.00, "USD"), "order:u1", null));
        assertThat(outcomes(List.of(
                // |0.034 - 0.03| = 0.004 <= 0.005, the symbol ignoring case: the same payment
                new ImportMatching.Incoming(null, null, income("main", "dividend", 0.034, "EUR"), null),
                // interest on cash (no instrument) by its broker id, although the amount was restated (0.02)
                new ImportMatching.Incoming(null, null, income(null, "interest", 0.02, "EUR"), "order:i1"),
                // the same fields as UNP's but another broker id: another payment
                new ImportMatching.Incoming(null, null, income("UNP", "dividend", 1.00, "USD"), "order:u2"),
                // a dividend of 1.00 USD is not interest, nor a cash flow of the same amount
                new ImportMatching.Incoming(null, null, income(null, "dividend", 0.01, "EUR"), null),
                new ImportMatching.Incoming(null, new Book.CashFlow("a1", D, 1.00, "USD"), null)), existing))
                .containsExactly("5:same_fields", "6:broker_id", "new", "new", "new");
        // |0.036 - 0.03| = 0.006 > 0.005: a different payment
        assertThat(outcomes(List.of(new ImportMatching.Incoming(null, null, income("MAIN", "dividend", 0.036, "EUR"), null)), existing))
                .containsExactly("new");
    }
}
