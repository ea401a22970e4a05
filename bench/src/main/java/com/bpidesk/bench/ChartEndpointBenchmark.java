package com.bpidesk.bench;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.platform.auth.Tier;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A5 over HTTP on the demo market: the cost of one chart call per period (bars are cached after the first
 * call, so this is slicing, JSON and the API platform). 3y is about 780 candles, about 70 kB of JSON.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Djava.awt.headless=true", "--enable-native-access=ALL-UNNAMED"})
public class ChartEndpointBenchmark {

    @Param({"1mo", "3y"})
    public String period;

    private Path dataDir;
    private Engine engine;
    private HttpClient http;
    private String url;
    private String key;

    @Setup(Level.Trial)
    public void setUp() {
        dataDir = BenchSupport.tempDir("bpi-bench-chart-");
        engine = BenchSupport.startEngine(dataDir);
        key = engine.context().apiKeys().create("bench", Tier.ENTERPRISE, "bench", Long.MAX_VALUE / 2).secret();
        http = HttpClient.newHttpClient();
        url = engine.baseUrl() + "/api/portfolio/chart/AAPL?period=" + period;
        BenchSupport.get(http, url, key);
    }

    @Benchmark
    public String chart() {
        return BenchSupport.get(http, url, key);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        engine.stop();
        BenchSupport.deleteTree(dataDir);
    }
}
