package com.bpidesk.engine.rebalance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.engine.clientfile.ClientFile;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The client file's account as the rebalancer's inputs, figures worked by hand: prices converted at the file's rate, the
 * average cost from the cost basis, a position without a price left out and named (never valued at zero), a stale price
 * used and named, the policy's targets with cash taking the rounding remainder.
 */
class AccountInputsTest {

    static final LocalDate D = LocalDate.of(2026, 11, 27);

    static ClientFile.Holding holding(String symbol, String name, String cls, double shares, String ccy, Double price, String status,
                                      Double fx, Double cost, boolean held) {
        Double value = price == null || fx == null ? null : shares * price * fx;
        return new ClientFile.Holding(symbol, name, cls, shares, ccy, price, price == null ? null : D.minusDays(10), "demo", status,
                fx, fx == null ? null : D, "identity", value, cost, null, null, null, held, false);
    }

    static final ClientPolicy POLICY = new ClientPolicy(List.of(new ClientPolicy.Target("equity", 0.6, 0.05),
            new ClientPolicy.Target("bonds", 0.3, 0.05), new ClientPolicy.Target("cash", 0.0999999, 0.02)), 0.2, List.of("AAPL"),
            ClientPolicy.ADVISOR, null, null);

    @Test
    void holdingsArePricedInTheBaseCurrencyAndUnpricedOnesAreLeftOutAndNamed() {
        var account = new ClientFile.Account("a1", "taxable", "USD", List.of(
                // 10 x 200 USD at rate 1: price 200, average cost 1,500 / 10 = 150
                holding("AAPL", "Apple Inc.", "equity", 10, "USD", 200.0, "current", 1.0, 1500.0, true),
                // 100 x 2.50 GBP at 1.25: price 3.125 USD, average cost 250 / 100 = 2.50; a stale close, named
                holding("VOD.L", "Vodafone Group Plc", "equity", 100, "GBP", 2.5, "stale", 1.25, 250.0, false),
                // no price: left out, never valued at zero
                holding("XYZ", "Xyz Corp", "equity", 40, "USD", null, "missing_price", null, 400.0, false)),
                1000.0, 3312.5);
        AccountInputs in = AccountInputs.of(account, POLICY);
        assertThat(in.holdings()).hasSize(2);
        Holding aapl = in.holdings().get(0);
        assertThat(aapl.price()).isEqualTo(200.0);
        assertThat(aapl.averageCost()).isEqualTo(150.0);
        assertThat(aapl.held()).isTrue();
        Holding vod = in.holdings().get(1);
        assertThat(vod.price()).isCloseTo(3.125, within(1e-12));
        assertThat(vod.averageCost()).isCloseTo(2.5, within(1e-12));
        assertThat(vod.value()).isCloseTo(312.5, within(1e-9));
        assertThat(in.cash()).isEqualTo(1000.0);
        assertThat(in.leftOut()).hasSize(2);
        assertThat(in.leftOut().get(0)).startsWith("Vodafone Group Plc (VOD.L) is valued at its last price").contains("stale");
        assertThat(in.leftOut().get(1)).isEqualTo("Xyz Corp (XYZ) has no price on the file's date: it is left out of the proposal and not traded.");
        // targets: equity 0.6, bonds 0.3, cash the remainder 1 - 0.9 = 0.1 (not the stored 0.0999999); the limit 0.2
        assertThat(in.policy().target("cash")).isCloseTo(0.1, within(1e-12));
        assertThat(in.policy().band("equity")).isEqualTo(0.05);
        assertThat(in.policy().target("real_estate")).isZero();
        assertThat(in.policy().maxSinglePosition()).isEqualTo(0.2);
    }

    @Test
    void unknownCashCountsAsZeroAndIsNamed() {
        var account = new ClientFile.Account("a1", "taxable", "USD", List.of(
                holding("AAPL", "Apple Inc.", "equity", 10, "USD", 200.0, "current", 1.0, null, false)), null, 2000);
        AccountInputs in = AccountInputs.of(account, POLICY);
        assertThat(in.cash()).isZero();
        // no cost known: the average cost is the price, so a sale's estimated gain is zero, and that is said
        assertThat(in.holdings().get(0).averageCost()).isEqualTo(200.0);
        assertThat(in.leftOut()).anyMatch(s -> s.contains("no known cost")).anyMatch(s -> s.contains("cash is not known"));
    }
}
