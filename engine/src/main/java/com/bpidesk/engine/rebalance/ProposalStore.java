package com.bpidesk.engine.rebalance;

import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Row;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.UncheckedIOException;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Table {@code rebalance_proposals} (migration V17_8): each proposal as answered, with its status and decision. The
 * decision columns are the truth; the stored JSON keeps the proposal as it was made.
 */
final class ProposalStore {

    private final Database db;

    ProposalStore(Database db) {
        this.db = db;
    }

    void insert(String org, StoredProposal p) {
        db.update("INSERT INTO rebalance_proposals (organization_id, proposal_id, client_id, account_id, created_by, created_at,"
                        + " proposal_json, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                org, p.proposalId(), p.clientId(), p.accountId(), p.createdBy(), p.createdAt(), write(p), p.status());
    }

    List<StoredProposal> list(String org, String clientId) {
        return db.query("SELECT * FROM rebalance_proposals WHERE organization_id = ? AND client_id = ?"
                + " ORDER BY created_at DESC, proposal_id", ProposalStore::map, org, clientId);
    }

    Optional<StoredProposal> get(String org, String clientId, String proposalId) {
        return db.queryOne("SELECT * FROM rebalance_proposals WHERE organization_id = ? AND client_id = ? AND proposal_id = ?",
                ProposalStore::map, org, clientId, proposalId);
    }

    /** Moves a proposal from proposed to {@code status}; false when it was decided already (by this call's rival or before). */
    boolean decide(String org, String proposalId, String status, String by, Instant at) {
        return db.update("UPDATE rebalance_proposals SET status = ?, decided_by = ?, decided_at = ? WHERE organization_id = ?"
                + " AND proposal_id = ? AND status = ?", status, by, at, org, proposalId, StoredProposal.PROPOSED) == 1;
    }

    /** Undoes an acceptance whose review items could not be created, so that it can be accepted again. */
    void reopen(String org, String proposalId) {
        db.update("UPDATE rebalance_proposals SET status = ?, decided_by = NULL, decided_at = NULL WHERE organization_id = ?"
                + " AND proposal_id = ?", StoredProposal.PROPOSED, org, proposalId);
    }

    void envelopes(String org, String proposalId, List<String> decisionIds) {
        db.update("UPDATE rebalance_proposals SET envelope_ids = ? WHERE organization_id = ? AND proposal_id = ?",
                String.join(",", decisionIds), org, proposalId);
    }

    private static String write(StoredProposal p) {
        try {
            return Json.MAPPER.writeValueAsString(p);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static StoredProposal map(Row r) throws SQLException {
        StoredProposal p;
        try {
            p = Json.MAPPER.readValue(r.str("proposal_json"), StoredProposal.class);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
        String ids = r.str("envelope_ids");
        List<String> envelopes = ids == null || ids.isBlank() ? List.of() : Arrays.asList(ids.split(","));
        return p.decided(r.str("status"), r.str("decided_by"), r.instant("decided_at"), envelopes);
    }
}
