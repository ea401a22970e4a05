package com.bpidesk.engine.platform.auth;

import java.time.Instant;

/** A stored API key's public facts (the secret itself is never stored, only its salted hash). */
public record ApiKey(String keyId, String organizationId, Tier tier, String label, long dailyLimit,
                     Instant createdAt, Instant revokedAt) {
    public boolean active() {
        return revokedAt == null;
    }
}
