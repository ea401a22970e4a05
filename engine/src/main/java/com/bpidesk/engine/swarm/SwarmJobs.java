package com.bpidesk.engine.swarm;

import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Row;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.platform.errors.DomainException.Kind;
import com.bpidesk.engine.platform.errors.DomainException.Reason;
import com.bpidesk.engine.swarm.briefing.AnalysisResult;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The analysis job queue: durable jobs in {@code swarm_jobs}, run by a fixed pool of {@code jobs.workers}
 * threads; extra submissions wait in the table (ADR 0030). Every read and write is scoped to the caller's
 * organization.
 *
 * <p>Workers pull work from the table (ADR 0112): a worker claims the oldest {@code queued} job, or a
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
 * <p>One class because claiming, lease renewal, conditional writes and recovery implement one lease protocol over one
 * table: every write is conditional on {@code lease_owner}, and keeping that invariant in one class is what makes it
 * checkable.
 */
public final class SwarmJobs implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(SwarmJobs.class);
    public static final int MAX_ATTEMPTS = 2;
    /** The job ran and failed (kind {@code FAILED}); also the type of the problem stored with a failed job. */
    public static final Reason ANALYSIS_FAILED = new Reason("analysis-failed", "The analysis job failed");
    /** The briefing of a job that is not complete (kind {@code CONFLICT}). */
    public static final Reason JOB_NOT_COMPLETE = new Reason("job-not-complete", "The job is not complete yet");
    /**
     * The status stored in a failed job's problem document (RFC 9457 shape, kept in {@code swarm_jobs.problem} and
     * served as {@code problem} of the job's status): what {@code GET .../result} of a failed job answers.
     */
    static final int ANALYSIS_FAILED_STATUS = 500;
    private static final TypeReference<List<JobViews.AgentTrace>> TRACE = new TypeReference<>() {
    };

    public static final int DEFAULT_LEASE_SECONDS = 15;
    public static final int DEFAULT_POLL_MILLIS = 1000;

    private final Database db;
    private final Clock clock;
    private final int workers;
    private final String nodeId = UUID.randomUUID().toString();
    private final java.time.Duration lease;
    private final long pollMillis;
    private final java.util.concurrent.ScheduledExecutorService sweeper;
    private final AtomicInteger busy = new AtomicInteger();
    private volatile Instant lastHeartbeat = Instant.EPOCH;
    private final SubmissionValidator validator;
    private final Analysis analysis;
    private final DurationEstimator estimator;
    private final ExecutorService pool;
    private volatile boolean closing;
    private final Map<String, AtomicBoolean> cancelFlags = new ConcurrentHashMap<>();
    private final Map<String, CompletableFuture<JobStatus>> completions = new ConcurrentHashMap<>();
    private final List<java.util.function.Consumer<Completed>> completionListeners = new java.util.concurrent.CopyOnWriteArrayList<>();

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
    public void onComplete(java.util.function.Consumer<Completed> listener) {
        completionListeners.add(listener);
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
        this.lease = java.time.Duration.ofSeconds(leaseSeconds);
        this.pollMillis = pollMillis;
        this.validator = validator;
        this.analysis = analysis;
        this.estimator = new DurationEstimator(db);
        AtomicInteger n = new AtomicInteger();
        this.pool = new ThreadPoolExecutor(workers, workers, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "bpi-swarm-worker-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.sweeper = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "bpi-swarm-leases");
            t.setDaemon(true);
            return t;
        });
    }

    /** This engine's identity in {@code lease_owner}. */
    public String nodeId() {
        return nodeId;
    }

    public int workers() {
        return workers;
    }

    public static String pollUrl(String jobId) {
        return "/api/swarm/status/" + jobId;
    }

    public static String resultUrl(String jobId) {
        return "/api/swarm/result/" + jobId;
    }

    public static String cancelUrl(String jobId) {
        return "/api/swarm/cancel/" + jobId;
    }

    /** Validates and stores a job as queued, enqueues it and returns the job object (2.3). */
    public JobViews.AnalysisJob submit(String organizationId, PortfolioSubmission submission) {
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
                        + " attempts, estimated_seconds, created_at) VALUES (?, ?, 'queued', ?, ?, 0, ?, 0, ?, ?)",
                jobId, organizationId, body, n, write(initialTrace("queued")), estimate, clock.instant());
        completions.put(jobId, new CompletableFuture<>());
        kick();
        return new JobViews.AnalysisJob(jobId, JobStatus.QUEUED.wire(), pollUrl(jobId), estimate, resultUrl(jobId),
                cancelUrl(jobId), (int) queuedAhead);
    }

    /** Completes when the job reaches a final state in this process (for the single-request endpoint B2). */
    public CompletableFuture<JobStatus> completion(String jobId) {
        return completions.computeIfAbsent(jobId, k -> new CompletableFuture<>());
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
                e.retryAfter(java.time.Duration.ofSeconds(3));
            }
            throw e;
        }
        String json = db.queryOne("SELECT result FROM swarm_jobs WHERE job_id = ? AND organization_id = ?",
                r -> r.str("result"), jobId, organizationId).orElseThrow(() -> notFound(jobId));
        return read(json);
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
        cancelFlags.computeIfAbsent(jobId, k -> new AtomicBoolean()).set(true);
        if (changed == 1) {
            completion(jobId).complete(JobStatus.CANCELLED);
        }
        return status(organizationId, jobId);
    }

    /**
     * Start-up recovery of jobs interrupted by an engine stop (see class comment), then starts the workers and the
     * lease keeper. Returns how many jobs are queued.
     */
    public int recover() {
        record Stale(String jobId, long attempts) {
        }
        // Shared database: a running job may belong to a live node; only expired leases are taken over (by claimNext).
        List<Stale> running = !db.exclusive() ? List.of() : db.query("SELECT job_id, attempts FROM swarm_jobs WHERE status = 'running'",
                r -> new Stale(r.str("job_id"), r.lng("attempts")));
        for (Stale s : running) {
            if (s.attempts() >= MAX_ATTEMPTS) {
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
        long queued = db.count("SELECT COUNT(*) FROM swarm_jobs WHERE status = 'queued'");
        sweeper.scheduleWithFixedDelay(this::sweep, pollMillis, pollMillis, TimeUnit.MILLISECONDS);
        for (int i = 0; i < workers; i++) {
            kick();
        }
        return (int) queued;
    }

    /** Starts one more worker loop if fewer than {@code workers} are busy. */
    private void kick() {
        while (true) {
            int b = busy.get();
            if (b >= workers || closing) {
                return;
            }
            if (busy.compareAndSet(b, b + 1)) {
                break;
            }
        }
        try {
            pool.execute(this::workLoop);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            busy.decrementAndGet(); // stopping
        }
    }

    /** Claims and runs jobs until none is left. */
    private void workLoop() {
        try {
            while (!closing) {
                Optional<String> job = claimNext();
                if (job.isEmpty()) {
                    return;
                }
                runJob(job.get());
            }
        } catch (RuntimeException e) {
            if (!closing) {
                LOG.warn("An analysis worker could not claim work (retried at the next poll): {}", e.toString());
            }
        } finally {
            busy.decrementAndGet();
        }
    }

    /**
     * Every {@code jobs.poll.millis}: renews this node's leases (every third of the lease), starts workers when
     * claimable jobs wait (submitted on another node, or left by a dead one), and completes the local waits of jobs
     * another node finished.
     */
    private void sweep() {
        try {
            Instant now = clock.instant();
            if (!now.isBefore(lastHeartbeat.plus(lease.dividedBy(3)))) {
                db.update("UPDATE swarm_jobs SET lease_expires_at = ? WHERE lease_owner = ? AND status = 'running'",
                        now.plus(lease), nodeId);
                lastHeartbeat = now;
            }
            if (busy.get() < workers && db.count("SELECT COUNT(*) FROM swarm_jobs WHERE status = 'queued' OR (status = 'running'"
                    + " AND (lease_expires_at IS NULL OR lease_expires_at < ?))", now) > 0) {
                for (int i = busy.get(); i < workers; i++) {
                    kick();
                }
            }
            for (var e : completions.entrySet()) {
                if (!e.getValue().isDone()) {
                    db.queryOne("SELECT status FROM swarm_jobs WHERE job_id = ?", r -> JobStatus.of(r.str("status")), e.getKey())
                            .filter(JobStatus::isFinal).ifPresent(st -> e.getValue().complete(st));
                }
            }
        } catch (RuntimeException e) {
            if (!closing) {
                LOG.warn("Could not renew analysis job leases: {}", e.toString());
            }
        }
    }

    /**
     * Claims the oldest claimable job under a lease, in one transaction: {@code FOR UPDATE SKIP LOCKED} makes
     * concurrent claimers (threads or nodes) take different rows. A job whose lease expired after
     * {@link #MAX_ATTEMPTS} attempts is failed instead of being run again.
     */
    private Optional<String> claimNext() {
        record Candidate(String jobId, String status, long attempts) {
        }
        List<String> failed = new ArrayList<>();
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
                if (takeOver && k.attempts() >= MAX_ATTEMPTS) {
                    ObjectNode p = problem("The engine running this job stopped, " + k.attempts()
                            + " times; it is not retried again. Submit the portfolio again to re-run it.");
                    j.update("UPDATE swarm_jobs SET status = 'failed', problem = ?, finished_at = ?, lease_owner = NULL"
                            + " WHERE job_id = ?", write(p), now, k.jobId());
                    LOG.warn("Analysis job {} failed after {} interrupted attempts", k.jobId(), k.attempts());
                    failed.add(k.jobId());
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
        failed.forEach(id -> completion(id).complete(JobStatus.FAILED));
        return claimed;
    }

    private void runJob(String jobId) {
        Instant started = clock.instant();
        record Claimed(String org, String submission) {
        }
        Claimed c = db.queryOne("SELECT organization_id, submission FROM swarm_jobs WHERE job_id = ?",
                r -> new Claimed(r.str("organization_id"), r.str("submission")), jobId).orElseThrow();
        AtomicBoolean cancelled = cancelFlags.computeIfAbsent(jobId, k -> new AtomicBoolean());
        List<JobViews.AgentTrace> trace = new ArrayList<>(initialTrace("pending"));
        int[] done = {0};
        Analysis.Progress progress = new Analysis.Progress() {
            @Override
            public void factsReady() {
                done[0]++;
                save();
            }

            @Override
            public void agentStarted(String agent) {
                set(agent, "running", "running");
                save();
            }

            @Override
            public void agentFinished(String agent, String summary) {
                set(agent, "complete", summary);
                done[0]++;
                save();
            }

            private void set(String agent, String status, String summary) {
                int i = Analysis.AGENTS.indexOf(agent);
                trace.set(i, new JobViews.AgentTrace(agent, status, summary));
            }

            private void save() {
                int n = db.update("UPDATE swarm_jobs SET progress_pct = ?, agent_trace = ? WHERE job_id = ? AND status = 'running'"
                        + " AND lease_owner = ?", 100.0 * done[0] / Analysis.STEPS, write(trace), jobId, nodeId);
                if (n == 0) {
                    cancelled.set(true); // cancelled (possibly through another node) or the lease was lost: stop
                }
            }
        };
        try {
            SubmissionValidator.Normalized p = Json.MAPPER.readValue(c.submission(), SubmissionValidator.Normalized.class);
            ObjectNode result = analysis.run(c.org(), jobId, p, progress, cancelled::get);
            Instant finished = clock.instant();
            SummaryColumns sc = SummaryColumns.of(result);
            int ok = db.update("UPDATE swarm_jobs SET status = 'complete', progress_pct = 100, agent_trace = ?, result = ?, finished_at = ?,"
                    + " duration_ms = ?, lease_owner = NULL, total_market_value = ?, base_currency = ?, posture = ?, data_as_of = ?"
                    + " WHERE job_id = ? AND status = 'running' AND lease_owner = ?", write(trace),
                    write(result), finished, finished.toEpochMilli() - started.toEpochMilli(), sc.value(), sc.currency(), sc.posture(),
                    sc.asOf(), jobId, nodeId);
            if (ok == 1) {
                for (var listener : completionListeners) {
                    try {
                        listener.accept(new Completed(c.org(), jobId, result));
                    } catch (RuntimeException e) {
                        LOG.warn("A completion listener failed for job {}: {}", jobId, e.toString());
                    }
                }
            }
            if (ok == 1) {
                completion(jobId).complete(JobStatus.COMPLETE);
            } else {
                completeFromStore(jobId);
            }
        } catch (CancellationException e) {
            completeFromStore(jobId);
        } catch (Exception | StackOverflowError e) {
            if (closing) {
                LOG.info("Analysis job {} interrupted by the engine stopping; it is recovered at the next start", jobId);
                return;
            }
            if (cancelled.get()) {
                completeFromStore(jobId);
                return;
            }
            LOG.warn("Analysis job {} failed", jobId, e);
            for (int i = 0; i < trace.size(); i++) {
                if (!"complete".equals(trace.get(i).status())) {
                    trace.set(i, new JobViews.AgentTrace(trace.get(i).agent(), "running".equals(trace.get(i).status()) ? "failed" : "cancelled",
                            "running".equals(trace.get(i).status()) ? "failed: " + e.getMessage() : "not run"));
                }
            }
            String running = trace.stream().filter(t -> "failed".equals(t.status())).map(JobViews.AgentTrace::agent).findFirst()
                    .orElse("fact base");
            db.update("UPDATE swarm_jobs SET status = 'failed', problem = ?, agent_trace = ?, finished_at = ?, lease_owner = NULL"
                    + " WHERE job_id = ? AND status = 'running' AND lease_owner = ?",
                    write(problem("The analysis failed in " + running + ": " + e)), write(trace), clock.instant(), jobId, nodeId);
            completion(jobId).complete(JobStatus.FAILED);
        } finally {
            cancelFlags.remove(jobId);
        }
    }

    /** Completes the local wait with the stored state once it is final (a cancel, or another node's result). */
    private void completeFromStore(String jobId) {
        db.queryOne("SELECT status FROM swarm_jobs WHERE job_id = ?", r -> JobStatus.of(r.str("status")), jobId)
                .filter(JobStatus::isFinal).ifPresent(st -> completion(jobId).complete(st));
    }

    /** The history's filter: statuses (empty: all), submitted at or after {@code from}, before {@code to} (null: open). */
    public record HistoryQuery(java.util.Set<JobStatus> statuses, Instant from, Instant to, int limit, int offset) {
    }

    /**
     * The organization's past analyses, newest first ({@code GET /api/swarm/jobs}). A complete job stored before its
     * summary columns existed is filled from its stored result here, once.
     */
    public JobViews.Page history(String organizationId, HistoryQuery q) {
        StringBuilder where = new StringBuilder(" WHERE organization_id = ?");
        List<Object> params = new ArrayList<>(List.of(organizationId));
        if (!q.statuses().isEmpty()) {
            where.append(" AND status IN (").append(String.join(", ", java.util.Collections.nCopies(q.statuses().size(), "?"))).append(")");
            q.statuses().stream().map(JobStatus::wire).sorted().forEach(params::add);
        }
        if (q.from() != null) {
            where.append(" AND created_at >= ?");
            params.add(q.from());
        }
        if (q.to() != null) {
            where.append(" AND created_at < ?");
            params.add(q.to());
        }
        long total = db.count("SELECT COUNT(*) FROM swarm_jobs" + where, params.toArray());
        List<Object> page = new ArrayList<>(params);
        page.add(q.limit());
        page.add(q.offset());
        List<JobViews.Summary> items = db.query("SELECT job_id, status, created_at, finished_at, position_count, total_market_value,"
                + " base_currency, posture, data_as_of FROM swarm_jobs" + where + " ORDER BY created_at DESC, job_id DESC LIMIT ? OFFSET ?",
                r -> {
                    String id = r.str("job_id");
                    String status = r.str("status");
                    return new JobViews.Summary(id, status, r.instant("created_at"), r.instant("finished_at"), (int) r.lng("position_count"),
                            r.dblOrNull("total_market_value"), r.str("base_currency"), r.str("posture"), r.date("data_as_of"),
                            JobStatus.COMPLETE.wire().equals(status) ? resultUrl(id) : null, pollUrl(id));
                }, page.toArray());
        List<JobViews.Summary> filled = new ArrayList<>(items.size());
        for (JobViews.Summary s : items) {
            filled.add(s.totalMarketValue() == null && JobStatus.COMPLETE.wire().equals(s.status()) ? backfill(organizationId, s) : s);
        }
        return new JobViews.Page(filled, total, q.limit(), q.offset());
    }

    /** Reads the summary columns of a complete job from its stored result and stores them. */
    private JobViews.Summary backfill(String organizationId, JobViews.Summary s) {
        Optional<String> json = db.queryOne("SELECT result FROM swarm_jobs WHERE job_id = ? AND organization_id = ?",
                r -> r.str("result"), s.jobId(), organizationId);
        if (json.isEmpty() || json.get() == null) {
            return s;
        }
        SummaryColumns sc;
        try {
            sc = SummaryColumns.of(read(json.get()));
        } catch (RuntimeException e) {
            LOG.warn("The stored result of job {} cannot be summarised: {}", s.jobId(), e.toString());
            return s;
        }
        db.update("UPDATE swarm_jobs SET total_market_value = ?, base_currency = ?, posture = ?, data_as_of = ? WHERE job_id = ?",
                sc.value(), sc.currency(), sc.posture(), sc.asOf(), s.jobId());
        return new JobViews.Summary(s.jobId(), s.status(), s.createdAt(), s.finishedAt(), s.positionCount(), sc.value(), sc.currency(),
                sc.posture(), sc.asOf(), s.resultUrl(), s.pollUrl());
    }

    /** What the history shows of a result: total market value, its currency, the posture and the data date. */
    record SummaryColumns(Double value, String currency, String posture, java.time.LocalDate asOf) {
        static SummaryColumns of(JsonNode result) {
            JsonNode pa = result.path("ic_briefing").path("portfolio_analyst");
            JsonNode value = pa.path("total_market_value");
            String currency = pa.path("base_currency").asText(null);
            String posture = result.path("ic_briefing").path("synthesis_agent").path("posture").asText(null);
            String asOf = result.path("as_of").asText(null);
            return new SummaryColumns(value.isNumber() ? value.asDouble() : null, currency, posture == null || posture.length() > 60 ? null : posture,
                    asOf == null || asOf.isBlank() ? null : java.time.LocalDate.parse(asOf));
        }
    }

    private Optional<JobViews.Status> find(String organizationId, String jobId) {
        return db.queryOne("SELECT * FROM swarm_jobs WHERE job_id = ? AND organization_id = ?", this::map, jobId, organizationId);
    }

    private JobViews.Status map(Row r) throws SQLException {
        String id = r.str("job_id");
        String problem = r.str("problem");
        String status = r.str("status");
        return new JobViews.Status(id, status, r.dbl("progress_pct"), readTrace(r.str("agent_trace")), r.dbl("estimated_seconds"),
                r.instant("created_at"), r.instant("started_at"), r.instant("finished_at"), (int) r.lng("position_count"),
                problem == null ? null : read(problem), JobStatus.COMPLETE.wire().equals(status) ? resultUrl(id) : null, pollUrl(id));
    }

    private static List<JobViews.AgentTrace> initialTrace(String summary) {
        return Analysis.AGENTS.stream().map(a -> new JobViews.AgentTrace(a, "pending", summary)).toList();
    }

    private ObjectNode problem(String detail) {
        ObjectNode p = Json.MAPPER.createObjectNode();
        p.put("type", ANALYSIS_FAILED.uri());
        p.put("title", ANALYSIS_FAILED.title());
        p.put("status", ANALYSIS_FAILED_STATUS);
        p.put("detail", detail);
        return p;
    }

    private static DomainException notFound(String jobId) {
        return DomainException.notFound("No analysis job " + jobId + " in your organization.");
    }

    private static String write(Object o) {
        try {
            return Json.MAPPER.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode read(String json) {
        try {
            return Json.MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<JobViews.AgentTrace> readTrace(String json) {
        try {
            return Json.MAPPER.readValue(json, TRACE);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Stops the workers. Desktop: running jobs stay {@code running} and are recovered at the next start. Shared
     * database: this node's running jobs are handed back ({@code queued}, lease cleared) for the other nodes.
     */
    @Override
    public void close() {
        closing = true;
        sweeper.shutdownNow();
        pool.shutdownNow();
        if (!db.exclusive()) {
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
        try {
            pool.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
