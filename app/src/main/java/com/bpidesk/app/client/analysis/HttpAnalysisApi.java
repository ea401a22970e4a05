package com.bpidesk.app.client.analysis;

import com.bpidesk.app.client.AnalysisHistory;
import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.JobStatus;
import com.bpidesk.app.client.briefing.AnalysisResult;
import java.util.List;

/** {@link AnalysisApi} over the engine's REST API. */
public final class HttpAnalysisApi implements AnalysisApi {

    private final EngineClient client;

    public HttpAnalysisApi(EngineClient client) {
        this.client = client;
    }

    @Override
    public ParsedPortfolio parse(byte[] csv) {
        return client.convert(client.postBytes("/api/portfolio/parse", csv, "text/csv; charset=utf-8"), ParsedPortfolio.class);
    }

    @Override
    public AnalysisJob analyze(Submission submission) {
        return client.convert(client.post("/api/swarm/analyze", submission), AnalysisJob.class);
    }

    @Override
    public JobStatus status(String jobId) {
        return JobStatus.from(client.get("/api/swarm/status/" + EngineClient.encode(jobId)));
    }

    @Override
    public JobStatus cancel(String jobId) {
        return JobStatus.from(client.post("/api/swarm/cancel/" + EngineClient.encode(jobId), EngineClient.JSON.createObjectNode()));
    }

    @Override
    public AnalysisResult result(String jobId) {
        return AnalysisResult.from(client.get("/api/swarm/result/" + EngineClient.encode(jobId)));
    }

    @Override
    public List<AnalysisHistory.Entry> history(String status, int limit) {
        return AnalysisHistory.parse(client.get(AnalysisHistory.path(status, limit)));
    }
}
