package com.bpidesk.app.client.behavior;

import com.bpidesk.app.client.Api;
import java.time.Instant;
import java.util.List;

/** The Behavioral DNA API (engine/src/main/resources/openapi/behavior.yaml), as records mirroring the schemas. */
public interface BehaviorApi {

    /** The newest {@code limit} kept DNA results ({@code GET /api/dna/results}). */
    List<DnaResultSummary> results(int limit);

    /** The answer of {@code GET /api/dna/results}. */
    @Api.Response(path = "/api/dna/results")
    record DnaResults(List<DnaResultSummary> results) {
        public DnaResults {
            results = results == null ? List.of() : List.copyOf(results);
        }
    }

    /** Schema {@code DnaResultSummary}: {@code clientName} is null without a client. */
    @Api.Schema("DnaResultSummary")
    record DnaResultSummary(String fileName, String clientName, Instant createdAt) {
    }
}
