-- Test-only migration (DatabaseMigrationTest): stands for "a newer release adds a migration".
CREATE TABLE upgrade_probe (
    probe_id BIGINT PRIMARY KEY,
    note     VARCHAR(40) NOT NULL
);
INSERT INTO upgrade_probe (probe_id, note) VALUES (1, 'migrated');
