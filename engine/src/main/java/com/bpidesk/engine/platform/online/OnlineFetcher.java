package com.bpidesk.engine.platform.online;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The engine's only HTTP client for data providers (ADR 0024): connect and request timeouts, retries with
 * exponential backoff on network errors, HTTP 429 and 5xx, and a file cache in the data directory
 * ({@code cache/online/}): a fresh cached answer is used without a request; when every attempt fails, a stale
 * cached answer is used with a warning, so the product keeps working on what it has.
 */
public final class OnlineFetcher {

    private static final Logger LOG = LoggerFactory.getLogger(OnlineFetcher.class);

    /** A fetched text and where it came from. */
    public record Fetched(String body, boolean fromCache, boolean stale, Instant fetchedAt) {
    }

    /** A provider or network failure, with a message a person can act on. */
    public static final class OnlineException extends RuntimeException {
        public OnlineException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** Settings: timeouts, attempts, backoff base, cache time-to-live. */
    public record Settings(Duration connectTimeout, Duration requestTimeout, int attempts, Duration backoff, Duration cacheTtl) {
        public static Settings defaults() {
            return new Settings(Duration.ofSeconds(10), Duration.ofSeconds(30), 3, Duration.ofMillis(500), Duration.ofHours(12));
        }
    }

    /** Sleeps between attempts (replaced in tests). */
    @FunctionalInterface
    public interface Sleeper {
        void sleep(Duration d) throws InterruptedException;
    }

    private final HttpClient http;
    private final Settings settings;
    private final Path cacheDir;
    private final Clock clock;
    private final Sleeper sleeper;

    public OnlineFetcher(Settings settings, Path cacheDir, Clock clock) {
        this(settings, cacheDir, clock, d -> Thread.sleep(d.toMillis()));
    }

    public OnlineFetcher(Settings settings, Path cacheDir, Clock clock, Sleeper sleeper) {
        this.settings = settings;
        this.cacheDir = cacheDir;
        this.clock = clock;
        this.sleeper = sleeper;
        this.http = HttpClient.newBuilder().connectTimeout(settings.connectTimeout())
                .followRedirects(HttpClient.Redirect.NORMAL).build();
    }

    /** GET the URL as text, through the cache. */
    public Fetched get(String url) {
        Path cached = cacheDir.resolve(hash(url) + ".body");
        Optional<Instant> cachedAt = modified(cached);
        if (cachedAt.isPresent() && cachedAt.get().plus(settings.cacheTtl()).isAfter(clock.instant())) {
            return new Fetched(read(cached), true, false, cachedAt.get());
        }
        Exception last = null;
        String lastProblem = null;
        for (int attempt = 1; attempt <= settings.attempts(); attempt++) {
            try {
                HttpRequest req = HttpRequest.newBuilder(URI.create(url)).timeout(settings.requestTimeout())
                        .header("User-Agent", "BPI-Desk/1.0 (data refresh)")
                        .header("Accept", "text/csv, application/json, text/plain, */*").GET().build();
                HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
                int status = res.statusCode();
                if (status == 200) {
                    store(cached, res.body());
                    return new Fetched(res.body(), false, false, clock.instant());
                }
                lastProblem = "the provider answered HTTP " + status + " for " + redact(url);
                if (status != 429 && status < 500) {
                    break;   // a client error does not get better by retrying
                }
            } catch (IOException e) {
                last = e;
                lastProblem = "the network or the provider failed (" + e.getClass().getSimpleName()
                        + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ") for " + redact(url);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new OnlineException("The download was interrupted.", e);
            }
            if (attempt < settings.attempts()) {
                try {
                    sleeper.sleep(settings.backoff().multipliedBy(1L << (attempt - 1)));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new OnlineException("The download was interrupted.", e);
                }
            }
        }
        if (cachedAt.isPresent()) {
            LOG.warn("Using the cached copy from {}: {}", cachedAt.get(), lastProblem);
            return new Fetched(read(cached), true, true, cachedAt.get());
        }
        throw new OnlineException("Download failed after " + settings.attempts() + " attempt(s): " + lastProblem
                + ". The engine keeps using the data it has.", last);
    }

    private static String redact(String url) {
        return url.replaceAll("(?i)(api_?key|token)=[^&]*", "$1=***");
    }

    private static Optional<Instant> modified(Path p) {
        try {
            return Files.isRegularFile(p) ? Optional.of(Files.getLastModifiedTime(p).toInstant()) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new OnlineException("Cannot read the cache file " + p + ": " + e.getMessage(), e);
        }
    }

    private void store(Path p, String body) {
        try {
            Files.createDirectories(p.getParent());
            Path tmp = Files.createTempFile(p.getParent(), "dl", ".tmp");
            Files.writeString(tmp, body, StandardCharsets.UTF_8);
            Files.move(tmp, p, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            Files.setLastModifiedTime(p, java.nio.file.attribute.FileTime.from(clock.instant()));
        } catch (IOException e) {
            LOG.warn("Cannot cache a download in {}: {}", p, e.toString());
        }
    }

    static String hash(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(s.getBytes(StandardCharsets.UTF_8))).substring(0, 32);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
