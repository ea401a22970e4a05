package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.auth.Tier;
import com.bpidesk.engine.testing.TestEngine;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** Daily limits: 429 with Retry-After past the limit, counts survive a restart, the UTC day resets them. */
@Tag("slow")
class RateLimitTest {

    @Test
    void pastTheDailyLimitAnswers429AndTheCountSurvivesRestart() {
        Instant noon = Instant.parse("2026-11-20T12:00:00Z");
        String key;
        String dataDir;
        try (TestEngine t = TestEngine.start(Map.of(), Clock.fixed(noon, ZoneOffset.UTC), List.of(ApiPlatformTest.PROBE))) {
            ApiKeys.Created small = t.engine.context().apiKeys().create("org-c", Tier.FREE, "small", 3);
            key = small.secret();
            for (int i = 0; i < 3; i++) {
                var ok = t.get("/api/test/probe", key);
                assertThat(ok.status()).isEqualTo(200);
                assertThat(ok.header("RateLimit-Remaining")).isEqualTo(Integer.toString(2 - i));
            }
            var limited = t.get("/api/test/probe", key);
            assertThat(limited.status()).isEqualTo(429);
            assertThat(limited.header("Retry-After")).isEqualTo(Long.toString(12 * 3600));
            assertThat(limited.header("RateLimit-Reset")).isEqualTo(Long.toString(12 * 3600));
            assertThat(limited.json().get("type").asText()).endsWith("/rate-limited");
            dataDir = t.dataDir.toString();
            // Restart on the same data directory: the stored count still blocks the key.
            t.engine.stop();
            try (var again = com.bpidesk.engine.Engine.start(com.bpidesk.engine.EngineConfig.of(Map.of("data.dir", dataDir, "port", "0")),
                    Clock.fixed(noon.plusSeconds(60), ZoneOffset.UTC), List.of(ApiPlatformTest.PROBE))) {
                assertThat(again.rateLimiter().usedToday(small.key().keyId())).isEqualTo(3);
            }
            // The next UTC day starts from zero.
            try (var tomorrow = com.bpidesk.engine.Engine.start(com.bpidesk.engine.EngineConfig.of(Map.of("data.dir", dataDir, "port", "0")),
                    Clock.fixed(noon.plusSeconds(86400), ZoneOffset.UTC), List.of(ApiPlatformTest.PROBE))) {
                assertThat(tomorrow.rateLimiter().usedToday(small.key().keyId())).isZero();
            }
        }
    }
}
