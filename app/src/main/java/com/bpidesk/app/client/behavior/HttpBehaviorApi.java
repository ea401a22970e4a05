package com.bpidesk.app.client.behavior;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.EngineException;
import com.fasterxml.jackson.databind.JsonNode;
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
    public DnaAnswer analyze(String query, byte[] bytes, String contentType) {
        try {
            return new DnaAnswer(EngineClient.JSON.convertValue(client.postBytes("/api/analyze-dna" + query, bytes, contentType),
                    DnaReport.class), null, null);
        } catch (EngineException e) {
            JsonNode problem = e.problem();
            if (e.status() == 422 && problem != null && problem.has("diagnosis") && !problem.has("line")) {
                return new DnaAnswer(null, EngineClient.JSON.convertValue(problem.get("diagnosis"), Diagnosis.class), e.getMessage());
            }
            throw e;
        }
    }

    @Override
    public void saveImportProfile(ImportProfile profile) {
        client.post("/api/import-profiles", profile);
    }

    @Override
    public void forgetImportProfile(long profileId) {
        client.delete("/api/import-profiles/" + profileId);
    }

    @Override
    public DnaReport result(long resultId) {
        return client.get("/api/dna/results/" + resultId, KeptDnaResult.class).report();
    }

    @Override
    public List<DnaResultSummary> clientResults(String clientId, int limit) {
        return client.get("/api/dna/results?limit=" + limit + "&client_id=" + EngineClient.encode(clientId), DnaResults.class)
                .results();
    }
}
