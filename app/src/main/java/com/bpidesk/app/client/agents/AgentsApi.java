package com.bpidesk.app.client.agents;

import com.bpidesk.app.client.Api;
import java.util.List;

/**
 * The agents feature's API (engine/src/main/resources/openapi/agents.yaml): the switch of the agents' server, the tools a
 * key can be limited to, the organization's agent keys and the log of their tool calls, as records mirroring the schemas.
 */
public interface AgentsApi {

    /** {@code GET /api/agents/settings}. */
    AgentSettings settings();

    /** Turns the agents' server on or off ({@code PUT /api/agents/settings}; administrators only). */
    AgentSettings setEnabled(boolean enabled);

    /** The tools a key can be limited to ({@code GET /api/agents/tools}). */
    List<Tool> tools();

    /** The organization's agent keys ({@code GET /api/agents/keys}). */
    List<AgentKey> keys();

    /** Creates a key for the tools {@code scopes}; the answer holds the key, shown once ({@code POST /api/agents/keys}). */
    CreatedKey createKey(NewKey request);

    /** Revokes a key ({@code DELETE /api/agents/keys/{key_id}}). */
    void revoke(String keyId);

    /** The newest {@code limit} tool calls ({@code GET /api/agents/calls}). */
    CallPage calls(int limit);

    /** The Streamable HTTP address of the engine's agents' server. */
    String mcpUrl();

    /** Schema {@code AgentSettings}. */
    @Api.Schema("AgentSettings")
    record AgentSettings(boolean enabled) {
    }

    /** The answer of {@code GET /api/agents/tools}. */
    @Api.Response(path = "/api/agents/tools")
    record Tools(List<Tool> tools) {
    }

    /** A tool with its title and description in words. */
    record Tool(String name, String title, String description) {
    }

    /** The answer of {@code GET /api/agents/keys}. */
    @Api.Response(path = "/api/agents/keys")
    record Keys(List<AgentKey> keys) {
    }

    /** Schema {@code AgentKey}; {@code revokedAt} is null while the key is active. */
    @Api.Schema("AgentKey")
    record AgentKey(String keyId, String label, List<String> scopes, String createdAt, String revokedAt, boolean active) {
        public AgentKey {
            scopes = scopes == null ? List.of() : List.copyOf(scopes);
        }
    }

    /** The body of {@code POST /api/agents/keys}: the agent's name and the tools it may use. */
    @Api.Request(path = "/api/agents/keys")
    record NewKey(String label, List<String> scopes) {
    }

    /** The answer of {@code POST /api/agents/keys}: {@code key} is shown once, never again. */
    @Api.Response(path = "/api/agents/keys", method = "post", status = "201")
    record CreatedKey(String key) {
    }

    /** The answer of {@code GET /api/agents/calls}. */
    @Api.Response(path = "/api/agents/calls")
    record CallPage(List<AgentCall> items, long total) {
        public CallPage {
            items = items == null ? List.of() : List.copyOf(items);
        }
    }

    /** Schema {@code AgentCall}: one logged tool call. */
    @Api.Schema("AgentCall")
    record AgentCall(String keyLabel, String transport, String tool, long resultBytes, long durationMs, String outcome,
                     String calledAt) {
    }
}
