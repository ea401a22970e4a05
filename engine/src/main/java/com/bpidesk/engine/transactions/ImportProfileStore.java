package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Row;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Saved import profiles (table {@code import_profiles}), per organization, unique by header signature (saving again updates). */
public final class ImportProfileStore {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String COLS = "profile_id, name, header_signature, mapping_json, updated_at";

    private final Database db;
    private final Clock clock;

    public ImportProfileStore(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    /** The stored part of a profile. */
    private record Stored(List<String> header, Map<String, String> columns, String dateOrder, String decimal, String sideRule,
                          Map<String, String> kindRules, Integer headerLine, String sheet) {
    }

    public ImportProfile save(String org, ImportProfile p) {
        String json;
        try {
            json = JSON.writeValueAsString(new Stored(p.header(), p.columns(), p.dateOrder(), p.decimal(), p.sideRule(), p.kindRules(),
                    p.headerLine(), p.sheet()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        return db.transaction(j -> {
            Optional<Long> existing = j.queryOne("SELECT profile_id FROM import_profiles WHERE organization_id = ? AND header_signature = ?",
                    r -> r.lng("profile_id"), org, p.headerSignature());
            long id;
            if (existing.isPresent()) {
                id = existing.get();
                j.update("UPDATE import_profiles SET name = ?, mapping_json = ?, updated_at = ? WHERE profile_id = ?", p.name(), json,
                        clock.instant(), id);
            } else {
                id = j.insert("INSERT INTO import_profiles (organization_id, name, header_signature, mapping_json, created_at, updated_at)"
                        + " VALUES (?,?,?,?,?,?)", "profile_id", org, p.name(), p.headerSignature(), json, clock.instant(), clock.instant());
            }
            return j.queryOne("SELECT " + COLS + " FROM import_profiles WHERE profile_id = ?", ImportProfileStore::map, id).orElseThrow();
        });
    }

    public List<ImportProfile> list(String org) {
        return db.query("SELECT " + COLS + " FROM import_profiles WHERE organization_id = ? ORDER BY name", ImportProfileStore::map, org);
    }

    public Optional<ImportProfile> bySignature(String org, String signature) {
        return db.queryOne("SELECT " + COLS + " FROM import_profiles WHERE organization_id = ? AND header_signature = ?",
                ImportProfileStore::map, org, signature);
    }

    public boolean delete(String org, long id) {
        return db.update("DELETE FROM import_profiles WHERE profile_id = ? AND organization_id = ?", id, org) > 0;
    }

    private static ImportProfile map(Row r) throws SQLException {
        Stored s;
        try {
            s = JSON.readValue(r.str("mapping_json"), Stored.class);
        } catch (JsonProcessingException e) {
            throw new SQLException("unreadable mapping_json", e);
        }
        return new ImportProfile(r.lng("profile_id"), r.str("name"), r.str("header_signature"), s.header(), s.columns(), s.dateOrder(),
                s.decimal(), s.sideRule(), s.kindRules(), s.headerLine(), r.instant("updated_at"), s.sheet());
    }
}
