package com.bpidesk.app.client.rebalance;

import com.bpidesk.app.client.Api;
import java.time.LocalDate;
import java.util.List;

/**
 * Rebalance proposals (engine/src/main/resources/openapi/rebalance.yaml, docs/rebalancing.md), as records mirroring the
 * schemas. Nothing here executes a trade: an acceptance only creates review items for compliance; the advisor decides.
 */
public interface RebalanceApi {

    /** A proposal for each of the client's accounts, with the firm's minimum trade and whole shares (POST, empty body). */
    Proposals propose(String clientId);

    /** The advisor accepts a proposal: one review item per trade goes to compliance; nothing is executed. */
    Acceptance accept(String clientId, String proposalId);

    /** The advisor rejects a proposal: nothing is sent for review. */
    Proposal reject(String clientId, String proposalId);

    /** The answer of proposing: one stored proposal per account, and the notice that nothing is executed. */
    @Api.Response(path = "/api/book/clients/{client_id}/rebalance-proposals", method = "post", status = "201")
    record Proposals(List<Proposal> items, String notice) {
        public Proposals {
            items = items == null ? List.of() : List.copyOf(items);
        }
    }

    /**
     * Schema {@code RebalanceProposal}: one account's proposal in the client's {@code baseCurrency}, priced as of
     * {@code asOf}; {@code leftOut} names positions without a price or rate; {@code status} is proposed, accepted or rejected.
     */
    @Api.Schema("RebalanceProposal")
    record Proposal(String proposalId, String clientName, String accountType, String baseCurrency, LocalDate asOf,
                    Plan proposal, List<String> leftOut, String method, String status) {
        public Proposal {
            leftOut = leftOut == null ? List.of() : List.copyOf(leftOut);
        }
    }

    /** The trades and the account before and after them (weights are fractions of the account's value). */
    record Plan(List<Trade> trades, List<ClassWeight> classes, double totalValue, double cashBefore, double cashAfter,
                double estimatedRealisedGain, List<String> notes) {
        public Plan {
            trades = trades == null ? List.of() : List.copyOf(trades);
            classes = classes == null ? List.of() : List.copyOf(classes);
            notes = notes == null ? List.of() : List.copyOf(notes);
        }
    }

    /** One proposed trade: {@code side} BUY or SELL, {@code value} = shares x price in the base currency. */
    record Trade(String symbol, String name, String side, double shares, double price, double value, String reason) {
    }

    /** One asset class's weights before and after the trades, its target and band (fractions). */
    record ClassWeight(String assetClass, double before, double after, double target, double band, boolean inBandAfter) {
    }

    /** The answer of an acceptance: what was sent for review, in words. */
    @Api.Response(path = "/api/book/clients/{client_id}/rebalance-proposals/{proposal_id}/acceptance", method = "post")
    record Acceptance(String message) {
    }
}
