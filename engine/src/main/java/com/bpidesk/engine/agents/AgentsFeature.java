package com.bpidesk.engine.agents;

import com.bpidesk.engine.macro.MacroRegimeService;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.EngineVersion;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.research.ResearchService;
import com.bpidesk.engine.signals.SignalService;
import com.bpidesk.engine.swarm.SwarmJobs;
import java.util.List;

/**
 * The server for approved AI agents (issue 14, last: it reads signals, regime, research and analysis jobs): read-only
 * MCP tools at {@code /mcp}, off by default ({@code agents.enabled}).
 */
public final class AgentsFeature implements Feature {

    @Override
    public String name() {
        return "agents";
    }

    @Override
    public List<ApiModule> start(EngineContext ctx) {
        if (!ctx.config().getBoolean("agents.enabled", false)) {
            return List.of();
        }
        var services = ctx.services();
        var mapper = AgentServer.jsonMapper();
        AgentServer.Http mcp = AgentServer.http(new AgentTools(services.require(SignalService.class),
                services.require(MacroRegimeService.class), services.require(ResearchService.class),
                services.find(SwarmJobs.class).orElse(null), mapper), mapper, EngineVersion.current());
        ctx.closeOnStop(mcp.server()::close);
        return List.of(new AgentsModule(mcp.servlet()));
    }
}
