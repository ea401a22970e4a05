package com.bpidesk.engine.assurance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.assurance.AuditEvent.EventType;
import com.bpidesk.engine.assurance.Finding.Outcome;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The maker against the client's own advisor (ADR 0258), in the reviewer's words; hand-written expectations. */
class ClientsAdvisorCheckTest {

    static List<AuditEvent> trail(String makerName) {
        return List.of(new AuditEvent("org", 1, "d1", 1, EventType.CREATED, "api_key:k1", makerName, "advisor", null,
                Instant.EPOCH, "x", AuditEvent.GENESIS, null),
                new AuditEvent("org", 2, "d1", 1, EventType.ESCALATED, "api_key:k2", "Rita Reviewer", "reviewer", "look",
                        Instant.EPOCH, "x", "y", null));
    }

    static String sentence(List<AuditEvent> trail, String advisor) {
        Finding f = ClientsAdvisorCheck.of(trail, advisor).orElseThrow();
        return FindingSentences.sentence(f, null);
    }

    @Test
    void theClientsOwnAdvisorPassesWhateverTheSpacingAndCase() {
        Finding f = ClientsAdvisorCheck.of(trail("maria  lopez"), "Maria Lopez").orElseThrow();
        assertThat(f.outcome()).isEqualTo(Outcome.PASS);
        assertThat(FindingSentences.sentence(f, null)).isEqualTo("Maria  lopez, who made this proposal, is the client's advisor.");
    }

    @Test
    void anotherPersonIsForTheReviewerToConfirm() {
        Finding f = ClientsAdvisorCheck.of(trail("Omar Haddad"), "Maria Lopez").orElseThrow();
        assertThat(f.outcome()).isEqualTo(Outcome.UNVERIFIABLE);
        assertThat(FindingSentences.of(List.of(f), null).get(0).verdict()).isEqualTo("A person must confirm");
        assertThat(sentence(trail("Omar Haddad"), "Maria Lopez")).isEqualTo("Omar Haddad made this proposal but is not the "
                + "client's advisor (Maria Lopez); a reviewer must confirm that Omar Haddad may act for this client.");
    }

    @Test
    void anUnnamedMakerOrNoAdvisor() {
        assertThat(sentence(trail(null), "Maria Lopez")).isEqualTo("The proposal's maker is not named, so it cannot be told "
                + "whether it comes from the client's advisor (Maria Lopez).");
        assertThat(ClientsAdvisorCheck.of(trail("Omar Haddad"), null)).isEmpty();
        // the demo queue's proposals were recorded by no person's key
        assertThat(ClientsAdvisorCheck.of(List.of(new AuditEvent("org", 1, "d1", 1, EventType.CREATED, "bpi-desk-demo",
                "Demo data (simulated)", null, null, Instant.EPOCH, "x", AuditEvent.GENESIS, null)), "Maria Lopez")).isEmpty();
        // the reviewer of a later event is never taken for the maker
        assertThat(sentence(trail("Maria Lopez"), "Rita Reviewer")).startsWith("Maria Lopez made this proposal but is not");
    }
}
