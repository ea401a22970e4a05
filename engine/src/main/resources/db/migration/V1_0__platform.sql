-- Platform tables: API keys (salted hashes only) and per-key daily call counts.
-- Portable SQL: runs on H2 (PostgreSQL mode) and PostgreSQL.
-- Migration version ranges by feature: V1_x platform, V3_x envelopes, V4_x market/macro, V5_x analysis jobs,
-- V6_x client book/signals, V7_x research/reports, V8_x app state.
CREATE TABLE api_keys (
    key_id          VARCHAR(32)  PRIMARY KEY,
    organization_id VARCHAR(64)  NOT NULL,
    tier            VARCHAR(16)  NOT NULL,
    label           VARCHAR(200) NOT NULL,
    salt            VARCHAR(64)  NOT NULL,
    secret_hash     VARCHAR(128) NOT NULL,
    daily_limit     BIGINT       NOT NULL,
    created_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    revoked_at      TIMESTAMP WITH TIME ZONE
);

CREATE INDEX api_keys_org ON api_keys (organization_id);

CREATE TABLE api_usage (
    key_id    VARCHAR(32) NOT NULL REFERENCES api_keys (key_id),
    usage_day DATE        NOT NULL,
    calls     BIGINT      NOT NULL,
    PRIMARY KEY (key_id, usage_day)
);
