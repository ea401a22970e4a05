package com.bpidesk.engine.swarm.agents;

import java.util.List;

/** An agent's section (serialized into the briefing), a one-line summary for the job trace, and its findings. */
public record AgentResult(Object section, String summary, List<Finding> findings) {
}
