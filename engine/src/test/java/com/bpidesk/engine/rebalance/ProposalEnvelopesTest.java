package com.bpidesk.engine.rebalance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.assurance.ProposedDecision;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An accepted proposal as envelopes: one per trade, the action in words, the figures the evaluator checks (the position's
 * weight after the trade as target_weight, the notional, the policy limit as the mandate's constraint), the proposal's id
 * as trace id and the advisor as the human actor. Figures worked by hand.
 */
class ProposalEnvelopesTest {

    @Test
    void eachTradeBecomesAnEnvelopeWithItsActionInWordsAndTheCheckedFigures() {
        // account of 100,000: Apple 30,000 (30 %) sells 120 x 190.25 = 22,830 down to 7,170 (7.17 %); AGG bought 50 x 98.50
        Trade sell = new Trade("AAPL", "Apple Inc.", "equity", Trade.Side.SELL, 120, 190.25, 22_830, 4_830, "brings equity from 70.0 % "
                + "toward its target of 60.0 %");
        Trade buy = new Trade("AGG", "iShares Core US Aggregate Bond ETF", "bonds", Trade.Side.BUY, 50, 98.5, 4_925, 0, "brings bonds "
                + "from 20.0 % toward its target of 30.0 %");
        Proposal p = new Proposal(true, List.of(sell, buy),
                List.of(new Proposal.ClassWeight("equity", 0.7, 0.4717, 0.6, 0.05, false, false)),
                List.of(new Proposal.PositionWeight("AAPL", "Apple Inc.", "equity", 0.30, 0.0717),
                        new Proposal.PositionWeight("AGG", "iShares Core US Aggregate Bond ETF", "bonds", 0, 0.04925)),
                100_000, 10_000, 27_905, 4_830, List.of());
        StoredProposal sp = new StoredProposal("p-1", "c-1", "Maria Lopez", "c-1-a1", "taxable", "USD", LocalDate.of(2026, 11, 27),
                500, true, 0.15, p, List.of(), Proposal.METHOD, StoredProposal.PROPOSED, "Ann Advisor", Instant.EPOCH, null, null,
                List.of(), StoredProposal.NOTICE);
        List<ProposedDecision> ds = ProposalEnvelopes.of(sp, new ProposalEnvelopes.ClientFacts("moderate", 10, "Balanced growth"),
                new ProposalEnvelopes.Advisor("api_key:k1", "Ann Advisor"), java.util.Optional.empty());
        assertThat(ds).hasSize(2);
        ProposedDecision d = ds.get(0);
        assertThat(d.proposedAction().type()).isEqualTo("rebalance");
        assertThat(d.proposedAction().parameters().get("side").asText()).isEqualTo("sell");
        assertThat(d.proposedAction().description()).isEqualTo("Sell 120 shares of Apple Inc. (AAPL), about USD 22,830.00, in account "
                + "c-1-a1 of Maria Lopez");
        assertThat(d.proposedAction().parameters().get("notional").asDouble()).isEqualTo(22_830.0);
        assertThat(d.proposedAction().parameters().get("target_weight").asDouble()).isEqualTo(0.0717);
        assertThat(d.proposedAction().parameters().get("max_single_position_weight").asDouble()).isEqualTo(0.15);
        assertThat(d.proposedAction().parameters().get("client_id").asText()).isEqualTo("c-1");
        assertThat(d.proposedAction().parameters().get("asset_class_weight_after").asDouble()).isEqualTo(0.4717);
        // no mandate recorded: one stating the policy's limit, authorizing rebalance
        assertThat(d.mandate().constraints()).containsExactly("max_single_position_weight: 0.15");
        assertThat(d.mandate().authorizedActions()).containsExactly("rebalance");
        assertThat(d.traceId()).isEqualTo("p-1");
        assertThat(d.decisionId()).isEqualTo("rebalance-p-1-1");
        assertThat(d.investorId()).isEqualTo("c-1");
        assertThat(d.actorId()).isEqualTo("api_key:k1");
        assertThat(d.actorOrAgent().id()).isEqualTo("api_key:k1");
        assertThat(d.actorOrAgent().name()).isEqualTo("Ann Advisor");
        assertThat(d.agentId()).isNull();
        assertThat(ds.get(1).proposedAction().description()).startsWith("Buy 50 shares of iShares Core US Aggregate Bond ETF (AGG), about "
                + "USD 4,925.00");
        assertThat(ds.get(1).proposedAction().parameters().get("target_weight").asDouble()).isEqualTo(0.04925);
    }

    @Test
    void theClientsRecordedMandateIsCarriedWhenTheBookHasOne() {
        Trade sell = new Trade("AAPL", "Apple Inc.", "equity", Trade.Side.SELL, 1, 100, 100, 0, "r");
        Proposal p = new Proposal(true, List.of(sell), List.of(), List.of(), 1000, 0, 100, 0, List.of());
        StoredProposal sp = new StoredProposal("p-2", "c-1", "Maria Lopez", "c-1-a1", "taxable", "USD", LocalDate.of(2026, 11, 27),
                0, true, 0.15, p, List.of(), Proposal.METHOD, StoredProposal.PROPOSED, "Ann Advisor", Instant.EPOCH, null, null,
                List.of(), StoredProposal.NOTICE);
        var recorded = new com.bpidesk.envelope.Mandate("Advisory", List.of("rebalance", "sell"), List.of("max_single_position_weight: 0.1000"));
        ProposedDecision d = ProposalEnvelopes.of(sp, new ProposalEnvelopes.ClientFacts("conservative", 5, null),
                new ProposalEnvelopes.Advisor("api_key:k1", "Ann Advisor"), java.util.Optional.of(recorded)).get(0);
        assertThat(d.mandate()).isEqualTo(recorded);
    }

    @Test
    void unitsReadAsWritten() {
        Trade one = new Trade("SPY", "SPDR S&P 500 ETF", "equity", Trade.Side.BUY, 1, 600, 600, 0, "r");
        Trade part = new Trade("SPY", "SPDR S&P 500 ETF", "equity", Trade.Side.SELL, 2.5, 600, 1500, 0, "r");
        assertThat(ProposalEnvelopes.describe(one)).isEqualTo("Buy 1 share of SPDR S&P 500 ETF (SPY)");
        assertThat(ProposalEnvelopes.describe(part)).isEqualTo("Sell 2.5 shares of SPDR S&P 500 ETF (SPY)");
    }
}
