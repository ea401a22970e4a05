-- Issue 30: what an import said about a symbol's prices, kept so that every analysis on them can say it again.
-- source: the price source the notes belong to ('imported:yahoo', ...); notes of an older source are ignored once the
-- symbol's bars come from another one. currency_basis: how the instruments.currency of the symbol was known, in words
-- ('stated at import', 'exchange suffix .DE (Xetra)', 'reference data', 'unknown'). warnings: the import's warnings,
-- one per line (e.g. "... probably not dividend-adjusted ..."). Portable SQL (H2 in PostgreSQL mode and PostgreSQL).
CREATE TABLE price_import_notes (
    symbol         VARCHAR(24)  PRIMARY KEY,
    source         VARCHAR(40)  NOT NULL,
    currency_basis VARCHAR(120) NOT NULL,
    warnings       TEXT         NOT NULL,
    imported_at    TIMESTAMP WITH TIME ZONE NOT NULL
);
