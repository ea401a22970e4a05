package com.bpidesk.engine.assurance;

import com.bpidesk.envelope.Jcs;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;

/**
 * One link of an organization's audit chain. {@code event_hash} is the SHA-256 of the RFC 8785 form of every
 * other field (including {@code prev_hash}, the previous event's hash, and {@code envelope_digest}, the digest of
 * the envelope version the event produced), so changing, removing or reordering any event or envelope version
 * breaks the chain. See {@link #computeHash}.
 *
 * <p>{@code actor} is the stable identity ({@code api_key:<key id>}, or an agent's id); {@code actor_name} and
 * {@code actor_role} are the key holder's name and role when the event was appended (ADR 0135). Both are hashed when
 * present, so events written before they existed keep their hashes.
 */
public record AuditEvent(String organizationId, long chainIndex, String decisionId, int envelopeVersion, EventType eventType,
                         String actor, String actorName, String actorRole, String reason, Instant occurredAt,
                         String envelopeDigest, String prevHash, String eventHash) {

    /** prev_hash of an organization's first event. */
    public static final String GENESIS = "0".repeat(64);

    public enum EventType { CREATED, APPROVED, DENIED, ESCALATED }

    /** SHA-256 over the RFC 8785 canonical JSON of the event's fields other than event_hash. */
    public String computeHash() {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("organization_id", organizationId);
        o.put("chain_index", chainIndex);
        o.put("decision_id", decisionId);
        o.put("envelope_version", envelopeVersion);
        o.put("event_type", eventType.name());
        o.put("actor", actor);
        if (actorName != null) {
            o.put("actor_name", actorName);
        }
        if (actorRole != null) {
            o.put("actor_role", actorRole);
        }
        if (reason != null) {
            o.put("reason", reason);
        }
        o.put("occurred_at", occurredAt.toString());
        o.put("envelope_digest", envelopeDigest);
        o.put("prev_hash", prevHash);
        return Jcs.sha256(o);
    }

    /** Who acted, in words: "Name (role)", the name alone, or the stable id when no name was recorded. */
    public String actorDisplay() {
        if (actorName == null || actorName.isBlank()) {
            return actor;
        }
        return actorRole == null || actorRole.isBlank() ? actorName : actorName + " (" + actorRole + ")";
    }

    /** This event with its hash computed. */
    public AuditEvent sealed() {
        return new AuditEvent(organizationId, chainIndex, decisionId, envelopeVersion, eventType, actor, actorName, actorRole,
                reason, occurredAt,
                envelopeDigest, prevHash, computeHash());
    }
}
