package com.bpidesk.engine.agents;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import java.net.http.HttpRequest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;

/**
 * Agent keys share their organization's daily limit ({@code limits.organization.daily.calls}): two agent keys of one
 * organization together make at most that many requests to /mcp; another organization's agents and the organization's
 * ordinary keys are not affected.
 */
@Tag("api")
class AgentOrganizationLimitTest {

    static final String INIT = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
            + "\"capabilities\":{},\"clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}";

    @org.junit.jupiter.params.ParameterizedTest(name = "counting {0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"memory", "database"})
    void agentKeysOfAnOrganizationShareItsDailyLimit(String counting) {
        check(Map.of("agents.enabled", "true", "limits.organization.daily.calls", "3", "limits.counting", counting));
    }

    /** On PostgreSQL (several nodes share the count in organization_usage), when CI provides one. */
    @org.junit.jupiter.api.Test
    @org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable(named = "BPI_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.+")
    void onPostgresqlTheSharedCountIsInTheDatabase() {
        Map<String, String> settings = new java.util.HashMap<>(TestEngine.freshPostgresSettings());
        settings.put("agents.enabled", "true");
        settings.put("limits.organization.daily.calls", "3");
        check(settings);
    }

    private static void check(Map<String, String> settings) {
        try (TestEngine t = TestEngine.start(settings)) {
            var keys = t.engine.context().apiKeys();
            String a = keys.createAgent("org-a", "first", List.of("macro_regime")).secret();
            String b = keys.createAgent("org-a", "second", List.of("macro_regime")).secret();
            String other = keys.createAgent("org-b", "other", List.of("macro_regime")).secret();

            assertThat(init(t, a).status()).isEqualTo(200);
            assertThat(init(t, a).status()).isEqualTo(200);
            TestEngine.Response third = init(t, b);
            assertThat(third.status()).isEqualTo(200);
            assertThat(third.header("RateLimit-Limit")).isEqualTo("3");
            assertThat(third.header("RateLimit-Remaining")).isEqualTo("0");
            TestEngine.Response refused = init(t, b);
            assertThat(refused.status()).isEqualTo(429);
            assertThat(refused.json().get("error").get("code").asInt()).isEqualTo(-32029);
            assertThat(refused.json().get("error").get("message").asText())
                    .startsWith("The agent keys of your organization have made their 3 calls for today (UTC).");
            assertThat(init(t, other).status()).isEqualTo(200);
            assertThat(t.get("/api/market/status").status()).isEqualTo(200); // org-a's ordinary key has its own limit
            assertThat(t.engine.rateLimiter().organizationUsedToday("org-a")).isEqualTo(3);
        }
    }

    private static TestEngine.Response init(TestEngine t, String key) {
        return t.send(HttpRequest.newBuilder(t.uri(AgentServer.PATH)).header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream").header("Authorization", "Bearer " + key)
                .POST(HttpRequest.BodyPublishers.ofString(INIT)));
    }
}
