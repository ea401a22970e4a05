package com.bpidesk.app.client.data;

import com.bpidesk.app.client.EngineClient;
import java.util.Map;

/** {@link DataApi} over the engine's REST API. */
public final class HttpDataApi implements DataApi {

    private final EngineClient client;

    public HttpDataApi(EngineClient client) {
        this.client = client;
    }

    @Override
    public DataSettings settings() {
        return client.get("/api/data/settings", DataSettings.class);
    }

    @Override
    public DataSettings save(SettingsChange change) {
        return client.convert(client.put("/api/data/settings", change), DataSettings.class);
    }

    @Override
    public RefreshStatus refresh() {
        return client.convert(client.post("/api/data/refresh", Map.of()), RefreshStatus.class);
    }

    @Override
    public RefreshStatus refreshStatus(String refreshId) {
        return client.get("/api/data/refresh/" + EngineClient.encode(refreshId), RefreshStatus.class);
    }
}
