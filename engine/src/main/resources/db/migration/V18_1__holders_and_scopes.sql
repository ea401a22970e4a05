-- Issue 28 (ADR 0252): need-to-know. A key is bound to a person (a holder) of its organization, and the holder's scope
-- decides which clients of the book the key sees:
--   own          the clients whose advisor is the holder (book_clients.advisor_id = holders.holder_id);
--   supervised   the holder's own clients and those of the advisors they supervise (holder_supervisions);
--   organization every client of the organization (reviewers, administrators; a key bound to no holder, as before).
-- holder_id is the person's id: for an advisor the same id as book_advisors.advisor_id, so the book names them.
CREATE TABLE holders (
    organization_id VARCHAR(64)  NOT NULL,
    holder_id       VARCHAR(64)  NOT NULL,
    name            VARCHAR(200) NOT NULL,
    role            VARCHAR(32)  NOT NULL,
    scope           VARCHAR(16)  NOT NULL,
    updated_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_by      VARCHAR(200),
    PRIMARY KEY (organization_id, holder_id)
);

-- A supervisor (a holder whose scope is 'supervised') sees the clients of each advisor listed here.
CREATE TABLE holder_supervisions (
    organization_id VARCHAR(64) NOT NULL,
    supervisor_id   VARCHAR(64) NOT NULL,
    advisor_id      VARCHAR(64) NOT NULL,
    PRIMARY KEY (organization_id, supervisor_id, advisor_id)
);

-- The holder a key is bound to (NULL: none; the key keeps organization scope, as every key had before this version).
ALTER TABLE api_keys ADD COLUMN holder_id VARCHAR(64);
CREATE INDEX api_keys_holder ON api_keys (organization_id, holder_id);
