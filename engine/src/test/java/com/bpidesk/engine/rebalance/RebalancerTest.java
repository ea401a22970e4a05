package com.bpidesk.engine.rebalance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every expected figure below is worked by hand in the comment above it (docs/rebalancing.md states the method);
 * none is read back from the code.
 */
class RebalancerTest {

    private static final double TOL = 1e-9;
    private static final Policy HALF_FORTY_TEN = new Policy(Map.of("equity", 0.5, "bonds", 0.4, "cash", 0.1),
            Map.of("equity", 0.05, "bonds", 0.05, "cash", 0.05), 1.0);

    private static Trade trade(Proposal p, String symbol) {
        return p.trades().stream().filter(t -> t.symbol().equals(symbol)).findFirst().orElseThrow();
    }

    private static Proposal.ClassWeight cls(Proposal p, String k) {
        return p.classes().stream().filter(c -> c.assetClass().equals(k)).findFirst().orElseThrow();
    }

    @Test
    void outOfBandClassesReturnToTargetWithSalesAndPurchasesInProportion() {
        // AAA 100 x 10 = 1,000 and BBB 50 x 20 = 1,000 (equity 2,000), CCC 20 x 25 = 500 (bonds), cash 500: total 3,000.
        // Equity 66.7 % vs 50 % +-5: out. Goal equity 1,500: sell 500, half from each (equal values): AAA 250 = 25 units,
        // BBB 250 = 12.5 units. Goal bonds 1,200: buy 700 of CCC = 28 units. Cash 500 + 500 - 700 = 300 = 10 %.
        // Gains at average cost: AAA (10 - 8) x 25 = 50, BBB (20 - 25) x 12.5 = -62.5; total -12.5.
        Proposal p = Rebalancer.propose(List.of(
                        new Holding("AAA", "Alpha", "equity", 100, 10, 8, false),
                        new Holding("BBB", "Beta", "equity", 50, 20, 25, false),
                        new Holding("CCC", "Bond fund", "bonds", 20, 25, 20, false)),
                500, HALF_FORTY_TEN, new Rules(0, false, Map.of()));
        assertThat(p.needed()).isTrue();
        assertThat(trade(p, "AAA").side()).isEqualTo(Trade.Side.SELL);
        assertThat(trade(p, "AAA").shares()).isCloseTo(25, within(TOL));
        assertThat(trade(p, "BBB").shares()).isCloseTo(12.5, within(TOL));
        assertThat(trade(p, "CCC").side()).isEqualTo(Trade.Side.BUY);
        assertThat(trade(p, "CCC").shares()).isCloseTo(28, within(TOL));
        assertThat(p.cashAfter()).isCloseTo(300, within(TOL));
        assertThat(p.estimatedRealisedGain()).isCloseTo(-12.5, within(TOL));
        assertThat(cls(p, "equity").before()).isCloseTo(2.0 / 3, within(TOL));
        assertThat(cls(p, "equity").inBandBefore()).isFalse();
        assertThat(cls(p, "equity").after()).isCloseTo(0.5, within(TOL));
        assertThat(cls(p, "bonds").after()).isCloseTo(0.4, within(TOL));
        assertThat(cls(p, "cash").after()).isCloseTo(0.1, within(TOL));
        assertThat(p.classes()).allMatch(Proposal.ClassWeight::inBandAfter);
        assertThat(trade(p, "CCC").reason()).isEqualTo("brings bonds from 16.7 % toward its target of 40.0 %");
    }

    @Test
    void heldPositionsAreNotSoldSmallTradesAreLeftOutAndPurchasesFitTheCash() {
        // AAA 1,000 (held by the policy), BBB 1,000, CCC 500, cash 600: total 3,100; equity 64.5 % is out of band.
        // Equity goal 0.5 x 3,100 = 1,550: sell 450, from BBB alone (AAA is held): 22.5 units, whole: rint -> 22 (440),
        // below the minimum of 500: left out. Bond goal 1,240: buy 740 of CCC = 29.6 units, down to 29 (725). Cash is
        // 600: purchases scaled by 600/725 (82.8 %), 29 x 0.8276 = 24 units (600), still above the minimum. Cash after 0.
        Proposal p = Rebalancer.propose(List.of(
                        new Holding("AAA", "Alpha", "equity", 100, 10, 8, true),
                        new Holding("BBB", "Beta", "equity", 50, 20, 25, false),
                        new Holding("CCC", "Bond fund", "bonds", 20, 25, 20, false)),
                600, HALF_FORTY_TEN, new Rules(500, true, Map.of()));
        assertThat(p.trades()).extracting(Trade::symbol).containsExactly("CCC");
        assertThat(trade(p, "CCC").shares()).isEqualTo(24);
        assertThat(p.cashAfter()).isCloseTo(0, within(TOL));
        assertThat(p.notes()).anyMatch(n -> n.startsWith("1 trade was left out for being smaller than the minimum of 500.00"));
        assertThat(p.notes()).anyMatch(n -> n.startsWith("Purchases were scaled to 82.8 % of plan"));
    }

    @Test
    void aPositionAboveTheLimitIsCutAndTheClassIsRefilledWithoutBreakingTheLimit() {
        // AAA 300 x 10 = 3,000, BBB 10 x 100 = 1,000, cash 1,000: total 5,000; equity 80 % (target 80 +-5, in band), cash
        // 20 % (in band). AAA is 60 % > the 40 % limit: cut to 2,000 (sell 100 units). Equity goal 4,000; planned 3,000:
        // buy 1,000, AAA has no room (at the limit), BBB room 1,000: buy 10 units. Both end at 40 %, cash 1,000.
        Policy policy = new Policy(Map.of("equity", 0.8, "cash", 0.2), Map.of("equity", 0.05, "cash", 0.05), 0.4);
        Proposal p = Rebalancer.propose(List.of(
                        new Holding("AAA", "Alpha", "equity", 300, 10, 5, false),
                        new Holding("BBB", "Beta", "equity", 10, 100, 100, false)),
                1000, policy, new Rules(0, true, Map.of()));
        assertThat(trade(p, "AAA").shares()).isEqualTo(100);
        assertThat(trade(p, "AAA").reason()).isEqualTo("brings Alpha from 60.0 % down to the policy's limit of 40.0 %");
        assertThat(trade(p, "AAA").estimatedRealisedGain()).isCloseTo(500, within(TOL));   // (10 - 5) x 100
        assertThat(trade(p, "BBB").shares()).isEqualTo(10);
        assertThat(p.positions()).allMatch(w -> w.after() <= 0.4 + TOL);
        assertThat(p.cashAfter()).isCloseTo(1000, within(TOL));
    }

    @Test
    void aClassTheAccountDoesNotHoldIsBoughtThroughItsStatedInstrument() {
        // Equity 90 x 100 = 9,000, cash 1,000: total 10,000; policy equity 60 / bonds 30 / cash 10. Sell 3,000 of EQ
        // (30 units), buy 3,000 of the bond instrument at 50 (60 units).
        Policy policy = new Policy(Map.of("equity", 0.6, "bonds", 0.3, "cash", 0.1), Map.of("equity", 0.05, "bonds", 0.05), 1.0);
        Proposal p = Rebalancer.propose(List.of(new Holding("EQ", "Equity fund", "equity", 90, 100, 80, false)), 1000, policy,
                new Rules(0, true, Map.of("bonds", new Rules.Instrument("BND", "Bond index fund", 50))));
        assertThat(trade(p, "EQ").shares()).isEqualTo(30);
        assertThat(trade(p, "BND").shares()).isEqualTo(60);
        assertThat(trade(p, "BND").name()).isEqualTo("Bond index fund");
        assertThat(cls(p, "bonds").after()).isCloseTo(0.3, within(TOL));
        // without an instrument the money stays in cash, and the proposal says so
        Proposal q = Rebalancer.propose(List.of(new Holding("EQ", "Equity fund", "equity", 90, 100, 80, false)), 1000, policy,
                new Rules(0, true, Map.of()));
        assertThat(q.trades()).extracting(Trade::symbol).containsExactly("EQ");
        assertThat(q.notes()).anyMatch(n -> n.contains("holds nothing in bonds"));
        assertThat(q.cashAfter()).isCloseTo(4000, within(TOL));
    }

    @Test
    void nothingIsProposedWithinTheBands() {
        // equity 5,200 / 10,000 = 52 %, bonds 38 %, cash 10 %: every class within +-5 points of 50 / 40 / 10.
        Proposal p = Rebalancer.propose(List.of(new Holding("EQ", "Equity fund", "equity", 52, 100, 90, false),
                new Holding("BD", "Bond fund", "bonds", 38, 100, 100, false)), 1000, HALF_FORTY_TEN, new Rules(0, true, Map.of()));
        assertThat(p.needed()).isFalse();
        assertThat(p.trades()).isEmpty();
        assertThat(p.notes()).containsExactly("Every asset class is within its band and no position is above the limit: no trade is needed.");
    }

    @Test
    void wholeUnitsRoundSalesToTheNearestUnitAndPurchasesDown() {
        assertThat(Trades.units(12.5, true, true)).isEqualTo(12);    // rint: half to even
        assertThat(Trades.units(12.6, true, true)).isEqualTo(13);
        assertThat(Trades.units(27.99, true, false)).isEqualTo(27);
        assertThat(Trades.units(27.99, false, false)).isEqualTo(27.99);
    }

    @Test
    void aPolicyWhoseTargetsDoNotAddUpIsRefused() {
        assertThatThrownBy(() -> new Policy(Map.of("equity", 0.6, "bonds", 0.3), Map.of(), 1.0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("sum to");
    }
}
