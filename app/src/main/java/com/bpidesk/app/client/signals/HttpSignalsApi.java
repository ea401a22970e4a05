package com.bpidesk.app.client.signals;

import com.bpidesk.app.client.EngineClient;
import java.util.Map;

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

    @Override
    public WeeklyDigest weeklyDigest() {
        return client.get("/v1/signals/weekly-digest-preview", WeeklyDigest.class);
    }

    @Override
    public ClientRisk clientRisk(String clientId) {
        return client.get("/v1/signals/client-risk/" + EngineClient.encode(clientId), ClientRisk.class);
    }

    @Override
    public SuitabilityDrift suitabilityDrift(String clientId) {
        return client.get("/v1/signals/suitability-drift/" + EngineClient.encode(clientId), SuitabilityDrift.class);
    }

    @Override
    public Acknowledgement acknowledge(String alertId) {
        return client.convert(client.post("/api/signals/alerts/" + EngineClient.encode(alertId) + "/acknowledgement", Map.of()),
                Acknowledgement.class);
    }

    @Override
    public SignalsState state() {
        return client.get("/api/signals/state", SignalsState.class);
    }
}
