package com.bpidesk.bench;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.platform.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * Does research indexing slow the app's first screen? Starts an engine on a fresh data directory (demo data: the
 * research corpus and macro notes are indexed from scratch), times {@code Engine.start}, then requests what the first
 * screen (Dashboard) loads, {@code GET /api/research/regime}, every 200 ms for {@code seconds} while polling
 * {@code GET /api/research/index}, and prints the request latencies while the indexer loads the model or indexes
 * against those once it is ready. Run: {@code java -cp "bench/target/classes:bench/target/lib/*"
 * com.bpidesk.bench.FirstScreenProbe [seconds] [index start delay seconds]} (JVM options as {@code ./bpi bench}); the
 * control run, {@code 40 600}, keeps the indexer idle for the whole probe.
 */
public final class FirstScreenProbe {

    private FirstScreenProbe() {
    }

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        String delay = args.length > 1 ? args[1] : "0"; // control: a delay longer than the probe keeps the indexer idle
        Path dir = BenchSupport.tempDir("bpi-first-screen-");
        long t0 = System.nanoTime();
        Engine engine = Engine.start(com.bpidesk.engine.EngineConfig.of(java.util.Map.of("data.dir", dir.toString(), "port", "0",
                "limits.daily.calls", Long.toString(Long.MAX_VALUE / 2), "research.index.start.delay.seconds", delay)));
        double startMs = (System.nanoTime() - t0) / 1e6;
        String key = engine.desktopKey();
        String base = engine.baseUrl().toString();
        HttpClient http = HttpClient.newHttpClient();
        List<Double> busy = new ArrayList<>();
        List<Double> ready = new ArrayList<>();
        String firstState = null;
        double readyAfter = Double.NaN;
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        try {
            while (System.nanoTime() < end) {
                long s = System.nanoTime();
                BenchSupport.get(http, base + "/api/research/regime", key);
                double ms = (System.nanoTime() - s) / 1e6;
                JsonNode idx = Json.MAPPER.readTree(BenchSupport.get(http, base + "/api/research/index", key));
                String state = idx.path("state").asText();
                if (firstState == null) {
                    firstState = state;
                }
                if (state.equals("ready")) {
                    if (Double.isNaN(readyAfter)) {
                        readyAfter = (System.nanoTime() - t0) / 1e9;
                    }
                    ready.add(ms);
                } else {
                    busy.add(ms);
                }
                Thread.sleep(200);
            }
        } finally {
            engine.stop();
            BenchSupport.deleteTree(dir);
        }
        System.out.printf(Locale.ROOT, "Engine.start %.0f ms; research index state at the first request: %s; ready %.1f s after start%n",
                startMs, firstState, readyAfter);
        System.out.println("GET /api/research/regime while the index loads/indexes: " + summary(busy));
        System.out.println("GET /api/research/regime once the index is ready:       " + summary(ready));
    }

    private static String summary(List<Double> ms) {
        if (ms.isEmpty()) {
            return "no request";
        }
        List<Double> s = new ArrayList<>(ms);
        Collections.sort(s);
        return String.format(Locale.ROOT, "n=%d, first %.1f ms, p50 %.1f ms, p95 %.1f ms, max %.1f ms", s.size(), ms.get(0),
                s.get(s.size() / 2), s.get((int) Math.min(s.size() - 1, Math.ceil(0.95 * s.size()) - 1)), s.get(s.size() - 1));
    }
}
