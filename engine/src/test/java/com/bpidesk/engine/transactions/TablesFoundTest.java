package com.bpidesk.engine.transactions;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Tables found, not assumed (issue 24, ADR 0215): preambles, footers, total lines, stacked tables and quoted multi-line
 * fields. The files are made here in real layouts (Fidelity's history download, a statement of two stacked tables,
 * Robinhood's activity report; invented rows and wording); the outcome of every line is written by hand next to it.
 */
class TablesFoundTest {

    static final TransactionReader READER = TransactionReader.standard();

    /**
     * Fidelity history download: a byte-order mark alone on line 1, a blank line 2, an account line 3, the header on line 4,
     * data on lines 5-11, a Total line 12, two blank lines, then three lines of disclaimer and download note (15-17).
     */
    static final String FIDELITY = "\uFEFF\n\nAccount: Individual - TOD X12345678\n" + """
            Run Date,Action,Symbol,Description,Type,Quantity,Price ($),Commission ($),Fees ($),Accrued Interest ($),Amount ($),Settlement Date
            01/03/2024,YOU BOUGHT APPLE INC (AAPL) (Cash),AAPL,APPLE INC,Cash,10,185.50,,,,-1855.00,01/05/2024
            01/08/2024,YOU BOUGHT MICROSOFT CORP (MSFT) (Cash),MSFT,MICROSOFT CORP,Cash,5,370.00,,,,-1850.00,01/10/2024
            01/10/2024,DIVIDEND RECEIVED APPLE INC (AAPL) (Cash),AAPL,APPLE INC,Cash,,,,,,2.40,
            01/12/2024,YOU SOLD APPLE INC (AAPL) (Cash),AAPL,APPLE INC,Cash,-4,190.10,0.00,0.02,,760.38,01/16/2024
            01/15/2024,Electronic Funds Transfer Received (Cash),,No Description,Cash,,,,,,5000.00,
            01/22/2024,"YOU BOUGHT NVIDIA CORP (NVDA) (Cash)",NVDA,NVIDIA CORP,Cash,3,495.20,,,,-1485.60,01/24/2024
            01/31/2024,INTEREST EARNED FDIC INSURED DEPOSIT AT EXAMPLE BANK (QPIKQ) (Cash),QPIKQ,FDIC INSURED DEPOSIT,Cash,,,,,,1.12,
            Total,,,,,,,,,,-38.32,


            "The figures in this file are supplied for your own records, and are not an offer, a solicitation or advice of any kind."
            "Brokerage services are provided by Example Brokerage LLC, 1 Main Street, Boston, MA 02110. Member NYSE, SIPC."
            "Date downloaded 02/10/2024 4:05 pm"
            """;

    /** Lines 5-11 of {@link #FIDELITY} by hand. */
    static final Map<Long, String> FIDELITY_OUTCOMES = outcomes(5, "trade", "trade", "income", "trade",
            "cash",                 // line 9: 'Electronic Funds Transfer Received (Cash)', a deposit
            "trade", "income");

    /**
     * A statement of two stacked tables: its cash movements (title line 1, header line 2, rows 3-9), a blank line, then its
     * investment transactions (title line 11, header line 12, rows 13-17). The trades and the dividend appear in both, the
     * cash table dating them a day or so later.
     */
    static final String STACKED = """
            Cash movements
            Date,Description,Amount,Currency
            2024-03-01,Deposit,10000.00,USD
            2024-03-05,Buy 20 AAPL @ 170.00,-3400.00,USD
            2024-03-08,Buy 10 MSFT @ 405.00,-4050.00,USD
            2024-03-15,Dividend AAPL,4.80,USD
            2024-03-20,Sell 5 AAPL @ 178.00,890.00,USD
            2024-03-23,Buy 2 NVDA @ 900.00,-1800.00,USD
            2024-03-31,Interest,2.10,USD

            Investment transactions
            Date,Type,Symbol,Quantity,Price,Amount,Currency
            2024-03-04,Buy,AAPL,20,170.00,-3400.00,USD
            2024-03-07,Buy,MSFT,10,405.00,-4050.00,USD
            2024-03-15,Dividend,AAPL,,,4.80,USD
            2024-03-19,Sell,AAPL,5,178.00,890.00,USD
            2024-03-22,Buy,NVDA,2,900.00,-1800.00,USD
            """;

    /** By hand: the cash table's copies of the trades and the dividend (lines 4-8) are the repeats; lines 3 and 9 only it has. */
    static final Map<Long, String> STACKED_OUTCOMES = outcomes(3, "cash", "not_used", "not_used", "not_used", "not_used", "not_used",
            "income", null, null, null, "trade", "trade", "income", "trade", "trade"); // 10 blank, 11 title, 12 header

    /**
     * Robinhood activity report: quoted descriptions over two lines ("Apple" then "CUSIP: ..."), so records start on lines
     * 2, 4, 6, 7 and 8; a blank line 10; a disclaimer in the last column of line 11.
     */
    static final String ROBINHOOD = """
            "Activity Date","Process Date","Settle Date","Instrument","Description","Trans Code","Quantity","Price","Amount"
            "3/1/2024","3/1/2024","3/5/2024","AAPL","Apple
            CUSIP: 037833100","Buy","10","$179.66","($1,796.60)"
            "3/4/2024","3/4/2024","3/6/2024","MSFT","Microsoft
            CUSIP: 594918104","Buy","2","$414.92","($829.84)"
            "3/15/2024","3/15/2024","3/15/2024","AAPL","Cash Div: R/D 2024-03-11 P/D 2024-03-15 - 10 shares at 0.24","CDIV","","","$2.40"
            "3/18/2024","3/18/2024","3/18/2024","","ACH Deposit","ACH","","","$1,000.00"
            "3/20/2024","3/20/2024","3/22/2024","AAPL","Apple
            CUSIP: 037833100","Sell","4","$178.67","$714.68"

            "","","","","","","","","The figures above are for your information only; check them against your statements."
            """;

    static final Map<Long, String> ROBINHOOD_OUTCOMES = Map.of(2L, "trade", 4L, "trade", 6L, "income", 7L, "cash", 8L, "trade");

    /** Outcomes of consecutive lines from {@code first}; null for a line that is no data row. */
    static Map<Long, String> outcomes(long first, String... perLine) {
        Map<Long, String> m = new LinkedHashMap<>();
        for (int i = 0; i < perLine.length; i++) {
            if (perLine[i] != null) {
                m.put(first + i, perLine[i]);
            }
        }
        return m;
    }

    static ReadResult read(String text) {
        return READER.read(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Each line's outcome as read: its transaction's, or not_used when a row of it is listed as not used. */
    static Map<Long, String> outcomesRead(ReadResult r) {
        Map<Long, String> m = new LinkedHashMap<>();
        r.transactions().forEach(t -> m.put(t.line(), RowReport.outcomeOf(t.kind())));
        r.rowReport().notUsed().forEach(u -> u.lines().forEach(l -> m.put(l, RowReport.NOT_USED)));
        return m;
    }

    static Map<String, Long> tally(Map<Long, String> outcomes) {
        Map<String, Long> m = new LinkedHashMap<>();
        outcomes.values().forEach(o -> m.merge(o, 1L, Long::sum));
        return m;
    }

    @Test
    void aByteOrderMarkLineAnAccountLineATotalLineAndADisclaimerAreNoRows() {
        ReadResult r = read(FIDELITY);
        assertThat(r.diagnosis().headerLine()).isEqualTo(4);
        assertThat(outcomesRead(r)).isEqualTo(FIDELITY_OUTCOMES);
        assertThat(r.rowReport().dataRows()).isEqualTo(7);
        assertThat(r.rowReport().outcomes()).isEqualTo(tally(FIDELITY_OUTCOMES));
        assertThat(r.rowReport().rowsOutsideTables()).isEqualTo(4); // the Total line and the three lines after the blank lines
        assertThat(r.rowReport().notUsed()).isEmpty();
    }

    @Test
    void stackedTablesAreEachReadWithTheirHeaderAndRepeatsCountOnce() {
        ReadResult r = read(STACKED);
        assertThat(outcomesRead(r)).isEqualTo(STACKED_OUTCOMES);
        RowReport report = r.rowReport();
        assertThat(report.tables()).isEqualTo(2);
        assertThat(report.dataRows()).isEqualTo(12);
        assertThat(report.outcomes()).isEqualTo(tally(STACKED_OUTCOMES)); // trade 4, income 2, cash 1, not_used 5
        assertThat(report.rowsOutsideTables()).isEqualTo(1); // 'Investment transactions', the title of the second table
        assertThat(report.notUsed()).singleElement().satisfies(u -> {
            assertThat(u.reason()).isEqualTo("Transactions listed again in another table of the file (counted once).");
            assertThat(u.lines()).containsExactly(4L, 5L, 6L, 7L, 8L);
        });
        // the copies kept are the trade table's, which names the instruments by ticker
        assertThat(r.transactions().stream().filter(t -> t.kind() == TransactionKind.BUY).map(t -> t.instrument().ticker()))
                .containsExactly("AAPL", "MSFT", "NVDA");
        assertThat(r.countsByKind()).containsEntry("buy", 3L).containsEntry("sell", 1L).containsEntry("dividend", 1L);
    }

    @Test
    void aNarrowFirstTableAboveAWiderOneIsReadToo() {
        // a 3-column cash table (lines 1-3) above an 8-column trade table (lines 5-11): the sniffer's header is the wider
        // one's, the first table must not pass for preamble. By hand: lines 2-3 deposits, 6-11 trades, nothing repeated.
        ReadResult r = read("""
                Date;Description;Amount
                02.01.2024;Deposit;5000,00
                15.02.2024;Deposit;2500,00

                Date;Type;Symbol;ISIN;Quantity;Price;Amount;Currency
                03.01.2024;Buy;SAP;DE0007164600;10;137,50;-1375,00;EUR
                04.01.2024;Buy;ASML;NL0010273215;2;640,10;-1280,20;EUR
                20.02.2024;Buy;SAP;DE0007164600;5;176,00;-880,00;EUR
                01.03.2024;Sell;ASML;NL0010273215;1;860,00;860,00;EUR
                04.03.2024;Buy;ALV;DE0008404005;3;250,00;-750,00;EUR
                11.03.2024;Sell;SAP;DE0007164600;5;180,00;900,00;EUR
                """);
        assertThat(r.rowReport().tables()).isEqualTo(2);
        assertThat(outcomesRead(r)).isEqualTo(outcomes(2, "cash", "cash", null, null, "trade", "trade", "trade", "trade", "trade", "trade"));
        assertThat(r.rowReport().dataRows()).isEqualTo(8);
    }

    @Test
    void quotedFieldsOverTwoLinesAndADisclaimerInTheLastColumn() {
        ReadResult r = read(ROBINHOOD);
        assertThat(outcomesRead(r)).isEqualTo(ROBINHOOD_OUTCOMES);
        assertThat(r.rowReport().dataRows()).isEqualTo(5);
        assertThat(r.rowReport().rowsOutsideTables()).isEqualTo(1);
        Transaction sell = r.transactions().stream().filter(t -> t.line() == 8).findFirst().orElseThrow();
        assertThat(sell.kind()).isEqualTo(TransactionKind.SELL);
        assertThat(sell.quantity()).isEqualTo(4.0);
        assertThat(sell.price().value()).isEqualTo(178.67);
    }
}
