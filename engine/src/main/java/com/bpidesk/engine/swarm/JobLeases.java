package com.bpidesk.engine.swarm;

import static com.bpidesk.engine.swarm.JobJson.initialTrace;
import static com.bpidesk.engine.swarm.JobJson.problem;
import static com.bpidesk.engine.swarm.JobJson.write;

import com.bpidesk.engine.platform.db.Database;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The lease protocol over {@code swarm_jobs} (ADR 0112): a node claims the oldest {@code queued} job, or a {@code running}
 * job whose lease has expired, with {@code SELECT ... FOR UPDATE SKIP LOCKED}, holds it under a lease of
 * {@code jobs.lease.seconds} renewed every third of the lease, and makes every later write of the job conditional on
 * {@code lease_owner}, so a node that lost its lease cannot overwrite the new owner. A job interrupted
 * {@link SwarmJobs#MAX_ATTEMPTS} times is failed with the reason. Every statement that reads or writes
 * {@code lease_owner} is in this class, so the invariant is checked here.
 */
final class JobLeases {

    private static final Logger LOG = LoggerFactory.getLogger(JobLeases.class);

    private final Database db;
    private final Clock clock;
    private final Duration lease;
    private final String nodeId = UUID.randomUUID().toString();
    private volatile Instant lastHeartbeat = Instant.EPOCH;

    JobLeases(Database db, Clock clock, Duration lease) {
        this.db = db;
        this.clock = clock;
        this.lease = lease;
    }

    /** This engine's identity in {@code lease_owner}. */
    String nodeId() {
        return nodeId;
    }

    /**
     * Desktop start-up (the embedded database has no other user): every job left {@code running} by the previous run is
     * re-queued at once, without waiting for its lease, or failed after {@link SwarmJobs#MAX_ATTEMPTS} attempts. A shared
     * database does nothing here: a running job may belong to a live node, and only expired leases are taken over.
     */
    void recoverInterrupted() {
        record Stale(String jobId, long attempts) {
        }
        List<Stale> running = !db.exclusive() ? List.of() : db.query("SELECT job_id, attempts FROM swarm_jobs WHERE status = 'running'",
                r -> new Stale(r.str("job_id"), r.lng("attempts")));
        for (Stale s : running) {
            if (s.attempts() >= SwarmJobs.MAX_ATTEMPTS) {
                ObjectNode p = problem("The engine stopped while this job was running, " + s.attempts()
                        + " times; it is not retried again. Submit the portfolio again to re-run it.");
                db.update("UPDATE swarm_jobs SET status = 'failed', problem = ?, finished_at = ? WHERE job_id = ? AND status = 'running'",
                        write(p), clock.instant(), s.jobId());
                LOG.warn("Analysis job {} failed after {} interrupted attempts", s.jobId(), s.attempts());
            } else {
                db.update("UPDATE swarm_jobs SET status = 'queued', progress_pct = 0, agent_trace = ?, lease_owner = NULL,"
                        + " lease_expires_at = NULL WHERE job_id = ? AND status = 'running'",
                        write(initialTrace("re-queued after an engine restart")), s.jobId());
                LOG.info("Analysis job {} re-queued after an engine restart", s.jobId());
            }
        }
    }

    /**
     * Claims the oldest claimable job under a lease, in one transaction: {@code FOR UPDATE SKIP LOCKED} makes
     * concurrent claimers (threads or nodes) take different rows. A job whose lease expired after
     * {@link SwarmJobs#MAX_ATTEMPTS} attempts is failed instead of being run again.
     *
     * @param failed called, after the transaction, with each job failed here
     */
    Optional<String> claimNext(Consumer<String> failed) {
        record Candidate(String jobId, String status, long attempts) {
        }
        List<String> failedIds = new java.util.ArrayList<>();
        Optional<String> claimed = db.transaction(j -> {
            while (true) {
                Instant now = clock.instant();
                Optional<Candidate> c = j.queryOne("SELECT job_id, status, attempts FROM swarm_jobs WHERE status = 'queued'"
                        + " OR (status = 'running' AND (lease_expires_at IS NULL OR lease_expires_at < ?))"
                        + " ORDER BY created_at FETCH FIRST 1 ROWS ONLY FOR UPDATE SKIP LOCKED", r -> new Candidate(r.str("job_id"),
                        r.str("status"), r.lng("attempts")), now);
                if (c.isEmpty()) {
                    return Optional.<String>empty();
                }
                Candidate k = c.get();
                boolean takeOver = JobStatus.RUNNING.wire().equals(k.status());
                if (takeOver && k.attempts() >= SwarmJobs.MAX_ATTEMPTS) {
                    ObjectNode p = problem("The engine running this job stopped, " + k.attempts()
                            + " times; it is not retried again. Submit the portfolio again to re-run it.");
                    j.update("UPDATE swarm_jobs SET status = 'failed', problem = ?, finished_at = ?, lease_owner = NULL"
                            + " WHERE job_id = ?", write(p), now, k.jobId());
                    LOG.warn("Analysis job {} failed after {} interrupted attempts", k.jobId(), k.attempts());
                    failedIds.add(k.jobId());
                    continue;
                }
                if (takeOver) {
                    j.update("UPDATE swarm_jobs SET progress_pct = 0, agent_trace = ? WHERE job_id = ?",
                            write(initialTrace("taken over after its engine stopped")), k.jobId());
                    LOG.info("Analysis job {} taken over: its lease expired (the engine running it stopped)", k.jobId());
                }
                j.update("UPDATE swarm_jobs SET status = 'running', started_at = ?, attempts = attempts + 1, lease_owner = ?,"
                        + " lease_expires_at = ? WHERE job_id = ?", now, nodeId, now.plus(lease), k.jobId());
                return Optional.of(k.jobId());
            }
        });
        failedIds.forEach(failed);
        return claimed;
    }

    /** Renews this node's leases when a third of the lease has passed since the last renewal. */
    void renewIfDue(Instant now) {
        if (!now.isBefore(lastHeartbeat.plus(lease.dividedBy(3)))) {
            db.update("UPDATE swarm_jobs SET lease_expires_at = ? WHERE lease_owner = ? AND status = 'running'",
                    now.plus(lease), nodeId);
            lastHeartbeat = now;
        }
    }

    /** True when a job waits to be claimed: queued, or running under an expired lease. */
    boolean claimableWaiting(Instant now) {
        return db.count("SELECT COUNT(*) FROM swarm_jobs WHERE status = 'queued' OR (status = 'running'"
                + " AND (lease_expires_at IS NULL OR lease_expires_at < ?))", now) > 0;
    }

    /** Stores a running job's progress; false when it is no longer this node's (cancelled, or the lease was lost). */
    boolean saveProgress(String jobId, double progressPct, List<JobViews.AgentTrace> trace) {
        return db.update("UPDATE swarm_jobs SET progress_pct = ?, agent_trace = ? WHERE job_id = ? AND status = 'running'"
                + " AND lease_owner = ?", progressPct, write(trace), jobId, nodeId) > 0;
    }

    /** Stores a job's result and its summary columns and releases the lease; false when the job is no longer this node's. */
    boolean complete(String jobId, List<JobViews.AgentTrace> trace, ObjectNode result, Instant started, Instant finished) {
        JobHistory.SummaryColumns sc = JobHistory.SummaryColumns.of(result);
        return db.update("UPDATE swarm_jobs SET status = 'complete', progress_pct = 100, agent_trace = ?, result = ?, finished_at = ?,"
                + " duration_ms = ?, lease_owner = NULL, total_market_value = ?, base_currency = ?, posture = ?, data_as_of = ?"
                + " WHERE job_id = ? AND status = 'running' AND lease_owner = ?", write(trace),
                write(result), finished, finished.toEpochMilli() - started.toEpochMilli(), sc.value(), sc.currency(), sc.posture(),
                sc.asOf(), jobId, nodeId) == 1;
    }

    /** Marks a job of this node failed with its problem and trace, and releases the lease. */
    void fail(String jobId, String detail, List<JobViews.AgentTrace> trace) {
        db.update("UPDATE swarm_jobs SET status = 'failed', problem = ?, agent_trace = ?, finished_at = ?, lease_owner = NULL"
                + " WHERE job_id = ? AND status = 'running' AND lease_owner = ?",
                write(problem(detail)), write(trace), clock.instant(), jobId, nodeId);
    }

    /**
     * Engine stop on a shared database: this node's running jobs are handed back ({@code queued}, lease cleared) for the
     * other nodes. On the desktop they stay {@code running} and are recovered at the next start.
     */
    void handBack() {
        if (db.exclusive()) {
            return;
        }
        try {
            int n = db.update("UPDATE swarm_jobs SET status = 'queued', lease_owner = NULL, lease_expires_at = NULL, progress_pct = 0"
                    + " WHERE lease_owner = ? AND status = 'running'", nodeId);
            if (n > 0) {
                LOG.info("Handed {} running analysis job(s) back to the queue for the other nodes", n);
            }
        } catch (RuntimeException e) {
            LOG.warn("Could not hand running jobs back (their leases expire in {} s): {}", lease.toSeconds(), e.toString());
        }
    }
}
