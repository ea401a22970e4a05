package com.bpidesk.engine.platform.auth;

import java.time.Instant;

/**
 * A stored API key's public facts (the secret itself is never stored, only its salted hash). {@code admin} keys may
 * also change engine-wide state (ADR 0113). {@code holder} and {@code holderRole} name the person the key was issued
 * to (ADR 0135): reviews are recorded under that identity; null when the key was created without one.
 */
public record ApiKey(String keyId, String organizationId, Tier tier, String label, long dailyLimit,
                     Instant createdAt, Instant revokedAt, boolean admin, String holder, String holderRole) {

    public ApiKey(String keyId, String organizationId, Tier tier, String label, long dailyLimit, Instant createdAt,
                  Instant revokedAt) {
        this(keyId, organizationId, tier, label, dailyLimit, createdAt, revokedAt, false, null, null);
    }

    public ApiKey(String keyId, String organizationId, Tier tier, String label, long dailyLimit, Instant createdAt,
                  Instant revokedAt, boolean admin) {
        this(keyId, organizationId, tier, label, dailyLimit, createdAt, revokedAt, admin, null, null);
    }

    /** Who uses this key, as the trail records it. */
    public Caller caller() {
        return new Caller(keyId, organizationId, tier, holder, holderRole, admin);
    }

    public boolean active() {
        return revokedAt == null;
    }
}
