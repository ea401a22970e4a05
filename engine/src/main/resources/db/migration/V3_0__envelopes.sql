-- Decision assurance envelopes (docs/envelope.md). Append-only: the application only ever INSERTs into
-- envelope_versions and audit_events; assurance_envelopes is a projection (current version, review status)
-- that the verification recomputes from the chain. Each organization has its own hash chain of audit events.
CREATE TABLE assurance_envelopes (
    organization_id      VARCHAR(64)  NOT NULL,
    decision_id          VARCHAR(500) NOT NULL,
    trace_id             VARCHAR(500) NOT NULL,
    investor_id          VARCHAR(500) NOT NULL,
    actor_or_agent_id    VARCHAR(500) NOT NULL,
    actor_or_agent_type  VARCHAR(16)  NOT NULL,
    proposed_action_type VARCHAR(500) NOT NULL,
    disposition          VARCHAR(16)  NOT NULL,
    confidence           DOUBLE PRECISION,
    review_status        VARCHAR(16)  NOT NULL,
    current_version      INTEGER      NOT NULL,
    digest               VARCHAR(64)  NOT NULL,
    created_at           TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at           TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (organization_id, decision_id)
);

CREATE INDEX assurance_envelopes_queue ON assurance_envelopes (organization_id, created_at);
CREATE INDEX assurance_envelopes_investor ON assurance_envelopes (organization_id, investor_id);

-- Every version of every envelope, as its RFC 8785 canonical JSON and the SHA-256 of that text.
CREATE TABLE envelope_versions (
    organization_id VARCHAR(64)  NOT NULL,
    decision_id     VARCHAR(500) NOT NULL,
    version         INTEGER      NOT NULL,
    envelope_json   TEXT         NOT NULL,
    digest          VARCHAR(64)  NOT NULL,
    created_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (organization_id, decision_id, version)
);

-- The audit trail: one hash chain per organization. event_hash = SHA-256 of the RFC 8785 form of the event's
-- fields including prev_hash (the previous event's event_hash, 64 zeros for the first) and envelope_digest.
CREATE TABLE audit_events (
    organization_id  VARCHAR(64)  NOT NULL,
    chain_index      BIGINT       NOT NULL,
    decision_id      VARCHAR(500) NOT NULL,
    envelope_version INTEGER      NOT NULL,
    event_type       VARCHAR(16)  NOT NULL,
    actor            VARCHAR(500) NOT NULL,
    reason           TEXT,
    occurred_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    envelope_digest  VARCHAR(64)  NOT NULL,
    prev_hash        VARCHAR(64)  NOT NULL,
    event_hash       VARCHAR(64)  NOT NULL,
    PRIMARY KEY (organization_id, chain_index)
);

CREATE INDEX audit_events_decision ON audit_events (organization_id, decision_id);

-- The head of each organization's chain (last index and hash); appends lock this row.
CREATE TABLE audit_chain_heads (
    organization_id VARCHAR(64) PRIMARY KEY,
    chain_index     BIGINT      NOT NULL,
    head_hash       VARCHAR(64) NOT NULL
);
