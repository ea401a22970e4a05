package com.bpidesk.engine.transactions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Row-level outcomes (issue 24, ADR 0215): every data row ends in exactly one outcome, one bad cell does not refuse the
 * file, and the rows not used are listed by reason with their lines. The files are made here in real layouts (the
 * Schwab history export's header; invented rows); the outcome of every row is written by hand next to it.
 */
class RowOutcomesTest {

    static final TransactionReader READER = TransactionReader.standard();

    /** Schwab "History > Export" layout; line 1 is the header, so data row n is on line n + 1. */
    static final String SCHWAB = """
            "Date","Action","Symbol","Description","Quantity","Price","Fees & Comm","Amount"
            "01/02/2024","Buy","AAPL","APPLE INC","10","$185.50","$0.65","-$1,855.65"
            "01/03/2024","Buy","MSFT","MICROSOFT CORP","5","$370.00","$0.65","-$1,850.65"
            "01/05/2024","Wire Funds Received","","WIRE IN","","","","$5,000.00"
            "01/10/2024","Qualified Dividend","AAPL","APPLE INC","","","","$2.40"
            "01/12/2024","Sell","AAPL","APPLE INC","4","$190.10","$0.65","$759.75"
            "","Service Fee","","MONTHLY FEE","","","","-$5.00"
            "01/16/2024","Buy","NVDA","NVIDIA CORP","3","$495.20","$0.65","-$1,486.25"
            "01/17/2024","ADR Mgmt Fee","TSM","TAIWAN SEMICONDUCTOR","","","","-$0.42"
            "01/18/2024","Credit Interest","","SCHWAB1 INT","","","","$1.12"
            "01/19/2024","Buy","TSM","TAIWAN SEMICONDUCTOR","20","$101.30","$0.00","-$2,026.00"
            "01/22/2024","Sell","MSFT","MICROSOFT CORP","5","$396.51","$0.65","$1,981.90"
            "01/23/2024","Stock Split","NVDA","NVIDIA CORP","27","","",""
            "01/24/2024","NRA Tax Adj","TSM","TAIWAN SEMICONDUCTOR","","","","-$0.09"
            "01/25/2024","Buy","AMZN","AMAZON.COM INC","8","$157.75","$0.65","-$1,262.65"
            "01/26/2024","Wire Funds","","WIRE OUT","","","","-$1,000.00"
            "01/29/2024","Sell","NVDA","NVIDIA CORP","10","$61.00","$0.65","$609.35"
            "01/30/2024","Journal","","JOURNAL FRM 123-456","","","","$250.00"
            "01/31/2024","Buy","AAPL","APPLE INC","2","$184.40","$0.65","-$369.45"
            "02/01/2024","Cash Dividend","MSFT","MICROSOFT CORP","","","","$3.75"
            "02/02/2024","Sell","AMZN","AMAZON.COM INC","8","$171.81","$0.65","$1,373.83"
            "02/05/2024","Buy","AAPL","APPLE INC","1","$187.68","$0.00","-$187.68"
            """;

    /** The outcome of each data row of {@link #SCHWAB}, by hand (line 2 first). */
    static final List<String> SCHWAB_OUTCOMES = List.of(
            "trade", "trade", "cash", "income", "trade",
            "not_used",            // line 7: a fee row without a date
            "trade",
            "cash",                // line 9: a fee with a blank quantity is still a fee
            "income", "trade", "trade",
            "corporate_action",    // line 13: a split
            "cash", "trade", "cash", "trade",
            "not_used",            // line 18: 'Journal', a type word the reader does not know
            "trade", "income", "trade", "trade");

    static ReadResult read(String text) {
        return READER.read(text.getBytes(StandardCharsets.UTF_8));
    }

    static Map<String, Long> tally(List<String> outcomes) {
        Map<String, Long> m = new HashMap<>();
        outcomes.forEach(o -> m.merge(o, 1L, Long::sum));
        return m;
    }

    @Test
    void everyRowEndsInOneOutcomeAndOneBadCellDoesNotRefuseTheFile() {
        ReadResult r = read(SCHWAB);
        RowReport report = r.rowReport();
        assertThat(report.dataRows()).isEqualTo(21);
        assertThat(report.outcomes()).isEqualTo(tally(SCHWAB_OUTCOMES)); // trade 11, income 3, cash 4, corporate_action 1, not_used 2
        assertThat(report.outcomes().values().stream().mapToLong(Long::longValue).sum()).isEqualTo(report.dataRows());
        for (int i = 0; i < SCHWAB_OUTCOMES.size(); i++) {
            long line = i + 2;
            String expected = SCHWAB_OUTCOMES.get(i);
            var read = r.transactions().stream().filter(t -> t.line() == line).findFirst();
            if (expected.equals("not_used")) {
                assertThat(read).as("line " + line).isEmpty();
            } else {
                assertThat(read).as("line " + line).isPresent();
                assertThat(RowReport.outcomeOf(read.get().kind())).as("line " + line).isEqualTo(expected);
            }
        }
        assertThat(report.notUsed()).extracting(RowReport.NotUsed::lines).containsExactlyInAnyOrder(List.of(7L), List.of(18L));
        RowReport.NotUsed noDate = report.notUsed().stream().filter(RowReport.NotUsed::failed).findFirst().orElseThrow();
        assertThat(noDate.reason()).isEqualTo("Rows whose date is empty or not a date.");
        assertThat(report.failedRows()).isEqualTo(1);
        RowReport.NotUsed journal = report.notUsed().stream().filter(u -> !u.failed()).findFirst().orElseThrow();
        assertThat(journal.reason()).contains("'Journal'").doesNotContain("/").doesNotContain("Exception");
    }

    @Test
    void moreThanOneBadRowInTwentyRefusesTheFileNamingTheFirst() {
        // a 22nd row, a buy with neither quantity nor amount: 2 failed rows of 22 is more than 5 %
        String text = SCHWAB + "\"02/06/2024\",\"Buy\",\"AAPL\",\"APPLE INC\",\"\",\"\",\"$0.65\",\"\"\n";
        assertThatThrownBy(() -> read(text)).isInstanceOfSatisfying(UnreadableTransactionsException.class, e -> {
            assertThat(e.getMessage()).startsWith("2 of 22 rows have a cell that could not be read; first: line 7, column 'Date'");
            assertThat(e.cellErrors()).extracting(UnreadableTransactionsException.CellError::line).containsExactly(7L, 23L);
        });
    }

    @Test
    void linesPerReasonAreBoundedButCountsAreExact() {
        // 250 journal rows after 300 buys (lines 2-301): one reason, exact count, its first MAX_LINES lines from line 302
        StringBuilder b = new StringBuilder("Date,Action,Symbol,Quantity,Price,Amount\n");
        for (int i = 0; i < 300; i++) {
            b.append("2024-01-0").append(i % 9 + 1).append(",Buy,AAPL,1,100,-100\n");
        }
        for (int i = 0; i < 250; i++) {
            b.append("2024-02-01,Journal,,,,5\n");
        }
        RowReport report = read(b.toString()).rowReport();
        assertThat(report.outcomes()).containsOnly(Map.entry("trade", 300L), Map.entry("not_used", 250L));
        assertThat(report.notUsed()).hasSize(1);
        assertThat(report.notUsed().get(0).rows()).isEqualTo(250);
        assertThat(report.notUsed().get(0).lines()).hasSize(RowOutcomes.MAX_LINES).startsWith(302L, 303L).endsWith(501L);
    }
}
