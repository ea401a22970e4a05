-- Issue 13 (ADR 0135): every review is recorded under the caller's identity, not free text typed per review.
-- An API key has a holder (the person it was issued to, with their role), recorded when the key is created; the
-- desktop app's own key takes the holder from the desktop user's profile. Each audit event keeps the actor's name
-- and role as they were when the event was appended (the actor column keeps the key, "api_key:<key id>").
ALTER TABLE api_keys ADD COLUMN holder VARCHAR(200);
ALTER TABLE api_keys ADD COLUMN holder_role VARCHAR(200);
ALTER TABLE audit_events ADD COLUMN actor_name VARCHAR(200);
ALTER TABLE audit_events ADD COLUMN actor_role VARCHAR(200);
