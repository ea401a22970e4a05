package com.bpidesk.app.client.reports;

import com.bpidesk.app.client.EngineClient;
import java.util.List;

/** {@link ReportsApi} over the engine's REST API. */
public final class HttpReportsApi implements ReportsApi {

    private final EngineClient client;

    public HttpReportsApi(EngineClient client) {
        this.client = client;
    }

    @Override
    public List<ReportEntry> recent(int limit) {
        return client.get("/api/reports?limit=" + limit, ReportList.class).reports();
    }
}
