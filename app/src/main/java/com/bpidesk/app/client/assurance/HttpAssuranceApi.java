package com.bpidesk.app.client.assurance;

import com.bpidesk.app.client.EngineClient;

/** {@link AssuranceApi} over the engine's REST API. */
public final class HttpAssuranceApi implements AssuranceApi {

    private final EngineClient client;

    public HttpAssuranceApi(EngineClient client) {
        this.client = client;
    }

    @Override
    public EnvelopePage envelopes(int limit) {
        return client.get("/api/assurance/envelopes?limit=" + limit + "&sort=-created_at", EnvelopePage.class);
    }
}
