package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.swarm.briefing.BriefingSection;
import java.util.List;

/**
 * An agent's typed briefing section, a one-line summary for the job trace, and its findings.
 *
 * @param <S> the agent's section record
 */
public record AgentResult<S extends BriefingSection>(S section, String summary, List<Finding> findings) {
}
