package com.bpidesk.engine.assurance;

import java.time.Instant;

/**
 * A firm-level policy rule of one organization, kept in the database and editable through the API.
 * {@code target} is what the rule is about: an instrument, a sector, an action type, or a number
 * (a weight in [0, 1] or a notional amount), depending on {@code kind}.
 */
public record PolicyRule(String ruleId, PolicyRuleKind kind, String target, String description, boolean enabled,
                         Instant updatedAt, String updatedBy) {

    /** How the rule appears in an envelope's evidence: {@code policy_rule:<id>@<updated_at>}. */
    public String source() {
        return "policy_rule:" + ruleId + "@" + updatedAt;
    }
}
