package com.bpidesk.engine.reports;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.signals.ClientEvaluator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 30's audit case, worked by hand: a conservative client (shares 20-40 %, no single holding above 10 %) holding a
 * bond fund at 60.5 % of the portfolio is told of the breach of the single-holding limit, in words with both figures;
 * the sector comparison with the market index is context only.
 */
class PolicyFitTest {

    static ClientEvaluator.Position pos(String symbol, double weight) {
        return new ClientEvaluator.Position(symbol, 1, 1, 1, weight * 100_000, weight);
    }

    @Test
    void theBondFundAbovetheSingleHoldingLimitIsABreachNamedWithBothFigures() {
        List<ClientEvaluator.Position> positions = List.of(pos("AAPL", 0.08), pos("BND", 0.605), pos("MSFT", 0.12), pos("VTI", 0.05));
        List<ClientEvaluator.Distance> metrics = List.of(
                new ClientEvaluator.Distance("volatility", 0.06, 0, 0.08, 0.05, 0),
                new ClientEvaluator.Distance("equity_share", 0.25, 0.20, 0.40, 0.20, 0),
                new ClientEvaluator.Distance("max_position", 0.605, 0, 0.10, 0.10, 5.05),
                new ClientEvaluator.Distance("hhi", 0.40, 0, 0.25, 0.10, 1.5));
        List<PolicyFit.Finding> f = PolicyFit.of(positions, 0.10, metrics);
        assertThat(f).extracting(PolicyFit.Finding::text).containsExactly(
                "BND is 60.5% of the portfolio; the policy allows at most 10.0% in a single holding.",
                "MSFT is 12.0% of the portfolio; the policy allows at most 10.0% in a single holding.",
                // 1 / 0.40 = 2.5 equal holdings against 1 / 0.25 = 4.0
                "The portfolio is as spread as 2.5 equally sized holdings; the policy asks for at least the spread of 4.0.",
                "Within the policy: yearly ups and downs of 6.0% (at most 8.0%); shares at 25.0% (range 20.0% to 40.0%).");
        assertThat(f).extracting(PolicyFit.Finding::breach).containsExactly(true, true, true, false);
    }

    @Test
    void aPortfolioWithinEveryLimitHasNoBreach() {
        List<PolicyFit.Finding> f = PolicyFit.of(List.of(pos("VT", 0.09)), 0.10, List.of(
                new ClientEvaluator.Distance("max_position", 0.09, 0, 0.10, 0.10, 0)));
        assertThat(f).singleElement().satisfies(x -> {
            assertThat(x.breach()).isFalse();
            assertThat(x.text()).isEqualTo("Within the policy: no single holding above 10.0%.");
        });
    }

    @Test
    void sectorAndAssetClassComparisonsWithTheIndexAreContext() {
        assertThat(PolicyFit.isBenchmarkContext("sector_active_weight")).isTrue();
        assertThat(PolicyFit.isBenchmarkContext("largest_weight")).isFalse();
        assertThat(PolicyFit.isBenchmarkContext(null)).isFalse();
    }
}
