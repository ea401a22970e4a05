package com.bpidesk.engine.swarm.agents;

/**
 * A finding an agent raises, ranked by the synthesis agent: severity 3 high, 2 medium, 1 low (thresholds per
 * figure in docs/analysis.md), the figure it comes from and its value.
 */
public record Finding(String agent, int severity, String title, String figure, Double value, String symbol) {

    public String severityLabel() {
        return severity >= 3 ? "high" : severity == 2 ? "medium" : "low";
    }
}
