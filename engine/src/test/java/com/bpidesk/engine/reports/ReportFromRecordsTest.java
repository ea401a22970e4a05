package com.bpidesk.engine.reports;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/**
 * The report's section writers read the typed briefing records: a stored result (the real-price briefing snapshot of
 * the swarm tests, {@code reference/briefing_snapshot.json}) is rendered, and the figures the JSON holds appear in the
 * PDF's text, formatted as the report prints them.
 */
class ReportFromRecordsTest {

    @Test
    void everySectionShowsTheFiguresOfTheStoredResult() throws IOException {
        JsonNode snap = Json.MAPPER.readTree(getClass().getResourceAsStream("/reference/briefing_snapshot.json"));
        ObjectNode result = Json.MAPPER.createObjectNode();
        result.put("job_id", "job-1").put("status", "complete").put("as_of", "2025-04-04").put("data_source", "imported")
                .put("generated_at", "2026-01-01T00:00:00Z").put("field_from_a_later_version", "ignored");
        ObjectNode b = result.putObject("ic_briefing");
        for (String k : new String[] {"portfolio_analyst", "macro_strategist", "risk_manager", "sector_specialist", "factor_quant",
                "behavioral_agent"}) {
            b.set(k, snap.get(k));
        }
        b.set("synthesis_agent", snap.get("synthesis_with_mandate"));
        ReportRenderer.Rendered out = new ReportRenderer().render(result, new Brand(null, "b", "Harbour Wealth", "#123456", "#2E7D32",
                "Footer", null, null), "Research report", "Subject", LocalDate.of(2026, 1, 2), Map.of());
        String text;
        try (var doc = Loader.loadPDF(out.pdf())) {
            text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
        }
        assertThat(out.pages()).isGreaterThanOrEqualTo(6);
        JsonNode rm = snap.get("risk_manager");
        String posture = snap.at("/synthesis_with_mandate/posture").asText();
        assertThat(text).contains("Posture: " + Character.toUpperCase(posture.charAt(0)) + posture.substring(1),
                String.format(Locale.ROOT, "holds %d positions", snap.at("/portfolio_analyst/position_count").asInt()),
                pct(rm.get("volatility_annual").asDouble()), String.format(Locale.ROOT, "%.2f", rm.get("beta").asDouble()),
                "Risk-off", // risk_off in words
                "Historical stress windows", "Standing restrictions", "Glossary and methods", "Data source of this report: imported.");
        assertThat(text).doesNotContain("risk_off", "docs/");
        for (JsonNode v : rm.get("value_at_risk")) {
            assertThat(text).contains(String.format(Locale.ROOT, "VaR %.0f%% %d-day (%s) %s", 100 * v.get("confidence").asDouble(),
                    v.get("horizon_days").asInt(), v.get("method").asText(), pct(v.get("var").asDouble())));
        }
        JsonNode fq = snap.get("factor_quant");
        assertThat(text).contains("Factor exposures", String.format(Locale.ROOT, "over %d trading days", fq.get("observations").asInt()));
        for (JsonNode e : fq.get("exposures")) {
            assertThat(text).contains(String.format(Locale.ROOT, "%.2f %.3f %.2f", e.get("beta").asDouble(), e.get("standard_error").asDouble(),
                    e.get("t_stat").asDouble()));
        }
        for (JsonNode s : rm.get("stress_tests")) {
            assertThat(text).contains(s.get("name").asText().substring(0, Math.min(15, s.get("name").asText().length())), String.format(Locale.ROOT, "%+.1f%%", 100 * s.get("portfolio_return").asDouble()));
        }
        for (JsonNode r : snap.at("/synthesis_with_mandate/review_items")) {
            assertThat(text).contains(r.get("proposal").asText().substring(0, 40));
        }
    }

    /**
     * Issue 30: the briefing's data warnings (here an out-of-date price and demo macro data in a real analysis) are printed
     * in the summary of both audiences, and the economic backdrop states its own source and latest reading.
     */
    @Test
    void dataWarningsAndTheMacroSourceAreInThePdf() throws IOException {
        JsonNode snap = Json.MAPPER.readTree(getClass().getResourceAsStream("/reference/briefing_snapshot.json"));
        ObjectNode result = Json.MAPPER.createObjectNode();
        result.put("job_id", "job-1").put("status", "complete").put("as_of", "2025-04-04").put("data_source", "imported")
                .put("generated_at", "2026-01-01T00:00:00Z");
        ObjectNode b = result.putObject("ic_briefing");
        for (String k : new String[] {"portfolio_analyst", "macro_strategist", "risk_manager", "sector_specialist", "factor_quant",
                "behavioral_agent"}) {
            b.set(k, snap.get(k).deepCopy());
        }
        b.set("synthesis_agent", snap.get("synthesis_with_mandate"));
        String stale = "Out-of-date prices: XOM (last price 4 Apr 2025, 245 trading days old) has no price within 5 trading days";
        String demo = "The macro section (regime and readings) is computed on the simulated demo economic series";
        ((ObjectNode) b.get("portfolio_analyst")).putArray("data_warnings").add(stale).add(demo);
        for (Audience audience : Audience.values()) {
            ReportRenderer.Rendered out = new ReportRenderer().render(result, new Brand(null, "b", "Harbour Wealth", "#123456", "#2E7D32",
                    "Footer", null, null), "Research report", "Subject", LocalDate.of(2026, 1, 2), Map.of(), null, audience);
            String text;
            try (var doc = Loader.loadPDF(out.pdf())) {
                text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            }
            assertThat(text).as(audience.name()).contains(stale, demo, "Economic data: simulated demo series (not real economic data); "
                    + "latest reading 1 Jun 2025.");
        }
    }

    private static String pct(double v) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * v);
    }
}
