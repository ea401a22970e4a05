package com.bpidesk.engine.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * An engine in a child JVM ({@code EngineCli serve}) on 127.0.0.1 and a free port, configured by a properties
 * file: for the crash and multi-node tests, which must kill a real process ({@link #kill()} is SIGKILL, like
 * {@code kill -9}). The child's output goes to {@code engine.log} in its data directory.
 */
public final class EngineProcess implements AutoCloseable {

    private final Process process;
    public final int port;
    public final Path dataDir;

    private EngineProcess(Process process, int port, Path dataDir) {
        this.process = process;
        this.port = port;
        this.dataDir = dataDir;
    }

    /** Starts an engine with the settings (keys of docs/configuration.md) and returns without waiting for it. */
    public static EngineProcess launch(Path dataDir, Map<String, String> settings) {
        try {
            Files.createDirectories(dataDir);
            int port = freePort();
            Properties p = new Properties();
            p.putAll(settings);
            p.put("port", Integer.toString(port));
            p.put("bind", "127.0.0.1");
            Path config = dataDir.resolve("node.properties");
            try (Writer w = Files.newBufferedWriter(config, StandardCharsets.UTF_8)) {
                p.store(w, "test engine process");
            }
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx512m", "-Djava.awt.headless=true", "-Dai.djl.offline=true", "-DOPT_OUT_TRACKING=true",
                    "--add-modules", "jdk.incubator.vector", "-cp", System.getProperty("java.class.path"),
                    "com.bpidesk.engine.cli.EngineCli", "--data-dir", dataDir.toString(), "--config", config.toString(), "serve"));
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(dataDir.resolve("engine.log").toFile()));
            pb.environment().put("OPT_OUT_TRACKING", "true");
            return new EngineProcess(pb.start(), port, dataDir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Starts an engine and waits until {@code /health} answers (at most {@code timeout}). */
    public static EngineProcess start(Path dataDir, Map<String, String> settings, Duration timeout) {
        EngineProcess e = launch(dataDir, settings);
        e.awaitHealthy(timeout);
        return e;
    }

    public void awaitHealthy(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("The engine process exited with " + process.exitValue() + ": " + log());
            }
            try {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(uri("/health")).timeout(Duration.ofSeconds(2)).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 200) {
                    return;
                }
            } catch (IOException ignored) {
                // not listening yet
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(ie);
            }
            sleep(100);
        }
        throw new IllegalStateException("The engine did not become healthy in " + timeout + ": " + log());
    }

    public URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    public long pid() {
        return process.pid();
    }

    /** SIGTERM, as a service manager stops the server: shutdown hooks run; waits for the process to end. */
    public void terminate() {
        process.destroy();
        waitFor();
    }

    /** SIGKILL: no shutdown hook, no flush, no clean database close. */
    public void kill() {
        process.destroyForcibly();
        waitFor();
    }

    public String log() {
        try {
            String all = Files.readString(dataDir.resolve("engine.log"), StandardCharsets.UTF_8);
            return all.length() > 4000 ? all.substring(all.length() - 4000) : all;
        } catch (IOException e) {
            return "(no log)";
        }
    }

    private void waitFor() {
        try {
            process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** SIGTERM (the shutdown hook stops the engine), then SIGKILL after 15 s. */
    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroy();
            try {
                if (!process.waitFor(15, java.util.concurrent.TimeUnit.SECONDS)) {
                    kill();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                kill();
            }
        }
    }

    public static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
