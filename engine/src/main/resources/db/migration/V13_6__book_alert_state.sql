-- Issue 13 (ADR 0139): book alerts (C2) with a per-firm threshold and acknowledgements.
-- The firm's minimum severity shown in the book alerts (low, medium, high, critical); no row means 'medium'.
CREATE TABLE alert_settings (
    organization_id VARCHAR(64)  PRIMARY KEY,
    min_severity    VARCHAR(16)  NOT NULL,
    updated_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_by      VARCHAR(500) NOT NULL
);

-- An alert acknowledged by a person (who and when). The alert stays hidden while its severity is not higher than the
-- severity acknowledged; a worse alert shows again.
CREATE TABLE alert_acknowledgements (
    organization_id       VARCHAR(64)  NOT NULL,
    alert_id              VARCHAR(300) NOT NULL,
    severity              VARCHAR(16)  NOT NULL,
    acknowledged_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    acknowledged_by       VARCHAR(500) NOT NULL,
    acknowledged_by_name  VARCHAR(200),
    note                  VARCHAR(1000),
    PRIMARY KEY (organization_id, alert_id)
);
