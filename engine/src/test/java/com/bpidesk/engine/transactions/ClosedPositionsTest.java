package com.bpidesk.engine.transactions;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A closed-positions sheet (issue 24, ADR 0215): each row is its buy at the opening and its sell at the closing (a short:
 * sell, then buy). The file is made here in the layout of a CFD broker's "closed trades" statement (units written as
 * text with six decimals, dd/MM/yyyy HH:mm:ss); the trades of every row are written by hand in the test.
 */
class ClosedPositionsTest {

    static final String CLOSED = """
            Position ID,Instrument,Direction,Units,Open Date,Open Rate,Close Date,Close Rate,Profit (USD)
            1001,AAPL,Buy,"10.000000",02/01/2024 14:30:00,185.50,15/03/2024 15:00:00,172.62,-128.80
            1002,TSLA,Sell,"5.000000",05/01/2024 15:10:00,237.49,20/02/2024 16:00:00,193.76,218.65
            1003,NVDA,Buy,"2.500000",10/01/2024 14:35:00,546.24,08/03/2024 19:00:00,875.28,822.60
            1004,MSFT,Buy,"3.000000",12/01/2024 15:00:00,388.47,,,
            """;

    record Expected(long line, LocalDate date, TransactionKind kind, String instrument, double quantity, double price) {
    }

    @Test
    void eachClosedPositionIsItsBuyAndItsSell() {
        ReadResult r = TransactionReader.standard().read(CLOSED.getBytes(StandardCharsets.UTF_8));
        List<Expected> byHand = List.of(
                new Expected(2, LocalDate.of(2024, 1, 2), TransactionKind.BUY, "AAPL", 10, 185.50),
                new Expected(2, LocalDate.of(2024, 3, 15), TransactionKind.SELL, "AAPL", 10, 172.62),
                new Expected(3, LocalDate.of(2024, 1, 5), TransactionKind.SELL, "TSLA", 5, 237.49),   // a short: sold first
                new Expected(3, LocalDate.of(2024, 2, 20), TransactionKind.BUY, "TSLA", 5, 193.76),
                new Expected(4, LocalDate.of(2024, 1, 10), TransactionKind.BUY, "NVDA", 2.5, 546.24),
                new Expected(4, LocalDate.of(2024, 3, 8), TransactionKind.SELL, "NVDA", 2.5, 875.28),
                new Expected(5, LocalDate.of(2024, 1, 12), TransactionKind.BUY, "MSFT", 3, 388.47));  // no closing given
        assertThat(r.transactions()).extracting(t -> new Expected(t.line(), t.date(), t.kind(), t.instrument().key(), t.quantity(),
                t.price().value())).containsExactlyElementsOf(byHand);
        // four rows, each one trade row (though a closed one gives two trades)
        assertThat(r.rowReport().dataRows()).isEqualTo(4);
        assertThat(r.rowReport().outcomes()).isEqualTo(java.util.Map.of("trade", 4L));
    }
}
