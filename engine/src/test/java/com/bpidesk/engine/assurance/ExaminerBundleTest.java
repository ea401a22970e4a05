package com.bpidesk.engine.assurance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.bpidesk.engine.platform.errors.DomainException;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bundle's pure parts, against values worked by hand: the filter's dates, the anchors, the folder names. */
class ExaminerBundleTest {

    static AuditEvent event(long index, String decision, String prev) {
        return new AuditEvent("org", index, decision, 1, AuditEvent.EventType.CREATED, "a", null, null, null,
                Instant.parse("2026-03-01T10:00:00Z"), "d".repeat(64), prev, "h" + index);
    }

    @Test
    void aDateToIsInclusiveUpToTheNextMidnightUtc() {
        BundleContents.Filter f = ExaminerBundleModule.filter(" c1 ", "2026-03-01", "2026-03-31", List.of("d1,d2", "d2", " "));
        assertThat(f.clientId()).isEqualTo("c1");
        assertThat(f.from()).isEqualTo(Instant.parse("2026-03-01T00:00:00Z"));
        assertThat(f.to()).isEqualTo(Instant.parse("2026-04-01T00:00:00Z"));
        assertThat(f.decisionIds()).containsExactly("d1", "d2");
        assertThat(f.wholeOrganization()).isFalse();
        assertThat(ExaminerBundleModule.filter(null, "2026-03-01T09:30:00+02:00", null, null).from())
                .isEqualTo(Instant.parse("2026-03-01T07:30:00Z"));
        assertThat(ExaminerBundleModule.filter("", null, null, List.of()).wholeOrganization()).isTrue();
        assertThatThrownBy(() -> ExaminerBundleModule.filter(null, "2026-04-01", "2026-03-01", null))
                .isInstanceOf(DomainException.class);
        assertThatThrownBy(() -> ExaminerBundleModule.filter(null, "March", null, null)).isInstanceOf(DomainException.class);
    }

    @Test
    void anEventWhosePredecessorIsLeftOutIsAnAnchor() {
        // events 2, 3 and 5 of a chain of 5: event 2 follows 1 and event 5 follows 4, both left out; 3 follows 2 (in)
        List<AuditEvent> events = List.of(event(2, "x", "h1"), event(3, "x", "h2"), event(5, "x", "h4"));
        var c = new BundleContents.Contents("org", new BundleContents.Filter("c", null, null, null), List.of(), events,
                new BundleContents.Head(5, "h5"));
        JsonNode heads = ExaminerBundle.chainHeads(c, Instant.parse("2026-03-02T00:00:00Z"));
        assertThat(heads.get("anchors").findValuesAsText("prev_hash")).containsExactly("h1", "h4");
        assertThat(heads.get("anchors").findValuesAsText("follows_chain_index")).containsExactly("1", "4");
        assertThat(heads.get("complete_from_genesis").asBoolean()).isFalse();

        var whole = new BundleContents.Contents("org", new BundleContents.Filter(null, null, null, null), List.of(),
                List.of(event(1, "x", AuditEvent.GENESIS), event(2, "y", "h1")), new BundleContents.Head(2, "h2"));
        JsonNode all = ExaminerBundle.chainHeads(whole, Instant.parse("2026-03-02T00:00:00Z"));
        assertThat(all.get("anchors")).isEmpty();
        assertThat(all.get("complete_from_genesis").asBoolean()).isTrue();
    }

    @Test
    void aDecisionIdThatIsNotAPlainFileNameGetsAHashedFolder() {
        assertThat(ExaminerBundle.folder("dec-1.2_x")).isEqualTo("dec-1.2_x");
        assertThat(ExaminerBundle.folder("../etc")).startsWith("decision-").hasSize("decision-".length() + 16);
        assertThat(ExaminerBundle.folder("a/b")).startsWith("decision-");
        assertThat(ExaminerBundle.folder("..")).startsWith("decision-");
    }

    @Test
    void eventLinesCarryExactlyTheHashedFields() {
        AuditEvent e = new AuditEvent("org", 1, "x", 1, AuditEvent.EventType.CREATED, "a", "Ann", null, null,
                Instant.parse("2026-03-01T10:00:00Z"), "d".repeat(64), AuditEvent.GENESIS, null).sealed();
        JsonNode line = ExaminerBundle.event(e);
        assertThat(line.has("actor_role")).isFalse();
        assertThat(line.has("reason")).isFalse();
        var withoutHash = line.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) withoutHash).remove("event_hash");
        assertThat(com.bpidesk.envelope.Jcs.sha256(withoutHash)).isEqualTo(e.eventHash());
    }
}
