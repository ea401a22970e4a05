package com.bpidesk.app.client.agents;

import com.bpidesk.app.client.EngineClient;
import java.util.List;
import java.util.Map;

/** {@link AgentsApi} over the engine's REST API. */
public final class HttpAgentsApi implements AgentsApi {

    private final EngineClient client;

    public HttpAgentsApi(EngineClient client) {
        this.client = client;
    }

    @Override
    public AgentSettings settings() {
        return client.get("/api/agents/settings", AgentSettings.class);
    }

    @Override
    public AgentSettings setEnabled(boolean enabled) {
        return client.convert(client.put("/api/agents/settings", Map.of("enabled", enabled)), AgentSettings.class);
    }

    @Override
    public List<Tool> tools() {
        return client.get("/api/agents/tools", Tools.class).tools();
    }

    @Override
    public List<AgentKey> keys() {
        return client.get("/api/agents/keys", Keys.class).keys();
    }

    @Override
    public CreatedKey createKey(NewKey request) {
        return client.convert(client.post("/api/agents/keys", request), CreatedKey.class);
    }

    @Override
    public void revoke(String keyId) {
        client.delete("/api/agents/keys/" + EngineClient.encode(keyId));
    }

    @Override
    public CallPage calls(int limit) {
        return client.get("/api/agents/calls?limit=" + limit, CallPage.class);
    }

    @Override
    public String mcpUrl() {
        String base = client.baseUrl().toString();
        return (base.endsWith("/") ? base.substring(0, base.length() - 1) : base) + "/mcp";
    }
}
