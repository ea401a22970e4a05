package com.bpidesk.engine.performance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.book.Book;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/**
 * A position without a price is never valued at zero (ADR 0205): the days it is held unpriced are left unvalued and named,
 * and the next valued day's return spans them. Hand-worked: deposit 1,000 on day 1 and buy 10 Y at 50 (cash 500), deposit
 * 100 on day 2, Y's first close 55 on day 3: value 600 + 550 = 1,150; TWR = 1,150 / (0 + 1,000 + 100) - 1 = 4.5454...%.
 */
class ValuationGapsTest {

    static final LocalDate D1 = LocalDate.of(2024, 3, 4);
    static final LocalDate D2 = D1.plusDays(1);
    static final LocalDate D3 = D1.plusDays(2);

    @Test
    void unpricedDaysAreGapsNamedInTheWarningsAndTheReturnSpansThem() {
        PerformanceInput in = new PerformanceInput("USD", List.of(new Book.Transaction("a", D1, "Y", "BUY", 10, 50, 0, "USD")),
                List.of(new Book.CashFlow("a", D1, 1000, "USD"), new Book.CashFlow("a", D2, 100, "USD")), List.of(), List.of(),
                Map.of("Y", new PriceSeries("Y", "USD", new LocalDate[] {D3}, new double[] {55})), (f, t, d) -> 1.0);
        ValueSeries v = Valuations.build(in, D3);
        assertThat(v.dates()).containsExactly(D1, D2, D3);
        assertThat(v.value()[0]).isNaN();
        assertThat(v.value()[1]).isNaN();
        assertThat(v.value()[2]).isEqualTo(1150.0);
        assertThat(v.warnings()).containsExactly("Y has no price on or before 2024-03-04 while held, so the days until it has one are "
                + "not valued (the return spans the gap); import its prices to fill it.");
        Returns.Result r = Returns.compute(v, D1.minusDays(1), D3, Returns.Basis.NET);
        assertThat(r.twr()).isCloseTo(1150.0 / 1100 - 1, Offset.offset(1e-15));
        assertThat(r.deposits()).isEqualTo(1100.0);
    }

    @Test
    void theGrossReturnAddsTheFeesBack() {
        // deposit 1,000, buy 10 X at 100 with a fee of 10 on day 1 (cash -10), X closes 100: net TWR = 990 / 1000 - 1 = -1 %,
        // gross (the fee counted as leaving at the day's end) = (990 + 10) / 1000 - 1 = 0
        PerformanceInput in = new PerformanceInput("USD", List.of(new Book.Transaction("a", D1, "X", "BUY", 10, 100, 10, "USD")),
                List.of(new Book.CashFlow("a", D1, 1000, "USD")), List.of(), List.of(),
                Map.of("X", new PriceSeries("X", "USD", new LocalDate[] {D1}, new double[] {100})), (f, t, d) -> 1.0);
        ValueSeries v = Valuations.build(in, D1);
        assertThat(Returns.compute(v, D1.minusDays(1), D1, Returns.Basis.NET).twr()).isCloseTo(-0.01, Offset.offset(1e-15));
        assertThat(Returns.compute(v, D1.minusDays(1), D1, Returns.Basis.GROSS).twr()).isCloseTo(0.0, Offset.offset(1e-15));
    }
}
