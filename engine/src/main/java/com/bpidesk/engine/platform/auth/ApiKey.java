package com.bpidesk.engine.platform.auth;

import java.time.Instant;

/**
 * A stored API key's public facts (the secret itself is never stored, only its salted hash). {@code admin} keys may
 * also change engine-wide state (ADR 0113).
 */
public record ApiKey(String keyId, String organizationId, Tier tier, String label, long dailyLimit,
                     Instant createdAt, Instant revokedAt, boolean admin) {

    public ApiKey(String keyId, String organizationId, Tier tier, String label, long dailyLimit, Instant createdAt,
                  Instant revokedAt) {
        this(keyId, organizationId, tier, label, dailyLimit, createdAt, revokedAt, false);
    }

    public boolean active() {
        return revokedAt == null;
    }
}
