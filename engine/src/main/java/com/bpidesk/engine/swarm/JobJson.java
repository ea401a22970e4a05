package com.bpidesk.engine.swarm;

import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.platform.db.Row;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.sql.SQLException;
import java.util.List;

/**
 * How a job is stored in {@code swarm_jobs}: the JSON of its submission, agent trace, result and problem columns, and a row
 * read back as the job's status (specification 2.4).
 */
final class JobJson {

    /**
     * The status stored in a failed job's problem document (RFC 9457 shape, kept in {@code swarm_jobs.problem} and
     * served as {@code problem} of the job's status): what {@code GET .../result} of a failed job answers.
     */
    static final int ANALYSIS_FAILED_STATUS = 500;
    private static final TypeReference<List<JobViews.AgentTrace>> TRACE = new TypeReference<>() {
    };

    private JobJson() {
    }

    /** The job's status from its row (the links are the job's own). */
    static JobViews.Status status(Row r) throws SQLException {
        String id = r.str("job_id");
        String problem = r.str("problem");
        String status = r.str("status");
        return new JobViews.Status(id, status, r.dbl("progress_pct"), readTrace(r.str("agent_trace")), r.dbl("estimated_seconds"),
                r.instant("created_at"), r.instant("started_at"), r.instant("finished_at"), (int) r.lng("position_count"),
                problem == null ? null : read(problem), JobStatus.COMPLETE.wire().equals(status) ? JobUrls.resultUrl(id) : null,
                JobUrls.pollUrl(id));
    }

    /** Every agent of the analysis with the same status {@code pending} and summary. */
    static List<JobViews.AgentTrace> initialTrace(String summary) {
        return Analysis.AGENTS.stream().map(a -> new JobViews.AgentTrace(a, "pending", summary)).toList();
    }

    /** The problem document stored with a failed job ({@link SwarmJobs#ANALYSIS_FAILED}, status 500, the detail). */
    static ObjectNode problem(String detail) {
        ObjectNode p = Json.MAPPER.createObjectNode();
        p.put("type", SwarmJobs.ANALYSIS_FAILED.uri());
        p.put("title", SwarmJobs.ANALYSIS_FAILED.title());
        p.put("status", ANALYSIS_FAILED_STATUS);
        p.put("detail", detail);
        return p;
    }

    static String write(Object o) {
        try {
            return Json.MAPPER.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static JsonNode read(String json) {
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
}
