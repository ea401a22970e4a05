package com.bpidesk.engine.swarm.agents;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.swarm.briefing.ReviewItem;
import com.bpidesk.engine.swarm.facts.FactBase;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Findings about the same holding (its size and its share of risk) become one proposal that gives both reasons. */
class ReviewItemMergeTest {

    @Test
    void sizeAndRiskShareOfOneHoldingAreOneProposal() {
        FactBase.Holding nvda = new FactBase.Holding("NVDA", "NVIDIA", "equity", "Information Technology", "US", "USD", 100, 50, 100,
                LocalDate.of(2025, 4, 4), 10_000, 0.25, 250);
        FactBase.Holding ko = new FactBase.Holding("KO", "Coca-Cola", "equity", "Consumer Staples", "US", "USD", 100, 50, 300,
                LocalDate.of(2025, 4, 4), 30_000, 0.75, 250);
        FactBase f = new FactBase(LocalDate.of(2025, 4, 4), "imported", java.util.Map.of(), List.of(nvda, ko), 40_000, null, List.of(),
                "SPY", LocalDate.of(2025, 4, 3), new LocalDate[0], new double[0][], new double[0][], new double[0][], new double[0],
                new double[0], new double[0], "none", List.of(), null, null);
        List<Finding> ranked = List.of(
                new Finding("portfolio_analyst", 3, "Largest position KO is 75.0% of the portfolio", "largest_weight", 0.75, "KO"),
                new Finding("risk_manager", 3, "NVDA contributes 40.0% of portfolio risk with 25.0% of value", "risk_contribution_share", 0.4, "NVDA"),
                new Finding("risk_manager", 2, "Annualized volatility 30.0% vs benchmark 15.0%", "volatility_annual", 0.3, null),
                new Finding("portfolio_analyst", 2, "Largest position NVDA is 25.0% of the portfolio", "largest_weight", 0.25, "NVDA"),
                new Finding("risk_manager", 2, "Maximum drawdown over 3y was 35.0%", "max_drawdown_3y", 0.35, null),
                new Finding("risk_manager", 2, "KO contributes 60.0% of portfolio risk with 75.0% of value", "risk_contribution_share", 0.6, "KO"));
        List<ReviewItem> items = SynthesisAgent.reviewItems(f, ranked);
        assertThat(items).extracting(ReviewItem::id).containsExactly("R1", "R2", "R3");
        assertThat(items.get(0).proposedAction().parameters()).containsEntry("symbol", "KO");
        assertThat(items.get(0).rationale()).isEqualTo("Largest position KO is 75.0% of the portfolio; KO contributes 60.0% of portfolio risk with 75.0% of value");
        assertThat(items.get(1).proposedAction().parameters()).containsEntry("symbol", "NVDA");
        assertThat(items.get(1).rationale()).isEqualTo("NVDA contributes 40.0% of portfolio risk with 25.0% of value; Largest position NVDA is 25.0% of the portfolio");
        assertThat(items.get(2).proposedAction().type()).isEqualTo("risk_review");
        assertThat(items.get(2).rationale()).isEqualTo("Annualized volatility 30.0% vs benchmark 15.0%; Maximum drawdown over 3y was 35.0%");
    }
}
