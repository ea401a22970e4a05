-- Firm-level policy rules applied by the envelope evaluation (docs/envelope.md, "Policy rules").
-- Editable through PUT/DELETE /api/assurance/policy-rules/{rule_id}; scoped to the organization.
CREATE TABLE policy_rules (
    organization_id VARCHAR(64)   NOT NULL,
    rule_id         VARCHAR(64)   NOT NULL,
    kind            VARCHAR(32)   NOT NULL,
    target          VARCHAR(500),
    description     VARCHAR(1000) NOT NULL,
    enabled         BOOLEAN       NOT NULL,
    updated_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_by      VARCHAR(64)   NOT NULL,
    PRIMARY KEY (organization_id, rule_id)
);
