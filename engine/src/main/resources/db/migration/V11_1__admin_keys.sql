-- Issue 11 (ADR 0113): engine-wide state (data settings, online refresh, imported prices and macro series) is
-- changed only with an administrator key. The desktop's own keys (organization 'local') are administrators.
ALTER TABLE api_keys ADD COLUMN admin BOOLEAN DEFAULT FALSE NOT NULL;
UPDATE api_keys SET admin = TRUE WHERE organization_id = 'local';
