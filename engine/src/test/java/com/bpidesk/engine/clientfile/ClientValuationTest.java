package com.bpidesk.engine.clientfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.engine.book.DemoPolicies;
import com.bpidesk.engine.fx.CurrencyPair;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.testing.InMemoryMarket;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The client file's valuation on a small book worked by hand (every figure below is computed in the comments, not read
 * back from the code): a EUR client with a USD account (replayed trades and a deposit) and a EUR account (holdings
 * snapshot); EUR/USD 1.10 (USD per EUR) in January, 1.25 from 1 February.
 */
class ClientValuationTest {

    static final LocalDate AS_OF = LocalDate.of(2026, 3, 10);

    static InMemoryMarket market() {
        InMemoryMarket m = new InMemoryMarket();
        m.instrument("AAA", "equity", "US").instrument("BND", "etf_bond", "US").instrument("GONE", "equity", "US")
                .instrument("EUX", "etf_equity", "DE", "EUR");
        for (LocalDate d = LocalDate.of(2025, 12, 1); !d.isAfter(AS_OF); d = d.plusDays(1)) {
            if (d.getDayOfWeek() != DayOfWeek.SATURDAY && d.getDayOfWeek() != DayOfWeek.SUNDAY) {
                m.close("SPY", d, 500);
            }
        }
        m.close("AAA", LocalDate.of(2026, 3, 6), 140).close("AAA", LocalDate.of(2026, 3, 9), 150); // last close Monday 9 March
        m.close("BND", LocalDate.of(2026, 2, 20), 55);   // last close Friday 20 February: 12 trading days before 10 March
        m.close("EUX", AS_OF, 210);
        return m;
    }

    static FxTable eurUsd() {
        TreeMap<LocalDate, Double> rates = new TreeMap<>();
        for (LocalDate d = LocalDate.of(2025, 12, 1); !d.isAfter(AS_OF); d = d.plusDays(1)) {
            rates.put(d, d.isBefore(LocalDate.of(2026, 2, 1)) ? 1.10 : 1.25);
        }
        CurrencyPair p = new CurrencyPair("EUR", "USD");
        return new FxTable(Map.of(p, new FxTable.Source(p, rates, "test-ecb", null)), 7);
    }

    static Book book() {
        var client = new Book.Client("c1", "a1", "Maria Lopez", "balanced", 10, "Balanced growth", "DE", LocalDate.of(2025, 12, 15),
                null, null, "imported", "EUR");
        var usd = new Book.Account("acc-usd", "c1", "taxable", "USD", LocalDate.of(2026, 1, 2));
        var eur = new Book.Account("acc-eur", "c1", "retirement", "EUR", LocalDate.of(2026, 1, 2));
        List<Book.Transaction> txs = List.of(
                new Book.Transaction("acc-usd", LocalDate.of(2026, 1, 5), "AAA", "BUY", 10, 100, 1, "USD"),
                new Book.Transaction("acc-usd", LocalDate.of(2026, 1, 5), "BND", "BUY", 20, 50, 0, "USD"),
                new Book.Transaction("acc-usd", LocalDate.of(2026, 1, 6), "GONE", "BUY", 3, 10, 0, "USD"),
                new Book.Transaction("acc-usd", LocalDate.of(2026, 1, 10), "AAA", "BUY", 10, 120, 0, "USD"),
                new Book.Transaction("acc-usd", LocalDate.of(2026, 2, 10), "AAA", "SELL", 5, 130, 1, "USD"),
                new Book.Transaction("acc-usd", LocalDate.of(2026, 3, 20), "AAA", "BUY", 100, 150, 0, "USD")); // after the date
        return new Book(List.of(new Book.Advisor("a1", "Alex Advisor", null, "imported")), List.of(client), List.of(usd, eur),
                List.of(new Book.Holding("acc-eur", "EUX", 4, 200, LocalDate.of(2026, 1, 31))), txs,
                List.of(new Book.CashFlow("acc-usd", LocalDate.of(2026, 1, 2), 5000, "USD")), List.of());
    }

    @Test
    void valuesEachPositionInTheBaseCurrencyAndNamesWhatIsMissingOrStale() {
        Book b = book();
        ClientPolicy policy = DemoPolicies.forTolerance("balanced", ClientPolicy.HOUSE_DEFAULT);
        ClientValuation.Result r = new ClientValuation(market(), eurUsd()).value(b, b.clients().get(0), "EUR", AS_OF, policy);
        Map<String, ClientFile.Holding> h = r.accounts().stream().flatMap(a -> a.holdings().stream())
                .collect(Collectors.toMap(ClientFile.Holding::symbol, Function.identity()));

        // AAA: cost (10*100 + 10*120)/1.10 = 2000 EUR; the sale of 5 of 20 keeps 15/20 of it: 1500. Value 15 * 150 USD on
        // 9 March at 1.25 USD/EUR = 1800 EUR; gain 300, return 300/1500 = 0.20. The buy of 20 March is after the date.
        ClientFile.Holding aaa = h.get("AAA");
        assertThat(aaa.shares()).isEqualTo(15);
        assertThat(aaa.costBasis()).isCloseTo(1500.00, within(0.005));
        assertThat(aaa.value()).isCloseTo(1800.00, within(0.005));
        assertThat(aaa.unrealisedGain()).isCloseTo(300.00, within(0.005));
        assertThat(aaa.unrealisedReturn()).isCloseTo(0.20, within(1e-6));
        assertThat(aaa.priceDate()).isEqualTo(LocalDate.of(2026, 3, 9));
        assertThat(aaa.priceStatus()).isEqualTo("current");
        assertThat(aaa.fxRate()).isCloseTo(1 / 1.25, within(1e-12));
        assertThat(aaa.fxSource()).isEqualTo("test-ecb");
        // BND: cost 20*50/1.10 = 909.09; value 20 * 55 / 1.25 (rate of the close's date, 20 February) = 880; gain -29.09
        ClientFile.Holding bnd = h.get("BND");
        assertThat(bnd.priceStatus()).isEqualTo("stale");
        assertThat(bnd.value()).isCloseTo(880.00, within(0.005));
        assertThat(bnd.costBasis()).isCloseTo(909.09, within(0.005));
        assertThat(bnd.unrealisedGain()).isCloseTo(-29.09, within(0.005));
        // GONE: no close at all: not valued (never zero), cost known (30/1.10 = 27.27), named
        ClientFile.Holding gone = h.get("GONE");
        assertThat(gone.priceStatus()).isEqualTo("missing_price");
        assertThat(gone.value()).isNull();
        assertThat(gone.weight()).isNull();
        assertThat(gone.costBasis()).isCloseTo(27.27, within(0.005));
        // EUX: the EUR account's snapshot: 4 * 200 = 800 cost, 4 * 210 = 840 value, no conversion
        ClientFile.Holding eux = h.get("EUX");
        assertThat(eux.value()).isCloseTo(840.00, within(0.005));
        assertThat(eux.unrealisedGain()).isCloseTo(40.00, within(0.005));
        assertThat(eux.fxRate()).isEqualTo(1.0);

        // cash: 5000 - (1000 + 1) - 1000 - 30 - 1200 + (650 - 1) = 2418 USD, at 1.25 on 10 March = 1934.40 EUR
        ClientFile.Account usd = r.accounts().stream().filter(a -> a.accountId().equals("acc-usd")).findFirst().orElseThrow();
        assertThat(usd.cash()).isCloseTo(1934.40, within(0.005));
        // totals: 1800 + 880 + 840 + 1934.40 = 5454.40; invested 3520; cost of the valued 1500 + 909.09 + 800 = 3209.09
        assertThat(r.totals().value()).isCloseTo(5454.40, within(0.005));
        assertThat(r.totals().invested()).isCloseTo(3520.00, within(0.005));
        assertThat(r.totals().costBasis()).isCloseTo(3209.09, within(0.01));
        assertThat(r.totals().unrealisedGain()).isCloseTo(300 - 29.09 + 40, within(0.01));
        assertThat(r.totals().unvalued()).isEqualTo(1);
        // weights: AAA 1800/5454.40 = 0.330009 > the balanced limit 0.20
        assertThat(aaa.weight()).isCloseTo(0.330009, within(1e-6));
        assertThat(aaa.aboveLimit()).isTrue();
        assertThat(eux.aboveLimit()).isFalse();

        assertThat(r.warnings()).anySatisfy(w -> assertThat(w).startsWith("GONE").contains("not valued"))
                .anySatisfy(w -> assertThat(w).startsWith("BND").contains("2026-02-20").contains("12 trading days"));
    }

    @Test
    void comparesTheAllocationWithTheTargetsAndBands() {
        Book b = book();
        ClientPolicy policy = DemoPolicies.forTolerance("balanced", ClientPolicy.HOUSE_DEFAULT);
        var r = new ClientValuation(market(), eurUsd()).value(b, b.clients().get(0), "EUR", AS_OF, policy);
        Map<String, ClientFile.Allocation> a = r.allocation().stream()
                .collect(Collectors.toMap(ClientFile.Allocation::assetClass, Function.identity()));
        // equity (AAA + EUX) 2640 / 5454.40 = 0.484013, balanced 55 % +- 7.5 % = [0.475, 0.625]: within
        assertThat(a.get("equity").weight()).isCloseTo(0.484013, within(1e-6));
        assertThat(a.get("equity").state()).isEqualTo("within");
        // bonds 880 / 5454.40 = 0.161338 < 0.30 - 0.075: below; cash 1934.40 / 5454.40 = 0.354649 > 0.05 + 0.05: above
        assertThat(a.get("bonds").weight()).isCloseTo(0.161338, within(1e-6));
        assertThat(a.get("bonds").state()).isEqualTo("below");
        assertThat(a.get("cash").weight()).isCloseTo(0.354649, within(1e-6));
        assertThat(a.get("cash").state()).isEqualTo("above");
        assertThat(a.get("cash").upper()).isCloseTo(0.10, within(1e-9));
        // no real estate against a 5 % +- 3 % target: below
        assertThat(a.get("real_estate").state()).isEqualTo("below");
        assertThat(r.allocation().stream().mapToDouble(ClientFile.Allocation::weight).sum()).isCloseTo(1.0, within(1e-5));
    }

    @Test
    void aMissingRateLeavesThePositionUnvaluedInsteadOfZero() {
        Book b = book();
        ClientPolicy policy = DemoPolicies.forTolerance("balanced", ClientPolicy.HOUSE_DEFAULT);
        // no EUR/USD at all: only the EUR account can be valued
        var r = new ClientValuation(market(), new FxTable(Map.of(), 7)).value(b, b.clients().get(0), "EUR", AS_OF, policy);
        var aaa = r.accounts().stream().flatMap(x -> x.holdings().stream()).filter(x -> x.symbol().equals("AAA")).findFirst().orElseThrow();
        assertThat(aaa.priceStatus()).isEqualTo("missing_rate");
        assertThat(aaa.value()).isNull();
        assertThat(r.totals().value()).isCloseTo(840.00, within(0.005));
        assertThat(r.warnings()).anySatisfy(w -> assertThat(w).contains("USD").contains("EUR").contains("left out"));
    }
}
