package com.bpidesk.engine.rebalance;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/**
 * A rebalance proposal as the API answers it ({@code /api/book/clients/{client_id}/rebalance-proposals},
 * openapi/rebalance.yaml) and as table {@code rebalance_proposals} keeps it: the client and account by name, the
 * {@link Proposal} in the client's base currency, what was left out, the method in words, who proposed it and, once
 * decided, who accepted or rejected it and the review items (decision envelopes) an acceptance created.
 *
 * @param maxSinglePosition the policy's single-position limit the trades respect (fraction)
 * @param status        {@code proposed}, {@code accepted} or {@code rejected}
 * @param envelopeIds   the decision ids of the envelopes created on acceptance (empty before)
 */
public record StoredProposal(String proposalId, String clientId, String clientName, String accountId, String accountType,
                             String baseCurrency, LocalDate asOf, double minimumTrade, boolean wholeShares, double maxSinglePosition, Proposal proposal,
                             List<String> leftOut, String method, String status, String createdBy, Instant createdAt,
                             String decidedBy, Instant decidedAt, List<String> envelopeIds, String notice) {

    public static final String PROPOSED = "proposed";
    public static final String ACCEPTED = "accepted";
    public static final String REJECTED = "rejected";

    public static final String NOTICE = "Decision support for the advisor: a proposal is advice to accept or reject. BPI Desk never "
            + "executes a trade, never sends client communications and makes no suitability determination; an accepted proposal "
            + "becomes review items for compliance.";

    StoredProposal decided(String newStatus, String by, Instant at, List<String> envelopes) {
        return new StoredProposal(proposalId, clientId, clientName, accountId, accountType, baseCurrency, asOf, minimumTrade,
                wholeShares, maxSinglePosition, proposal, leftOut, method, newStatus, createdBy, createdAt, by, at, List.copyOf(envelopes), notice);
    }
}
