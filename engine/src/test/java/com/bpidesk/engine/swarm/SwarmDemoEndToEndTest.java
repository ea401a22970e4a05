package com.bpidesk.engine.swarm;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** The shipped sample portfolio through the wired engine on the demo market: all seven sections computed. */
@Tag("api")
class SwarmDemoEndToEndTest {

    static String samplePortfolioJson(String resource) throws Exception {
        ObjectNode body = TestEngine.JSON.createObjectNode();
        ArrayNode positions = body.putArray("positions");
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                SwarmDemoEndToEndTest.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
            r.readLine();
            for (String line; (line = r.readLine()) != null; ) {
                String[] c = line.split(",");
                positions.addObject().put("symbol", c[0]).put("shares", Double.parseDouble(c[1])).put("cost_basis", Double.parseDouble(c[2]));
            }
        }
        return body.toString();
    }

    @Test
    void samplePortfolioOnDemoData() throws Exception {
        try (TestEngine t = TestEngine.start()) {
            var submitted = t.postJson("/api/swarm/analyze", samplePortfolioJson("/bpi-assets/samples/sample-portfolio.csv"));
            assertThat(submitted.status()).as(submitted.body()).isEqualTo(202);
            String id = submitted.json().get("job_id").asText();
            JsonNode s = null;
            for (int i = 0; i < 600; i++) {
                s = t.get("/api/swarm/status/" + id).json();
                if (List.of("complete", "failed", "cancelled").contains(s.get("status").asText())) {
                    break;
                }
                Thread.sleep(100);
            }
            assertThat(s.get("status").asText()).as(s.toString()).isEqualTo("complete");
            JsonNode r = t.get("/api/swarm/result/" + id).json();
            assertThat(r.get("data_source").asText()).isEqualTo("demo");
            JsonNode b = r.get("ic_briefing");
            assertThat(b.size()).isEqualTo(7);
            assertThat(b.at("/portfolio_analyst/position_count").asInt()).isEqualTo(16);
            assertThat(b.at("/portfolio_analyst/total_market_value").asDouble()).isPositive();
            assertThat(b.at("/risk_manager/volatility_annual").asDouble()).isBetween(0.02, 0.6);
            assertThat(b.at("/risk_manager/stress_tests").size()).isGreaterThanOrEqualTo(3);
            assertThat(b.at("/risk_manager/value_at_risk").size()).isEqualTo(8);
            assertThat(b.at("/factor_quant/exposures").size()).isGreaterThanOrEqualTo(4);
            assertThat(b.at("/factor_quant/r_squared").asDouble()).isBetween(0.0, 1.0);
            assertThat(b.at("/macro_strategist/regime/regime").asText()).isNotBlank();
            assertThat(b.at("/sector_specialist/sectors").size()).isGreaterThan(5);
            assertThat(b.at("/behavioral_agent/flags").isArray()).isTrue();
            assertThat(b.at("/synthesis_agent/posture").asText()).isNotBlank();
            assertThat(b.at("/synthesis_agent/disclaimers").size()).isEqualTo(4);
        }
    }

    @Test
    void envelopesOfAMandatedAnalysisLandInTheComplianceQueue() throws Exception {
        try (TestEngine t = TestEngine.start()) {
            ObjectNode body = (ObjectNode) TestEngine.JSON.readTree(samplePortfolioJson("/bpi-assets/samples/sample-portfolio.csv"));
            body.putObject("mandate").put("investor_id", "inv-77").put("risk_tolerance", "moderate")
                    .put("max_position_weight", 0.05);
            var r = t.postJson("/api/swarm?wait_seconds=120", body.toString());
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            JsonNode items = r.json().at("/ic_briefing/synthesis_agent/review_items");
            assertThat(items.size()).isPositive();
            var queue = t.get("/api/assurance/envelopes?investor_id=inv-77&limit=100").json();
            assertThat(queue.get("total").asInt()).isEqualTo(items.size());
            for (JsonNode item : items) {
                String decisionId = item.at("/envelope/decision_id").asText();
                var stored = t.get("/api/assurance/envelopes/" + decisionId);
                assertThat(stored.status()).as(stored.body()).isEqualTo(200);
                assertThat(stored.json().get("digest").asText()).isEqualTo(item.at("/envelope/digest").asText());
            }
            // Another organization sees none of them.
            assertThat(t.get("/api/assurance/envelopes?investor_id=inv-77", t.otherOrgKey).json().get("total").asInt()).isZero();
        }
    }

    @Test
    void aCompletedAnalysisBecomesCommitteeResearchNotes() throws Exception {
        try (TestEngine t = TestEngine.start()) {
            long before = t.get("/api/research/notes?type=committee&limit=1").json().get("total").asLong();
            var r = t.postJson("/api/swarm?wait_seconds=120", samplePortfolioJson("/bpi-assets/samples/sample-portfolio.csv"));
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            String jobId = r.json().get("job_id").asText();
            JsonNode after = t.get("/api/research/notes?type=committee&limit=500").json();
            assertThat(after.get("total").asLong()).isEqualTo(before + 7);
            long ofThisJob = 0;
            for (JsonNode n : after.get("notes")) {
                if (n.toString().contains(jobId)) {
                    ofThisJob++;
                }
            }
            assertThat(ofThisJob).isEqualTo(7);
        }
    }
}
