package com.bpidesk.engine.platform.auth;

/**
 * Who is calling: the authenticated key, its organization and tier, and the person the key was issued to
 * ({@code holderName}, {@code holderRole}; null when the key has no holder, ADR 0135). Every query is scoped to the
 * organization; reviews are recorded under {@link #actorId()} with the holder's name and role.
 */
public record Caller(String keyId, String organizationId, Tier tier, String holderName, String holderRole, boolean admin) {

    public Caller(String keyId, String organizationId, Tier tier) {
        this(keyId, organizationId, tier, null, null, false);
    }

    /** The stable identity the audit trail records: {@code api_key:<key id>} (a name can change, the key cannot). */
    public String actorId() {
        return "api_key:" + keyId;
    }

    /** True when the key's holder is known, so a review can be recorded under a person's name. */
    public boolean identified() {
        return holderName != null && !holderName.isBlank();
    }
}
