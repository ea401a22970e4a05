package com.bpidesk.app.client.behavior;

import com.bpidesk.app.client.EngineClient;
import java.util.List;

/** {@link BehaviorApi} over the engine's REST API. */
public final class HttpBehaviorApi implements BehaviorApi {

    private final EngineClient client;

    public HttpBehaviorApi(EngineClient client) {
        this.client = client;
    }

    @Override
    public List<DnaResultSummary> results(int limit) {
        return client.get("/api/dna/results?limit=" + limit, DnaResults.class).results();
    }

    @Override
    public List<ClientDnaResult> clientResults(String clientId, int limit) {
        return client.get("/api/dna/results?limit=" + limit + "&client_id=" + EngineClient.encode(clientId),
                ClientDnaResults.class).results();
    }

    @Override
    public ClientDnaReport clientReport(long resultId) {
        return client.get("/api/dna/results/" + resultId, KeptDnaResult.class).report();
    }
}
