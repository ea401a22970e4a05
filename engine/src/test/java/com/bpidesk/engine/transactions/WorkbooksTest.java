package com.bpidesk.engine.transactions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Broker exports saved as Excel workbooks. The fixture is written by make_workbooks.py (Python standard library, hand-written
 * SpreadsheetML, independent of the Java reader) in src/test/resources/transactions/workbooks; its docstring gives the hand
 * counts: 4 buys, 2 sells, 2 dividends, 1 deposit, 1 fee on the sheet "Transactions", after a "Summary" sheet of figures.
 */
class WorkbooksTest {

    static byte[] fixture(String name) throws IOException {
        return Files.readAllBytes(Path.of("src/test/resources/transactions/workbooks").resolve(name));
    }

    @Test
    void theTransactionSheetOfAnXlsxIsReadWithHandCountedRows() throws IOException {
        ReadResult r = TransactionReader.standard().read(fixture("statement.xlsx"));
        assertThat(r.diagnosis().encoding()).isEqualTo("xlsx, sheet 'Transactions'"); // not the Summary sheet before it
        assertThat(r.countsByKind()).isEqualTo(Map.of("buy", 4L, "sell", 2L, "dividend", 2L, "deposit", 1L, "fee", 1L));
        // row 2: a date-time serial formatted dd.mm.yyyy hh:mm, a price formatted #,##0.00, the amount a formula (-E2*F2)
        Transaction first = TransactionReaderTest.row(r, 2);
        assertThat(first.date()).isEqualTo(LocalDate.of(2024, 1, 15));
        assertThat(first.kind()).isEqualTo(TransactionKind.BUY);
        assertThat(first.quantity()).isEqualTo(10);
        assertThat(first.price().value()).isEqualTo(185.92);
        assertThat(first.amount().value()).isEqualTo(-1859.2);
        assertThat(first.instrument().isin()).isEqualTo("US0378331005");
        // the sheet leaves row 7 out: line numbers stay the sheet's rows, so the first sell is on line 8
        Transaction sell = TransactionReaderTest.row(r, 8);
        assertThat(sell.kind()).isEqualTo(TransactionKind.SELL);
        assertThat(sell.date()).isEqualTo(LocalDate.of(2024, 4, 2));
        // a name with a comma survives the conversion to CSV; a date-only format (yyyy-mm-dd) gives the date
        Transaction last = TransactionReaderTest.row(r, 12);
        assertThat(last.instrument().name()).isEqualTo("Microsoft Corp., Class A");
        assertThat(last.quantity()).isEqualTo(3);
        assertThat(TransactionReaderTest.row(r, 4).date()).isEqualTo(LocalDate.of(2024, 2, 15));
    }

    @Test
    void anOldXlsAndAZipThatIsNoWorkbookAreRefusedSayingWhatToDo() throws IOException {
        byte[] xls = {(byte) 0xD0, (byte) 0xCF, 0x11, (byte) 0xE0, (byte) 0xA1, (byte) 0xB1, 0x1A, (byte) 0xE1, 0, 0, 0, 0};
        assertThatThrownBy(() -> TransactionReader.standard().read(xls)).isInstanceOf(UnreadableTransactionsException.class)
                .hasMessageContaining("Excel 97-2003 workbook (.xls)").hasMessageContaining("save it as an Excel Workbook (.xlsx) or as CSV");
        assertThatThrownBy(() -> TransactionReader.standard().read(fixture("not-a-workbook.zip")))
                .isInstanceOf(UnreadableTransactionsException.class).hasMessageContaining("not an Excel workbook (.xlsx)");
    }

    @Test
    void dateFormatsAreToldFromNumberFormats() {
        assertThat(Workbooks.isDateFormat("dd.mm.yyyy hh:mm")).isTrue();
        assertThat(Workbooks.isDateFormat("yyyy\\-mm\\-dd")).isTrue();
        assertThat(Workbooks.isDateFormat("[$-409]mmm d, yyyy")).isTrue();
        assertThat(Workbooks.isDateFormat("#,##0.00")).isFalse();
        assertThat(Workbooks.isDateFormat("#,##0.00 \"days\"")).isFalse(); // letters inside quotes are text
        assertThat(Workbooks.isDateFormat("[Red]0.00;[Blue]-0.00")).isFalse();
        assertThat(Workbooks.isDateFormat("General")).isFalse();
    }
}
