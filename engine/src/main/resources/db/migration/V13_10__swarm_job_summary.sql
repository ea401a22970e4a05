-- Issue 13 (ADR 0131): the analysis history (GET /api/swarm/jobs) lists past jobs with their total value, base
-- currency, posture and data date without reading each stored result. Filled when a job completes; jobs completed
-- before this migration are filled from their stored result the first time the history lists them.
-- Version 13.10 leaves 13.0-13.9 to the other parts of issue 13.
ALTER TABLE swarm_jobs ADD COLUMN total_market_value DOUBLE PRECISION;
ALTER TABLE swarm_jobs ADD COLUMN base_currency VARCHAR(3);
ALTER TABLE swarm_jobs ADD COLUMN posture VARCHAR(60);
ALTER TABLE swarm_jobs ADD COLUMN data_as_of DATE;
CREATE INDEX swarm_jobs_org_status_created ON swarm_jobs (organization_id, status, created_at);
