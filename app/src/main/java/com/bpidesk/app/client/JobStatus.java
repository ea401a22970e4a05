package com.bpidesk.app.client;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * An analysis job's status as {@code GET /api/swarm/status/{job_id}} answers it (schema {@code JobStatus}).
 *
 * @param progressPct   completed steps in percent, 0..100
 * @param agentTrace    one entry per agent, in the engine's order
 * @param problemDetail the failure's explanation when the job failed, else empty
 */
public record JobStatus(String jobId, String status, double progressPct, List<AgentStep> agentTrace, String problemDetail) {

    /** One agent's line of the trace. */
    public record AgentStep(String agent, String status, String summary) {
    }

    private static final Set<String> FINAL = Set.of("complete", "failed", "cancelled");

    public JobStatus {
        agentTrace = List.copyOf(agentTrace);
    }

    public static JobStatus from(JsonNode s) {
        List<AgentStep> trace = new ArrayList<>();
        s.path("agent_trace").forEach(a -> trace.add(new AgentStep(a.path("agent").asText(), a.path("status").asText(),
                a.path("summary").asText())));
        return new JobStatus(s.path("job_id").asText(), s.path("status").asText(), s.path("progress_pct").asDouble(), trace,
                s.path("problem").path("detail").asText(""));
    }

    /** Complete, failed or cancelled: the status will not change any more. */
    public boolean isFinal() {
        return FINAL.contains(status);
    }

    public boolean isComplete() {
        return "complete".equals(status);
    }

    /** Progress as a fraction in [0, 1]. */
    public double fraction() {
        return progressPct / 100;
    }
}
