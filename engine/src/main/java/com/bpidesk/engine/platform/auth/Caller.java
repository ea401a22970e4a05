package com.bpidesk.engine.platform.auth;

/**
 * Who is calling: the authenticated key, its organization and tier, and the person the key was issued to
 * ({@code holderName}, {@code holderRole}; null when the key has no holder, ADR 0135; the role is one of
 * {@link Role}, ADR 0243). Every query is scoped to the organization; reviews are recorded under {@link #actorId()}
 * with the holder's name and role. {@code persona} is {@link #DEMO_REVIEWER} while the desktop user acts as the demo
 * reviewer (demo mode only): a separate, labelled identity with its own actor id, so the desktop's own proposals can be
 * reviewed to show the workflow. {@code scope} is the clients of the book the caller may see (need-to-know, ADR 0252):
 * stores and routes that return client data apply it, and a client out of scope is answered as if it did not exist.
 */
public record Caller(String keyId, String organizationId, Tier tier, String holderName, String holderRole, boolean admin,
                     String persona, ClientScope scope) {

    public Caller {
        scope = scope == null ? ClientScope.ORGANIZATION : scope;
    }

    /** A caller who sees the whole organization (ADR 0252). */
    public Caller(String keyId, String organizationId, Tier tier, String holderName, String holderRole, boolean admin,
                  String persona) {
        this(keyId, organizationId, tier, holderName, holderRole, admin, persona, ClientScope.ORGANIZATION);
    }

    /** The demo reviewer persona's id (ADR 0243). */
    public static final String DEMO_REVIEWER = "demo_reviewer";
    /** The name the demo reviewer persona reviews under: it says it is not a person. */
    public static final String DEMO_REVIEWER_NAME = "Demo reviewer (demo only)";

    public Caller(String keyId, String organizationId, Tier tier) {
        this(keyId, organizationId, tier, null, null, false, null);
    }

    public Caller(String keyId, String organizationId, Tier tier, String holderName, String holderRole, boolean admin) {
        this(keyId, organizationId, tier, holderName, holderRole, admin, null);
    }

    /**
     * The stable identity the audit trail records: {@code api_key:<key id>} (a name can change, the key cannot);
     * {@code api_key:<key id>/demo_reviewer} while the demo reviewer persona is on.
     */
    public String actorId() {
        return "api_key:" + keyId + (persona == null ? "" : "/" + persona);
    }

    /** The holder's role in the vocabulary, or null when the key has no (recognised) role. */
    public Role role() {
        return Role.ofStored(holderRole);
    }

    /** True when the key's holder is known, so a review can be recorded under a person's name. */
    public boolean identified() {
        return holderName != null && !holderName.isBlank();
    }
}
