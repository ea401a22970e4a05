package com.bpidesk.engine.assurance;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Row;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;

/** The firm policy rules of each organization (table {@code policy_rules}). */
public final class PolicyRules {

    private final Database db;
    private final Clock clock;

    public PolicyRules(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    public List<PolicyRule> list(String org) {
        return db.query("SELECT * FROM policy_rules WHERE organization_id = ? ORDER BY rule_id", PolicyRules::map, org);
    }

    public List<PolicyRule> enabled(String org) {
        return db.query("SELECT * FROM policy_rules WHERE organization_id = ? AND enabled = TRUE ORDER BY rule_id",
                PolicyRules::map, org);
    }

    public Optional<PolicyRule> get(String org, String ruleId) {
        return db.queryOne("SELECT * FROM policy_rules WHERE organization_id = ? AND rule_id = ?", PolicyRules::map, org, ruleId);
    }

    /** Creates or replaces a rule; returns it as stored. */
    public PolicyRule put(String org, String ruleId, PolicyRuleKind kind, String target, String description,
                          boolean enabled, String updatedBy) {
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        return db.transaction(j -> {
            int n = j.update("UPDATE policy_rules SET kind = ?, target = ?, description = ?, enabled = ?, updated_at = ?,"
                    + " updated_by = ? WHERE organization_id = ? AND rule_id = ?",
                    kind.wireName(), target, description, enabled, now, updatedBy, org, ruleId);
            if (n == 0) {
                j.update("INSERT INTO policy_rules (organization_id, rule_id, kind, target, description, enabled, updated_at,"
                        + " updated_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        org, ruleId, kind.wireName(), target, description, enabled, now, updatedBy);
            }
            return new PolicyRule(ruleId, kind, target, description, enabled, now, updatedBy);
        });
    }

    public boolean delete(String org, String ruleId) {
        return db.update("DELETE FROM policy_rules WHERE organization_id = ? AND rule_id = ?", org, ruleId) == 1;
    }

    private static PolicyRule map(Row r) throws SQLException {
        return new PolicyRule(r.str("rule_id"), PolicyRuleKind.parse(r.str("kind")), r.str("target"), r.str("description"),
                r.bool("enabled"), r.instant("updated_at"), r.str("updated_by"));
    }
}
