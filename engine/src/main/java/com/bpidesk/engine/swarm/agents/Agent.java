package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.swarm.briefing.BriefingSection;
import com.bpidesk.engine.swarm.facts.FactBase;

/** One of the seven investment-committee agents: reads the shared fact base, returns its briefing section. */
public interface Agent {

    /** The key of its section in {@code ic_briefing} and its {@code agent} name in the status trace. */
    String name();

    AgentResult<? extends BriefingSection> run(FactBase facts);
}
