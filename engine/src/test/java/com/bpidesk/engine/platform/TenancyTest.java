package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * Issue 11, ADR 0113: another organization's ordinary key cannot change engine-wide state (data mode, online
 * refresh, imported prices and macro series), and its queue position does not count other organizations' jobs.
 */
@Tag("api")
class TenancyTest {

    static TestEngine t;

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of("jobs.workers", "1"));
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    @Test
    void engineWideChangesNeedAnAdministratorKey() {
        String before = t.get("/api/data/settings").json().toString();
        var put = t.send(HttpRequest.newBuilder(t.uri("/api/data/settings")).header("X-Service-API-Key", t.otherOrgKey)
                .header("Content-Type", "application/json").PUT(HttpRequest.BodyPublishers.ofString("{\"data_mode\":\"imported\","
                        + "\"online_enabled\":true}")));
        assertThat(put.status()).isEqualTo(403);
        assertThat(put.json().get("type").asText()).endsWith("/admin-required");
        assertThat(put.json().get("detail").asText()).contains("administrator");
        assertThat(t.get("/api/data/settings").json().toString()).isEqualTo(before);
        for (String path : List.of("/api/market/prices/import", "/api/macro/import")) {
            var r = t.send(HttpRequest.newBuilder(t.uri(path)).header("X-Service-API-Key", t.otherOrgKey)
                    .header("Content-Type", "text/csv").POST(HttpRequest.BodyPublishers.ofString("DATE,VALUE\n2024-01-02,1\n")));
            assertThat(r.status()).as(path).isEqualTo(403);
            assertThat(r.json().get("type").asText()).endsWith("/admin-required");
        }
        assertThat(t.postJson("/api/data/refresh", "{}", t.otherOrgKey).status()).isEqualTo(403);
        // the administrator (org-a's enterprise key in TestEngine) may
        var own = t.send(HttpRequest.newBuilder(t.uri("/api/data/settings")).header("X-Service-API-Key", t.enterpriseKey)
                .header("Content-Type", "application/json").PUT(HttpRequest.BodyPublishers.ofString("{\"data_mode\":\"demo\"}")));
        assertThat(own.status()).as(own.body()).isEqualTo(200);
    }

    @Test
    void queuePositionCountsOnlyTheCallersOrganization() {
        String portfolio = TestEngine.samplePortfolioJson();
        List<Integer> orgA = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            var r = t.postJson("/api/swarm/analyze", portfolio);
            assertThat(r.status()).as(r.body()).isEqualTo(202);
            orgA.add(r.json().get("queue_position").asInt());
        }
        var b = t.postJson("/api/swarm/analyze", portfolio, t.otherOrgKey);
        assertThat(b.status()).isEqualTo(202);
        assertThat(orgA.get(3)).as("org-a's own jobs are ahead of its fourth (one worker)").isGreaterThanOrEqualTo(1);
        assertThat(b.json().get("queue_position").asInt()).as("org-b sees none of org-a's queued jobs").isZero();
    }

    @Test
    void theAnalysisHistoryListsOnlyTheCallersOrganizationsJobs() {
        String portfolio = TestEngine.samplePortfolioJson();
        String a = t.postJson("/api/swarm/analyze", portfolio).json().get("job_id").asText();
        String b = t.postJson("/api/swarm/analyze", portfolio, t.otherOrgKey).json().get("job_id").asText();
        List<String> seenByA = new ArrayList<>();
        t.get("/api/swarm/jobs?limit=200").json().get("items").forEach(j -> seenByA.add(j.get("job_id").asText()));
        List<String> seenByB = new ArrayList<>();
        var pageB = t.get("/api/swarm/jobs?limit=200", t.otherOrgKey).json();
        pageB.get("items").forEach(j -> seenByB.add(j.get("job_id").asText()));
        assertThat(seenByA).contains(a).doesNotContain(b);
        assertThat(seenByB).contains(b).doesNotContain(a);
        assertThat(pageB.get("total").asLong()).as("org-b's total counts only its own jobs").isEqualTo(seenByB.size());
        // and org-b cannot open org-a's job from the history's links either
        assertThat(t.get("/api/swarm/status/" + a, t.otherOrgKey).status()).isEqualTo(404);
    }
}
