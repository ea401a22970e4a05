package com.bpidesk.engine.platform.auth;

import java.util.Locale;

/** Access tier of an API key (specification section 5.3): free explores the regime, enterprise has everything. */
public enum Tier {
    FREE, ENTERPRISE;

    public boolean includes(Tier required) {
        return this.ordinal() >= required.ordinal();
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Tier parse(String s) {
        try {
            return Tier.valueOf(s.trim().toUpperCase(Locale.ROOT));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("Unknown tier '" + s + "': use free or enterprise");
        }
    }
}
