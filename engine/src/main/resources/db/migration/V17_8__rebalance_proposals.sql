-- Issue 25 (ADR 0249): rebalance proposals the advisor asked for, and their decision. proposal_json is the answer as the
-- API gave it (trades, weights before and after, notes, method; docs/rebalancing.md); status is 'proposed', 'accepted' or
-- 'rejected'; envelope_ids lists the decision envelopes an acceptance created for compliance review (comma-separated).
-- The product never executes a trade: an accepted proposal only becomes review items.
CREATE TABLE rebalance_proposals (
    organization_id VARCHAR(64)  NOT NULL,
    proposal_id     VARCHAR(64)  NOT NULL,
    client_id       VARCHAR(64)  NOT NULL,
    account_id      VARCHAR(64)  NOT NULL,
    created_by      VARCHAR(200) NOT NULL,
    created_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    proposal_json   TEXT         NOT NULL,
    status          VARCHAR(16)  NOT NULL,
    decided_by      VARCHAR(200),
    decided_at      TIMESTAMP WITH TIME ZONE,
    envelope_ids    TEXT,
    PRIMARY KEY (organization_id, proposal_id)
);

CREATE INDEX rebalance_proposals_client ON rebalance_proposals (organization_id, client_id, created_at);
