package com.bpidesk.engine.agents;

import com.bpidesk.engine.macro.MacroRegimeService;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.EngineVersion;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.auth.RateLimiter;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.research.ResearchService;
import com.bpidesk.engine.signals.SignalService;
import com.bpidesk.engine.swarm.SwarmJobs;
import java.util.List;

/**
 * The server for approved AI agents (issue 14, last: it reads signals, regime, research and analysis jobs): read-only
 * MCP tools at {@code /mcp} and over stdio ({@code ./bpi mcp}), agent keys and the audit log of their calls under
 * {@code /api/agents}. The server is off until an administrator turns it on ({@link AgentSettings}; the configuration's
 * {@code agents.enabled} is the default).
 */
public final class AgentsFeature implements Feature {

    @Override
    public String name() {
        return "agents";
    }

    @Override
    public List<ApiModule> start(EngineContext ctx) {
        var services = ctx.services();
        var mapper = AgentServer.jsonMapper();
        AgentSettings settings = new AgentSettings(ctx.database(), ctx.clock(), ctx.config().getBoolean("agents.enabled", false));
        AgentCallLog log = new AgentCallLog(ctx.database(), ctx.clock());
        AgentTools tools = new AgentTools(services.require(SignalService.class), services.require(MacroRegimeService.class),
                services.require(ResearchService.class), services.find(SwarmJobs.class).orElse(null), mapper, log,
                ctx.apiKeys() == null ? null : ctx.apiKeys().scopeGuard());
        services.provide(AgentTools.class, tools);
        services.provide(AgentSettings.class, settings);
        services.provide(AgentCallLog.class, log);
        AgentServer.Http mcp = AgentServer.http(tools, mapper, EngineVersion.current());
        ctx.closeOnStop(mcp.server()::close);
        long organizationLimit = ctx.config().getLong("limits.organization.daily.calls", RateLimiter.DEFAULT_ORGANIZATION_DAILY_LIMIT);
        return List.of(new AgentsModule(new SwitchedServlet(mcp.servlet(), settings), settings, log, tools, ctx.apiKeys(),
                organizationLimit));
    }
}
