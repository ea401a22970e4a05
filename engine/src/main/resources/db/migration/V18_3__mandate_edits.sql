-- Issue 26 leftovers (ADR 0258): a client's mandate is editable by API and CLI; each stored mandate names who set it
-- last (a person's name, else the API key; NULL for the demo book's mandates). data_source gains 'advisor' (edited).
ALTER TABLE client_mandates ADD COLUMN updated_by VARCHAR(200);
