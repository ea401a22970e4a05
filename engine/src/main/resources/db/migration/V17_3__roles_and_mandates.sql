-- Issue 26 (ADR 0243): identities with roles, the maker of an analysis, one envelope per promised review item, and
-- each client's advisory mandate in the book.

-- 1. Roles are a fixed vocabulary: advisor, reviewer, administrator. The free text of ADR 0135 maps as
--    platform.auth.Role.fromLegacy does: "admin..." -> administrator; "review", "compliance", "checker",
--    "supervis..." -> reviewer; any other text, or none for a key with a holder, -> advisor (cannot review: a review
--    right is never assumed). A key without a holder keeps no role.
UPDATE api_keys SET holder_role = CASE
    WHEN holder IS NULL AND (holder_role IS NULL OR TRIM(holder_role) = '') THEN NULL
    WHEN LOWER(COALESCE(holder_role, '')) LIKE '%admin%' THEN 'administrator'
    WHEN LOWER(COALESCE(holder_role, '')) LIKE '%review%' OR LOWER(COALESCE(holder_role, '')) LIKE '%compliance%'
        OR LOWER(COALESCE(holder_role, '')) LIKE '%checker%' OR LOWER(COALESCE(holder_role, '')) LIKE '%supervis%'
        THEN 'reviewer'
    ELSE 'advisor' END;

-- The demo reviewer persona (desktop in demo mode only): while set, the key acts as a separate, labelled person.
ALTER TABLE api_keys ADD COLUMN persona VARCHAR(32);

-- 2. The person who started an analysis is the maker of its review items' envelopes (actor_id), the agent their
--    agent_id. Null for jobs submitted before this version.
ALTER TABLE swarm_jobs ADD COLUMN maker_id VARCHAR(100);
ALTER TABLE swarm_jobs ADD COLUMN maker_name VARCHAR(200);
ALTER TABLE swarm_jobs ADD COLUMN maker_role VARCHAR(32);

-- 3. Every promised review item arrives once: the envelope of an analysis review item carries a source key
--    (investor, portfolio date, action and its subject); the same item analysed again finds its envelope instead of
--    creating a second one. NULL for envelopes submitted directly (several NULLs are allowed by a unique index).
ALTER TABLE assurance_envelopes ADD COLUMN source_key VARCHAR(128);
CREATE UNIQUE INDEX assurance_envelopes_source ON assurance_envelopes (organization_id, source_key);

-- 4. Each client's advisory mandate: the actions the firm is authorized to propose (comma-separated action types),
--    and constraints (one per line, the envelope's constraint texts), with the scope ("Advisory", "Discretionary").
CREATE TABLE client_mandates (
    organization_id    VARCHAR(64)  NOT NULL,
    client_id          VARCHAR(64)  NOT NULL,
    scope              VARCHAR(200),
    authorized_actions TEXT         NOT NULL,
    constraints        TEXT         NOT NULL,
    data_source        VARCHAR(16)  NOT NULL,
    updated_at         TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (organization_id, client_id)
);
