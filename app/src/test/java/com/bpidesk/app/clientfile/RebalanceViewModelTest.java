package com.bpidesk.app.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.rebalance.RebalanceApi;
import com.bpidesk.app.testing.FakeEngine;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rebalance dialog's state on the fake engine (ADR 0255): one choice per account in words, asset classes in the
 * policy's order, notes with what was left out, and the decision sent with the proposal's id. Hand-worked: the classes
 * arrive as bonds, cash, equity and are shown equity, bonds, cash.
 */
class RebalanceViewModelTest {

    static RebalanceApi.Proposal proposal(String id, String status) {
        var plan = new RebalanceApi.Plan(
                List.of(new RebalanceApi.Trade("AAPL", "Apple Inc.", "SELL", 120, 190.25, 22_830, "brings equity toward its target")),
                List.of(new RebalanceApi.ClassWeight("bonds", 0.2, 0.3, 0.3, 0.05, true),
                        new RebalanceApi.ClassWeight("cash", 0.1, 0.1, 0.1, 0.05, true),
                        new RebalanceApi.ClassWeight("equity", 0.7, 0.6, 0.6, 0.05, true)),
                100_000, 10_000, 10_000, 4_830, List.of("Whole shares only"));
        return new RebalanceApi.Proposal(id, "Maria Lopez", "taxable", "USD", LocalDate.of(2026, 11, 27), plan,
                List.of("XYZ has no price"), "threshold rebalancing to target", status);
    }

    @Test
    void aProposalIsShownInWordsAndTheAcceptanceGoesOutWithItsId() {
        FakeEngine engine = new FakeEngine();
        engine.rebalance.proposals = new RebalanceApi.Proposals(List.of(proposal("p-1", "proposed")), "Nothing is executed.");
        RebalanceViewModel m = new RebalanceViewModel(engine.context(null), "c-1", null);
        m.propose();
        assertThat(engine.calls).contains("rebalance.propose c-1");
        assertThat(m.choices()).hasSize(1);
        assertThat(m.clientNameProperty().get()).isEqualTo("Maria Lopez");
        assertThat(m.accountProperty().get()).startsWith("Taxable account · value USD 100,000");
        assertThat(m.trades()).extracting(RebalanceText.TradeRow::instrument).containsExactly("Apple Inc. (AAPL)");
        assertThat(m.classes()).extracting(RebalanceText.ClassRow::assetClass).containsExactly("Equity", "Bonds", "Cash");
        assertThat(m.notes()).containsExactly("Whole shares only", "XYZ has no price");
        assertThat(m.noticeProperty().get()).isEqualTo("Nothing is executed.");
        assertThat(m.decidableProperty().get()).isTrue();
        assertThat(m.confirmation()).contains("Sell 120 shares of Apple Inc. (AAPL)");
        m.accept();
        assertThat(engine.rebalance.decided).containsExactly("accepted p-1");
        assertThat(m.statusProperty().get()).isEqualTo(engine.rebalance.acceptanceMessage);
        assertThat(m.decidableProperty().get()).isFalse();
    }

    @Test
    void aRejectionSendsNothingForReviewAndAnUnreachableEngineIsSaidInWords() {
        FakeEngine engine = new FakeEngine();
        engine.rebalance.proposals = new RebalanceApi.Proposals(List.of(proposal("p-2", "proposed")), "");
        RebalanceViewModel m = new RebalanceViewModel(engine.context(null), "c-2", "Maria Lopez");
        m.propose();
        m.reject();
        assertThat(engine.rebalance.decided).containsExactly("rejected p-2");
        assertThat(m.statusProperty().get()).startsWith("The proposal is rejected. Nothing was sent for review");
        engine.down = true;
        m.propose();
        assertThat(m.errorProperty().get()).isNotBlank();
        assertThat(m.busyProperty().get()).isFalse();
    }
}
