package com.bpidesk.engine.swarm.briefing;

import java.util.List;

/**
 * The {@code synthesis_agent} section: posture, ranked findings, review items (proposals) and the standing disclaimers. Serialized into {@code ic_briefing} by
 * the API's JSON mapper (snake_case field names); read back with {@link AnalysisResult#read}.
 */
public record SynthesisAgentSection(String posture, String postureRationale, String dataSource, List<RankedFinding> topFindings,
                      int findingsTotal, List<ReviewItem> reviewItems, List<String> disclaimers) implements BriefingSection {

    public record RankedFinding(int rank, String severity, String agent, String title, String figure, Double value, String symbol) {
    }
}
