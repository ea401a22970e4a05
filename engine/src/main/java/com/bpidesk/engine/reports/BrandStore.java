package com.bpidesk.engine.reports;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Row;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/** Saved brands (table {@code report_brands}), per organization, unique by name (saving a name again updates it). */
public final class BrandStore {
    private static final String COLS = "brand_id, name, firm_name, primary_color, accent_color, footer, logo, logo_media_type";
    private final Database db;
    private final Clock clock;

    public BrandStore(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    public Brand save(String org, Brand b) {
        return db.transaction(j -> {
            Optional<Long> existing = j.queryOne("SELECT brand_id FROM report_brands WHERE organization_id = ? AND name = ?",
                    r -> r.lng("brand_id"), org, b.name());
            long id;
            if (existing.isPresent()) {
                id = existing.get();
                j.update("UPDATE report_brands SET firm_name = ?, primary_color = ?, accent_color = ?, footer = ?, logo = ?,"
                                + " logo_media_type = ?, updated_at = ? WHERE brand_id = ?", b.firmName(), b.primaryColor(),
                        b.accentColor(), b.footer(), b.logo(), b.logoMediaType(), clock.instant(), id);
            } else {
                id = j.insert("INSERT INTO report_brands (organization_id, name, firm_name, primary_color, accent_color, footer,"
                                + " logo, logo_media_type, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?)", "brand_id", org,
                        b.name(), b.firmName(), b.primaryColor(), b.accentColor(), b.footer(), b.logo(), b.logoMediaType(),
                        clock.instant(), clock.instant());
            }
            return j.queryOne("SELECT " + COLS + " FROM report_brands WHERE brand_id = ?", BrandStore::map, id).orElseThrow();
        });
    }

    public Optional<Brand> get(String org, long id) {
        return db.queryOne("SELECT " + COLS + " FROM report_brands WHERE brand_id = ? AND organization_id = ?", BrandStore::map, id, org);
    }

    public List<Brand> list(String org) {
        return db.query("SELECT " + COLS + " FROM report_brands WHERE organization_id = ? ORDER BY name", BrandStore::map, org);
    }

    public boolean delete(String org, long id) {
        return db.update("DELETE FROM report_brands WHERE brand_id = ? AND organization_id = ?", id, org) > 0;
    }

    private static Brand map(Row r) throws SQLException {
        return new Brand(r.lng("brand_id"), r.str("name"), r.str("firm_name"), r.str("primary_color"), r.str("accent_color"),
                r.str("footer"), r.bytes("logo"), r.str("logo_media_type"));
    }
}
