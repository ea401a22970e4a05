package com.bpidesk.engine.signals;

import com.bpidesk.engine.platform.db.Database;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.Map;

/**
 * What a firm decided about its book alerts (ADR 0139): the minimum severity shown ({@code alert_settings}, default
 * {@link #DEFAULT_MIN_SEVERITY}) and the acknowledged alerts with who and when ({@code alert_acknowledgements}).
 */
public final class AlertState {

    public static final String DEFAULT_MIN_SEVERITY = "medium";

    /** A firm's threshold. */
    public record Settings(String minSeverity, Instant updatedAt, String updatedBy) {
    }

    /** One acknowledgement: the alert's severity when acknowledged, who (key and name) and when, and a note. */
    public record Acknowledgement(String alertId, String severity, Instant acknowledgedAt, String acknowledgedBy,
                                  String acknowledgedByName, String note) {
    }

    private final Database db;
    private final Clock clock;

    public AlertState(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    public Settings settings(String org) {
        return db.queryOne("SELECT * FROM alert_settings WHERE organization_id = ?",
                r -> new Settings(r.str("min_severity"), r.instant("updated_at"), r.str("updated_by")), org)
                .orElse(new Settings(DEFAULT_MIN_SEVERITY, null, null));
    }

    public Settings putSettings(String org, String minSeverity, String by) {
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        db.transaction(j -> {
            if (j.update("UPDATE alert_settings SET min_severity = ?, updated_at = ?, updated_by = ? WHERE organization_id = ?",
                    minSeverity, now, by, org) == 0) {
                j.update("INSERT INTO alert_settings (organization_id, min_severity, updated_at, updated_by) VALUES (?, ?, ?, ?)",
                        org, minSeverity, now, by);
            }
            return null;
        });
        return new Settings(minSeverity, now, by);
    }

    public Map<String, Acknowledgement> acknowledgements(String org) {
        Map<String, Acknowledgement> out = new HashMap<>();
        db.query("SELECT * FROM alert_acknowledgements WHERE organization_id = ?", r -> out.put(r.str("alert_id"),
                new Acknowledgement(r.str("alert_id"), r.str("severity"), r.instant("acknowledged_at"), r.str("acknowledged_by"),
                        r.str("acknowledged_by_name"), r.str("note"))), org);
        return out;
    }

    /** Records (or renews) an acknowledgement of the alert at its current severity. */
    public Acknowledgement acknowledge(String org, String alertId, String severity, String by, String byName, String note) {
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        db.transaction(j -> {
            j.update("DELETE FROM alert_acknowledgements WHERE organization_id = ? AND alert_id = ?", org, alertId);
            j.update("INSERT INTO alert_acknowledgements (organization_id, alert_id, severity, acknowledged_at, acknowledged_by,"
                    + " acknowledged_by_name, note) VALUES (?, ?, ?, ?, ?, ?, ?)", org, alertId, severity, now, by, byName, note);
            return null;
        });
        return new Acknowledgement(alertId, severity, now, by, byName, note);
    }
}
