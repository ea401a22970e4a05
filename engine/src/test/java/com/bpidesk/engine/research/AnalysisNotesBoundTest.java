package com.bpidesk.engine.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.swarm.briefing.Briefing;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 29, ADR 0224: analyses' committee notes are capped per organization (the oldest pruned from the store and the
 * index) and indexed in a lane of their own, so a user's note is still admitted and indexed after many analyses. The
 * expected counts are worked by hand from the number of analyses recorded, the seven sections each and the cap.
 */
class AnalysisNotesBoundTest {

    static final LocalDate DAY = LocalDate.of(2025, 4, 4);

    static Briefing briefing() throws Exception {
        // the real-price briefing snapshot of the swarm tests, as CommitteeNotesTest reads it: seven sections
        var snap = com.bpidesk.engine.platform.Json.MAPPER.readTree(
                AnalysisNotesBoundTest.class.getResourceAsStream("/reference/briefing_snapshot.json"));
        var result = com.bpidesk.engine.platform.Json.MAPPER.createObjectNode();
        result.put("job_id", "job-x").put("status", "complete").put("as_of", "2025-04-04").put("data_source", "imported")
                .put("generated_at", "2026-01-01T00:00:00Z");
        var b = result.putObject("ic_briefing");
        for (String k : new String[] {"portfolio_analyst", "macro_strategist", "risk_manager", "sector_specialist", "factor_quant",
                "behavioral_agent"}) {
            b.set(k, snap.get(k));
        }
        b.set("synthesis_agent", snap.get("synthesis_with_mandate"));
        return com.bpidesk.engine.swarm.briefing.AnalysisResult.read(result).icBriefing();
    }

    static Database db(Path dir) {
        return Database.open(EngineConfig.of(Map.of("data.dir", dir.toString())).databaseUrl(), "sa", "", 2);
    }

    @Test
    void theDefaultCapIsTheLastTwoHundredAnalysesSevenSectionsEach() {
        assertThat(CommitteeNotes.KEEP_PER_ORGANIZATION).isEqualTo(1_400);
        assertThat(CommitteeNotes.AGENTS).hasSize(7);
    }

    @Test
    void committeeNotesBeyondTheCapArePrunedOldestFirstPerOrganizationAndUserNotesStay() throws Exception {
        Path dir = Files.createTempDirectory("bpi-notes-cap-");
        Briefing br = briefing();
        try (Database db = db(dir)) {
            ResearchNotes notes = new ResearchNotes(db, Clock.systemUTC(), false);
            ResearchNote own = notes.add(new NewNote("org-a", NoteType.IMPORTED, DAY, "My own note", "me", List.of(), List.of(),
                    "A note the advisor wrote.", null, false));
            CommitteeNotes.record(notes, "org-b", "b-job", DAY, List.of("AAPL"), br, false, 70);
            for (int i = 0; i < 15; i++) {
                CommitteeNotes.record(notes, "org-a", "job-" + i, DAY, List.of("AAPL"), br, false, 70);
            }
            // 15 analyses x 7 = 105 notes, cap 70: the 35 oldest (jobs 0-4) are pruned, jobs 5-14 stay
            assertThat(notes.count("org-a", NoteType.COMMITTEE)).isEqualTo(70);
            List<ResearchNote> kept = notes.list("org-a", NoteType.COMMITTEE, 200, 0);
            Set<String> jobs = new HashSet<>();
            kept.forEach(n -> jobs.add(n.briefingJobId()));
            assertThat(jobs).hasSize(10).contains("job-5", "job-14").doesNotContain("job-0", "job-4");
            // another organization's notes and the user's own note are untouched
            assertThat(notes.count("org-b", NoteType.COMMITTEE)).isEqualTo(7);
            assertThat(notes.byId(own.noteId())).isPresent();
        }
    }

    @Test
    void afterManyAnalysesAUserNoteIsStillAdmittedAndIndexedAndPrunedNotesLeaveTheIndex() throws Exception {
        Path dir = Files.createTempDirectory("bpi-notes-lane-");
        Briefing br = briefing();
        TextEmbedder slow = new SlowHashEmbedder(2);
        try (Database db = db(dir)) {
            ResearchNotes notes = new ResearchNotes(db, Clock.systemUTC(), false);
            // a queue of 4 tasks: 60 analyses add 420 notes, a hundred times what it holds
            try (ResearchIndexer indexer = new ResearchIndexer(notes, dir, () -> slow, new ResearchIndexer.Pacing(4, 1_000_000, 1.0))) {
                indexer.start();
                assertThat(indexer.awaitReady(Duration.ofSeconds(30))).isTrue();
                for (int i = 0; i < 60; i++) {
                    CommitteeNotes.record(notes, "org-a", "job-" + i, DAY, List.of("AAPL"), br, false, 70);
                }
                // generated notes do not count against users: an import is admitted at once
                assertThatCode(() -> indexer.admit(1, 5_000)).doesNotThrowAnyException();
                ResearchNote own = notes.add(new NewNote("org-a", NoteType.IMPORTED, DAY, "My own note", "me", List.of(),
                        List.of(), "Copper demand note written by the advisor.", null, false));
                assertThat(indexer.status().queuedNotes()).as("only the user's note is queued").isLessThanOrEqualTo(1);
                long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                while (!indexer.index().keys().contains(ResearchIndexer.key(own.noteId()))) {
                    assertThat(System.nanoTime()).as("the user's note is indexed").isLessThan(deadline);
                    Thread.sleep(20);
                }
                assertThat(indexer.awaitReady(Duration.ofSeconds(60))).isTrue();
                // 420 added, cap 70: the index holds the 70 kept committee notes and the user's note, nothing pruned
                Set<String> expected = new HashSet<>();
                notes.allIds().forEach(id -> expected.add(ResearchIndexer.key(id)));
                assertThat(expected).hasSize(71);
                assertThat(indexer.index().keys()).containsExactlyInAnyOrderElementsOf(expected);
            }
        }
    }
}
