-- Issue 26 (ADR 0244): the compliance queue's assignment and deadlines, and the checks' findings kept with each envelope.
-- Who reviews an envelope and, when set by hand, by when. No row: nobody is assigned and the due date follows from the
-- firm's review deadline (review_settings) counted in business days from the envelope's creation.
CREATE TABLE review_assignments (
    organization_id VARCHAR(64)  NOT NULL,
    decision_id     VARCHAR(500) NOT NULL,
    assignee        VARCHAR(200),
    due_on          DATE,
    assigned_by     VARCHAR(500) NOT NULL,
    assigned_at     TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (organization_id, decision_id)
);

-- The firm's review deadline in business days (Monday to Friday); no row means 5.
CREATE TABLE review_settings (
    organization_id VARCHAR(64)  PRIMARY KEY,
    review_days     INTEGER      NOT NULL,
    updated_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_by      VARCHAR(500) NOT NULL
);

-- The evaluator's findings for an envelope it issued (JSON list of findings with their figures), so the checks can be
-- written as sentences for reviewers and examiners. Envelopes submitted whole have none.
CREATE TABLE envelope_findings (
    organization_id VARCHAR(64)  NOT NULL,
    decision_id     VARCHAR(500) NOT NULL,
    findings_json   TEXT         NOT NULL,
    PRIMARY KEY (organization_id, decision_id)
);
