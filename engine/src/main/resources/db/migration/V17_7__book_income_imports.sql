-- Issue 25 ("The client file"): dividends and interest of a broker export imported into a client's account are stored as
-- the account's income (ClientImports, ADR 0242, docs/client-file-import.md), as trades and cash flows are (V17_2).
-- external_id: the broker's own id of the row (the fingerprint of its order number), when the file gives one; import_id:
-- the import that added the income (NULL: loaded with the book), so that undoing an import removes exactly what it added.
-- symbol: an instrument a broker names only by ISIN or by name is kept under that identity, as for trades (V12_1).
ALTER TABLE book_income ADD COLUMN external_id VARCHAR(64);
ALTER TABLE book_income ADD COLUMN import_id BIGINT;
ALTER TABLE book_income ALTER COLUMN symbol SET DATA TYPE VARCHAR(128);
CREATE INDEX book_income_import ON book_income (organization_id, import_id);
