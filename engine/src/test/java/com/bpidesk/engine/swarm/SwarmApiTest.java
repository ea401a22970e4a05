package com.bpidesk.engine.swarm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.swarm.agents.AssuranceEnvelopes;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** A1-A3, B2 and cancel through real HTTP on a simulated in-memory market. */
@Tag("api")
class SwarmApiTest {

    static final FakeMarket MARKET = FakeMarket.simulated(30, 5, LocalDate.of(2025, 6, 30), 42);
    static TestEngine t;
    static final AtomicReference<SwarmJobs> JOBS = new AtomicReference<>();

    static final String SAMPLE = """
            {"positions":[
              {"symbol":"EQ00","shares":120,"cost_basis":15},
              {"symbol":"EQ01","shares":300,"cost_basis":40},
              {"symbol":"eq02 ","shares":50,"cost_basis":80},
              {"symbol":"EQ06","shares":200,"cost_basis":30},
              {"symbol":"EQ12","shares":80,"cost_basis":55},
              {"symbol":"AGG","shares":100,"cost_basis":95},
              {"symbol":"GLD","shares":20,"cost_basis":150},
              {"symbol":"EQ00","shares":40,"cost_basis":25}
            ], "total_value": 1000000}
            """;

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of("jobs.workers", "1", "swarm.enabled", "false"), Clock.systemUTC(), List.of(new SwarmModule(JOBS::get, 60)));
        JOBS.set(t.engine.context().closeOnStop(jobs(t)));
    }

    static SwarmJobs jobs(TestEngine e) {
        Analysis a = SwarmFeature.analysis(MARKET, MARKET, MARKET, MARKET, MARKET, AssuranceEnvelopes.evaluateOnly(Clock.systemUTC()), Clock.systemUTC());
        return new SwarmJobs(e.engine.context().database(), Clock.systemUTC(), 1, new SubmissionValidator(MARKET), a);
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    /** Up to 60 s: a loaded CI machine once took over 30 s for a job queued behind two cancelled ones (it passes in seconds alone). */
    static JsonNode waitFor(String jobId, String key) throws InterruptedException {
        for (int i = 0; i < 600; i++) {
            JsonNode s = t.get("/api/swarm/status/" + jobId, key).json();
            if (List.of("complete", "failed", "cancelled").contains(s.get("status").asText())) {
                return s;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("job " + jobId + " did not finish within 60 s");
    }

    @Test
    void samplePortfolioCompletesWithSevenSectionsOfComputedFigures() throws Exception {
        var submitted = t.postJson("/api/swarm/analyze", SAMPLE);
        assertThat(submitted.status()).isEqualTo(202);
        JsonNode job = submitted.json();
        String id = job.get("job_id").asText();
        assertThat(job.get("status").asText()).isEqualTo("queued");
        assertThat(job.get("poll_url").asText()).isEqualTo("/api/swarm/status/" + id);
        assertThat(job.get("estimated_seconds").asDouble()).isPositive();
        assertThat(submitted.header("Location")).isEqualTo("/api/swarm/status/" + id);

        JsonNode status = waitFor(id, t.enterpriseKey);
        assertThat(status.get("status").asText()).as(status.toString()).isEqualTo("complete");
        assertThat(status.get("progress_pct").asDouble()).isEqualTo(100.0);
        assertThat(status.get("agent_trace")).hasSize(7);
        status.get("agent_trace").forEach(a -> {
            assertThat(a.get("status").asText()).isEqualTo("complete");
            assertThat(a.get("summary").asText()).isNotBlank();
        });

        JsonNode result = t.get("/api/swarm/result/" + id).json();
        JsonNode b = result.get("ic_briefing");
        assertThat(result.get("data_source").asText()).isEqualTo("demo");
        assertThat(b.size()).isEqualTo(7);
        assertThat(b.fieldNames()).toIterable().containsExactly(Analysis.AGENTS.toArray(String[]::new));

        // portfolio analyst: merged duplicates, values from shares x latest price, weights sum to 1
        JsonNode pa = b.get("portfolio_analyst");
        assertThat(pa.get("position_count").asInt()).isEqualTo(7);
        double eq00 = MARKET.latest("EQ00").orElseThrow().close();
        JsonNode row = find(pa.get("positions"), "EQ00");
        assertThat(row.get("shares").asDouble()).isEqualTo(160);
        assertThat(row.get("cost_basis").asDouble()).isCloseTo((120 * 15 + 40 * 25) / 160.0, within(1e-9));
        assertThat(row.get("market_value").asDouble()).isCloseTo(160 * eq00, within(1e-6));
        double sumW = 0;
        double hhi = 0;
        for (JsonNode p : pa.get("positions")) {
            sumW += p.get("weight").asDouble();
            hhi += Math.pow(p.get("weight").asDouble(), 2);
        }
        assertThat(sumW).isCloseTo(1, within(1e-9));
        assertThat(pa.at("/concentration/hhi").asDouble()).isCloseTo(hhi, within(1e-12));
        assertThat(pa.get("data_warnings").toString()).contains("Duplicate symbols were merged", "EQ00", "total_value");

        // risk manager: 8 VaR rows, Euler contributions sum to the volatility, >= 3 stress windows
        JsonNode risk = b.get("risk_manager");
        assertThat(risk.get("value_at_risk")).hasSize(8);
        assertThat(risk.get("risk_contributions_total").asDouble()).isCloseTo(risk.get("volatility_annual").asDouble(), within(1e-9));
        assertThat(risk.get("stress_tests").size()).isGreaterThanOrEqualTo(3);
        assertThat(risk.get("max_drawdown")).hasSize(2);
        assertThat(risk.get("beta").asDouble()).isBetween(0.1, 2.0);
        for (JsonNode v : risk.get("value_at_risk")) {
            assertThat(v.get("expected_shortfall").asDouble()).isGreaterThanOrEqualTo(v.get("var").asDouble() - 1e-12);
        }

        JsonNode fq = b.get("factor_quant");
        assertThat(fq.get("exposures").size()).isGreaterThanOrEqualTo(4);
        assertThat(fq.get("r_squared").asDouble()).isBetween(0.0, 1.0);
        assertThat(fq.get("holding_momentum")).hasSize(7);

        assertThat(b.at("/macro_strategist/regime/regime").asText()).isEqualTo("risk_off");
        assertThat(b.at("/macro_strategist/readings").size()).isEqualTo(3);
        assertThat(b.at("/sector_specialist/sectors").size()).isGreaterThan(3);
        assertThat(b.at("/sector_specialist/unclassified_symbols").toString()).contains("EQ12");
        assertThat(b.at("/behavioral_agent/flags").isArray()).isTrue();
        JsonNode syn = b.get("synthesis_agent");
        assertThat(syn.get("posture").asText()).isNotBlank();
        assertThat(syn.get("top_findings").size()).isPositive();
        assertThat(syn.get("disclaimers").toString()).contains("does not execute trades");
        for (JsonNode item : syn.get("review_items")) {
            assertThat(item.get("proposal").asText()).startsWith("Consider");
            assertThat(item.get("envelope_status").asText()).isEqualTo("no_mandate");
        }
    }

    @Test
    void mandateGivesEachReviewItemADecisionEnvelope() throws Exception {
        String body = SAMPLE.replace("\"total_value\": 1000000", "\"mandate\":{\"investor_id\":\"inv-1\",\"risk_tolerance\":\"moderate\","
                + "\"max_position_weight\":0.15,\"authorized_actions\":[\"rebalance\",\"diversify\",\"risk_review\",\"review_position\"]}");
        var r = t.postJson("/api/swarm?wait_seconds=60", body);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        JsonNode items = r.json().at("/ic_briefing/synthesis_agent/review_items");
        assertThat(items.size()).isPositive();
        for (JsonNode item : items) {
            JsonNode outcome = item.get("envelope");
            JsonNode env = outcome.get("envelope");
            assertThat(item.get("envelope_status").asText()).isEqualTo("evaluated");
            assertThat(outcome.get("result").asText()).isEqualTo("EVALUATED");
            assertThat(outcome.get("rule").asText()).matches("D[1-6]");
            assertThat(env.get("investor_id").asText()).isEqualTo("inv-1");
            assertThat(env.get("organization_id").asText()).isEqualTo("org-a");
            assertThat(env.get("disposition").asText()).isIn("PROCEED", "REVIEW", "ESCALATE", "DENY")
                    .isEqualTo(outcome.get("disposition").asText());
            assertThat(env.at("/proposed_action/type").asText()).isEqualTo(item.at("/proposed_action/type").asText());
            // The embedded envelope is a valid Decision Assurance Envelope 1.0.0 and its digest matches.
            assertThat(com.bpidesk.envelope.Envelopes.validator().validate(env).violations()).isEmpty();
            assertThat(com.bpidesk.envelope.Envelopes.digest(com.bpidesk.envelope.Envelopes.fromTree(env)))
                    .isEqualTo(outcome.get("digest").asText());
        }
    }

    @Test
    void badSubmissionsGetProblemsWithPointers() {
        var empty = t.postJson("/api/swarm/analyze", "{\"positions\":[]}");
        assertThat(empty.status()).isEqualTo(400);
        assertThat(empty.json().at("/errors/0/pointer").asText()).isEqualTo("/positions");

        var bad = t.postJson("/api/swarm/analyze", """
                {"positions":[{"symbol":"ZZZZ","shares":1,"cost_basis":1},{"symbol":"A$B","shares":1,"cost_basis":1},
                 {"symbol":"EQ01","shares":-5,"cost_basis":1},{"symbol":"EQ02","shares":1,"cost_basis":-1}]}""");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.header("Content-Type")).startsWith("application/problem+json");
        assertThat(bad.json().get("detail").asText()).contains("ZZZZ");
        assertThat(bad.body()).contains("/positions/0/symbol", "/positions/1/symbol", "/positions/2/shares", "/positions/3/cost_basis", "A$B");

        var nan = t.postJson("/api/swarm/analyze", "{\"positions\":[{\"symbol\":\"EQ01\",\"shares\":NaN,\"cost_basis\":1}]}");
        assertThat(nan.status()).isEqualTo(400);
        var str = t.postJson("/api/swarm/analyze", "{\"positions\":[{\"symbol\":\"EQ01\",\"shares\":\"NaN\",\"cost_basis\":1}]}");
        assertThat(str.status()).isEqualTo(400);
        assertThat(str.json().at("/errors/0/pointer").asText()).isEqualTo("/positions/0/shares");
        var free = t.postJson("/api/swarm/analyze", SAMPLE, t.freeKey);
        assertThat(free.status()).isEqualTo(403);
    }

    @Test
    void otherOrganizationsAndUnknownIdsGet404() throws Exception {
        String id = t.postJson("/api/swarm/analyze", SAMPLE).json().get("job_id").asText();
        assertThat(t.get("/api/swarm/status/" + id, t.otherOrgKey).status()).isEqualTo(404);
        assertThat(t.get("/api/swarm/result/" + id, t.otherOrgKey).status()).isEqualTo(404);
        assertThat(t.postJson("/api/swarm/cancel/" + id, "", t.otherOrgKey).status()).isEqualTo(404);
        assertThat(t.get("/api/swarm/status/nope").status()).isEqualTo(404);
        waitFor(id, t.enterpriseKey);
    }

    @Test
    void resultBeforeCompleteIs409PointingToStatusAndCancelWorks() throws Exception {
        // one worker, held at the gate: the first job is running, the second queued behind it
        MARKET.gate = new java.util.concurrent.CountDownLatch(1);
        try {
            String running = t.postJson("/api/swarm/analyze", SAMPLE).json().get("job_id").asText();
            String id = t.postJson("/api/swarm/analyze", SAMPLE).json().get("job_id").asText();
            for (int i = 0; i < 100 && !t.get("/api/swarm/status/" + running).json().get("status").asText().equals("running"); i++) {
                Thread.sleep(50);
            }
            assertThat(t.get("/api/swarm/status/" + running).json().get("status").asText()).isEqualTo("running");
            var early = t.get("/api/swarm/result/" + id);
            assertThat(early.status()).isEqualTo(409);
            assertThat(early.json().get("type").asText()).endsWith("/job-not-complete");
            assertThat(early.json().get("job_status").asText()).isEqualTo("queued");
            assertThat(early.json().get("status_url").asText()).isEqualTo("/api/swarm/status/" + id);
            assertThat(early.header("Retry-After")).isEqualTo("3");
            var cancelled = t.postJson("/api/swarm/cancel/" + id, "");
            assertThat(cancelled.status()).isEqualTo(200);
            assertThat(cancelled.json().get("status").asText()).isEqualTo("cancelled");
            assertThat(t.postJson("/api/swarm/cancel/" + id, "").status()).isEqualTo(200);
            assertThat(t.postJson("/api/swarm/cancel/" + running, "").json().get("status").asText()).isEqualTo("cancelled");
            MARKET.gate.countDown();
            assertThat(waitFor(running, t.enterpriseKey).get("status").asText()).isEqualTo("cancelled");
            assertThat(waitFor(id, t.enterpriseKey).get("status").asText()).isEqualTo("cancelled");
            var after = t.get("/api/swarm/result/" + id);
            assertThat(after.status()).isEqualTo(409);
            assertThat(after.json().get("job_status").asText()).isEqualTo("cancelled");
            // a finished job cannot be cancelled
            String done = t.postJson("/api/swarm/analyze", SAMPLE).json().get("job_id").asText();
            waitFor(done, t.enterpriseKey);
            assertThat(t.postJson("/api/swarm/cancel/" + done, "").status()).isEqualTo(409);
        } finally {
            MARKET.gate.countDown();
            MARKET.gate = null;
        }
    }

    @Test
    void manySubmissionsQueueRatherThanFail() throws Exception {
        List<String> ids = new java.util.ArrayList<>();
        for (int i = 0; i < 6; i++) {
            var r = t.postJson("/api/swarm/analyze", SAMPLE);
            assertThat(r.status()).isEqualTo(202);
            ids.add(r.json().get("job_id").asText());
        }
        for (String id : ids) {
            assertThat(waitFor(id, t.enterpriseKey).get("status").asText()).isEqualTo("complete");
        }
        // estimates now come from measured durations
        assertThat(t.postJson("/api/swarm/analyze", SAMPLE).json().get("estimated_seconds").asDouble()).isPositive();
    }

    @Test
    void restartRecoversInterruptedJobs() throws Exception {
        Path dir = Files.createTempDirectory("bpi-swarm-restart-");
        String id;
        try (TestEngine first = TestEngine.start(Map.of("data.dir", dir.toString(), "swarm.enabled", "false"), Clock.systemUTC(), List.of())) {
            SwarmJobs jobs = jobs(first);
            id = jobs.submit("org-a", Json().readValue(SAMPLE, PortfolioSubmission.class)).jobId();
            String twice = jobs.submit("org-a", Json().readValue(SAMPLE, PortfolioSubmission.class)).jobId();
            jobs.completion(id).get(30, java.util.concurrent.TimeUnit.SECONDS);
            jobs.completion(twice).get(30, java.util.concurrent.TimeUnit.SECONDS);
            jobs.close();
            // put the store in the state an engine dying mid-job leaves: one job running on its first attempt,
            // one that was already interrupted once before
            var db = first.engine.context().database();
            db.update("UPDATE swarm_jobs SET status = 'running', attempts = 1, result = NULL, progress_pct = 25 WHERE job_id = ?", id);
            db.update("UPDATE swarm_jobs SET status = 'running', attempts = 2, result = NULL, progress_pct = 25 WHERE job_id = ?", twice);
            try (TestEngine second = TestEngine.start(Map.of("data.dir", dir.toString(), "swarm.enabled", "false"), Clock.systemUTC(), List.of())) {
                SwarmJobs again = second.engine.context().closeOnStop(jobs(second));
                again.recover();
                assertThat(again.completion(id).get(30, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo(JobStatus.COMPLETE);
                assertThat(again.status("org-a", twice).status()).isEqualTo("failed");
                assertThat(again.status("org-a", twice).problem().get("detail").asText()).contains("engine stopped");
            }
        }
    }

    private static com.fasterxml.jackson.databind.ObjectMapper Json() {
        return com.bpidesk.engine.platform.Json.MAPPER;
    }

    private static JsonNode find(JsonNode rows, String symbol) {
        for (JsonNode r : rows) {
            if (r.get("symbol").asText().equals(symbol)) {
                return r;
            }
        }
        throw new AssertionError(symbol + " not in " + rows);
    }
}
