package com.bpidesk.engine.agents;

import com.bpidesk.engine.platform.Json;
import jakarta.servlet.ServletConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The MCP endpoint behind the server's on/off switch ({@link AgentSettings}), read on every request: while the server
 * is off every request is refused with a JSON-RPC error (HTTP 403) saying so, after the platform's own checks.
 */
final class SwitchedServlet extends HttpServlet {

    static final String OFF = "The AI agents server is turned off on this BPI Desk engine. An administrator can turn it on "
            + "in Settings, AI agents.";

    private final HttpServlet endpoint;
    private final AgentSettings settings;

    SwitchedServlet(HttpServlet endpoint, AgentSettings settings) {
        this.endpoint = endpoint;
        this.settings = settings;
    }

    @Override
    public void init(ServletConfig config) throws ServletException {
        super.init(config);
        endpoint.init(config);
    }

    @Override
    public void destroy() {
        endpoint.destroy();
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse res) throws ServletException, IOException {
        if (!settings.enabled()) {
            res.setStatus(403);
            res.setContentType("application/json");
            res.setCharacterEncoding("UTF-8");
            Map<String, Object> error = new LinkedHashMap<>();
            error.put("code", AgentServer.FORBIDDEN);
            error.put("message", OFF);
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("jsonrpc", "2.0");
            body.put("id", null);
            body.put("error", error);
            res.getOutputStream().write(Json.MAPPER.writeValueAsBytes(body));
            return;
        }
        endpoint.service(req, res);
    }
}
