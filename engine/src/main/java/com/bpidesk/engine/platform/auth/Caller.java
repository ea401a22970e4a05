package com.bpidesk.engine.platform.auth;

/** Who is calling: the authenticated key, its organization and tier. Every query is scoped to the organization. */
public record Caller(String keyId, String organizationId, Tier tier) {
}
