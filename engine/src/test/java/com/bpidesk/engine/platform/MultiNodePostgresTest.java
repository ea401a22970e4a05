package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.auth.Tier;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.testing.EngineProcess;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.Tag;

/**
 * Two engine processes on one PostgreSQL database (issue 11, ADR 0112), as a firm's shared server runs them:
 * concurrent cold starts on an empty database both succeed (start-up advisory lock), a key's calls never exceed
 * its limit whichever node answers (counted atomically in the database), and the jobs of a node killed with
 * SIGKILL in the middle of a job are finished by the other node within the lease + poll interval.
 */
@EnabledIfEnvironmentVariable(named = "BPI_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.+")
@Tag("slow")
public class MultiNodePostgresTest {

    static final int LEASE_SECONDS = 5;
    static final int POLL_MILLIS = 250;
    final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    public void twoNodesShareStartupLimitsAndJobs() throws Exception {
        Map<String, String> pg = TestEngine.freshPostgresSettings();
        Map<String, String> settings = new HashMap<>(pg);
        settings.put("jobs.workers", "1");
        settings.put("jobs.lease.seconds", Integer.toString(LEASE_SECONDS));
        settings.put("jobs.poll.millis", Integer.toString(POLL_MILLIS));
        Path base = Files.createTempDirectory("bpi-two-nodes-");

        // 1. Concurrent cold start on an empty database: both nodes migrate/seed in turn and come up.
        EngineProcess a = EngineProcess.launch(base.resolve("a"), settings);
        EngineProcess b = EngineProcess.launch(base.resolve("b"), settings);
        try {
            a.awaitHealthy(Duration.ofSeconds(120));
            b.awaitHealthy(Duration.ofSeconds(120));

            String limited;
            String key;
            try (Database db = Database.open(pg.get("db.url"), pg.get("db.user"), pg.get("db.password"), 2)) {
                ApiKeys keys = new ApiKeys(db, Clock.systemUTC(), 10_000);
                limited = keys.create("org-limit", Tier.ENTERPRISE, "limit test", 30).secret();
                key = keys.create("org-jobs", Tier.ENTERPRISE, "job test").secret();
            }

            // 2. Limit 30, 40 calls alternating nodes (and 20 more in parallel): exactly 30 succeed.
            int ok = 0;
            int limitedCount = 0;
            for (int i = 0; i < 40; i++) {
                int status = get(i % 2 == 0 ? a : b, "/api/assurance/policy-rules", limited).statusCode();
                if (status == 200) {
                    ok++;
                } else if (status == 429) {
                    limitedCount++;
                }
            }
            figures += "cold start of 2 nodes together: both up; limit 30, 40 calls alternating: " + ok + " x 200, " + limitedCount + " x 429";
            assertThat(ok).as("calls answered 200 across both nodes").isEqualTo(30);
            assertThat(limitedCount).isEqualTo(10);

            // 3. nginx with docs/deploy/nginx-bpi-desk.conf in front of both nodes; still answering when B stops.
            Process nginx = startNginx(base.resolve("nginx"), a.port, b.port);
            try {
                if (nginx != null) {
                    int both = countOk(key, 10);
                    b.close();
                    int one = countOk(key, 10);
                    figures += "; nginx: " + both + "/10 ok with 2 nodes, " + one + "/10 after one stopped";
                    assertThat(both).as("calls through nginx, both nodes up").isEqualTo(10);
                    assertThat(one).as("calls through nginx after node B stopped").isEqualTo(10);
                }
            } finally {
                if (nginx != null) {
                    nginx.destroy();
                    nginx.waitFor();
                }
            }

            // 4. Node A runs a job and is killed mid-job; node B takes it over once A's lease expires.
            b.close(); // A alone claims the jobs, so the one running at the kill is certainly A's
            String portfolio = TestEngine.samplePortfolioJson();
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                HttpResponse<String> r = post(a, "/api/swarm/analyze", portfolio, key);
                assertThat(r.statusCode()).as(r.body()).isEqualTo(202);
                ids.add(TestEngine.JSON.readTree(r.body()).get("job_id").asText());
            }
            awaitStatus(a, ids.get(0), key, "running", Duration.ofSeconds(60));
            a.kill();
            Instant killed = Instant.now();
            b = EngineProcess.start(base.resolve("b"), settings, Duration.ofSeconds(120));
            for (String id : ids) {
                JsonNode s = awaitFinal(b, id, key, Duration.ofSeconds(180));
                assertThat(s.get("status").asText()).as("job %s after its node was killed", id).isEqualTo("complete");
            }
            try (Database db = Database.open(pg.get("db.url"), pg.get("db.user"), pg.get("db.password"), 2)) {
                record Row(long attempts, Instant started) {
                }
                Row first = db.queryOne("SELECT attempts, started_at FROM swarm_jobs WHERE job_id = ?",
                        r -> new Row(r.lng("attempts"), r.instant("started_at")), ids.get(0)).orElseThrow();
                figures += String.format("; node killed mid-job: its job restarted on the other node %.1f s after the kill"
                        + " (lease %d s + poll %d ms + the other node's start), attempts %d, %d/%d jobs complete",
                        Duration.between(killed, first.started()).toMillis() / 1000.0, LEASE_SECONDS, POLL_MILLIS, first.attempts(),
                        ids.size(), ids.size());
                assertThat(first.attempts()).as("the interrupted job ran twice: on A, then on B").isEqualTo(2);
                // taken over within lease + poll of the kill (plus B's start-up, which the bound does not include)
                assertThat(Duration.between(killed, first.started())).isLessThanOrEqualTo(
                        Duration.ofSeconds(LEASE_SECONDS).plusMillis(POLL_MILLIS).plusSeconds(60));
            }
        } finally {
            a.close();
            b.close();
        }
    }

    private int proxyPort;
    private String figures = "";

    /** The figures of the last run, one line (for ./bpi reliability). */
    public String figures() {
        return figures;
    }

    /** nginx (if installed) with the shipped configuration, its upstream ports and listen port replaced. */
    Process startNginx(Path dir, int portA, int portB) throws Exception {
        Path binary = Path.of("/usr/sbin/nginx");
        if (!Files.isExecutable(binary)) {
            System.out.println("nginx is not installed: the reverse-proxy check is skipped");
            return null;
        }
        Files.createDirectories(dir.resolve("tmp"));
        proxyPort = EngineProcess.freePort();
        Path shipped = Path.of(System.getProperty("bpi.repo.root", "..")).resolve("docs/deploy/nginx-bpi-desk.conf");
        String site = Files.readString(shipped).replace("127.0.0.1:8181", "127.0.0.1:" + portA)
                .replace("127.0.0.1:8182", "127.0.0.1:" + portB).replace("listen 8080;", "listen 127.0.0.1:" + proxyPort + ";");
        assertThat(site).contains(":" + portA).contains(":" + portB).contains(":" + proxyPort);
        Files.writeString(dir.resolve("site.conf"), site);
        String t = dir.resolve("tmp").toString();
        Files.writeString(dir.resolve("nginx.conf"), "daemon off;\nmaster_process off;\npid " + dir.resolve("nginx.pid") + ";\n"
                + "error_log " + dir.resolve("error.log") + " warn;\nevents { worker_connections 256; }\nhttp {\n access_log off;\n"
                + " client_body_temp_path " + t + "/body;\n proxy_temp_path " + t + "/proxy;\n fastcgi_temp_path " + t + "/fcgi;\n"
                + " uwsgi_temp_path " + t + "/uwsgi;\n scgi_temp_path " + t + "/scgi;\n include " + dir.resolve("site.conf") + ";\n}\n");
        Process p = new ProcessBuilder(binary.toString(), "-p", dir.toString(), "-c", dir.resolve("nginx.conf").toString(),
                "-e", dir.resolve("error.log").toString()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("nginx.out").toFile()).start();
        for (int i = 0; i < 100; i++) {
            try (java.net.Socket s = new java.net.Socket("127.0.0.1", proxyPort)) {
                return p;
            } catch (java.io.IOException notYet) {
                if (!p.isAlive()) {
                    throw new AssertionError("nginx exited: " + Files.readString(dir.resolve("nginx.out")));
                }
                Thread.sleep(100);
            }
        }
        throw new AssertionError("nginx did not listen on " + proxyPort);
    }

    int countOk(String key, int calls) throws Exception {
        int ok = 0;
        for (int i = 0; i < calls; i++) {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + proxyPort
                    + "/api/assurance/policy-rules")).header("X-Service-API-Key", key).timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() == 200) {
                ok++;
            }
        }
        return ok;
    }

    JsonNode awaitFinal(EngineProcess node, String id, String key, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        JsonNode s = null;
        while (System.nanoTime() < deadline) {
            s = TestEngine.JSON.readTree(get(node, "/api/swarm/status/" + id, key).body());
            if (List.of("complete", "failed", "cancelled").contains(s.path("status").asText())) {
                return s;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("job " + id + " did not finish: " + s + "\n" + node.log());
    }

    void awaitStatus(EngineProcess node, String id, String key, String status, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (TestEngine.JSON.readTree(get(node, "/api/swarm/status/" + id, key).body()).path("status").asText().equals(status)) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("job " + id + " never reached " + status);
    }

    HttpResponse<String> get(EngineProcess node, String path, String key) throws Exception {
        return http.send(HttpRequest.newBuilder(node.uri(path)).header("X-Service-API-Key", key).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> post(EngineProcess node, String path, String json, String key) throws Exception {
        return http.send(HttpRequest.newBuilder(node.uri(path)).header("X-Service-API-Key", key).header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(30)).POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
