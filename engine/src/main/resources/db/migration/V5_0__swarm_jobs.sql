-- Investment-committee analysis jobs (issue 5, ADR 0030). One row per job; the submission, the agent trace
-- and the result are JSON text. Status: queued | running | complete | failed | cancelled.
CREATE TABLE swarm_jobs (
    job_id            VARCHAR(40)  NOT NULL PRIMARY KEY,
    organization_id   VARCHAR(100) NOT NULL,
    status            VARCHAR(16)  NOT NULL,
    submission        TEXT         NOT NULL,
    position_count    BIGINT       NOT NULL,
    progress_pct      DOUBLE PRECISION NOT NULL,
    agent_trace       TEXT         NOT NULL,
    result            TEXT,
    problem           TEXT,
    attempts          BIGINT       NOT NULL,
    estimated_seconds DOUBLE PRECISION NOT NULL,
    created_at        TIMESTAMP WITH TIME ZONE NOT NULL,
    started_at        TIMESTAMP WITH TIME ZONE,
    finished_at       TIMESTAMP WITH TIME ZONE,
    duration_ms       BIGINT
);
CREATE INDEX swarm_jobs_org_created ON swarm_jobs (organization_id, created_at);
CREATE INDEX swarm_jobs_status ON swarm_jobs (status);
