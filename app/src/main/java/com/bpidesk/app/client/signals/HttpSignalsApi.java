package com.bpidesk.app.client.signals;

import com.bpidesk.app.client.EngineClient;

/** {@link SignalsApi} over the engine's REST API. */
public final class HttpSignalsApi implements SignalsApi {

    private final EngineClient client;

    public HttpSignalsApi(EngineClient client) {
        this.client = client;
    }

    @Override
    public BookAlerts bookAlerts(int limit) {
        return client.get("/v1/signals/book-alerts?limit=" + limit, BookAlerts.class);
    }
}
