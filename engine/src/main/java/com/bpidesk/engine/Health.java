package com.bpidesk.engine;

import java.time.Instant;

/** Liveness and identity of a running engine, as served by {@code GET /health}. */
public record Health(String status, String version, String dataMode, boolean onlineEnabled, String schemaVersion,
                     Instant startedAt, long uptimeSeconds) {
}
