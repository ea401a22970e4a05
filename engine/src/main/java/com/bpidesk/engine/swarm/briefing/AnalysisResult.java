package com.bpidesk.engine.swarm.briefing;

import com.bpidesk.engine.platform.Json;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import java.time.Instant;
import java.time.LocalDate;

/**
 * A completed analysis as the API returns it (A3, B2): {@code job_id}, {@code status}, {@code as_of},
 * {@code data_source}, {@code generated_at}, {@code ic_briefing}. The JSON is made from this record at the edge by the
 * API's mapper, and stored results are read back into it ({@link #read}), so the report renderer and the research notes
 * read named fields instead of JSON paths.
 */
public record AnalysisResult(String jobId, String status, LocalDate asOf, String dataSource, Instant generatedAt,
                             Briefing icBriefing) {

    /** Stored results may carry fields from other versions: ignored when reading back. */
    private static final ObjectReader READER = Json.MAPPER.readerFor(AnalysisResult.class)
            .without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /** The JSON object of the API. */
    public JsonNode toJson() {
        return Json.MAPPER.valueToTree(this);
    }

    /** A stored or received result back into the record. */
    public static AnalysisResult read(JsonNode json) {
        try {
            return READER.readValue(json);
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("Not an analysis result: " + e.getMessage(), e);
        }
    }
}
