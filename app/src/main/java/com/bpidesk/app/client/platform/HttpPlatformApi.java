package com.bpidesk.app.client.platform;

import com.bpidesk.app.client.EngineClient;
import java.util.HashMap;
import java.util.Map;

/** {@link PlatformApi} over the engine's REST API. */
public final class HttpPlatformApi implements PlatformApi {

    private final EngineClient client;

    public HttpPlatformApi(EngineClient client) {
        this.client = client;
    }

    @Override
    public Health health() {
        return client.get("/health", Health.class);
    }

    @Override
    public Changes changes() {
        return client.get("/api/changes", Changes.class);
    }

    @Override
    public Identity identity() {
        return client.get("/api/identity", Identity.class);
    }

    @Override
    public Identity updateIdentity(String name, String role) {
        return client.convert(client.put("/api/identity", Map.of("name", name, "role", role)), Identity.class);
    }

    @Override
    public Identity persona(String persona) {
        Map<String, Object> body = new HashMap<>();
        body.put("persona", persona);   // null: act as oneself again
        return client.convert(client.put("/api/identity/persona", body), Identity.class);
    }

    @Override
    public Reviewers reviewers() {
        return client.get("/api/identity/reviewers", Reviewers.class);
    }

    @Override
    public String baseUrl() {
        return client.baseUrl().toString();
    }
}
