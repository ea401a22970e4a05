package com.bpidesk.engine;

import java.time.Instant;

/**
 * Liveness and identity of a running engine, as served by {@code GET /health}. {@code dataMode} is the data mode in
 * force ({@code demo}, {@code imported} or {@code online}: the vocabulary of {@code /api/data/settings}, read from the
 * same place, so it changes as soon as the user switches modes).
 */
public record Health(String status, String version, String dataMode, boolean onlineEnabled, String schemaVersion,
                     Instant startedAt, long uptimeSeconds) {
}
