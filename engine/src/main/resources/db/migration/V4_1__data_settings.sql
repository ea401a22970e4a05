-- Data-source settings changed at run time (Settings screen, PUT /api/data/settings). A row overrides the
-- configuration key of the same name (data.mode, online.enabled, online.<provider>.enabled). See docs/market-data.md.
CREATE TABLE data_settings (
    setting_key   VARCHAR(64)  PRIMARY KEY,
    setting_value VARCHAR(200) NOT NULL,
    updated_at    TIMESTAMP WITH TIME ZONE NOT NULL
);
