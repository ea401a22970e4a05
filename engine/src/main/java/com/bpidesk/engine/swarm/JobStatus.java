package com.bpidesk.engine.swarm;

import java.util.List;

/**
 * The job states (specification 3) and their allowed transitions (ADR 0030, docs/analysis.md):
 * queued -> running | cancelled; running -> complete | failed | cancelled | queued (re-run after an engine
 * restart, at most {@link SwarmJobs#MAX_ATTEMPTS} attempts, then failed). complete, failed and cancelled are final.
 */
public enum JobStatus {
    QUEUED, RUNNING, COMPLETE, FAILED, CANCELLED;

    public String wire() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public boolean isFinal() {
        return this == COMPLETE || this == FAILED || this == CANCELLED;
    }

    public static JobStatus of(String s) {
        return valueOf(s.toUpperCase(java.util.Locale.ROOT));
    }

    public static List<String> wireValues() {
        return java.util.Arrays.stream(values()).map(JobStatus::wire).toList();
    }
}
