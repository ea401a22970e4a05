package com.bpidesk.engine.assurance;

/**
 * Who records an event in the audit trail (ADR 0135): {@code id} is stable ({@code api_key:<key id>} for a person's
 * key, an agent's id for an agent), {@code name} and {@code role} are the person's as their key records them (null for
 * an agent or a key without a holder). Maker-checker compares {@code id}s, and names against the envelope's proposer.
 */
public record Actor(String id, String name, String role) {

    public static Actor of(String id) {
        return new Actor(id, null, null);
    }

    /** The caller as the audit trail records them: the key (or persona), and its holder's name and role (ADR 0135, 0243). */
    public static Actor of(com.bpidesk.engine.platform.auth.Caller c) {
        return new Actor(c.actorId(), c.holderName(), c.holderRole());
    }

    /** "Name (role)", the name alone, or the id when no name is known. */
    public String display() {
        if (name == null || name.isBlank()) {
            return id;
        }
        return role == null || role.isBlank() ? name : name + " (" + role + ")";
    }
}
