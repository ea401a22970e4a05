package com.bpidesk.app.client.rebalance;

import com.bpidesk.app.client.EngineClient;
import java.util.Map;

/** {@link RebalanceApi} over the engine's REST API. */
public final class HttpRebalanceApi implements RebalanceApi {

    private final EngineClient client;

    public HttpRebalanceApi(EngineClient client) {
        this.client = client;
    }

    private static String base(String clientId) {
        return "/api/book/clients/" + EngineClient.encode(clientId) + "/rebalance-proposals";
    }

    @Override
    public Proposals propose(String clientId) {
        return client.convert(client.post(base(clientId), Map.of()), Proposals.class);
    }

    @Override
    public Acceptance accept(String clientId, String proposalId) {
        return client.convert(client.post(base(clientId) + "/" + EngineClient.encode(proposalId) + "/acceptance", Map.of()),
                Acceptance.class);
    }

    @Override
    public Proposal reject(String clientId, String proposalId) {
        return client.convert(client.post(base(clientId) + "/" + EngineClient.encode(proposalId) + "/rejection", Map.of()),
                Proposal.class);
    }
}
