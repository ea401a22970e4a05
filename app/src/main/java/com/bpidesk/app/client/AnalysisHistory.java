package com.bpidesk.app.client;

import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The organization's past analyses as the engine lists them ({@code GET /api/swarm/jobs}, newest first; the engine keeps
 * them, so they survive restarts). Read by the Portfolio analysis screen's history and the Reports screen's picker.
 */
public final class AnalysisHistory {

    private AnalysisHistory() {
    }

    /**
     * One past analysis.
     *
     * @param totalValue the portfolio's market value in {@code currency} (complete jobs; null otherwise)
     */
    public record Entry(String jobId, String status, Instant submitted, int positions, Double totalValue, String currency,
                        String posture) {

        public String submittedText() {
            return Formats.app().dateTime(submitted);
        }

        public String positionsText() {
            return positions + (positions == 1 ? " position" : " positions");
        }

        /** The total value with its currency and thousands separators; a dash before the analysis completed. */
        public String valueText() {
            return totalValue == null ? "—" : Formats.app().money(totalValue, currency);
        }

        public String statusText() {
            return Labels.of(status);
        }

        public boolean complete() {
            return "complete".equals(status);
        }

        /** One line for pickers, short enough not to be cut at 1280x820: date · positions · value. */
        @Override
        public String toString() {
            return submittedText() + " · " + positionsText() + " · " + valueText();
        }
    }

    /** The route of a page: the newest {@code limit} analyses, only those of {@code status} when given. */
    public static String path(String status, int limit) {
        return "/api/swarm/jobs?limit=" + limit + (status == null ? "" : "&status=" + status);
    }

    /** A page of {@code GET /api/swarm/jobs} as entries. */
    public static List<Entry> parse(JsonNode page) {
        List<Entry> rows = new ArrayList<>();
        for (JsonNode j : page.path("items")) {
            JsonNode v = j.path("total_market_value");
            rows.add(new Entry(j.path("job_id").asText(), j.path("status").asText(),
                    j.hasNonNull("created_at") ? Instant.parse(j.path("created_at").asText()) : null,
                    j.path("position_count").asInt(), v.isNumber() ? v.asDouble() : null, j.path("base_currency").asText(null),
                    j.path("posture").asText(null)));
        }
        return rows;
    }
}
