package com.bpidesk.app.client.signals;

import com.bpidesk.app.client.EngineClient;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
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

    @Override
    public ClientPerformance performance(String clientId, String period, String accountId) {
        return client.get(performancePath(clientId, period, accountId), ClientPerformance.class);
    }

    /** The performance route with the chart's {@code period} (null: every period) and {@code account_id} (null: all). */
    public static String performancePath(String clientId, String period, String accountId) {
        StringBuilder p = new StringBuilder(clientPath(clientId) + "/performance");
        String sep = "?";
        if (period != null) {
            p.append(sep).append("period=").append(period);
            sep = "&";
        }
        if (accountId != null) {
            p.append(sep).append("account_id=").append(URLEncoder.encode(accountId, StandardCharsets.UTF_8));
        }
        return p.toString();
    }

    private static String clientPath(String clientId) {
        return "/api/book/clients/" + URLEncoder.encode(clientId, StandardCharsets.UTF_8);
    }

    @Override
    public ClientIncome income(String clientId) {
        return client.get(clientPath(clientId) + "/income", ClientIncome.class);
    }

    @Override
    public ClientRealisedGains realisedGains(String clientId) {
        return client.get(clientPath(clientId) + "/realised-gains", ClientRealisedGains.class);
    }
}
