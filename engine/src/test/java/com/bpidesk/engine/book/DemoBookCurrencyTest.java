package com.bpidesk.engine.book;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.fx.CurrencyPair;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.testing.InMemoryMarket;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The demo book's US clients trade a Tokyo listing in dollars: each trade's price is the yen close divided by the USD/JPY
 * rate on or before the trade date (hand-checkable: 3000 yen at 150 or 160 yen per dollar), booked as USD; without rates
 * the yen listing is left out rather than booked as dollars.
 */
class DemoBookCurrencyTest {

    static final LocalDate AS_OF = LocalDate.of(2026, 3, 18);
    static final LocalDate SWITCH = LocalDate.of(2025, 1, 1);

    static InMemoryMarket market() {
        InMemoryMarket m = new InMemoryMarket().instrument("SPY", "etf_equity", "US").instrument("BND", "etf_bond", "US")
                .instrument("TYO", "equity", "JP", "JPY");
        for (int k = 0; k < 9; k++) {
            m.instrument("US" + k, "equity", "US");
        }
        for (LocalDate d = AS_OF.minusYears(4); !d.isAfter(AS_OF); d = d.plusDays(1)) {
            if (d.getDayOfWeek() == DayOfWeek.SATURDAY || d.getDayOfWeek() == DayOfWeek.SUNDAY) {
                continue;
            }
            m.close("SPY", d, 400).close("BND", d, 90).close("TYO", d, 3000);
            for (int k = 0; k < 9; k++) {
                m.close("US" + k, d, 20 + 10 * k);
            }
        }
        return m;
    }

    static FxTable usdJpy() {
        TreeMap<LocalDate, Double> rates = new TreeMap<>();
        for (LocalDate d = AS_OF.minusYears(5); !d.isAfter(AS_OF); d = d.plusDays(1)) {
            rates.put(d, d.isBefore(SWITCH) ? 150.0 : 160.0);
        }
        CurrencyPair p = new CurrencyPair("USD", "JPY");
        return new FxTable(Map.of(p, new FxTable.Source(p, rates, "test", null)), 7);
    }

    @Test
    void aYenListingIsTradedAtItsCloseInDollarsOfTheTradeDate() {
        Book book = new DemoBook(market(), 60, 7).generate(usdJpy());
        var yen = book.transactions().stream().filter(t -> t.symbol().equals("TYO")).toList();
        assertThat(yen).isNotEmpty();
        for (Book.Transaction t : yen) {
            assertThat(t.currency()).isEqualTo("USD");
            assertThat(t.price()).as(t.toString()).isCloseTo(3000 / (t.tradeDate().isBefore(SWITCH) ? 150.0 : 160.0), within(1e-9));
        }
        assertThat(book.transactions()).allSatisfy(t -> assertThat(t.currency()).isEqualTo("USD"));
    }

    @Test
    void withoutRatesTheYenListingIsLeftOut() {
        Book book = new DemoBook(market(), 60, 7).generate();
        assertThat(book.transactions()).isNotEmpty().noneMatch(t -> t.symbol().equals("TYO"));
    }
}
