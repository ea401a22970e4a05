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
 * <p>The counters live in memory: {@code epoch} (the engine's start) changes when the engine restarts, and a client
 * that sees another epoch reloads everything. On a multi-node PostgreSQL deployment each node counts the writes it
 * served (a client polls the node it talks to).
 */
public final class Changes {

    /** The topics, in the order the API lists them. */
    public static final List<String> TOPICS = List.of("market", "macro", "settings", "book", "assurance", "research");

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
            Map.entry("/api/research", List.of("research")));

    private final Map<String, AtomicLong> versions = new ConcurrentHashMap<>();
    private final AtomicLong sequence = new AtomicLong();
    private final Instant epoch;

    public Changes(Instant epoch) {
        this.epoch = epoch;
        TOPICS.forEach(t -> versions.put(t, new AtomicLong()));
    }

    /** Bumps each topic; returns the new overall sequence number. */
    public long bump(String... topics) {
        long seq = sequence.incrementAndGet();
        for (String t : topics) {
            versions.computeIfAbsent(t, k -> new AtomicLong()).set(seq);
        }
        return seq;
    }

    /** Bumps the topics a successful write to {@code path} touches (nothing for a path of no topic). */
    public void afterWrite(String path) {
        for (var e : BY_PATH.entrySet()) {
            if (path.equals(e.getKey()) || path.startsWith(e.getKey() + "/")) {
                bump(e.getValue().toArray(String[]::new));
            }
        }
    }

    /** The answer of {@code GET /api/changes}. */
    public record Snapshot(String epoch, long sequence, Map<String, Long> topics) {
    }

    public Snapshot snapshot() {
        Map<String, Long> out = new TreeMap<>();
        versions.forEach((k, v) -> out.put(k, v.get()));
        return new Snapshot(epoch.toString(), sequence.get(), out);
    }
}
