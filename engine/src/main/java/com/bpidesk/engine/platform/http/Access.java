package com.bpidesk.engine.platform.http;

import com.bpidesk.engine.platform.auth.Tier;

/** Who may call a route: anyone (health, OpenAPI), any valid key (free tier), or enterprise keys only. */
public enum Access {
    PUBLIC(null), FREE(Tier.FREE), ENTERPRISE(Tier.ENTERPRISE);

    private final Tier required;

    Access(Tier required) {
        this.required = required;
    }

    public Tier requiredTier() {
        return required;
    }
}
