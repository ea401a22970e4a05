package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.AuditEvent.EventType;
import com.bpidesk.engine.platform.db.DataAccessException;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Jdbc;
import java.time.Instant;

/**
 * The organization's audit hash chain, write side: the chain head row (created once per organization) and appending
 * one sealed event while holding the head's row lock until the transaction commits, so concurrent writers serialise.
 */
final class AuditChain {

    private AuditChain() {
    }

    /** Creates the organization's chain head (index 0, the genesis hash) unless it exists. */
    static void ensureHead(Database db, String org) {
        try {
            db.update("INSERT INTO audit_chain_heads (organization_id, chain_index, head_hash) SELECT ?, 0, ?"
                    + " WHERE NOT EXISTS (SELECT 1 FROM audit_chain_heads WHERE organization_id = ?)", org, AuditEvent.GENESIS, org);
        } catch (DataAccessException e) {
            if (!e.isUniqueViolation()) {
                throw e;
            }
        }
    }

    /** Appends one event to the organization's chain, holding the chain head's row lock until commit. */
    static AuditEvent append(Jdbc j, String org, String decisionId, int version, EventType type, Actor actor,
                                     String reason, String digest, Instant at) {
        String[] head = j.queryOne("SELECT chain_index, head_hash FROM audit_chain_heads WHERE organization_id = ? FOR UPDATE",
                r -> new String[] {Long.toString(r.lng("chain_index")), r.str("head_hash")}, org)
                .orElseThrow(() -> new IllegalStateException("No chain head for " + org));
        long index = Long.parseLong(head[0]) + 1;
        AuditEvent e = new AuditEvent(org, index, decisionId, version, type, actor.id(), actor.name(), actor.role(), reason, at,
                digest, head[1], null).sealed();
        j.update("INSERT INTO audit_events (organization_id, chain_index, decision_id, envelope_version, event_type, actor,"
                        + " actor_name, actor_role, reason, occurred_at, envelope_digest, prev_hash, event_hash)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                org, index, decisionId, version, type, actor.id(), actor.name(), actor.role(), reason, at, digest, e.prevHash(),
                e.eventHash());
        j.update("UPDATE audit_chain_heads SET chain_index = ?, head_hash = ? WHERE organization_id = ?", index, e.eventHash(), org);
        return e;
    }

}
