package com.bpidesk.engine.swarm;

import static com.bpidesk.engine.swarm.JobJson.initialTrace;

import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.platform.db.Database;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The fixed pool of {@code jobs.workers} threads that claim jobs through {@link JobLeases} and run them, the lease keeper
 * that renews the leases every {@code jobs.poll.millis}, and the local waits for a job's final state (ADR 0030, 0112).
 */
final class JobWorkers {

    private static final Logger LOG = LoggerFactory.getLogger(JobWorkers.class);

    private final Database db;
    private final Clock clock;
    private final int workers;
    private final long pollMillis;
    private final JobLeases leases;
    private final Analysis analysis;
    private final ExecutorService pool;
    private final ScheduledExecutorService sweeper;
    private final AtomicInteger busy = new AtomicInteger();
    private volatile boolean closing;
    private final Map<String, AtomicBoolean> cancelFlags = new ConcurrentHashMap<>();
    private final Map<String, CompletableFuture<JobStatus>> completions = new ConcurrentHashMap<>();
    private final List<Consumer<SwarmJobs.Completed>> completionListeners = new CopyOnWriteArrayList<>();

    JobWorkers(Database db, Clock clock, int workers, long pollMillis, JobLeases leases, Analysis analysis) {
        this.db = db;
        this.clock = clock;
        this.workers = workers;
        this.pollMillis = pollMillis;
        this.leases = leases;
        this.analysis = analysis;
        AtomicInteger n = new AtomicInteger();
        this.pool = new ThreadPoolExecutor(workers, workers, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "bpi-swarm-worker-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "bpi-swarm-leases");
            t.setDaemon(true);
            return t;
        });
    }

    /** Calls the listener on the worker thread after each job completes; a failing listener never fails the job. */
    void onComplete(Consumer<SwarmJobs.Completed> listener) {
        completionListeners.add(listener);
    }

    /** Completes when the job reaches a final state in this process. */
    CompletableFuture<JobStatus> completion(String jobId) {
        return completions.computeIfAbsent(jobId, k -> new CompletableFuture<>());
    }

    /** A job was just stored as queued: a fresh local wait for it, and a worker if one is free. */
    void submitted(String jobId) {
        completions.put(jobId, new CompletableFuture<>());
        kick();
    }

    /** A job was cancelled: its worker stops at the next step; {@code stored} when this call changed its row. */
    void cancelled(String jobId, boolean stored) {
        cancelFlags.computeIfAbsent(jobId, k -> new AtomicBoolean()).set(true);
        if (stored) {
            completion(jobId).complete(JobStatus.CANCELLED);
        }
    }

    /** Starts the lease keeper and the workers. */
    void start() {
        sweeper.scheduleWithFixedDelay(this::sweep, pollMillis, pollMillis, TimeUnit.MILLISECONDS);
        for (int i = 0; i < workers; i++) {
            kick();
        }
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
        } catch (RejectedExecutionException e) {
            busy.decrementAndGet(); // stopping
        }
    }

    /** Claims and runs jobs until none is left. */
    private void workLoop() {
        try {
            while (!closing) {
                Optional<String> job = leases.claimNext(id -> completion(id).complete(JobStatus.FAILED));
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
            leases.renewIfDue(now);
            if (busy.get() < workers && leases.claimableWaiting(now)) {
                for (int i = busy.get(); i < workers; i++) {
                    kick();
                }
            }
            for (var e : completions.entrySet()) {
                if (!e.getValue().isDone()) {
                    storedFinalStatus(e.getKey()).ifPresent(st -> e.getValue().complete(st));
                }
            }
        } catch (RuntimeException e) {
            if (!closing) {
                LOG.warn("Could not renew analysis job leases: {}", e.toString());
            }
        }
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
                if (!leases.saveProgress(jobId, 100.0 * done[0] / Analysis.STEPS, trace)) {
                    cancelled.set(true); // cancelled (possibly through another node) or the lease was lost: stop
                }
            }
        };
        try {
            SubmissionValidator.Normalized p = Json.MAPPER.readValue(c.submission(), SubmissionValidator.Normalized.class);
            ObjectNode result = analysis.run(c.org(), jobId, p, progress, cancelled::get);
            if (leases.complete(jobId, trace, result, started, clock.instant())) {
                for (var listener : completionListeners) {
                    try {
                        listener.accept(new SwarmJobs.Completed(c.org(), jobId, result));
                    } catch (RuntimeException e) {
                        LOG.warn("A completion listener failed for job {}: {}", jobId, e.toString());
                    }
                }
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
            leases.fail(jobId, "The analysis failed in " + running + ": " + e, trace);
            completion(jobId).complete(JobStatus.FAILED);
        } finally {
            cancelFlags.remove(jobId);
        }
    }

    /** Completes the local wait with the stored state once it is final (a cancel, or another node's result). */
    private void completeFromStore(String jobId) {
        storedFinalStatus(jobId).ifPresent(st -> completion(jobId).complete(st));
    }

    private Optional<JobStatus> storedFinalStatus(String jobId) {
        return db.queryOne("SELECT status FROM swarm_jobs WHERE job_id = ?", r -> JobStatus.of(r.str("status")), jobId)
                .filter(JobStatus::isFinal);
    }

    /**
     * Stops the workers and the lease keeper; on a shared database hands this node's running jobs back
     * ({@link JobLeases#handBack}); waits up to 5 s for the running steps to end.
     */
    void close() {
        closing = true;
        sweeper.shutdownNow();
        pool.shutdownNow();
        leases.handBack();
        try {
            pool.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
