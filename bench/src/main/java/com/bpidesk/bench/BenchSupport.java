package com.bpidesk.bench;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.EngineConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;

/** Shared set-up for benchmarks: a real engine on a temporary data directory (demo data) and an HTTP client. */
public final class BenchSupport {

    private BenchSupport() {
    }

    public static Path tempDir(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Engine startEngine(Path dataDir) {
        return Engine.start(EngineConfig.of(Map.of("data.dir", dataDir.toString(), "port", "0",
                "limits.daily.calls", Long.toString(Long.MAX_VALUE / 2))));
    }

    public static String get(HttpClient http, String url, String key) {
        try {
            HttpRequest.Builder b = HttpRequest.newBuilder(java.net.URI.create(url)).GET();
            if (key != null) {
                b.header("Authorization", "Bearer " + key);
            }
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) {
                throw new IllegalStateException("HTTP " + r.statusCode() + " from " + url + ": " + r.body());
            }
            return r.body();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public static void deleteTree(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // best effort
        }
    }
}
