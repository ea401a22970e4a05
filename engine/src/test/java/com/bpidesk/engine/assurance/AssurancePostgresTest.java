package com.bpidesk.engine.assurance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.Tag;

/**
 * The review workflow (submit, evaluate, queue, review, verify, tamper) on PostgreSQL. Runs when
 * {@code BPI_TEST_POSTGRES_URL} is set (CI starts a local PostgreSQL); the schema is dropped first.
 */
@EnabledIfEnvironmentVariable(named = "BPI_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.+")
@Tag("api")
class AssurancePostgresTest {

    @Test
    void workflowRunsOnPostgres() throws Exception {
        Map<String, String> pg = TestEngine.freshPostgresSettings();
        try (TestEngine t = TestEngine.start(pg,
                Clock.systemUTC(), List.of())) {
            assertThat(t.postJson("/api/assurance/envelopes", AssuranceApiTest.envelope("pg-1", "org-a", "REVIEW", "inv-1").toString())
                    .status()).isEqualTo(201);
            var e = AssuranceApiTest.envelope("pg-2", "org-a", "PROCEED", "inv-1");
            e.remove("confidence");
            assertThat(t.postJson("/api/assurance/envelopes", e.toString()).status()).isEqualTo(201);
            assertThat(t.postJson("/api/assurance/envelopes/pg-1/reviews",
                    "{\"decision\":\"APPROVED\",\"reason\":\"ok\"}", t.keyFor("org-a", "cmp-1")).status()).isEqualTo(200);
            var page = t.get("/api/assurance/envelopes?disposition=REVIEW,PROCEED&from=2000-01-01&sort=-confidence&limit=1").json();
            assertThat(page.get("total").asLong()).isEqualTo(2);
            assertThat(page.at("/counts/REVIEW").asLong()).isEqualTo(1);
            String proposal = "{\"trace_id\":\"tr\",\"investor_id\":\"inv\",\"actor_or_agent\":{\"type\":\"human_actor\",\"id\":\"a\"},"
                    + "\"proposed_action\":{\"type\":\"buy\",\"description\":\"d\"}}";
            assertThat(t.postJson("/api/assurance/evaluations", proposal).json().at("/envelope/disposition").asText()).isEqualTo("ESCALATE");
            assertThat(t.get("/api/assurance/verification").json().get("valid").asBoolean()).isTrue();
            t.engine.context().database().update("UPDATE audit_events SET reason = 'x' WHERE event_type = 'APPROVED'");
            assertThat(t.get("/api/assurance/verification").json().get("valid").asBoolean()).isFalse();
        }
    }
}
