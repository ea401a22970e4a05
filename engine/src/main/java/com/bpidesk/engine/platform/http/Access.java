package com.bpidesk.engine.platform.http;

import com.bpidesk.engine.platform.auth.Tier;

/**
 * Who may call a route: anyone (health, OpenAPI), any valid key (free tier), enterprise keys, or enterprise keys
 * marked administrator, for routes that change state shared by every organization of the engine (ADR 0113), or
 * only AI agents' keys (the MCP endpoint, ADR 0141). Agent keys are refused on every other route.
 */
public enum Access {
    PUBLIC(null), FREE(Tier.FREE), ENTERPRISE(Tier.ENTERPRISE), ADMIN(Tier.ENTERPRISE), AGENT(Tier.ENTERPRISE);

    private final Tier required;

    Access(Tier required) {
        this.required = required;
    }

    public Tier requiredTier() {
        return required;
    }
}
