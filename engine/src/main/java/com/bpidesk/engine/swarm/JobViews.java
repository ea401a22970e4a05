package com.bpidesk.engine.swarm;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;

/** The API shapes of jobs (specification 2.3 and 2.4, with documented extensions). */
public final class JobViews {

    private JobViews() {
    }

    /** 2.3: returned on submission. */
    public record AnalysisJob(String jobId, String status, String pollUrl, double estimatedSeconds, String resultUrl,
                              String cancelUrl, int queuePosition) {
    }

    /** One agent's entry in the trace: {@code pending}, {@code running}, {@code complete}, {@code failed} or {@code cancelled}. */
    public record AgentTrace(String agent, String status, String summary) {
    }

    /** 2.4 plus timestamps, the failure problem and links. */
    public record Status(String jobId, String status, double progressPct, List<AgentTrace> agentTrace,
                         double estimatedSeconds, Instant createdAt, Instant startedAt, Instant finishedAt,
                         Integer positionCount, JsonNode problem, String resultUrl, String pollUrl) {
    }

    /**
     * One past analysis in the history ({@code GET /api/swarm/jobs}): when it was submitted and finished, its size, its
     * total market value in {@code base_currency} and the posture (complete jobs only), and where to read it.
     */
    public record Summary(String jobId, String status, Instant createdAt, Instant finishedAt, int positionCount,
                          Double totalMarketValue, String baseCurrency, String posture, java.time.LocalDate dataAsOf,
                          String resultUrl, String pollUrl) {
    }

    /** One page of the history, newest first; {@code total} counts every job matching the filter. */
    public record Page(List<Summary> items, long total, int limit, int offset) {
    }

    /** The history's filter: statuses (empty: all), submitted at or after {@code from}, before {@code to} (null: open). */
    public record HistoryQuery(java.util.Set<JobStatus> statuses, Instant from, Instant to, int limit, int offset, String makerId) {
        /** Every analysis of the organization (no maker filter). */
        public HistoryQuery(java.util.Set<JobStatus> statuses, Instant from, Instant to, int limit, int offset) {
            this(statuses, from, to, limit, offset, null);
        }
    }
}
