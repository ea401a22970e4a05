package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.auth.Tier;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.testing.EngineProcess;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 29: a daily limit is not forgotten when the server is stopped the way a service manager stops it (SIGTERM) and
 * started again. With a limit of 20, 15 calls, a stop and a restart leave exactly 5. (H2's own exit hook used to close
 * the database before the engine stored its last counts: "Database is already closed", and 20 more calls.)
 */
@Tag("slow")
public class LimitsAcrossStopsTest {

    /** The limit, and the calls made before the stop. */
    public static final int LIMIT = 20;
    public static final int BEFORE = 15;

    final HttpClient http = HttpClient.newHttpClient();

    @Test
    void aCleanStopKeepsTheDayCount() throws Exception {
        Figures f = callsAfterRestart(false);
        assertThat(f.ok()).as("calls left of 20 after 15 before the stop").isEqualTo(5);
        assertThat(f.limited()).isEqualTo(5);
    }

    /** Calls answered 200 and 429 of 10 made after the restart, and the first engine's log checked for a failed flush. */
    public record Figures(int ok, int limited) {
    }

    /**
     * {@value #BEFORE} calls of a key limited to {@value #LIMIT}, then a stop (SIGTERM, or SIGKILL when {@code kill}) and a
     * restart, then 10 calls. Also for {@code ./bpi reliability}, which runs both stops (docs/reliability.md).
     */
    public Figures callsAfterRestart(boolean kill) throws Exception {
        Path dir = Files.createTempDirectory("bpi-limits-");
        EngineConfig cfg = EngineConfig.of(Map.of("data.dir", dir.toString()));
        String key;
        try (Database db = Database.open(cfg.databaseUrl(), "sa", "", 2)) {
            key = new ApiKeys(db, Clock.systemUTC(), 10_000).create("org-l", Tier.ENTERPRISE, "limit 20", LIMIT).secret();
        }
        Map<String, String> settings = Map.of("research.index.enabled", "false", "swarm.enabled", "false");
        EngineProcess first = EngineProcess.start(dir, settings, Duration.ofSeconds(120));
        for (int i = 0; i < BEFORE; i++) {
            assertThat(call(first.uri("/api/assurance/policy-rules"), key)).as("call %d", i + 1).isEqualTo(200);
        }
        if (kill) {
            first.kill();
        } else {
            first.terminate();
            assertThat(first.log()).doesNotContain("Could not store call counts").doesNotContain("already closed");
        }
        try (EngineProcess second = EngineProcess.start(dir, settings, Duration.ofSeconds(120))) {
            int ok = 0;
            int limited = 0;
            for (int i = 0; i < 10; i++) {
                int status = call(second.uri("/api/assurance/policy-rules"), key);
                if (status == 200) {
                    ok++;
                } else if (status == 429) {
                    limited++;
                }
            }
            return new Figures(ok, limited);
        }
    }

    int call(URI uri, String key) throws Exception {
        return http.send(HttpRequest.newBuilder(uri).header("Authorization", "Bearer " + key).GET().build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
