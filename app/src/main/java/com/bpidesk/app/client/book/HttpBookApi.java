package com.bpidesk.app.client.book;

import com.bpidesk.app.client.EngineClient;

/** {@link BookApi} over the engine's REST API. */
public final class HttpBookApi implements BookApi {

    private final EngineClient client;

    public HttpBookApi(EngineClient client) {
        this.client = client;
    }

    @Override
    public ClientList book() {
        return client.get("/api/book/clients", ClientList.class);
    }
}
