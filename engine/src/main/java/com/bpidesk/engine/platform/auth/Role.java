package com.bpidesk.engine.platform.auth;

import java.util.Locale;

/**
 * What a person does at the firm (ADR 0243), a fixed vocabulary: an {@code advisor} proposes (runs analyses, reports,
 * submits proposals), a {@code reviewer} reviews other people's proposals (maker-checker), an {@code administrator}
 * issues keys and records who holds them. Only a reviewer may review: the person who issues identities does not also
 * approve decisions (separation of duties), and an advisor is a maker.
 */
public enum Role {
    ADVISOR, REVIEWER, ADMINISTRATOR;

    /** The word on the wire, in the database and in the CLI: {@code advisor}, {@code reviewer}, {@code administrator}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The word a person reads: "Advisor", "Reviewer", "Administrator". */
    public String label() {
        return name().charAt(0) + name().substring(1).toLowerCase(Locale.ROOT);
    }

    /** True when this role may review a decision (only {@link #REVIEWER}). */
    public boolean reviews() {
        return this == REVIEWER;
    }

    /**
     * A role given now (CLI, API, profile): one of the three words, case and surrounding blanks ignored. Fails with a
     * sentence naming the choices otherwise.
     */
    public static Role parse(String s) {
        String w = s == null ? "" : s.strip().toLowerCase(Locale.ROOT);
        for (Role r : values()) {
            if (r.wireName().equals(w)) {
                return r;
            }
        }
        throw new IllegalArgumentException("The role must be advisor, reviewer or administrator, got '" + s + "'");
    }

    /** A stored role word, or null when absent or not one of the vocabulary (read leniently: the database may be older). */
    public static Role ofStored(String s) {
        try {
            return s == null || s.isBlank() ? null : parse(s);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * The role a free-text role of ADR 0135 (before this vocabulary) becomes; the same rule as migration
     * {@code V17_3__roles_and_mandates.sql}: text naming an administrator becomes administrator; text naming review,
     * compliance, a checker or a supervisor becomes reviewer; any other text, or none for a key that has a holder,
     * becomes advisor (the role that cannot review: a review right is never assumed). A key without a holder keeps no role.
     */
    public static Role fromLegacy(String holder, String legacyRole) {
        String t = legacyRole == null ? "" : legacyRole.toLowerCase(Locale.ROOT);
        if ((holder == null || holder.isBlank()) && t.isBlank()) {
            return null;
        }
        if (t.contains("admin")) {
            return ADMINISTRATOR;
        }
        if (t.contains("review") || t.contains("compliance") || t.contains("checker") || t.contains("supervis")) {
            return REVIEWER;
        }
        return ADVISOR;
    }
}
