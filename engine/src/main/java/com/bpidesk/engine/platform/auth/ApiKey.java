package com.bpidesk.engine.platform.auth;

import java.time.Instant;
import java.util.List;

/**
 * A stored API key's public facts (the secret itself is never stored, only its salted hash). {@code admin} keys may
 * also change engine-wide state (ADR 0113). {@link Kind#AGENT} keys belong to approved AI agents: they work only on the
 * agents' MCP endpoint, may call only the tools in {@code scopes}, and count against their organization's daily limit
 * (ADR 0141). {@code holder} and {@code holderRole} name the person the key was issued to (ADR 0135): reviews are
 * recorded under that identity; null when the key was created without one. {@code holderId} binds the key to a
 * person of the organization's holders and {@code clientScope} is the clients that person may see (ADR 0252); a key
 * bound to no holder sees the whole organization, as every key did before.
 */
public record ApiKey(String keyId, String organizationId, Tier tier, String label, long dailyLimit,
                     Instant createdAt, Instant revokedAt, boolean admin, Kind kind, List<String> scopes,
                     String holder, String holderRole, String persona, String holderId, ClientScope clientScope) {

    /** What a key is for: the REST API ({@code api}) or an AI agent's MCP connection ({@code agent}). */
    public enum Kind {
        API, AGENT;

        public String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        public static Kind parse(String s) {
            for (Kind k : values()) {
                if (k.wireName().equalsIgnoreCase(s == null ? "" : s.strip())) {
                    return k;
                }
            }
            throw new IllegalArgumentException("Unknown key kind '" + s + "': use api or agent");
        }
    }

    public ApiKey {
        kind = kind == null ? Kind.API : kind;
        scopes = scopes == null ? List.of() : List.copyOf(scopes);
        clientScope = clientScope == null ? ClientScope.ORGANIZATION : clientScope;
    }

    /** A key bound to no holder (organization scope, ADR 0252). */
    public ApiKey(String keyId, String organizationId, Tier tier, String label, long dailyLimit, Instant createdAt,
                  Instant revokedAt, boolean admin, Kind kind, List<String> scopes, String holder, String holderRole,
                  String persona) {
        this(keyId, organizationId, tier, label, dailyLimit, createdAt, revokedAt, admin, kind, scopes, holder, holderRole,
                persona, null, null);
    }

    public ApiKey(String keyId, String organizationId, Tier tier, String label, long dailyLimit, Instant createdAt,
                  Instant revokedAt, boolean admin, Kind kind, List<String> scopes) {
        this(keyId, organizationId, tier, label, dailyLimit, createdAt, revokedAt, admin, kind, scopes, null, null);
    }

    /** A key without the demo reviewer persona (ADR 0243). */
    public ApiKey(String keyId, String organizationId, Tier tier, String label, long dailyLimit, Instant createdAt,
                  Instant revokedAt, boolean admin, Kind kind, List<String> scopes, String holder, String holderRole) {
        this(keyId, organizationId, tier, label, dailyLimit, createdAt, revokedAt, admin, kind, scopes, holder, holderRole, null);
    }

    public ApiKey(String keyId, String organizationId, Tier tier, String label, long dailyLimit, Instant createdAt,
                  Instant revokedAt, boolean admin, String holder, String holderRole) {
        this(keyId, organizationId, tier, label, dailyLimit, createdAt, revokedAt, admin, Kind.API, List.of(), holder,
                holderRole);
    }

    public ApiKey(String keyId, String organizationId, Tier tier, String label, long dailyLimit, Instant createdAt,
                  Instant revokedAt) {
        this(keyId, organizationId, tier, label, dailyLimit, createdAt, revokedAt, false, Kind.API, List.of(), null, null);
    }

    public ApiKey(String keyId, String organizationId, Tier tier, String label, long dailyLimit, Instant createdAt,
                  Instant revokedAt, boolean admin) {
        this(keyId, organizationId, tier, label, dailyLimit, createdAt, revokedAt, admin, Kind.API, List.of(), null, null);
    }

    /**
     * Who uses this key, as the trail records it. While the demo reviewer persona is on (desktop demo mode, ADR 0243) the
     * caller is that labelled persona, a separate identity, instead of the key's holder.
     */
    public Caller caller() {
        if (Caller.DEMO_REVIEWER.equals(persona)) {
            return new Caller(keyId, organizationId, tier, Caller.DEMO_REVIEWER_NAME, Role.REVIEWER.wireName(), admin, persona,
                    clientScope);
        }
        return new Caller(keyId, organizationId, tier, holder, holderRole, admin, null, clientScope);
    }

    public boolean active() {
        return revokedAt == null;
    }

    /** An AI agent's key (MCP endpoint only, scoped to tools). */
    public boolean agent() {
        return kind == Kind.AGENT;
    }

    /** Whether an agent key may call this tool. */
    public boolean allows(String tool) {
        return scopes.contains(tool);
    }
}
