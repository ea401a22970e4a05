package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** The change counters (ADR 0138): writes bump their topics, reads and failed writes do not. */
@Tag("api")
class ChangesApiTest {

    @Test
    void countersMapPathsToTopics() {
        Changes c = new Changes(Instant.EPOCH);
        c.afterWrite("/api/macro/import");
        c.afterWrite("/api/data/settings");
        c.afterWrite("/api/macroeconomics"); // not a prefix match of /api/macro/
        c.afterWrite("/api/swarm/analyze");  // no topic
        var s = c.snapshot();
        assertThat(s.sequence()).isEqualTo(2);
        assertThat(s.topics()).containsEntry("macro", 2L).containsEntry("settings", 2L).containsEntry("market", 2L)
                .containsEntry("book", 0L).containsEntry("assurance", 0L);
    }

    @Test
    void aSuccessfulWriteBumpsItsTopicThroughTheApi() {
        try (TestEngine t = TestEngine.start()) {
            JsonNode before = t.get("/api/changes", t.freeKey).json();
            assertThat(before.get("epoch").asText()).isNotBlank();
            t.get("/api/assurance/envelopes");
            assertThat(t.get("/api/changes").json().get("sequence").asLong()).as("reads change nothing")
                    .isEqualTo(before.get("sequence").asLong());
            assertThat(t.postJson("/api/assurance/envelopes", "{\"decision_id\":1}").status()).isEqualTo(400);
            assertThat(t.get("/api/changes").json().at("/topics/assurance").asLong()).as("a refused write changes nothing").isZero();
            String proposal = "{\"trace_id\":\"tr\",\"investor_id\":\"i\",\"actor_or_agent\":{\"type\":\"ai_agent\",\"id\":\"a\"},"
                    + "\"mandate\":{\"authorized_actions\":[\"buy\"]},\"investor_context\":{\"risk_tolerance\":\"high\"},"
                    + "\"proposed_action\":{\"type\":\"buy\",\"description\":\"Buy\",\"parameters\":{\"instrument\":\"X\",\"risk_effect\":\"neutral\"}}}";
            assertThat(t.postJson("/api/assurance/evaluations", proposal).status()).isEqualTo(201);
            JsonNode after = t.get("/api/changes").json();
            assertThat(after.at("/topics/assurance").asLong()).isPositive();
            assertThat(after.at("/topics/macro").asLong()).isZero();
        }
    }
}
