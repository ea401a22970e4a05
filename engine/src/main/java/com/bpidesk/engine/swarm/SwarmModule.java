package com.bpidesk.engine.swarm;

import com.bpidesk.engine.assurance.Actor;
import com.bpidesk.engine.platform.auth.Caller;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.ProblemType;
import com.bpidesk.engine.platform.http.Routes;
import com.fasterxml.jackson.databind.JsonNode;
import com.bpidesk.engine.platform.http.Validation;
import io.javalin.http.Context;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Routes A1-A3, B2, the cancel extension and the history ({@code GET /api/swarm/jobs}) (OpenAPI fragment {@code /openapi/swarm.yaml}); enterprise tier,
 * scoped to the caller's organization (another organization's job is a 404).
 */
public final class SwarmModule implements ApiModule {

    /** Longest wait of {@code POST /api/swarm} (seconds) that a caller may ask for with {@code wait_seconds}. */
    public static final int MAX_WAIT_SECONDS = 600;

    private final Supplier<SwarmJobs> jobs;
    private final int defaultWaitSeconds;

    public SwarmModule(Supplier<SwarmJobs> jobs, int defaultWaitSeconds) {
        this.jobs = jobs;
        this.defaultWaitSeconds = defaultWaitSeconds;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/swarm.yaml";
    }

    @Override
    public void register(Routes r) {
        r.post("/api/swarm/analyze", Access.ENTERPRISE, this::analyze);
        r.get("/api/swarm/jobs", Access.ENTERPRISE, this::history);
        r.get("/api/swarm/status/{job_id}", Access.ENTERPRISE, ctx -> ctx.json(jobs.get().status(org(ctx), ctx.pathParam("job_id"))));
        r.get("/api/swarm/result/{job_id}", Access.ENTERPRISE, ctx -> ctx.json(jobs.get().result(org(ctx), ctx.pathParam("job_id"))));
        r.post("/api/swarm/cancel/{job_id}", Access.ENTERPRISE, ctx -> ctx.json(jobs.get().cancel(org(ctx), ctx.pathParam("job_id"))));
        r.post("/api/swarm", Access.ENTERPRISE, this::analyzeAndWait);
    }

    /** Largest page of the history. */
    public static final int MAX_HISTORY_LIMIT = 200;

    /**
     * The organization's past analyses, newest first: {@code status} (comma-separated or repeated), {@code from} and
     * {@code to} (submitted date or date-time; a date {@code to} is inclusive), {@code limit} and {@code offset}.
     */
    private void history(Context ctx) {
        Validation v = new Validation();
        Set<JobStatus> statuses = new LinkedHashSet<>();
        for (String raw : ctx.queryParams("status")) {
            for (String s : raw.split(",")) {
                if (s.isBlank()) {
                    continue;
                }
                String w = s.strip().toLowerCase(Locale.ROOT);
                if (JobStatus.wireValues().contains(w)) {
                    statuses.add(JobStatus.of(w));
                } else {
                    v.error("query/status", "'" + s.strip() + "' is not a job status; use " + String.join(", ", JobStatus.wireValues()));
                }
            }
        }
        // surrounding spaces are tolerated here, as this route always has
        Instant from = v.dateOrDateTime(stripped(ctx.queryParam("from")), false, "query/from");
        Instant to = v.dateOrDateTime(stripped(ctx.queryParam("to")), true, "query/to");
        int limit = v.integer(ctx.queryParam("limit"), 20, 1, MAX_HISTORY_LIMIT, "query/limit");
        int offset = v.integer(ctx.queryParam("offset"), 0, 0, Integer.MAX_VALUE, "query/offset");
        v.check(from == null || to == null || from.isBefore(to), "query/to", "must be after from");
        v.throwIfInvalid("The history query is not valid");
        ctx.json(jobs.get().history(org(ctx), new JobViews.HistoryQuery(statuses, from, to, limit, offset,
                Api.caller(ctx).scope().whole() ? null : Api.caller(ctx).actorId())));
    }

    /** The person calling, the maker of the analysis they start (ADR 0243). */
    private static Actor maker(Context ctx) {
        return Actor.of(Api.caller(ctx));
    }

    private void analyze(Context ctx) {
        JobViews.AnalysisJob job = jobs.get().submit(org(ctx), Api.body(ctx, PortfolioSubmission.class), maker(ctx));
        ctx.status(202).header("Location", job.pollUrl()).json(job);
    }

    /**
     * B2: submits like A1, then waits for the job up to {@code wait_seconds} (query, default {@code jobs.sync.wait.seconds}):
     * 200 with the result (2.5) when it completes in time, 202 with the job object when it does not (poll it like A1),
     * the job's failure problem (500) when it fails, 409 when it was cancelled meanwhile.
     */
    private void analyzeAndWait(Context ctx) {
        int wait = waitSeconds(ctx);
        String org = org(ctx);
        SwarmJobs j = jobs.get();
        JobViews.AnalysisJob job = j.submit(org, Api.body(ctx, PortfolioSubmission.class), maker(ctx));
        JobStatus done;
        try {
            done = j.completion(job.jobId()).get(wait, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            ctx.status(202).header("Location", job.pollUrl()).json(job);
            return;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiException(ProblemType.UNAVAILABLE, "Interrupted while waiting for job " + job.jobId() + "; poll " + job.pollUrl());
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
        if (done == JobStatus.COMPLETE) {
            ctx.json(j.result(org, job.jobId()));
            return;
        }
        JobViews.Status s = j.status(org, job.jobId());
        if (done == JobStatus.FAILED) {
            JsonNode p = s.problem();
            throw new DomainException(DomainException.Kind.FAILED, SwarmJobs.ANALYSIS_FAILED,
                    p == null ? "The analysis failed." : p.path("detail").asText())
                    .with("job_id", job.jobId()).with("status_url", job.pollUrl());
        }
        throw new ApiException(ProblemType.CONFLICT, "Job " + job.jobId() + " was cancelled before it completed.")
                .with("job_id", job.jobId()).with("job_status", s.status()).with("status_url", job.pollUrl());
    }

    private int waitSeconds(Context ctx) {
        String raw = ctx.queryParam("wait_seconds");
        if (raw == null) {
            return defaultWaitSeconds;
        }
        try {
            int w = Integer.parseInt(raw.trim());
            if (w >= 0 && w <= MAX_WAIT_SECONDS) {
                return w;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw ApiException.invalidField("query/wait_seconds", "must be an integer from 0 to " + MAX_WAIT_SECONDS + ", got '" + raw + "'");
    }

    private static String org(Context ctx) {
        Caller c = Api.caller(ctx);
        return c.organizationId();
    }

    private static String stripped(String s) {
        return s == null ? null : s.strip();
    }
}
