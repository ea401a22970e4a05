package com.bpidesk.engine.platform;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The engine's change counters (ADR 0138): one version number per topic, bumped whenever something a screen shows
 * may have changed, so a client polls {@code GET /api/changes} (one small answer) and reloads only what moved, without
 * F5. Every successful write request bumps the topics of its path ({@link #afterWrite}); work that changes data in
 * the background (an online refresh) bumps its topics itself.
 *
 * <p>Topics of data every organization sees ({@link #SHARED}: market, macro, settings; written by administrators'
 * imports and the online refresh) are counted engine-wide; the others (book, assurance, research) per organization,
 * so an organization's counters never move with another organization's writes (issue 29: they counted them, a side
 * channel on other organizations' activity). {@link #snapshot(String)} is what one organization sees.
 *
 * <p>The counters live in memory: {@code epoch} (the engine's start) changes when the engine restarts, and a client
 * that sees another epoch reloads everything. On a multi-node PostgreSQL deployment each node counts the writes it
 * served (a client polls the node it talks to).
 */
public final class Changes {

    /** The topics, in the order the API lists them. */
    public static final List<String> TOPICS = List.of("market", "macro", "settings", "book", "assurance", "research", "work");

    /** Which topics a write to a path prefix touches. */
    static final Map<String, List<String>> BY_PATH = Map.ofEntries(
            Map.entry("/api/market", List.of("market")),
            Map.entry("/api/fx", List.of("market")),
            Map.entry("/api/macro", List.of("macro")),
            Map.entry("/api/data", List.of("settings", "market", "macro")),
            Map.entry("/api/book", List.of("book")),
            Map.entry("/api/signals", List.of("book")),
            Map.entry("/api/churn", List.of("book")),
            Map.entry("/api/assurance", List.of("assurance")),
            Map.entry("/api/research", List.of("research")),
            // the advisor's kept work (issue 27, ADR 0247): Behavioral DNA results and generated reports
            Map.entry("/api/analyze-dna", List.of("work")),
            Map.entry("/api/reports", List.of("work")));

    /** Topics whose data every organization sees; the other topics are counted per organization. */
    public static final java.util.Set<String> SHARED = java.util.Set.of("market", "macro", "settings");

    private final Map<String, AtomicLong> versions = new ConcurrentHashMap<>();
    private final Map<String, Map<String, AtomicLong>> byOrganization = new ConcurrentHashMap<>();
    private final AtomicLong sequence = new AtomicLong();
    private final Instant epoch;

    public Changes(Instant epoch) {
        this.epoch = epoch;
        TOPICS.forEach(t -> versions.put(t, new AtomicLong()));
    }

    /** Bumps each topic engine-wide (shared data, or work of no organization); returns the new sequence number. */
    public long bump(String... topics) {
        return bumpFor(null, topics);
    }

    /**
     * Bumps each topic for {@code organization}: a shared topic engine-wide, another only for that organization
     * (engine-wide when {@code organization} is null). Returns the new sequence number.
     */
    public long bumpFor(String organization, String... topics) {
        long seq = sequence.incrementAndGet();
        for (String t : topics) {
            Map<String, AtomicLong> into = organization == null || SHARED.contains(t) ? versions
                    : byOrganization.computeIfAbsent(organization, k -> new ConcurrentHashMap<>());
            into.computeIfAbsent(t, k -> new AtomicLong()).set(seq);
        }
        return seq;
    }

    /** Bumps the topics a successful write to {@code path} touches (nothing for a path of no topic), engine-wide. */
    public void afterWrite(String path) {
        afterWrite(null, path);
    }

    /** Bumps the topics a successful write by {@code organization} to {@code path} touches. */
    public void afterWrite(String organization, String path) {
        for (var e : BY_PATH.entrySet()) {
            if (path.equals(e.getKey()) || path.startsWith(e.getKey() + "/")) {
                bumpFor(organization, e.getValue().toArray(String[]::new));
            }
        }
    }

    /** The answer of {@code GET /api/changes}. */
    public record Snapshot(String epoch, long sequence, Map<String, Long> topics) {
    }

    /** Every counter engine-wide (tests and tools; the API answers {@link #snapshot(String)}). */
    public Snapshot snapshot() {
        Map<String, Long> out = new TreeMap<>();
        versions.forEach((k, v) -> out.put(k, v.get()));
        byOrganization.values().forEach(m -> m.forEach((k, v) -> out.merge(k, v.get(), Math::max)));
        return new Snapshot(epoch.toString(), sequence.get(), out);
    }

    /**
     * What {@code organization} sees: the shared topics' counters, its own for the other topics (an organization-scoped
     * topic bumped engine-wide counts for everyone), and as {@code sequence} the newest of them, so the sequence moves
     * exactly when one of its topics does.
     */
    public Snapshot snapshot(String organization) {
        Map<String, Long> out = new TreeMap<>();
        Map<String, AtomicLong> own = organization == null ? Map.of() : byOrganization.getOrDefault(organization, Map.of());
        for (String t : TOPICS) {
            long shared = versions.containsKey(t) ? versions.get(t).get() : 0;
            long mine = own.containsKey(t) ? own.get(t).get() : 0;
            out.put(t, Math.max(shared, mine));
        }
        versions.forEach((k, v) -> out.putIfAbsent(k, v.get()));
        long seq = out.values().stream().mapToLong(Long::longValue).max().orElse(0);
        return new Snapshot(epoch.toString(), seq, out);
    }
}
