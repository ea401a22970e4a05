package com.bpidesk.engine.transactions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A column's role and a type word's meaning changed by the user, and the workbook sheet chosen (issue 24, ADR 0257; the
 * saved mapping across a restart: {@code ImportProfilesApiTest}). Expected outcomes are worked by hand per row in
 * {@code src/test/resources/transactions/remap/README.md}.
 */
class RemappedReadingTest {

    static byte[] fixture(String path) throws IOException {
        try (InputStream in = RemappedReadingTest.class.getResourceAsStream("/transactions/" + path)) {
            return in.readAllBytes();
        }
    }

    /** The detected columns as an explicit mapping, with Reference as the order number (what the app sends). */
    static Map<String, String> remappedColumns() {
        Map<String, String> c = new LinkedHashMap<>();
        c.put("date", "Date");
        c.put("order_id", "Reference");
        c.put("symbol", "Ticker");
        c.put("isin", "ISIN");
        c.put("type", "Type");
        c.put("quantity", "Quantity");
        c.put("currency", "CCY");
        c.put("price", "Price/share");
        c.put("amount", "Gross Amount");
        c.put("fee", "Fee");
        c.put("tax", "Tax Amt.");
        return c;
    }

    static final Map<String, String> WORDS = Map.of("Reward", ColumnMapping.NOT_A_TRANSACTION);

    @Test
    void asDetectedTheReferenceIsUnusedAndRewardsAreIncome() throws IOException {
        ReadResult r = TransactionReader.standard().read(fixture("remap/lightyear-statement.csv"));
        assertThat(r.diagnosis().guesses().get(1).header()).isEqualTo("Reference");
        assertThat(r.diagnosis().guesses().get(1).field()).isNull();
        assertThat(r.rowReport().outcomes()).isEqualTo(Map.of("trade", 7L, "income", 4L, "cash", 3L));
        assertThat(r.rowReport().extraFills()).isZero();
        assertThat(r.diagnosis().typeWords()).containsExactly(new Diagnosis.TypeWord("Buy", "buy", 4),
                new Diagnosis.TypeWord("Sell", "sell", 3), new Diagnosis.TypeWord("Conversion", "fx_conversion", 2),
                new Diagnosis.TypeWord("Reward", "dividend", 2), new Diagnosis.TypeWord("Dividend", "dividend", 2),
                new Diagnosis.TypeWord("Deposit", "deposit", 1));
        assertThat(r.diagnosis().sheet()).isNull();
    }

    @Test
    void aRemappedColumnAndARemappedWordChangeTheOutcomeAsWorkedByHand() throws IOException {
        ColumnMapping m = ColumnMapping.of(remappedColumns(), null, null, null, WORDS, null);
        ReadResult r = TransactionReader.standard().read(fixture("remap/lightyear-statement.csv"), m, null);
        assertRemapped(r);
    }

    static void assertRemapped(ReadResult r) {
        assertThat(r.rowReport().outcomes()).isEqualTo(Map.of("trade", 7L, "income", 2L, "cash", 3L, "not_used", 2L));
        assertThat(r.rowReport().extraFills()).isEqualTo(3);
        assertThat(r.rowReport().notUsed()).containsExactly(new RowReport.NotUsed(RowOutcomes.NOT_A_TRANSACTION, 2, List.of(9L, 15L), false));
        List<Transaction> orders = r.transactions().stream().filter(t -> t.kind() == TransactionKind.BUY || t.kind() == TransactionKind.SELL)
                .toList();
        assertThat(orders).extracting(Transaction::line).containsExactly(5L, 8L, 11L, 14L);
        assertThat(orders).extracting(Transaction::fills).containsExactly(3, 1, 2, 1);
        assertThat(orders.get(0).quantity()).isEqualTo(4.0);
        assertThat(orders.get(0).price().value()).isCloseTo(184.23125, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(orders.get(2).price().value()).isCloseTo(182.075, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(r.diagnosis().typeWords()).contains(new Diagnosis.TypeWord("Reward", ColumnMapping.NOT_A_TRANSACTION, 2));
        assertThat(r.diagnosis().guesses().get(1).field()).isEqualTo("order_id");
    }

    @Test
    void aWordGivenAKindAgainIsReadWithIt() throws IOException {
        ColumnMapping m = ColumnMapping.of(remappedColumns(), null, null, null, Map.of("Reward", "deposit"), null);
        ReadResult r = TransactionReader.standard().read(fixture("remap/lightyear-statement.csv"), m, null);
        assertThat(r.rowReport().outcomes()).isEqualTo(Map.of("trade", 7L, "income", 2L, "cash", 5L));
        assertThat(r.countsByKind().get("deposit")).isEqualTo(3);
    }

    @Test
    void withoutATypeColumnTheBuyOrSellColumnsWordsAreListedAndRemapped() {
        byte[] csv = ("Date,Symbol,Side,Quantity,Price\n2024-01-02,AAPL,BUY,10,185\n2024-01-03,AAPL,SELL,5,190\n"
                + "2024-01-04,MSFT,BUY,1,400\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        ReadResult r = TransactionReader.standard().read(csv);
        assertThat(r.diagnosis().typeWords()).containsExactly(new Diagnosis.TypeWord("BUY", "buy", 2), new Diagnosis.TypeWord("SELL", "sell", 1));
        ReadResult none = TransactionReader.standard().read(csv, ColumnMapping.of(Map.of(), null, null, null,
                Map.of("sell", ColumnMapping.NOT_A_TRANSACTION), null), null);
        assertThat(none.rowReport().outcomes()).isEqualTo(Map.of("trade", 2L, "not_used", 1L));
        assertThat(none.rowReport().notUsed().get(0).lines()).containsExactly(3L);
    }

    @Test
    void aWorkbookNamesItsSheetAndWhyAndAnotherSheetCanBeChosen() throws IOException {
        byte[] wb = fixture("workbooks/statement.xlsx");
        ReadResult found = TransactionReader.standard().read(wb);
        Workbooks.SheetChoice s = found.diagnosis().sheet();
        assertThat(s.name()).isEqualTo("Transactions");
        assertThat(s.sheets()).containsExactly("Summary", "Transactions");
        assertThat(s.chosen()).isFalse();
        assertThat(s.reason()).isEqualTo("Its header names 8 columns of a transaction list, such as date, type, quantity and price: the "
                + "most of any sheet (the first such sheet on a tie).");   // Date, Type, Instrument, ISIN, Quantity, Price, Amount, Currency
        // chosen by name (any case): the same 10 transactions of make_workbooks.py's hand count
        ReadResult chosen = TransactionReader.standard().read(wb, ColumnMapping.detect().withSheet("transactions"), null);
        assertThat(chosen.diagnosis().sheet().chosen()).isTrue();
        assertThat(chosen.transactions()).hasSize(10);
        // the summary sheet holds no transaction table, and a sheet the workbook lacks is named with the ones it has
        assertThatThrownBy(() -> TransactionReader.standard().read(wb, ColumnMapping.detect().withSheet("Summary"), null))
                .isInstanceOf(UnreadableTransactionsException.class);
        assertThatThrownBy(() -> TransactionReader.standard().read(wb, ColumnMapping.detect().withSheet("Positions"), null))
                .hasMessageContaining("no sheet named 'Positions'").hasMessageContaining("Summary, Transactions");
    }
}
