package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.http.Validation;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** The API platform through a real HTTP port: auth schemes, tiers, limits, problem details, body limits. */
@Tag("api")
class ApiPlatformTest {

    record Probe(String name, double amount) {
    }

    static final ApiModule PROBE = new ApiModule() {
        @Override
        public String openApiFragment() {
            return "/openapi/test-probe.yaml";
        }

        @Override
        public void register(Routes r) {
            r.get("/api/test/probe", Access.FREE, ctx -> ctx.json(Map.of("organization", Api.caller(ctx).organizationId())));
            r.post("/api/test/enterprise", Access.ENTERPRISE, ctx -> {
                Probe p = Api.body(ctx, Probe.class);
                new Validation().nonNegative(p.amount(), "/amount").throwIfInvalid("Invalid probe");
                ctx.json(p);
            });
        }
    };

    static TestEngine t;

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of("limits.daily.calls", "10000", "http.max.body.bytes", "2000"), Clock.systemUTC(), List.of(PROBE));
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    @Test
    void healthNeedsNoKey() {
        var r = t.get("/health", null);
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().get("status").asText()).isEqualTo("up");
        assertThat(r.json().get("data_mode").asText()).isEqualTo("demo");
    }

    @Test
    void bothAuthenticationSchemesAreAccepted() {
        var bearer = t.send(HttpRequest.newBuilder(t.uri("/api/test/probe")).header("Authorization", "Bearer " + t.freeKey));
        var service = t.get("/api/test/probe", t.freeKey);
        assertThat(bearer.status()).isEqualTo(200);
        assertThat(service.status()).isEqualTo(200);
        assertThat(service.json().get("organization").asText()).isEqualTo("org-a");
        assertThat(service.header("RateLimit-Limit")).isEqualTo("10000");
        assertThat(Long.parseLong(service.header("RateLimit-Remaining"))).isLessThan(10000);
    }

    /** Issue 29: with a key in each header, X-Service-API-Key silently won; two different keys are now refused. */
    @Test
    void twoDifferentKeysAreRefusedTheSameKeyTwiceIsAccepted() {
        var two = t.send(HttpRequest.newBuilder(t.uri("/api/test/probe")).header("Authorization", "Bearer " + t.freeKey)
                .header("X-Service-API-Key", t.otherOrgKey));
        assertThat(two.status()).isEqualTo(401);
        assertThat(two.json().get("detail").asText()).contains("two different API keys");
        assertThat(two.header("RateLimit-Limit")).as("no key was charged").isNull();
        var same = t.send(HttpRequest.newBuilder(t.uri("/api/test/probe")).header("Authorization", "Bearer " + t.freeKey)
                .header("X-Service-API-Key", t.freeKey));
        assertThat(same.status()).isEqualTo(200);
        assertThat(same.json().get("organization").asText()).isEqualTo("org-a");
    }

    @Test
    void missingOrUnknownKeyIs401ProblemJson() {
        var missing = t.get("/api/test/probe", null);
        assertThat(missing.status()).isEqualTo(401);
        assertThat(missing.header("Content-Type")).startsWith("application/problem+json");
        assertThat(missing.json().get("type").asText()).isEqualTo("tag:bpi-desk.dev,2026:problem/unauthorized");
        assertThat(missing.json().get("status").asInt()).isEqualTo(401);
        var unknown = t.get("/api/test/probe", "bpi_AAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB");
        assertThat(unknown.status()).isEqualTo(401);
        // one character changed: the last one, to a character it is not (a fixed "x" equals the key about once in 60 runs)
        char last = t.freeKey.charAt(t.freeKey.length() - 1);
        var tampered = t.get("/api/test/probe", t.freeKey.substring(0, t.freeKey.length() - 1) + (last == 'x' ? 'y' : 'x'));
        assertThat(tampered.status()).isEqualTo(401);
        var basic = t.send(HttpRequest.newBuilder(t.uri("/api/test/probe")).header("Authorization", "Basic Zm9vOmJhcg=="));
        assertThat(basic.status()).isEqualTo(401);
        assertThat(basic.json().get("detail").asText()).contains("Bearer");
    }

    @Test
    void freeKeyOnEnterpriseRouteIs403() {
        var r = t.postJson("/api/test/enterprise", "{\"name\":\"x\",\"amount\":1}", t.freeKey);
        assertThat(r.status()).isEqualTo(403);
        assertThat(r.json().get("type").asText()).endsWith("/forbidden");
        assertThat(r.json().get("detail").asText()).contains("enterprise");
    }

    @Test
    void badBodiesGetPointers() {
        var malformed = t.postJson("/api/test/enterprise", "{\"name\": \"x\", ");
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.json().get("type").asText()).endsWith("/malformed-json");
        assertThat(malformed.json().get("detail").asText()).contains("line 1");

        var wrongType = t.postJson("/api/test/enterprise", "{\"name\":\"x\",\"amount\":\"12\"}");
        assertThat(wrongType.status()).isEqualTo(400);
        assertThat(wrongType.json().at("/errors/0/pointer").asText()).isEqualTo("/amount");

        var negative = t.postJson("/api/test/enterprise", "{\"name\":\"x\",\"amount\":-3}");
        assertThat(negative.status()).isEqualTo(400);
        assertThat(negative.json().at("/errors/0/pointer").asText()).isEqualTo("/amount");
        assertThat(negative.json().at("/errors/0/message").asText()).contains(">= 0");

        var nan = t.postJson("/api/test/enterprise", "{\"name\":\"x\",\"amount\":NaN}");
        assertThat(nan.status()).isEqualTo(400);

        var unknownField = t.postJson("/api/test/enterprise", "{\"name\":\"x\",\"amount\":1,\"amont\":2}");
        assertThat(unknownField.status()).isEqualTo(400);
        assertThat(unknownField.json().at("/errors/0/pointer").asText()).isEqualTo("/amont");

        var ok = t.postJson("/api/test/enterprise", "{\"name\":\"x\",\"amount\":2.5}");
        assertThat(ok.status()).isEqualTo(200);
        assertThat(ok.json().get("amount").asDouble()).isEqualTo(2.5);
    }

    @Test
    void oversizedBodyIs413() {
        String big = "{\"name\":\"" + "x".repeat(5000) + "\",\"amount\":1}";
        var r = t.postJson("/api/test/enterprise", big);
        assertThat(r.status()).isEqualTo(413);
        assertThat(r.json().get("max_bytes").asLong()).isEqualTo(2000);
    }

    @Test
    void unknownRouteIs404ProblemAndNoStackTraces() {
        var r = t.get("/api/nothing-here");
        assertThat(r.status()).isEqualTo(404);
        assertThat(r.header("Content-Type")).startsWith("application/problem+json");
        assertThat(r.body()).doesNotContain("Exception").doesNotContain("at com.");
    }

    @Test
    void openApiDocumentIsServed() {
        JsonNode doc = t.get("/openapi.json", null).json();
        assertThat(doc.get("openapi").asText()).isEqualTo("3.1.0");
        assertThat(doc.at("/paths/~1health/get")).isNotNull();
        assertThat(doc.at("/paths/~1api~1test~1probe/get").isMissingNode()).isFalse();
    }

    @Test
    void requestsJettyRejectsAreProblemsToo() throws Exception {
        try (var socket = new java.net.Socket("127.0.0.1", t.engine.port())) {
            socket.getOutputStream().write(("GET /api/test/probe HTTP/1.1\r\nHost: x\r\nX-Service-API-Key: \u001b[0mbad\r\n\r\n")
                    .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
            String answer = new String(socket.getInputStream().readNBytes(600), java.nio.charset.StandardCharsets.UTF_8);
            assertThat(answer).startsWith("HTTP/1.1 400").contains("application/problem+json").doesNotContain("<html");
        }
    }

    @Test
    void healthReportsTheSchemaVersion() {
        assertThat(t.get("/health", null).json().get("schema_version").asText()).matches("\\d+(\\.\\d+)*");
    }
}
