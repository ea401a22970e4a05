package com.bpidesk.engine.swarm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.swarm.agents.AssuranceEnvelopes;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * {@code GET /api/swarm/jobs} (ADR 0131): the organization's analyses newest first, filtered by status and submission
 * date, paginated; the total value of a complete job equals the one in its stored result, including a job stored before
 * the summary columns existed (filled from the result on first listing).
 */
@Tag("api")
class SwarmHistoryApiTest {

    static final FakeMarket MARKET = FakeMarket.simulated(30, 5, LocalDate.of(2025, 6, 30), 42);
    static TestEngine t;
    static final AtomicReference<SwarmJobs> JOBS = new AtomicReference<>();
    static final String SMALL = "{\"positions\":[{\"symbol\":\"EQ00\",\"shares\":120,\"cost_basis\":15},{\"symbol\":\"AGG\",\"shares\":100,\"cost_basis\":95}]}";
    static final String LARGER = "{\"positions\":[{\"symbol\":\"EQ00\",\"shares\":120,\"cost_basis\":15},{\"symbol\":\"EQ01\",\"shares\":300,"
            + "\"cost_basis\":40},{\"symbol\":\"GLD\",\"shares\":20,\"cost_basis\":150}]}";
    static final List<String> ORG_A = new ArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        t = TestEngine.start(Map.of("jobs.workers", "1", "swarm.enabled", "false"), Clock.systemUTC(), List.of(new SwarmModule(JOBS::get, 60)));
        JOBS.set(t.engine.context().closeOnStop(SwarmApiTest.jobs(t)));
        for (String body : List.of(SMALL, LARGER, SMALL)) {
            String id = t.postJson("/api/swarm/analyze", body).json().get("job_id").asText();
            waitFor(id, t.enterpriseKey);
            ORG_A.add(0, id); // newest first
            Thread.sleep(5); // distinct submission times
        }
        waitFor(t.postJson("/api/swarm/analyze", LARGER, t.otherOrgKey).json().get("job_id").asText(), t.otherOrgKey);
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    static void waitFor(String jobId, String key) throws InterruptedException {
        for (int i = 0; i < 600; i++) {
            if (List.of("complete", "failed", "cancelled").contains(t.get("/api/swarm/status/" + jobId, key).json().get("status").asText())) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("job did not finish");
    }

    static List<String> ids(JsonNode page) {
        List<String> out = new ArrayList<>();
        page.get("items").forEach(j -> out.add(j.get("job_id").asText()));
        return out;
    }

    @Test
    void listsTheOrganizationsJobsNewestFirstWithTheirTotals() {
        JsonNode page = t.get("/api/swarm/jobs").json();
        assertThat(ids(page)).isEqualTo(ORG_A);
        assertThat(page.get("total").asLong()).isEqualTo(3);
        assertThat(page.get("limit").asInt()).isEqualTo(20);
        for (JsonNode j : page.get("items")) {
            JsonNode result = t.get(j.get("result_url").asText()).json();
            JsonNode pa = result.at("/ic_briefing/portfolio_analyst");
            assertThat(j.get("status").asText()).isEqualTo("complete");
            assertThat(j.get("total_market_value").asDouble()).isCloseTo(pa.get("total_market_value").asDouble(), within(1e-9));
            if (pa.hasNonNull("base_currency")) {
                assertThat(j.get("base_currency").asText()).isEqualTo(pa.get("base_currency").asText()).hasSize(3);
            } else { // this engine's analysis has no currency service: amounts unconverted, no currency claimed
                assertThat(j.has("base_currency")).isFalse();
            }
            assertThat(j.get("position_count").asInt()).isEqualTo(pa.get("position_count").asInt());
            assertThat(j.get("posture").asText()).isEqualTo(result.at("/ic_briefing/synthesis_agent/posture").asText());
            assertThat(j.get("data_as_of").asText()).isEqualTo(result.get("as_of").asText());
            assertThat(Instant.parse(j.get("created_at").asText())).isBefore(Instant.parse(j.get("finished_at").asText()));
        }
        // the larger portfolio: 3 positions; the others 2
        assertThat(page.get("items").get(1).get("position_count").asInt()).isEqualTo(3);
    }

    @Test
    void paginatesWithLimitAndOffset() {
        JsonNode first = t.get("/api/swarm/jobs?limit=2").json();
        JsonNode second = t.get("/api/swarm/jobs?limit=2&offset=2").json();
        assertThat(ids(first)).isEqualTo(ORG_A.subList(0, 2));
        assertThat(ids(second)).isEqualTo(ORG_A.subList(2, 3));
        assertThat(first.get("total").asLong()).isEqualTo(3);
        assertThat(second.get("offset").asInt()).isEqualTo(2);
    }

    @Test
    void filtersByStatusAndSubmissionDate() {
        assertThat(ids(t.get("/api/swarm/jobs?status=complete").json())).isEqualTo(ORG_A);
        assertThat(ids(t.get("/api/swarm/jobs?status=failed,cancelled").json())).isEmpty();
        assertThat(ids(t.get("/api/swarm/jobs?status=queued&status=complete").json())).isEqualTo(ORG_A);
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        assertThat(ids(t.get("/api/swarm/jobs?from=" + today + "&to=" + today).json())).isEqualTo(ORG_A); // a date "to" is inclusive
        assertThat(ids(t.get("/api/swarm/jobs?to=" + today.minusDays(1)).json())).isEmpty();
        assertThat(ids(t.get("/api/swarm/jobs?from=" + today.plusDays(1)).json())).isEmpty();
        assertThat(ids(t.get("/api/swarm/jobs?from=" + Instant.now().plusSeconds(3600)).json())).isEmpty();
    }

    @Test
    void anotherOrganizationSeesOnlyItsOwnJobs() {
        JsonNode b = t.get("/api/swarm/jobs", t.otherOrgKey).json();
        assertThat(b.get("total").asLong()).isEqualTo(1);
        assertThat(ids(b)).doesNotContainAnyElementsOf(ORG_A);
    }

    @Test
    void badQueriesAreRefusedInWords() {
        var r = t.get("/api/swarm/jobs?status=done&limit=0&from=yesterday");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("errors").toString()).contains("query/status", "'done' is not a job status", "query/limit", "query/from");
        assertThat(t.get("/api/swarm/jobs?from=2026-03-02&to=2026-03-01").status()).isEqualTo(400);
        assertThat(t.get("/api/swarm/jobs", t.freeKey).status()).isEqualTo(403);
    }

    @Test
    void aJobStoredBeforeTheSummaryColumnsIsFilledFromItsResult() {
        String id = ORG_A.get(2);
        JsonNode expected = t.get("/api/swarm/result/" + id).json().at("/ic_briefing/portfolio_analyst");
        t.engine.context().database().update("UPDATE swarm_jobs SET total_market_value = NULL, base_currency = NULL, posture = NULL,"
                + " data_as_of = NULL WHERE job_id = ?", id);
        JsonNode listed = t.get("/api/swarm/jobs").json().get("items").get(2);
        assertThat(listed.get("job_id").asText()).isEqualTo(id);
        assertThat(listed.get("total_market_value").asDouble()).isCloseTo(expected.get("total_market_value").asDouble(), within(1e-9));
        assertThat(t.engine.context().database().count("SELECT COUNT(*) FROM swarm_jobs WHERE job_id = ? AND total_market_value IS NOT NULL",
                id)).isEqualTo(1);
    }
}
