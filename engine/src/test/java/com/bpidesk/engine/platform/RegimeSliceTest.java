package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.auth.Tier;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * The foundation's vertical slice end to end through a real port: A4 answers with the specification's
 * shape (2.6) under either authentication scheme; 401, 403 and 429 are problem+json.
 */
@Tag("api")
class RegimeSliceTest {

    @Test
    void regimeEndToEndWithEveryAuthOutcome() {
        Instant started = Instant.now();
        try (TestEngine t = TestEngine.start()) {
            var bearer = t.send(HttpRequest.newBuilder(t.uri("/api/research/regime")).header("Authorization", "Bearer " + t.freeKey));
            var serviceKey = t.get("/api/research/regime", t.enterpriseKey);
            for (var r : new TestEngine.Response[] {bearer, serviceKey}) {
                assertThat(r.status()).isEqualTo(200);
                JsonNode body = r.json();
                assertThat(body.get("regime").asText()).matches("[a-z]+(_[a-z]+)*");
                double confidence = body.get("confidence").asDouble();
                assertThat(confidence).isBetween(0.0, 1.0);
                assertThat(body.get("signals").isArray()).isTrue();
                assertThat(body.get("signals").size()).isGreaterThan(0);
                assertThat(body.get("narrative").asText()).isNotBlank();
                // updated_at is when the regime was computed: an ISO instant in UTC, during this test, not a data date
                assertThat(body.get("updated_at").asText()).endsWith("Z");
                assertThat(Instant.parse(body.get("updated_at").asText())).isBetween(started.minusSeconds(5), Instant.now().plusSeconds(1));
            }
            assertThat(bearer.json().get("regime")).isEqualTo(serviceKey.json().get("regime"));

            var none = t.get("/api/research/regime", null);
            assertThat(none.status()).isEqualTo(401);
            assertThat(none.header("Content-Type")).startsWith("application/problem+json");

            var forbidden = t.get("/api/research/signals", t.freeKey);
            assertThat(forbidden.status()).isEqualTo(403);
            assertThat(forbidden.json().get("type").asText()).isEqualTo("tag:bpi-desk.dev,2026:problem/forbidden");

            String two = t.engine.context().apiKeys().create("org-z", Tier.FREE, "two calls", 2).secret();
            assertThat(t.get("/api/research/regime", two).status()).isEqualTo(200);
            assertThat(t.get("/api/research/regime", two).status()).isEqualTo(200);
            var limited = t.get("/api/research/regime", two);
            assertThat(limited.status()).isEqualTo(429);
            assertThat(limited.header("Retry-After")).matches("\\d+");
            assertThat(limited.header("RateLimit-Remaining")).isEqualTo("0");
            assertThat(limited.json().get("status").asInt()).isEqualTo(429);
        }
    }
}
