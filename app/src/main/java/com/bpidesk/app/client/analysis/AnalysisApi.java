package com.bpidesk.app.client.analysis;

import com.bpidesk.app.client.AnalysisHistory;
import com.bpidesk.app.client.Api;
import com.bpidesk.app.client.JobStatus;
import com.bpidesk.app.client.briefing.AnalysisResult;
import java.util.List;

/**
 * The portfolio analysis API (engine/src/main/resources/openapi/swarm.yaml and portfolio.yaml): holdings files read by
 * the engine, analysis jobs (submit, follow, cancel, list) and their briefing (A3), as records mirroring the schemas.
 */
public interface AnalysisApi {

    /** The engine reads a holdings file (quoting, delimiters, broker headers; {@code POST /api/portfolio/parse}). */
    ParsedPortfolio parse(byte[] csv);

    /** Submits a portfolio for analysis ({@code POST /api/swarm/analyze}). */
    AnalysisJob analyze(Submission submission);

    /** A job's status and agent trace ({@code GET /api/swarm/status/{job_id}}). */
    JobStatus status(String jobId);

    /** Cancels a job; the answer is its status ({@code POST /api/swarm/cancel/{job_id}}). */
    JobStatus cancel(String jobId);

    /** A completed job's briefing ({@code GET /api/swarm/result/{job_id}}). */
    AnalysisResult result(String jobId);

    /** The newest {@code limit} analyses, only those of {@code status} when not null ({@code GET /api/swarm/jobs}). */
    List<AnalysisHistory.Entry> history(String status, int limit);

    /** The answer of {@code POST /api/portfolio/parse}. */
    @Api.Response(path = "/api/portfolio/parse", method = "post")
    record ParsedPortfolio(List<ParsedPosition> positions) {
        public ParsedPortfolio {
            positions = positions == null ? List.of() : List.copyOf(positions);
        }
    }

    /** One position read from the file; {@code costBasis} is per share. */
    record ParsedPosition(String symbol, double shares, double costBasis) {
    }

    /**
     * Schema {@code PortfolioSubmission} (2.2); {@code baseCurrency} null lets the engine apply the firm default. A
     * position's numbers are a {@code Double}, or the text as typed when it is not a number, so the engine's problem
     * names the field.
     */
    @Api.Schema("PortfolioSubmission")
    @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
    record Submission(List<SubmittedPosition> positions, String baseCurrency) {
    }

    /** One submitted position: {@code shares} and {@code costBasis} are a {@code Double} or the text as typed. */
    record SubmittedPosition(String symbol, Object shares, Object costBasis) {
    }

    /** Schema {@code AnalysisJob}: the queued job. */
    @Api.Schema("AnalysisJob")
    record AnalysisJob(String jobId, String status, double estimatedSeconds) {
    }
}
