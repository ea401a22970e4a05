package com.bpidesk.engine.agents;

import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import jakarta.servlet.http.HttpServlet;

/** Mounts the MCP endpoint at {@link AgentServer#PATH} for enterprise keys (the platform checks key, tier, limit, Host/Origin). */
public final class AgentsModule implements ApiModule {

    private final HttpServlet endpoint;

    public AgentsModule(HttpServlet endpoint) {
        this.endpoint = endpoint;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/agents.yaml";
    }

    @Override
    public void register(Routes routes) {
        routes.servlet(AgentServer.PATH, Access.ENTERPRISE, endpoint);
    }
}
