package com.bpidesk.engine.research;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * Issue 11, ADR 0114: imported notes are indexed through a bounded, paced queue with progress. Twenty imported notes
 * are all indexed within the documented time while other routes keep answering; a full queue refuses an import with
 * 503, Retry-After and plain words, and admits it once drained; notes added past the queue's bound are not lost.
 *
 * <p>Sizes: {@code -Dbpi.test.note.kb} (default 12 KB per note, so CI stays quick; docs/reliability.md records a
 * run with 1 MB notes, {@code -Dbpi.test.note.kb=1024 -Dbpi.test.index.seconds=3600}).
 */
@Tag("slow")
class ResearchIndexingPaceTest {

    static final int NOTES = 20;
    static final int NOTE_KB = Integer.getInteger("bpi.test.note.kb", 12);
    /** The documented bound (docs/reliability.md) for 20 notes of the default size on a shared 2-core CI machine. */
    static final int BOUND_SECONDS = Integer.getInteger("bpi.test.index.seconds", 240);
    /** Other routes while indexing: the 95th percentile and the slowest answer allowed. */
    static final long P95_MILLIS = 2_000;
    static final long MAX_MILLIS = 10_000;

    @Test
    void twentyImportedNotesAreAllIndexedInTheDocumentedTimeWhileOtherRoutesAnswer() throws Exception {
        try (TestEngine t = TestEngine.start(TestEngine.RESEARCH_ON)) {
            long passagesBefore = awaitReady(t, Duration.ofMinutes(5)).path("passages").asLong();
            List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
            List<String> failures = Collections.synchronizedList(new ArrayList<>());
            AtomicBoolean stop = new AtomicBoolean();
            Thread prober = Thread.ofPlatform().daemon().start(() -> {
                String[] paths = {"/health", "/api/research/notes?limit=5", "/api/assurance/policy-rules", "/api/research/index"};
                for (int i = 0; !stop.get(); i++) {
                    String path = paths[i % paths.length];
                    long t0 = System.nanoTime();
                    TestEngine.Response r = t.get(path);
                    long ms = (System.nanoTime() - t0) / 1_000_000;
                    latencies.add(ms);
                    if (r.status() != 200) {
                        failures.add(path + " -> " + r.status());
                    }
                    sleep(100);
                }
            });
            long t0 = System.nanoTime();
            List<Long> ids = new ArrayList<>();
            for (int i = 0; i < NOTES; i++) {
                TestEngine.Response r = importFile(t, "note-" + i + ".md", note(i, NOTE_KB * 1024));
                assertThat(r.status()).as("import %d: %s", i, r.body()).isEqualTo(201);
                ids.add(r.json().path("notes").get(0).path("note_id").asLong());
            }
            long importMillis = (System.nanoTime() - t0) / 1_000_000;
            boolean sawQueue = false;
            boolean sawEstimate = false;
            JsonNode s;
            while (true) {
                s = t.get("/api/research/index").json();
                sawQueue |= s.path("queued_notes").asInt() > 0;
                sawEstimate |= s.path("seconds_left").asLong() > 0;
                if (s.path("state").asText().equals("ready") && s.path("indexed_notes").asLong() == s.path("total_notes").asLong()) {
                    break;
                }
                assertThat((System.nanoTime() - t0) / 1e9).as("seconds to index %d notes of %d KB; last status %s", NOTES, NOTE_KB, s)
                        .isLessThan(BOUND_SECONDS);
                Thread.sleep(250);
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            stop.set(true);
            prober.join();
            List<Long> sorted = new ArrayList<>(latencies);
            Collections.sort(sorted);
            long p95 = sorted.get((int) Math.min(sorted.size() - 1, Math.ceil(sorted.size() * 0.95) - 1));
            long max = sorted.get(sorted.size() - 1);
            System.out.printf("RESEARCH-INDEXING %d notes of %d KB: imported in %d ms, all indexed after %.1f s (%d passages added,"
                    + " %s passages/s); %d other requests meanwhile: p95 %d ms, max %d ms, %d failures%n", NOTES, NOTE_KB, importMillis,
                    seconds, s.path("passages").asLong() - passagesBefore, s.path("passages_per_second").asText(), sorted.size(), p95, max,
                    failures.size());
            assertThat(failures).isEmpty();
            assertThat(sorted).hasSizeGreaterThan(3);
            assertThat(p95).as("95th percentile of other routes while indexing").isLessThan(P95_MILLIS);
            assertThat(max).as("slowest other request while indexing").isLessThan(MAX_MILLIS);
            assertThat(sawQueue).as("the queue was visible in the progress").isTrue();
            assertThat(s.path("queued_notes").asInt()).isZero();
            assertThat(s.path("queued_characters").asLong()).isZero();
            assertThat(sawEstimate || seconds < 3).as("an estimate of the time left was shown while indexing").isTrue();
            // the last note is really searchable by a word only it has
            JsonNode hits = t.postJson("/api/research/query", "{\"question\":\"" + marker(NOTES - 1) + "\",\"limit\":3}").json().path("hits");
            assertThat(hits.get(0).path("note_id").asLong()).isEqualTo(ids.get(NOTES - 1));
        }
    }

    @Test
    void aFullQueueRefusesAnImportWith503AndRetryAfterThenAdmitsIt() throws Exception {
        try (TestEngine t = TestEngine.start(TestEngine.withResearch(Map.of("research.index.queue.chars", "30000", "research.index.queue.notes", "8",
                "research.index.duty", "0.5")))) {
            awaitReady(t, Duration.ofMinutes(5));
            // three notes of 20,000 characters: over the bound, admitted because the queue is empty
            TestEngine.Response first = importFiles(t, List.of("a.md", "b.md", "c.md"),
                    List.of(note(100, 20_000), note(101, 20_000), note(102, 20_000)));
            assertThat(first.status()).as(first.body()).isEqualTo(201);
            long before = t.get("/api/research/notes?limit=1").json().path("total").asLong();
            TestEngine.Response refused = importFile(t, "d.md", note(103, 20_000));
            assertThat(refused.status()).as(refused.body()).isEqualTo(503);
            assertThat(refused.header("Content-Type")).startsWith("application/problem+json");
            long retryAfter = Long.parseLong(refused.header("Retry-After"));
            assertThat(retryAfter).isBetween(1L, 3600L);
            assertThat(refused.json().path("retry_after_seconds").asLong()).isEqualTo(retryAfter);
            assertThat(refused.json().path("detail").asText()).contains("Nothing was imported").doesNotContain("/api/", "Exception");
            assertThat(t.get("/api/research/notes?limit=1").json().path("total").asLong()).as("nothing stored").isEqualTo(before);
            awaitReady(t, Duration.ofMinutes(5));
            assertThat(importFile(t, "d.md", note(103, 20_000)).status()).isEqualTo(201);
            assertThat(awaitReady(t, Duration.ofMinutes(5)).path("indexed_notes").asLong())
                    .isEqualTo(t.get("/api/research/index").json().path("total_notes").asLong());
        }
    }

    /** Notes added past the queue's bound (generated notes are not admitted) are indexed by the catch-up pass. */
    @Test
    void notesPastTheQueueBoundAreIndexedByCatchUp() throws Exception {
        Path dir = Files.createTempDirectory("bpi-index-pace-");
        try (Database db = Database.open(EngineConfig.of(Map.of("data.dir", dir.toString())).databaseUrl(), "sa", "", 2)) {
            ResearchNotes notes = new ResearchNotes(db, Clock.systemUTC(), false);
            TextEmbedder slow = new SlowHashEmbedder(5);
            try (ResearchIndexer indexer = new ResearchIndexer(notes, dir, () -> slow, new ResearchIndexer.Pacing(2, 1_000_000, 1.0))) {
                indexer.start();
                assertThat(indexer.awaitReady(Duration.ofSeconds(30))).isTrue();
                for (int i = 0; i < 12; i++) {
                    notes.add(new NewNote("org-a", NoteType.IMPORTED, LocalDate.of(2026, 1, 1), "n" + i, "test", List.of(), List.of(),
                            note(200 + i, 3_000), null, false));
                    assertThat(indexer.status().queuedNotes()).as("2 waiting and the one being indexed").isLessThanOrEqualTo(2 + 1);
                }
                assertThat(indexer.awaitReady(Duration.ofSeconds(60))).isTrue();
                assertThat(indexer.status().indexedNotes()).isEqualTo(12);
                assertThat(indexer.status().queuedNotes()).isZero();
            }
        }
    }

    static JsonNode awaitReady(TestEngine t, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            JsonNode s = t.get("/api/research/index").json();
            if (s.path("state").asText().equals("ready") && s.path("queued_notes").asInt() == 0) {
                return s;
            }
            assertThat(System.nanoTime()).as("research index ready; last status %s", s).isLessThan(deadline);
            Thread.sleep(200);
        }
    }

    static String marker(int i) {
        return "zq" + Integer.toString(i * 7919 + 104729, 36) + "copper";
    }

    /** About {@code chars} characters of varied English-like prose in paragraphs, with a word only note {@code i} has. */
    static String note(int i, int chars) {
        String[] words = ("copper demand supply inflation rate central bank policy yield curve equity earnings margin guidance"
                + " commodity freight shipping energy oil gas electricity grid storage battery lithium nickel mining capex"
                + " dividend buyback valuation multiple credit spread default recovery liquidity volatility hedge currency"
                + " emerging market consumer retail housing mortgage labour wage productivity tariff export import").split(" ");
        Random rnd = new Random(i);
        StringBuilder sb = new StringBuilder("# Research note ").append(i).append("\n\n").append(marker(i)).append(" is the subject. ");
        int sentence = 0;
        while (sb.length() < chars) {
            int n = 8 + rnd.nextInt(14);
            for (int w = 0; w < n; w++) {
                String word = words[rnd.nextInt(words.length)];
                sb.append(w == 0 ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word).append(w == n - 1 ? ". " : " ");
            }
            if (++sentence % 6 == 0) {
                sb.append("\n\n");
            }
        }
        return sb.toString();
    }

    static TestEngine.Response importFile(TestEngine t, String name, String text) throws Exception {
        return importFiles(t, List.of(name), List.of(text));
    }

    static TestEngine.Response importFiles(TestEngine t, List<String> names, List<String> texts) throws Exception {
        String boundary = "pace" + System.nanoTime();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < names.size(); i++) {
            out.write(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + names.get(i) + "\"\r\n"
                    + "Content-Type: text/markdown\r\n\r\n").getBytes(StandardCharsets.UTF_8));
            out.write(texts.get(i).getBytes(StandardCharsets.UTF_8));
            out.write("\r\n".getBytes(StandardCharsets.UTF_8));
        }
        out.write(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return t.send(HttpRequest.newBuilder(t.uri("/api/research/notes/import")).header("Authorization", "Bearer " + t.enterpriseKey)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(out.toByteArray())));
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
