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
            JsonNode before = t.get("/api/changes").json();
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

            // issue 29: another organization's write does not move org-a's counters, nor does org-a's move org-b's
            JsonNode otherBefore = t.get("/api/changes", t.otherOrgKey).json();
            assertThat(otherBefore.at("/topics/assurance").asLong()).as("org-b sees none of org-a's writes").isZero();
            assertThat(otherBefore.get("sequence").asLong()).isZero();
            assertThat(t.postJson("/api/assurance/evaluations", proposal, t.otherOrgKey).status()).isEqualTo(201);
            assertThat(t.get("/api/changes").json()).as("org-a's view after org-b's write").isEqualTo(after);
            assertThat(t.get("/api/changes", t.otherOrgKey).json().at("/topics/assurance").asLong()).isPositive();

            // free-tier keys read only the regime (docs/api.md)
            assertThat(t.get("/api/changes", t.freeKey).status()).isEqualTo(403);
            assertThat(t.get("/api/identity", t.freeKey).status()).isEqualTo(403);
            assertThat(t.get("/api/research/regime", t.freeKey).status()).isEqualTo(200);
        }
    }

    /** Hand-worked: sequence numbers 1..4 in the order of the writes; shared topics count for every organization. */
    @Test
    void organizationsSeeTheirOwnTopicsAndTheSharedOnes() {
        Changes c = new Changes(Instant.EPOCH);
        c.afterWrite("org-a", "/api/assurance/envelopes");   // 1: org-a assurance
        c.afterWrite("org-b", "/api/book/clients");          // 2: org-b book
        c.afterWrite("org-b", "/api/macro/import");          // 3: macro, shared
        c.afterWrite("org-a", "/api/research/notes");        // 4: org-a research
        var a = c.snapshot("org-a");
        assertThat(a.topics()).containsEntry("assurance", 1L).containsEntry("book", 0L).containsEntry("macro", 3L)
                .containsEntry("research", 4L).containsEntry("market", 0L);
        assertThat(a.sequence()).isEqualTo(4);
        var b = c.snapshot("org-b");
        assertThat(b.topics()).containsEntry("assurance", 0L).containsEntry("book", 2L).containsEntry("macro", 3L)
                .containsEntry("research", 0L);
        assertThat(b.sequence()).isEqualTo(3);
        var none = c.snapshot("org-c");
        assertThat(none.topics()).containsEntry("macro", 3L).containsEntry("assurance", 0L).containsEntry("book", 0L);
        assertThat(none.sequence()).isEqualTo(3);
        c.bump("market", "macro");                             // 5: an online refresh, no organization
        assertThat(c.snapshot("org-a").topics()).containsEntry("market", 5L).containsEntry("macro", 5L);
        assertThat(c.snapshot("org-a").sequence()).isEqualTo(5);
    }
}
