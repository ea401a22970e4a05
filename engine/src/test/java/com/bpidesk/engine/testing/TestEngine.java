package com.bpidesk.engine.testing;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.auth.Tier;
import com.bpidesk.engine.platform.http.ApiModule;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A real engine on 127.0.0.1 and a free port, with a fresh data directory, an enterprise key (administrator)
 * and a free key of organization {@code org-a}, and a second enterprise key of {@code org-b} (not an
 * administrator) for isolation tests. The research indexer is off ({@link #RESEARCH_ON} turns it on).
 * Close it (try-with-resources or @AfterAll); the data directory is deleted.
 */
public final class TestEngine implements AutoCloseable {

    public static final ObjectMapper JSON = new ObjectMapper();

    public final Engine engine;
    public final Path dataDir;
    public final String enterpriseKey;
    public final String freeKey;
    public final String otherOrgKey;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private TestEngine(Engine engine, Path dataDir) {
        this.engine = engine;
        this.dataDir = dataDir;
        ApiKeys keys = engine.context().apiKeys();
        // org-a's enterprise key is an administrator (engine-wide settings and imports, ADR 0113); org-b's is not
        // Each key is issued to a person (ADR 0135): reviews made with it are recorded under that holder.
        this.enterpriseKey = keys.create("org-a", Tier.ENTERPRISE, "test", engine.config().getLong("limits.daily.calls", 10_000), true,
                "Test Officer", "reviewer").secret();
        this.freeKey = keys.create("org-a", Tier.FREE, "test").secret();
        this.otherOrgKey = keys.create("org-b", Tier.ENTERPRISE, "test", engine.config().getLong("limits.daily.calls", 10_000),
                false, "Other Officer", "reviewer").secret();
    }

    /** A further enterprise key of {@code org} issued to {@code holder}, a reviewer (another person, for maker-checker tests). */
    public String keyFor(String org, String holder) {
        return keyFor(org, holder, "reviewer");
    }

    /** A further enterprise key of {@code org} issued to {@code holder} with {@code role} (advisor, reviewer, administrator). */
    public String keyFor(String org, String holder, String role) {
        return engine.context().apiKeys().create(org, Tier.ENTERPRISE, "test", engine.config().getLong("limits.daily.calls", 10_000),
                false, holder, role).secret();
    }

    /** The setting that turns the research indexer back on, for tests that search or index notes. */
    public static final Map<String, String> RESEARCH_ON = Map.of("research.index.enabled", "true");

    /** {@code settings} plus {@link #RESEARCH_ON}. */
    public static Map<String, String> withResearch(Map<String, String> settings) {
        Map<String, String> all = new HashMap<>(settings);
        all.putAll(RESEARCH_ON);
        return all;
    }

    public static TestEngine start() {
        return start(Map.of(), Clock.systemUTC(), List.of());
    }

    public static TestEngine start(Map<String, String> settings) {
        return start(settings, Clock.systemUTC(), List.of());
    }

    /**
     * ONNX Runtime loads its native library once per JVM, from the directory the first engine extracted it to. A test
     * engine's data directory is deleted when it stops, so an engine with research on that loaded the model later in the
     * same JVM failed ("Native library 'onnxruntime' not found at /tmp/bpi-test-.../native/..."; once in CI). Test JVMs
     * extract it once into the build's target directory, which outlives every engine.
     */
    static {
        com.bpidesk.engine.platform.NativeLibraries.useOnnxRuntimeCache(Path.of("target", "test-native").toAbsolutePath());
    }

    public static TestEngine start(Map<String, String> settings, Clock clock, List<ApiModule> extraModules) {
        try {
            Path dir = Files.createTempDirectory("bpi-test-");
            Map<String, String> cfg = new HashMap<>();
            cfg.put("data.dir", dir.toString());
            cfg.put("port", "0");
            cfg.put("bind", "127.0.0.1");
            cfg.put("research.index.enabled", "false"); // no embedding model load unless a test is about research
            cfg.put("signals.demo.seed.delay.seconds", "-1"); // the demo book on first use only (no background seeding)
            cfg.put("signals.state.wait.millis", "600000"); // readers wait for a recompute under way: answers are deterministic
            cfg.putAll(settings);
            return new TestEngine(Engine.start(EngineConfig.of(cfg), clock, extraModules), dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The PostgreSQL settings of {@code BPI_TEST_POSTGRES_URL} (user/password from {@code BPI_TEST_POSTGRES_USER}
     * and {@code BPI_TEST_POSTGRES_PASSWORD}, default {@code bpi}) on this JVM's own schema ({@code bpi_fork_<pid>}),
     * after dropping and recreating it, so each PostgreSQL test starts from an empty database. Tests using it are
     * {@code @EnabledIfEnvironmentVariable(named = "BPI_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.+")}.
     */
    public static Map<String, String> freshPostgresSettings() {
        String url = System.getenv("BPI_TEST_POSTGRES_URL");
        String user = System.getenv().getOrDefault("BPI_TEST_POSTGRES_USER", "bpi");
        String password = System.getenv().getOrDefault("BPI_TEST_POSTGRES_PASSWORD", "bpi");
        // One schema per test JVM (surefire runs test classes in parallel forks; they must not drop each other's tables)
        String schema = "bpi_fork_" + ProcessHandle.current().pid();
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(url, user, password);
             java.sql.Statement st = c.createStatement()) {
            st.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
            st.execute("CREATE SCHEMA " + schema);
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException("Cannot reset the test PostgreSQL database " + url, e);
        }
        String inSchema = url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema;
        return Map.of("db.url", inSchema, "db.user", user, "db.password", password);
    }

    /** The shipped sample portfolio ({@code /bpi-assets/samples/sample-portfolio.csv}) as an analysis request body. */
    public static String samplePortfolioJson() {
        com.fasterxml.jackson.databind.node.ObjectNode body = JSON.createObjectNode();
        com.fasterxml.jackson.databind.node.ArrayNode positions = body.putArray("positions");
        try (java.io.BufferedReader r = new java.io.BufferedReader(new java.io.InputStreamReader(
                TestEngine.class.getResourceAsStream("/bpi-assets/samples/sample-portfolio.csv"), java.nio.charset.StandardCharsets.UTF_8))) {
            r.readLine();
            for (String line; (line = r.readLine()) != null; ) {
                String[] c = line.split(",");
                positions.addObject().put("symbol", c[0]).put("shares", Double.parseDouble(c[1]))
                        .put("cost_basis", Double.parseDouble(c[2]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return body.toString();
    }

    public URI uri(String path) {
        return engine.baseUrl().resolve(path);
    }

    /** A response with its body parsed as JSON when it is JSON. */
    public record Response(int status, Map<String, List<String>> headers, String body) {
        public JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("Not JSON: " + body, e);
            }
        }

        public String header(String name) {
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                    .flatMap(e -> e.getValue().stream()).findFirst().orElse(null);
        }
    }

    public Response get(String path) {
        return send(HttpRequest.newBuilder(uri(path)).GET().header("Authorization", "Bearer " + enterpriseKey));
    }

    public Response get(String path, String key) {
        HttpRequest.Builder b = HttpRequest.newBuilder(uri(path)).GET();
        if (key != null) {
            b.header("X-Service-API-Key", key);
        }
        return send(b);
    }

    public Response postJson(String path, String json) {
        return postJson(path, json, enterpriseKey);
    }

    public Response postJson(String path, String json, String key) {
        HttpRequest.Builder b = HttpRequest.newBuilder(uri(path)).POST(HttpRequest.BodyPublishers.ofString(json))
                .header("Content-Type", "application/json");
        if (key != null) {
            b.header("Authorization", "Bearer " + key);
        }
        return send(b);
    }

    public Response putJson(String path, String json) {
        return send(HttpRequest.newBuilder(uri(path)).PUT(HttpRequest.BodyPublishers.ofString(json))
                .header("Content-Type", "application/json").header("Authorization", "Bearer " + enterpriseKey));
    }

    private OpenApiRequestCheck openApi;

    /** The OpenAPI document of this engine as an independent request validator (issue 11). */
    public synchronized OpenApiRequestCheck openApi() {
        if (openApi == null) {
            openApi = new OpenApiRequestCheck(get("/openapi.json", null).json());
        }
        return openApi;
    }

    /**
     * Fails the test when the engine and its own OpenAPI document disagree: a 2xx answer to a JSON body the document
     * forbids, or a 2xx JSON answer that does not match the response schema documented for its status. Every request
     * an API test sends through {@link #send} (so {@link #postJson}, {@link #putJson} and raw builders) is checked;
     * tests with their own client call {@link #check} or {@link #requireDocumented}.
     */
    public void requireDocumented(String method, String path, String json, Response r) {
        check(method, path, json, r.status(), r.header("Content-Type"), r.body());
    }

    /** {@link #requireDocumented} for an exchange made with another client ({@code requestJson} null when none was sent). */
    public void check(String method, String path, String requestJson, int status, String responseType, String responseBody) {
        if (status < 200 || status >= 300) {
            return;
        }
        if (requestJson != null) {
            List<String> violations = openApi().violations(method, path, requestJson);
            if (!violations.isEmpty()) {
                throw new AssertionError("The engine answered " + status + " to " + method + " " + path
                        + " although its OpenAPI document forbids the body: " + violations + "\nbody: " + cut(requestJson));
            }
        }
        if (responseType != null && responseType.toLowerCase(java.util.Locale.ROOT).startsWith("application/json") && responseBody != null) {
            List<String> violations = openApi().responseViolations(method, path, status, responseBody);
            if (!violations.isEmpty()) {
                throw new AssertionError("The engine's " + status + " answer to " + method + " " + path
                        + " does not match its OpenAPI document: " + violations + "\nanswer: " + cut(responseBody));
            }
        }
    }

    private static String cut(String s) {
        return s.length() > 600 ? s.substring(0, 600) + "..." : s;
    }

    /** Sends a request and checks it and its answer against the OpenAPI document ({@link #requireDocumented}). */
    public Response send(HttpRequest.Builder request) {
        HttpRequest req = request.timeout(Duration.ofSeconds(60)).build();
        Response r;
        try {
            HttpResponse<String> answer = http.send(req, HttpResponse.BodyHandlers.ofString());
            r = new Response(answer.statusCode(), answer.headers().map(), answer.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        if (!req.uri().getPath().equals("/openapi.json")) {
            check(req.method(), req.uri().getPath(), jsonBody(req), r.status(), r.header("Content-Type"), r.body());
        }
        return r;
    }

    /** The body of a JSON request (Content-Type application/json, known length up to 8 MiB), or null. */
    static String jsonBody(HttpRequest req) {
        String type = req.headers().firstValue("Content-Type").orElse("").toLowerCase(java.util.Locale.ROOT);
        if (!type.startsWith("application/json") || req.bodyPublisher().isEmpty()) {
            return null;
        }
        HttpRequest.BodyPublisher p = req.bodyPublisher().get();
        if (p.contentLength() < 0 || p.contentLength() > (8 << 20)) {
            return null;
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.util.concurrent.CompletableFuture<Void> done = new java.util.concurrent.CompletableFuture<>();
        p.subscribe(new java.util.concurrent.Flow.Subscriber<java.nio.ByteBuffer>() {
            @Override
            public void onSubscribe(java.util.concurrent.Flow.Subscription s) {
                s.request(Long.MAX_VALUE);
            }

            @Override
            public void onNext(java.nio.ByteBuffer b) {
                byte[] bytes = new byte[b.remaining()];
                b.get(bytes);
                out.writeBytes(bytes);
            }

            @Override
            public void onError(Throwable t) {
                done.completeExceptionally(t);
            }

            @Override
            public void onComplete() {
                done.complete(null);
            }
        });
        try {
            done.get(10, java.util.concurrent.TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("Cannot read back the request body for the OpenAPI check", e);
        }
        return out.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    public Path sharedData(String relative) {
        return Path.of(System.getProperty("bpi.shared.data", "../../shared/data")).resolve(relative);
    }

    @Override
    public void close() {
        engine.stop();
        try (Stream<Path> walk = Files.walk(dataDir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // best effort
        }
    }
}
