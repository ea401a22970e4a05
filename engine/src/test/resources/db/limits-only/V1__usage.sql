-- RateLimiterCrashBoundTest: the usage table of V1_0__platform.sql alone (without its key table), so the unit test
-- does not migrate the whole schema.
CREATE TABLE api_usage (
    key_id    VARCHAR(32) NOT NULL,
    usage_day DATE        NOT NULL,
    calls     BIGINT      NOT NULL,
    PRIMARY KEY (key_id, usage_day)
);
