package com.bpidesk.engine.transactions;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Options and CFDs kept apart, and fills of one order read as one (issue 24, ADR 0215). The files are made here in real
 * layouts (Schwab's history export, Robinhood's activity report, an IBKR-style trade list with an order column; invented
 * rows); the outcome of every row is written by hand next to it.
 */
class DerivativesAndFillsTest {

    static final TransactionReader READER = TransactionReader.standard();

    static ReadResult read(String text) {
        return READER.read(text.getBytes(StandardCharsets.UTF_8));
    }

    static Map<Long, TransactionKind> kinds(ReadResult r) {
        Map<Long, TransactionKind> m = new LinkedHashMap<>();
        r.transactions().forEach(t -> m.put(t.line(), t.kind()));
        return m;
    }

    /** Schwab: a covered call written, assigned, and a put bought that expired (quantity 0 on the expiration row). */
    static final String SCHWAB_OPTIONS = """
            "Date","Action","Symbol","Description","Quantity","Price","Fees & Comm","Amount"
            "02/01/2024","Buy","AAPL","APPLE INC","100","$185.00","$0.00","-$18,500.00"
            "02/01/2024","Sell to Open","AAPL 03/15/2024 195.00 C","CALL APPLE INC $195 EXP 03/15/24","1","$2.10","$0.66","$209.34"
            "02/20/2024","Buy to Open","SPY 02/23/2024 480.00 P","PUT SPDR S&P500 ETF $480 EXP 02/23/24","2","$1.50","$1.32","-$301.32"
            "02/23/2024","Expired","SPY 02/23/2024 480.00 P","PUT SPDR S&P500 ETF $480 EXP 02/23/24","0","","",""
            "03/15/2024","Assigned","AAPL 03/15/2024 195.00 C","CALL APPLE INC $195 EXP 03/15/24","-1","","",""
            "03/15/2024","Sell","AAPL","APPLE INC","100","$195.00","$0.00","$19,500.00"
            "03/18/2024","Sell to Close","MSFT 04/19/2024 420.00 C","CALL MICROSOFT CORP $420 EXP 04/19/24","1","$5.00","$0.66","$499.34"
            "03/20/2024","Buy","MSFT 04/19/2024 420.00 C","CALL MICROSOFT CORP $420 EXP 04/19/24","1","$4.00","$0.66","-$400.66"
            "03/25/2024","Qualified Dividend","AAPL","APPLE INC","","","","$24.00"
            """;

    @Test
    void optionTradesExpirationsAndAssignmentsAreDerivativesNotRefusals() {
        ReadResult r = read(SCHWAB_OPTIONS);
        // by hand: lines 2 and 7 the stock bought and called away; 3-6, 8, 9 the options (9 by its option symbol); 10 a dividend
        assertThat(kinds(r)).containsExactly(Map.entry(2L, TransactionKind.BUY), Map.entry(3L, TransactionKind.DERIVATIVE),
                Map.entry(4L, TransactionKind.DERIVATIVE), Map.entry(5L, TransactionKind.DERIVATIVE), Map.entry(6L, TransactionKind.DERIVATIVE),
                Map.entry(7L, TransactionKind.SELL), Map.entry(8L, TransactionKind.DERIVATIVE), Map.entry(9L, TransactionKind.DERIVATIVE),
                Map.entry(10L, TransactionKind.DIVIDEND));
        assertThat(r.rowReport().outcomes()).isEqualTo(Map.of("trade", 2L, "derivative", 6L, "income", 1L));
        assertThat(r.rowReport().notUsed()).isEmpty();
        assertThat(r.countsByKind()).containsEntry("derivative", 6L).containsEntry("buy", 1L).containsEntry("sell", 1L);
    }

    /** Robinhood's codes: BTO, STC, OEXP on an option described as "AAPL 4/19/2024 Call $200.00"; a stock buy between. */
    static final String ROBINHOOD_CODES = """
            "Activity Date","Process Date","Settle Date","Instrument","Description","Trans Code","Quantity","Price","Amount"
            "4/1/2024","4/1/2024","4/2/2024","AAPL","AAPL 4/19/2024 Call $200.00","BTO","1","$1.20","($120.04)"
            "4/2/2024","4/2/2024","4/4/2024","AAPL","Apple","Buy","3","$168.84","($506.52)"
            "4/10/2024","4/10/2024","4/11/2024","AAPL","AAPL 4/19/2024 Call $200.00","STC","1","$0.40","$39.96"
            "4/19/2024","4/19/2024","4/19/2024","TSLA","TSLA 4/19/2024 Put $150.00","OEXP","1S","",""
            """;

    @Test
    void robinhoodOptionCodesAreDerivatives() {
        ReadResult r = read(ROBINHOOD_CODES);
        assertThat(kinds(r)).containsExactly(Map.entry(2L, TransactionKind.DERIVATIVE), Map.entry(3L, TransactionKind.BUY),
                Map.entry(4L, TransactionKind.DERIVATIVE), Map.entry(5L, TransactionKind.DERIVATIVE));
        assertThat(r.rowReport().outcomes()).isEqualTo(Map.of("trade", 1L, "derivative", 3L));
    }

    /**
     * Fills: an order in three fills sharing an order number (lines 2-4), a lone order (5), and two orders of the same stock
     * at the same price with different numbers (6, 7) that stay two.
     */
    static final String FILLS = """
            Date/Time,Symbol,Buy/Sell,Quantity,Price,Commission,Currency,Order ID
            2024-05-02 10:31:07,ASML,BUY,3,880.10,-1.00,EUR,5501
            2024-05-02 10:31:07,ASML,BUY,5,880.20,-0.50,EUR,5501
            2024-05-02 10:31:09,ASML,BUY,2,880.40,-0.50,EUR,5501
            2024-05-03 15:02:44,SAP,SELL,10,176.00,-1.25,EUR,5502
            2024-05-06 09:00:01,SAP,BUY,4,174.00,-1.00,EUR,5503
            2024-05-06 09:00:01,SAP,BUY,4,174.00,-1.00,EUR,5504
            """;

    @Test
    void fillsOfOneOrderAreOneTransactionWithTheirCount() {
        ReadResult r = read(FILLS);
        assertThat(r.transactions()).hasSize(4);
        Transaction asml = r.transactions().get(0);
        assertThat(asml.line()).isEqualTo(2);
        assertThat(asml.fills()).isEqualTo(3);
        assertThat(asml.quantity()).isEqualTo(10.0);
        // by hand: (3 x 880.10 + 5 x 880.20 + 2 x 880.40) / 10 = 8802.10 / 10 = 880.21
        assertThat(asml.price().value()).isCloseTo(880.21, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(asml.fee().value()).isCloseTo(2.00, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(r.transactions().subList(1, 4)).extracting(Transaction::fills).containsExactly(1, 1, 1);
        // rows stay rows in the report: 6 trade rows, 2 of them further fills
        assertThat(r.rowReport().outcomes()).isEqualTo(Map.of("trade", 6L));
        assertThat(r.rowReport().extraFills()).isEqualTo(2);
        assertThat(r.countsByKind()).containsEntry("buy", 5L).containsEntry("sell", 1L);
    }

    @Test
    void withoutAnOrderNumberTheSameInstrumentSideAndTimeAreOneOrder() {
        // DEGIRO-style: a time column ('Tijd'), the side in the sign of the quantity ('Aantal')
        String text = """
                Datum,Tijd,Product,ISIN,Aantal,Koers,Valuta
                02-05-2024,10:31,ASML HOLDING,NL0010273215,3,"880,10",EUR
                02-05-2024,10:31,ASML HOLDING,NL0010273215,5,"880,20",EUR
                02-05-2024,10:31,ASML HOLDING,NL0010273215,-1,"880,30",EUR
                02-05-2024,14:00,ASML HOLDING,NL0010273215,-1,"881,00",EUR
                """;
        ReadResult r = read(text);
        // by hand: lines 2-3 one buy order of 8; line 4 a sell at the same time (another side), line 5 a sell later
        assertThat(r.transactions()).extracting(Transaction::line).containsExactly(2L, 4L, 5L);
        assertThat(r.transactions().get(0).fills()).isEqualTo(2);
        assertThat(r.transactions().get(0).quantity()).isEqualTo(8.0);
    }

    @Test
    void sameDayWithoutATimeIsNotMerged() {
        String text = """
                Date,Symbol,Side,Quantity,Price,Currency
                2024-05-02,ASML,BUY,3,880.10,EUR
                2024-05-02,ASML,BUY,5,880.20,EUR
                """;
        assertThat(read(text).transactions()).hasSize(2);
    }

    /**
     * Schwab's 'Stock Merger' (a corporate action: the old shares leave, the new ones arrive) and 'Journaled Shares' (shares
     * moved between the client's accounts): both are corporate actions, out when the quantity is negative. Invented rows in
     * the history export's layout; the kind of each row by hand.
     */
    static final String SCHWAB_MERGER_AND_JOURNAL = """
            "Date","Action","Symbol","Description","Quantity","Price","Fees & Comm","Amount"
            "01/02/2024","Buy","ATVI","ACTIVISION BLIZZARD INC","10","$91.00","$0.00","-$910.00"
            "01/10/2024","Stock Merger","ATVI","ACTIVISION BLIZZARD INC","-10","","",""
            "01/10/2024","Stock Merger","MSFT","MICROSOFT CORP","2","","",""
            "01/15/2024","Journaled Shares","AAPL","APPLE INC","5","","",""
            "01/16/2024","Journaled Shares","AAPL","APPLE INC","-3","","",""
            "01/17/2024","Sell","MSFT","MICROSOFT CORP","2","$390.00","$0.00","$780.00"
            """;

    @Test
    void schwabStockMergerAndJournaledSharesAreCorporateActions() {
        ReadResult r = read(SCHWAB_MERGER_AND_JOURNAL);
        // by hand: line 2 a buy; 3 the merged-away shares out, 4 the new shares in; 5 journaled in, 6 journaled out; 7 a sell
        assertThat(kinds(r)).containsExactly(Map.entry(2L, TransactionKind.BUY), Map.entry(3L, TransactionKind.TRANSFER_OUT),
                Map.entry(4L, TransactionKind.TRANSFER_IN), Map.entry(5L, TransactionKind.TRANSFER_IN),
                Map.entry(6L, TransactionKind.TRANSFER_OUT), Map.entry(7L, TransactionKind.SELL));
        assertThat(r.rowReport().outcomes()).isEqualTo(Map.of("trade", 2L, "corporate_action", 4L));
        assertThat(r.rowReport().notUsed()).isEmpty();
    }
}
