package com.bpidesk.app.client.behavior;

import com.bpidesk.app.client.Api;
import java.time.Instant;
import java.util.List;

/** The Behavioral DNA API (engine/src/main/resources/openapi/behavior.yaml), as records mirroring the schemas. */
public interface BehaviorApi {

    /** The newest {@code limit} kept DNA results ({@code GET /api/dna/results}). */
    List<DnaResultSummary> results(int limit);

    /** The newest {@code limit} kept results scored for one client ({@code GET /api/dna/results?client_id=}). */
    List<ClientDnaResult> clientResults(String clientId, int limit);

    /** The report of one kept result, as it was answered ({@code GET /api/dna/results/{result_id}}). */
    ClientDnaReport clientReport(long resultId);

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

    /** The answer of {@code GET /api/dna/results} as the client file's Behaviour tab reads it. */
    @Api.Response(path = "/api/dna/results")
    record ClientDnaResults(List<ClientDnaResult> results) {
        public ClientDnaResults {
            results = results == null ? List.of() : List.copyOf(results);
        }
    }

    /**
     * Schema {@code DnaResultSummary} as the client file lists it: {@code overallScore} 0-100, null when withheld;
     * {@code createdBy} the key holder's name, null when the key names nobody.
     */
    @Api.Schema("DnaResultSummary")
    record ClientDnaResult(long resultId, String fileName, Instant createdAt, Double overallScore, String createdBy) {
    }

    /** The answer of {@code GET /api/dna/results/{result_id}}: the report only (the summary is the listing's). */
    @Api.Response(path = "/api/dna/results/{result_id}")
    record KeptDnaResult(ClientDnaReport report) {
    }

    /** Schema {@code DnaReport}: the bias scores, as the client file shows them. */
    @Api.Schema("DnaReport")
    record ClientDnaReport(List<ClientBiasScore> scores) {
        public ClientDnaReport {
            scores = scores == null ? List.of() : List.copyOf(scores);
        }
    }

    /** Schema {@code BiasScore}: {@code score} 0-100, null when {@code status} is insufficient_data; proxy = estimated. */
    @Api.Schema("BiasScore")
    record ClientBiasScore(String name, Double score, String status) {
    }
}
