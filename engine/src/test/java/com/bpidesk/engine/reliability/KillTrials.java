package com.bpidesk.engine.reliability;

import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.auth.Tier;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.testing.EngineProcess;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The crash trials of issue 11: an engine process takes writes from concurrent clients (analysis jobs answered
 * 202, envelopes answered 201, reviews answered 200, each adding an audit event), is killed with SIGKILL at a
 * random moment while writes are in flight, restarts on the same database, and every write that was answered is
 * looked up again. A write lost after its answer is a failure of the durability guarantee
 * (docs/architecture.md, "Durability"). Used by {@code KillNineTest} (a few trials in CI) and
 * {@code ./bpi reliability} (20 trials on H2 and on PostgreSQL).
 */
public final class KillTrials {

    /** What the trials wrote, what was answered and what was found again. */
    public record Figures(int trials, int jobsAcked, int jobsLost, int envelopesAcked, int envelopesLost, int reviewsAcked,
                          int reviewsLost, int auditEventsAcked, int auditEventsLost, boolean chainValid, List<Long> restartMillis) {
        public int lost() {
            return jobsLost + envelopesLost + reviewsLost + auditEventsLost;
        }

        public String line(String store) {
            return String.format("kill -9 trials (%s): %d trials; lost after acknowledgement: jobs %d/%d, envelopes %d/%d, "
                    + "reviews %d/%d, audit events %d/%d; audit chain %s", store, trials, jobsLost, jobsAcked, envelopesLost,
                    envelopesAcked, reviewsLost, reviewsAcked, auditEventsLost, auditEventsAcked, chainValid ? "valid" : "BROKEN");
        }

        /** Each restart after a kill, from the new process's launch until {@code /health} answers, in ms. */
        public String restarts() {
            List<Long> sorted = restartMillis.stream().sorted().toList();
            return sorted.isEmpty() ? "no restarts" : String.format("restart after kill -9 (launch to serving): median %d ms, slowest %d ms, all %s",
                    sorted.get(sorted.size() / 2), sorted.get(sorted.size() - 1), restartMillis);
        }
    }

    private static final String PORTFOLIO = TestEngine.samplePortfolioJson();

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final Random random = new Random(11);

    /**
     * Runs {@code trials} kill/restart cycles on the engine configured by {@code settings} (an H2 data directory
     * when they hold no {@code db.url}), with {@code clients} concurrent writers.
     */
    public Figures run(Path dataDir, Map<String, String> settings, int trials, int clients) throws Exception {
        String key = createKey(dataDir, settings);
        List<String> jobs = Collections.synchronizedList(new ArrayList<>());
        List<String> envelopes = Collections.synchronizedList(new ArrayList<>());
        List<String> reviewed = Collections.synchronizedList(new ArrayList<>());
        int jobsLost = 0;
        int envelopesLost = 0;
        int reviewsLost = 0;
        int eventsLost = 0;
        boolean chainValid = true;
        List<Long> restartMillis = new ArrayList<>();
        EngineProcess engine = EngineProcess.start(dataDir, settings, Duration.ofSeconds(180));
        try {
            for (int trial = 0; trial < trials; trial++) {
                try {
                    warmUp(engine, key); // a fresh JVM answers its first requests slowly; the trial measures steady writes
                } catch (java.net.http.HttpTimeoutException e) {
                    throw new IllegalStateException("The engine did not answer within 30 s after restart " + trial
                            + "; its threads: " + dumpThreads(engine, dataDir, trial), e);
                }
                AtomicBoolean stop = new AtomicBoolean();
                AtomicInteger seq = new AtomicInteger();
                ExecutorService writers = Executors.newFixedThreadPool(clients);
                EngineProcess target = engine;
                int t = trial;
                for (int c = 0; c < clients; c++) {
                    writers.execute(() -> write(target, key, t, seq, stop, jobs, envelopes, reviewed));
                }
                Thread.sleep(1000 + random.nextInt(3000));
                engine.kill(); // SIGKILL while writes are in flight
                stop.set(true);
                writers.shutdown();
                writers.awaitTermination(60, TimeUnit.SECONDS);
                long launched = System.nanoTime();
                engine = EngineProcess.start(dataDir, settings, Duration.ofSeconds(180));
                restartMillis.add((System.nanoTime() - launched) / 1_000_000);
                for (String id : List.copyOf(jobs)) {
                    HttpResponse<String> r = get(engine, "/api/swarm/status/" + id, key);
                    if (r.statusCode() != 200) {
                        lostDetail("job " + id + " (trial " + trial + ")", r);
                        jobsLost++;
                        jobs.remove(id);
                    }
                }
                for (String id : List.copyOf(envelopes)) {
                    HttpResponse<String> r = get(engine, "/api/assurance/envelopes/" + id, key);
                    if (r.statusCode() != 200) {
                        lostDetail("envelope " + id + " (trial " + trial + ")", r);
                        envelopesLost++;
                        eventsLost += reviewed.contains(id) ? 2 : 1;
                        envelopes.remove(id);
                        if (reviewed.remove(id)) {
                            reviewsLost++;
                        }
                        continue;
                    }
                    JsonNode e = TestEngine.JSON.readTree(r.body());
                    int expectedEvents = reviewed.contains(id) ? 2 : 1;
                    int events = e.path("audit_trail").size();
                    eventsLost += Math.max(0, expectedEvents - events);
                    if (events < expectedEvents) {
                        lostDetail("audit events of " + id + " (trial " + trial + "): " + events + " of " + expectedEvents, r);
                    }
                    if (reviewed.contains(id) && !"APPROVED".equals(e.path("review_status").asText())) {
                        lostDetail("review of " + id + " (trial " + trial + ")", r);
                        reviewsLost++;
                        reviewed.remove(id);
                    }
                }
                HttpResponse<String> v = get(engine, "/api/assurance/verification", key);
                chainValid &= v.statusCode() == 200 && TestEngine.JSON.readTree(v.body()).path("valid").asBoolean(false);
            }
        } finally {
            engine.close();
        }
        return new Figures(trials, jobs.size() + jobsLost, jobsLost, envelopes.size() + envelopesLost, envelopesLost,
                reviewed.size() + reviewsLost, reviewsLost, envelopes.size() + reviewed.size() + envelopesLost + reviewsLost,
                eventsLost, chainValid, restartMillis);
    }

    private void write(EngineProcess engine, String key, int trial, AtomicInteger seq, AtomicBoolean stop,
                       List<String> jobs, List<String> envelopes, List<String> reviewed) {
        while (!stop.get()) {
            try {
                HttpResponse<String> job = post(engine, "/api/swarm/analyze", PORTFOLIO, key);
                if (job.statusCode() == 202) {
                    jobs.add(TestEngine.JSON.readTree(job.body()).get("job_id").asText());
                } else {
                    unexpected(job);
                }
                String id = "kill-" + trial + "-" + seq.incrementAndGet() + "-" + Long.toHexString(random.nextLong());
                HttpResponse<String> created = post(engine, "/api/assurance/envelopes", envelope(id).toString(), key);
                if (created.statusCode() != 201) {
                    unexpected(created);
                } else {
                    envelopes.add(id);
                    ObjectNode review = TestEngine.JSON.createObjectNode().put("decision", "APPROVED")
                            .put("reason", "Within mandate (crash trial)");
                    if (post(engine, "/api/assurance/envelopes/" + id + "/reviews", review.toString(), key).statusCode() == 200) {
                        reviewed.add(id);
                    }
                }
            } catch (Exception e) {
                return; // the engine was killed: unanswered requests are not acknowledged
            }
        }
    }

    private final AtomicInteger reported = new AtomicInteger();

    /** Says what a lost write's lookup answered, so a loss can be told from a refusal (a 503 while starting, say). */
    private static void lostDetail(String what, HttpResponse<String> r) {
        String body = r.body() == null ? "" : r.body();
        System.out.println("crash trial: lost " + what + ": " + r.statusCode() + " "
                + body.substring(0, Math.min(300, body.length())));
    }

    /** Reports the first few answers that were neither success nor a refusal the trial expects. */
    private void unexpected(HttpResponse<String> r) {
        if (reported.incrementAndGet() <= 3) {
            System.out.println("crash trial: unexpected answer " + r.statusCode() + " " + r.body());
        }
    }

    /** A thread dump of a stuck engine (jstack of the JDK running the tests), for the failure message. */
    private static Path dumpThreads(EngineProcess engine, Path dataDir, int trial) {
        Path out = dataDir.resolve("threads-after-restart-" + trial + ".txt");
        Path jstack = Path.of(System.getProperty("java.home"), "bin", "jstack");
        try {
            new ProcessBuilder(jstack.toString(), Long.toString(engine.pid())).redirectErrorStream(true)
                    .redirectOutput(out.toFile()).start().waitFor(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            return Path.of("(jstack failed: " + e.getMessage() + ")");
        }
        return out;
    }

    /** One job and one envelope before the writers start (their ids are not counted). */
    private void warmUp(EngineProcess engine, String key) throws Exception {
        post(engine, "/api/swarm/analyze", PORTFOLIO, key);
        post(engine, "/api/assurance/envelopes", envelope("warm-up-" + Long.toHexString(random.nextLong())).toString(), key);
    }

    static ObjectNode envelope(String decisionId) {
        ObjectNode e = TestEngine.JSON.createObjectNode();
        e.put("decision_id", decisionId).put("trace_id", "trace-" + decisionId).put("organization_id", "org-kill")
                .put("investor_id", "inv-kill");
        // An agent's proposal: the key that records it may review it (maker-checker, ADR 0135)
        e.putObject("actor_or_agent").put("type", "ai_agent").put("id", "synthesis_agent").put("name", "IC synthesis");
        e.putObject("mandate").putArray("authorized_actions").add("buy");
        e.putObject("investor_context").put("risk_tolerance", "moderate");
        e.putObject("portfolio_context").put("as_of", "2026-03-01T09:00:00Z");
        ObjectNode action = e.putObject("proposed_action").put("type", "buy").put("description", "Buy VTI");
        action.putObject("parameters").put("instrument", "VTI").put("target_weight", 0.05);
        e.putObject("suitability").put("match", true).put("notes", "fits");
        e.putObject("evidence").putArray("sources").add("crash trial");
        e.put("confidence", 0.8).put("disposition", "REVIEW").put("created_at", "2026-03-01T09:30:00Z");
        return e;
    }

    static String createKey(Path dataDir, Map<String, String> settings) {
        Map<String, String> cfg = new HashMap<>(settings);
        cfg.put("data.dir", dataDir.toString());
        EngineConfig config = EngineConfig.of(cfg);
        try (Database db = Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""), 2)) {
            return new ApiKeys(db, Clock.systemUTC(), 1_000_000).create("org-kill", Tier.ENTERPRISE, "crash trials", 1_000_000, false,
                    "Crash Trial Officer", "reviewer").secret();
        }
    }

    private HttpResponse<String> get(EngineProcess node, String path, String key) throws Exception {
        return http.send(HttpRequest.newBuilder(node.uri(path)).header("X-Service-API-Key", key).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> post(EngineProcess node, String path, String json, String key) throws Exception {
        return http.send(HttpRequest.newBuilder(node.uri(path)).header("X-Service-API-Key", key).header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(30)).POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
