-- Issue 11 (ADR 0112): analysis jobs are claimed with FOR UPDATE SKIP LOCKED by any node sharing the database
-- and held under a lease the owning node renews; a job whose lease has expired (its node died) is claimed again.
-- Migration range V11_x: reliability and multi-node.
ALTER TABLE swarm_jobs ADD COLUMN lease_owner VARCHAR(64);
ALTER TABLE swarm_jobs ADD COLUMN lease_expires_at TIMESTAMP WITH TIME ZONE;
CREATE INDEX swarm_jobs_status_created ON swarm_jobs (status, created_at);
