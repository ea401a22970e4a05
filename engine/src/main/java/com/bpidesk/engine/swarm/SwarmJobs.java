package com.bpidesk.engine.swarm;

import static com.bpidesk.engine.swarm.JobJson.initialTrace;
import static com.bpidesk.engine.swarm.JobJson.write;
import static com.bpidesk.engine.swarm.JobUrls.cancelUrl;
import static com.bpidesk.engine.swarm.JobUrls.pollUrl;
import static com.bpidesk.engine.swarm.JobUrls.resultUrl;

import com.bpidesk.engine.assurance.Actor;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.platform.errors.DomainException.Kind;
import com.bpidesk.engine.platform.errors.DomainException.Reason;
import com.bpidesk.engine.swarm.briefing.AnalysisResult;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * The analysis job queue: durable jobs in {@code swarm_jobs}, run by a fixed pool of {@code jobs.workers}
 * threads; extra submissions wait in the table (ADR 0030). Every read and write is scoped to the caller's
 * organization.
 *
 * <p>Workers pull work from the table (ADR 0112, {@link JobLeases}): a worker claims the oldest {@code queued} job, or a
 * {@code running} job whose lease has expired, with {@code SELECT ... FOR UPDATE SKIP LOCKED}, so engines sharing
 * a PostgreSQL database never run a job twice and never wait for each other. The claiming node holds the job
 * under a lease of {@code jobs.lease.seconds} (default {@value #DEFAULT_LEASE_SECONDS}) that it renews every third
 * of the lease; every later write is conditional on {@code lease_owner}, so a node that lost its lease cannot
 * overwrite the new owner. A node that dies stops renewing, and a live node claims its jobs once the lease
 * expires: within {@code lease + poll} seconds (16 s by default). A job interrupted {@link #MAX_ATTEMPTS} times
 * is marked {@code failed} with the reason.
 *
 * <p>On the desktop's embedded H2 database the engine is the only user: {@link #recover()} re-queues every job
 * left {@code running} by the previous run at once, without waiting for its lease.
 *
 * <p>This class is the queue's entry point (submit, status, result, cancel, history); the lease protocol is
 * {@link JobLeases}, the workers and the lease keeper {@link JobWorkers}, the history {@link JobHistory}, the stored JSON
 * {@link JobJson} and the links {@link JobUrls}.
 */
public final class SwarmJobs implements AutoCloseable {

    public static final int MAX_ATTEMPTS = 2;
    /** The job ran and failed (kind {@code FAILED}); also the type of the problem stored with a failed job. */
    public static final Reason ANALYSIS_FAILED = new Reason("analysis-failed", "The analysis job failed");
    /** The briefing of a job that is not complete (kind {@code CONFLICT}). */
    public static final Reason JOB_NOT_COMPLETE = new Reason("job-not-complete", "The job is not complete yet");

    public static final int DEFAULT_LEASE_SECONDS = 15;
    public static final int DEFAULT_POLL_MILLIS = 1000;

    private final Database db;
    private final Clock clock;
    private final int workers;
    private final SubmissionValidator validator;
    private final DurationEstimator estimator;
    private final JobLeases leases;
    private final JobWorkers pool;
    private final JobHistory history;

    /** A job that has just completed, with its stored result (job_id, as_of, data_source, ic_briefing, ...). */
    public record Completed(String organizationId, String jobId, ObjectNode result) {

        /** The result as the typed records. */
        public AnalysisResult analysis() {
            return AnalysisResult.read(result);
        }
    }

    /**
     * Calls the listener on the worker thread after each job completes (e.g. research notes from the briefing).
     * A failing listener is logged and never fails the job.
     */
    public void onComplete(Consumer<Completed> listener) {
        pool.onComplete(listener);
    }

    public SwarmJobs(Database db, Clock clock, int workers, SubmissionValidator validator, Analysis analysis) {
        this(db, clock, workers, validator, analysis, DEFAULT_LEASE_SECONDS, DEFAULT_POLL_MILLIS);
    }

    /** With the lease ({@code jobs.lease.seconds}) and the idle poll interval ({@code jobs.poll.millis}). */
    public SwarmJobs(Database db, Clock clock, int workers, SubmissionValidator validator, Analysis analysis,
                     int leaseSeconds, long pollMillis) {
        if (workers < 1) {
            throw new IllegalArgumentException("jobs.workers must be at least 1, got " + workers);
        }
        if (leaseSeconds < 3 || pollMillis < 50 || pollMillis > leaseSeconds * 1000L) {
            throw new IllegalArgumentException("jobs.lease.seconds must be at least 3 and jobs.poll.millis from 50 to the "
                    + "lease, got " + leaseSeconds + " s and " + pollMillis + " ms");
        }
        this.db = db;
        this.clock = clock;
        this.workers = workers;
        this.validator = validator;
        this.estimator = new DurationEstimator(db);
        this.leases = new JobLeases(db, clock, Duration.ofSeconds(leaseSeconds));
        this.pool = new JobWorkers(db, clock, workers, pollMillis, leases, analysis);
        this.history = new JobHistory(db);
    }

    /** This engine's identity in {@code lease_owner}. */
    public String nodeId() {
        return leases.nodeId();
    }

    public int workers() {
        return workers;
    }

    /** Validates and stores a job as queued, enqueues it and returns the job object (2.3); no known maker. */
    public JobViews.AnalysisJob submit(String organizationId, PortfolioSubmission submission) {
        return submit(organizationId, submission, null);
    }

    /**
     * {@link #submit(String, PortfolioSubmission)} recording {@code maker}, the person who started the analysis (ADR
     * 0243): the maker of its review items' envelopes, who therefore cannot review them.
     */
    public JobViews.AnalysisJob submit(String organizationId, PortfolioSubmission submission, Actor maker) {
        SubmissionValidator.Normalized normalized = validator.validate(submission);
        String jobId = UUID.randomUUID().toString();
        int n = normalized.holdings().size();
        // queue_position counts only the caller's organization's jobs (another organization's activity stays private);
        // the estimate uses the whole queue, as all organizations share the workers.
        long queuedAhead = db.count("SELECT COUNT(*) FROM swarm_jobs WHERE status = 'queued' AND organization_id = ?", organizationId);
        long busyJobs = db.count("SELECT COUNT(*) FROM swarm_jobs WHERE status IN ('queued', 'running')");
        double estimate = estimator.estimateSeconds(n, busyJobs, workers);
        String body = write(normalized);
        db.update("INSERT INTO swarm_jobs (job_id, organization_id, status, submission, position_count, progress_pct, agent_trace,"
                        + " attempts, estimated_seconds, created_at, maker_id, maker_name, maker_role)"
                        + " VALUES (?, ?, 'queued', ?, ?, 0, ?, 0, ?, ?, ?, ?, ?)",
                jobId, organizationId, body, n, write(initialTrace("queued")), estimate, clock.instant(),
                maker == null ? null : maker.id(), maker == null ? null : maker.name(), maker == null ? null : maker.role());
        pool.submitted(jobId);
        return new JobViews.AnalysisJob(jobId, JobStatus.QUEUED.wire(), pollUrl(jobId), estimate, resultUrl(jobId),
                cancelUrl(jobId), (int) queuedAhead);
    }

    /** The person who started the job (ADR 0243), when recorded. */
    public static java.util.Optional<Actor> maker(Database db, String jobId) {
        return db.queryOne("SELECT maker_id, maker_name, maker_role FROM swarm_jobs WHERE job_id = ? AND maker_id IS NOT NULL",
                r -> new Actor(r.str("maker_id"), r.str("maker_name"), r.str("maker_role")), jobId);
    }

    /** Completes when the job reaches a final state in this process (for the single-request endpoint B2). */
    public CompletableFuture<JobStatus> completion(String jobId) {
        return pool.completion(jobId);
    }

    public JobViews.Status status(String organizationId, String jobId) {
        return find(organizationId, jobId).orElseThrow(() -> notFound(jobId));
    }

    /** The stored result (2.5) of a complete job; a {@code JOB_NOT_COMPLETE} conflict pointing to the status URL otherwise. */
    public JsonNode result(String organizationId, String jobId) {
        JobViews.Status s = status(organizationId, jobId);
        if (!JobStatus.COMPLETE.wire().equals(s.status())) {
            DomainException e = new DomainException(Kind.CONFLICT, JOB_NOT_COMPLETE, "Job " + jobId + " is " + s.status()
                    + (JobStatus.of(s.status()).isFinal() ? " and has no briefing." : "; poll " + pollUrl(jobId) + " until its status is complete."))
                    .with("job_id", jobId).with("job_status", s.status()).with("status_url", pollUrl(jobId))
                    .location(pollUrl(jobId));
            if (s.problem() != null) {
                e.with("job_problem", s.problem());
            }
            if (!JobStatus.of(s.status()).isFinal()) {
                e.retryAfter(Duration.ofSeconds(3));
            }
            throw e;
        }
        String json = db.queryOne("SELECT result FROM swarm_jobs WHERE job_id = ? AND organization_id = ?",
                r -> r.str("result"), jobId, organizationId).orElseThrow(() -> notFound(jobId));
        return JobJson.read(json);
    }

    /** Cancels a queued or running job; idempotent for a cancelled job; a conflict for complete or failed jobs. */
    public JobViews.Status cancel(String organizationId, String jobId) {
        JobViews.Status s = status(organizationId, jobId);
        JobStatus st = JobStatus.of(s.status());
        if (st == JobStatus.CANCELLED) {
            return s;
        }
        if (st.isFinal()) {
            throw DomainException.conflict("Job " + jobId + " is already " + s.status() + " and cannot be cancelled.")
                    .with("job_id", jobId).with("job_status", s.status());
        }
        List<JobViews.AgentTrace> trace = new ArrayList<>();
        for (JobViews.AgentTrace t : s.agentTrace()) {
            trace.add("complete".equals(t.status()) ? t : new JobViews.AgentTrace(t.agent(), "cancelled", t.summary()));
        }
        int changed = db.update("UPDATE swarm_jobs SET status = 'cancelled', finished_at = ?, agent_trace = ? WHERE job_id = ?"
                + " AND organization_id = ? AND status IN ('queued', 'running')", clock.instant(), write(trace), jobId, organizationId);
        pool.cancelled(jobId, changed == 1);
        return status(organizationId, jobId);
    }

    /**
     * Start-up recovery of jobs interrupted by an engine stop (see class comment), then starts the workers and the
     * lease keeper. Returns how many jobs are queued.
     */
    public int recover() {
        leases.recoverInterrupted();
        long queued = db.count("SELECT COUNT(*) FROM swarm_jobs WHERE status = 'queued'");
        pool.start();
        return (int) queued;
    }

    /**
     * The organization's past analyses, newest first ({@code GET /api/swarm/jobs}). A complete job stored before its
     * summary columns existed is filled from its stored result here, once.
     */
    public JobViews.Page history(String organizationId, JobViews.HistoryQuery q) {
        return history.history(organizationId, q);
    }

    private Optional<JobViews.Status> find(String organizationId, String jobId) {
        return db.queryOne("SELECT * FROM swarm_jobs WHERE job_id = ? AND organization_id = ?", JobJson::status, jobId, organizationId);
    }

    private static DomainException notFound(String jobId) {
        return DomainException.notFound("No analysis job " + jobId + " in your organization.");
    }

    /**
     * Stops the workers. Desktop: running jobs stay {@code running} and are recovered at the next start. Shared
     * database: this node's running jobs are handed back ({@code queued}, lease cleared) for the other nodes.
     */
    @Override
    public void close() {
        pool.close();
    }
}
