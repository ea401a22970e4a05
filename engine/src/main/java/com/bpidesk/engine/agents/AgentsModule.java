package com.bpidesk.engine.agents;

import com.bpidesk.engine.platform.auth.ApiKey;
import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import jakarta.servlet.http.HttpServlet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Mounts the MCP endpoint at {@link AgentServer#PATH} for agent keys only (the platform checks key kind, tier, the
 * organization's limit and Host/Origin), and {@code /api/agents}: the server's switch, the tools, the organization's
 * agent keys and the audit log of their calls. Handlers do IO only.
 */
public final class AgentsModule implements ApiModule {

    /** An agent key as the API shows it (never the secret, which only the creation answer carries once). */
    public record AgentKeyView(String keyId, String label, List<String> scopes, Instant createdAt, Instant revokedAt,
                               boolean active) {
        static AgentKeyView of(ApiKey k) {
            return new AgentKeyView(k.keyId(), k.label(), k.scopes(), k.createdAt(), k.revokedAt(), k.active());
        }
    }

    private final HttpServlet endpoint;
    private final AgentSettings settings;
    private final AgentCallLog log;
    private final AgentTools tools;
    private final ApiKeys keys;
    private final long organizationLimit;

    AgentsModule(HttpServlet endpoint, AgentSettings settings, AgentCallLog log, AgentTools tools, ApiKeys keys,
                 long organizationLimit) {
        this.endpoint = endpoint;
        this.settings = settings;
        this.log = log;
        this.tools = tools;
        this.keys = keys;
        this.organizationLimit = organizationLimit;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/agents.yaml";
    }

    @Override
    public void register(Routes routes) {
        routes.servlet(AgentServer.PATH, Access.AGENT, endpoint);
        routes.get("/api/agents/settings", Access.ENTERPRISE, ctx -> ctx.json(settingsView()));
        routes.put("/api/agents/settings", Access.ADMIN, this::putSettings);
        routes.get("/api/agents/tools", Access.ENTERPRISE, ctx -> ctx.json(Map.of("tools", tools.infos())));
        routes.get("/api/agents/keys", Access.ENTERPRISE, ctx -> ctx.json(Map.of("keys",
                keys.listAgents(Api.caller(ctx).organizationId()).stream().map(AgentKeyView::of).toList())));
        routes.post("/api/agents/keys", Access.ENTERPRISE, this::createKey);
        routes.delete("/api/agents/keys/{key_id}", Access.ENTERPRISE, ctx -> {
            String id = ctx.pathParam("key_id");
            if (!id.matches("[A-Za-z0-9]{12}") || !keys.revokeAgent(Api.caller(ctx).organizationId(), id)) {
                throw ApiException.notFound("Your organization has no active agent key '" + id + "'.");
            }
            ctx.status(204);
        });
        routes.get("/api/agents/calls", Access.ENTERPRISE, ctx -> {
            int limit = Api.intQuery(ctx, "limit", 50, 1, 500);
            int offset = Api.intQuery(ctx, "offset", 0, 0, Integer.MAX_VALUE);
            ctx.json(log.list(Api.caller(ctx).organizationId(), limit, offset));
        });
    }

    private Map<String, Object> settingsView() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("enabled", settings.enabled());
        out.put("mcp_path", AgentServer.PATH);
        out.put("organization_daily_limit", organizationLimit);
        return out;
    }

    private void putSettings(Context ctx) {
        JsonNode body = body(ctx);
        JsonNode enabled = body.get("enabled");
        if (enabled == null || !enabled.isBoolean()) {
            throw ApiException.invalidField("body/enabled", "must be true or false");
        }
        settings.setEnabled(enabled.booleanValue());
        ctx.json(settingsView());
    }

    private void createKey(Context ctx) {
        JsonNode body = body(ctx);
        JsonNode label = body.get("label");
        if (label == null || !label.isTextual() || label.asText().isBlank() || label.asText().length() > 200) {
            throw ApiException.invalidField("body/label", "is required: a name for the agent (at most 200 characters)");
        }
        JsonNode scopes = body.get("scopes");
        if (scopes == null || !scopes.isArray() || scopes.isEmpty()) {
            throw ApiException.invalidField("body/scopes", "must list at least one tool the agent may call");
        }
        List<String> names = new ArrayList<>();
        for (JsonNode s : scopes) {
            if (!s.isTextual()) {
                throw ApiException.invalidField("body/scopes", "must be tool names");
            }
            names.add(s.asText());
        }
        List<String> checked;
        try {
            checked = AgentTools.checkScopes(names);
        } catch (IllegalArgumentException e) {
            throw ApiException.invalidField("body/scopes", e.getMessage());
        }
        ApiKeys.Created c = keys.createAgent(Api.caller(ctx).organizationId(), label.asText().strip(), checked,
                Api.caller(ctx).scope().holderId()); // the agent sees what its creator sees (ADR 0252)
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("key", c.secret());
        out.put("agent_key", AgentKeyView.of(c.key()));
        ctx.status(201).json(out);
    }

    /** The body as a JSON object: malformed JSON, a wrong media type and control characters answered as on every route. */
    private static JsonNode body(Context ctx) {
        JsonNode body = Api.bodyTree(ctx);
        if (!body.isObject()) {
            throw ApiException.validation("The body must be a JSON object.");
        }
        return body;
    }
}
