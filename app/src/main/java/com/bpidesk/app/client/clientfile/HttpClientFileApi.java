package com.bpidesk.app.client.clientfile;

import com.bpidesk.app.client.EngineClient;

/** {@link ClientFileApi} over the engine's REST API. */
public final class HttpClientFileApi implements ClientFileApi {

    private final EngineClient client;

    public HttpClientFileApi(EngineClient client) {
        this.client = client;
    }

    private static String path(String clientId) {
        return "/api/book/clients/" + EngineClient.encode(clientId);
    }

    @Override
    public ClientFile clientFile(String clientId) {
        return client.get(path(clientId), ClientFile.class);
    }

    @Override
    public void savePolicy(String clientId, PolicyInput policy) {
        client.put(path(clientId) + "/policy", policy);
    }

    @Override
    public byte[] csv(String clientId) {
        return client.getBytes(path(clientId) + ".csv");
    }

    @Override
    public ImportListing imports(String clientId) {
        return client.get(path(clientId) + "/imports", ImportListing.class);
    }

    @Override
    public ImportResult importFile(String clientId, String accountId, java.nio.file.Path file, String contentType) {
        return EngineClient.JSON.convertValue(client.postFile(path(clientId) + "/accounts/" + EngineClient.encode(accountId)
                + "/imports", file, contentType, java.util.Map.of()), ImportResult.class);
    }

    @Override
    public ImportUndone undoImport(String clientId, long importId) {
        return EngineClient.JSON.convertValue(client.delete(path(clientId) + "/imports/" + importId), ImportUndone.class);
    }
}
