package com.bpidesk.engine.book;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Jdbc;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads and writes the clients' investment policies and their change log (migration V17_1, ADR 0241). Every method takes
 * the organization and filters on it.
 */
public final class PolicyStore {

    private final Database db;

    public PolicyStore(Database db) {
        this.db = db;
    }

    /** The client's recorded policy, empty when none is recorded. */
    public Optional<ClientPolicy> find(String org, String clientId) {
        return db.with(j -> j.queryOne("SELECT * FROM client_policies WHERE organization_id = ? AND client_id = ?",
                r -> new ClientPolicy(targets(j, org, clientId), r.dbl("max_position_weight"), held(j, org, clientId), r.str("source"),
                        r.instant("updated_at"), r.str("updated_by")), org, clientId));
    }

    private static List<ClientPolicy.Target> targets(Jdbc j, String org, String clientId) {
        List<ClientPolicy.Target> out = new ArrayList<>(j.query("SELECT * FROM client_policy_targets WHERE organization_id = ? "
                        + "AND client_id = ?", r -> new ClientPolicy.Target(r.str("asset_class"), r.dbl("target_weight"), r.dbl("band")),
                org, clientId));
        out.sort(java.util.Comparator.comparingInt(t -> ClientPolicy.ASSET_CLASSES.indexOf(t.assetClass())));
        return out;
    }

    private static List<String> held(Jdbc j, String org, String clientId) {
        return j.query("SELECT symbol FROM client_policy_held WHERE organization_id = ? AND client_id = ? ORDER BY symbol",
                r -> r.str("symbol"), org, clientId);
    }

    /** The client's change log, newest first. */
    public List<ClientPolicy.Change> changes(String org, String clientId) {
        return db.query("SELECT * FROM client_policy_changes WHERE organization_id = ? AND client_id = ? ORDER BY changed_at DESC, id DESC",
                r -> new ClientPolicy.Change(r.instant("changed_at"), r.str("changed_by"), r.str("changed_by_name"),
                        r.str("changed_by_role"), r.str("field"), r.str("old_value"), r.str("new_value")), org, clientId);
    }

    /** Stores the client's policy and appends its changes to the log, in one transaction. */
    public void save(String org, String clientId, ClientPolicy p, List<ClientPolicy.Change> changes) {
        db.transaction(j -> {
            delete(j, org, clientId);
            insert(j, org, clientId, p);
            List<Object[]> rows = new ArrayList<>();
            for (ClientPolicy.Change c : changes) {
                rows.add(new Object[] {org, clientId, c.changedAt(), c.changedBy(), c.changedByName(), c.changedByRole(), c.field(),
                        c.oldValue(), c.newValue()});
            }
            j.batch("INSERT INTO client_policy_changes (organization_id, client_id, changed_at, changed_by, changed_by_name, "
                    + "changed_by_role, field, old_value, new_value) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows);
            return null;
        });
    }

    /** Replaces every policy of the organization (and clears the change log): the demo book's seeding. */
    public void replaceAll(String org, Map<String, ClientPolicy> policies) {
        db.transaction(j -> {
            for (String t : List.of("client_policies", "client_policy_targets", "client_policy_held", "client_policy_changes")) {
                j.update("DELETE FROM " + t + " WHERE organization_id = ?", org);
            }
            policies.forEach((clientId, p) -> insert(j, org, clientId, p));
            return null;
        });
    }

    private static void delete(Jdbc j, String org, String clientId) {
        for (String t : List.of("client_policies", "client_policy_targets", "client_policy_held")) {
            j.update("DELETE FROM " + t + " WHERE organization_id = ? AND client_id = ?", org, clientId);
        }
    }

    private static void insert(Jdbc j, String org, String clientId, ClientPolicy p) {
        j.update("INSERT INTO client_policies (organization_id, client_id, max_position_weight, source, updated_at, updated_by) "
                + "VALUES (?, ?, ?, ?, ?, ?)", org, clientId, p.maxPositionWeight(), p.source(), p.updatedAt(), p.updatedBy());
        List<Object[]> rows = new ArrayList<>();
        p.targets().forEach(t -> rows.add(new Object[] {org, clientId, t.assetClass(), t.targetWeight(), t.band()}));
        j.batch("INSERT INTO client_policy_targets (organization_id, client_id, asset_class, target_weight, band) VALUES (?, ?, ?, ?, ?)", rows);
        rows.clear();
        p.heldSymbols().forEach(s -> rows.add(new Object[] {org, clientId, s}));
        j.batch("INSERT INTO client_policy_held (organization_id, client_id, symbol) VALUES (?, ?, ?)", rows);
    }
}
