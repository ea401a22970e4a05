package com.bpidesk.bench;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.platform.auth.Tier;
import io.javalin.Javalin;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The regime endpoint (A4) over HTTP against a bare Javalin JSON endpoint, in the same run, same client:
 * the difference is what the API platform (auth, limits, headers) and the classifier cost per call.
 * {@link BenchMain} prints the ratio regime/bare.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Djava.awt.headless=true", "--enable-native-access=ALL-UNNAMED"})
public class RegimeEndpointBenchmark {

    private Path dataDir;
    private Engine engine;
    private Javalin bare;
    private HttpClient http;
    private String regimeUrl;
    private String bareUrl;
    private String key;

    @Setup(Level.Trial)
    public void setUp() {
        dataDir = BenchSupport.tempDir("bpi-bench-regime-");
        engine = BenchSupport.startEngine(dataDir);
        key = engine.context().apiKeys().create("bench", Tier.FREE, "bench", Long.MAX_VALUE / 2).secret();
        bare = Javalin.create(cfg -> {
            cfg.startup.showJavalinBanner = false;
            cfg.jetty.host = "127.0.0.1";
            cfg.jetty.port = 0;
            cfg.routes.get("/bare", ctx -> ctx.json(Map.of("regime", "risk_on", "confidence", 0.5)));
        }).start();
        http = HttpClient.newHttpClient();
        regimeUrl = engine.baseUrl() + "/api/research/regime";
        bareUrl = "http://127.0.0.1:" + bare.port() + "/bare";
        BenchSupport.get(http, regimeUrl, key); // fail fast if the route is missing
    }

    @Benchmark
    public String bareJavalinJson() {
        return BenchSupport.get(http, bareUrl, null);
    }

    @Benchmark
    public String regimeEndpoint() {
        return BenchSupport.get(http, regimeUrl, key);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        bare.stop();
        engine.stop();
        BenchSupport.deleteTree(dataDir);
    }
}
