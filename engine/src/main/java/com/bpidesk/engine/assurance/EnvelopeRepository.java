package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopeRecord;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewStatus;
import com.bpidesk.engine.assurance.AssuranceRecords.ValidationState;
import com.bpidesk.engine.assurance.AssuranceRecords.VersionInfo;
import com.bpidesk.engine.assurance.AuditEvent.EventType;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Jdbc;
import com.bpidesk.engine.platform.db.Row;
import com.bpidesk.envelope.Envelope;
import com.bpidesk.envelope.EnvelopeJson;
import com.bpidesk.envelope.Envelopes;
import com.bpidesk.envelope.Jcs;
import com.bpidesk.envelope.ValidationReport;
import com.bpidesk.envelope.Violation;
import java.io.IOException;
import java.sql.SQLException;
import java.util.Locale;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The stored envelopes of every organization, read side and rows: one envelope with its versions and audit trail (re-validated and digest-checked on every read), and
 * the row mappers the review workflow and the chain verifier share. Every query is scoped to one organization.
 */
final class EnvelopeRepository {

    private final Database db;

    EnvelopeRepository(Database db) {
        this.db = db;
    }

    Optional<EnvelopeRecord> get(String org, String decisionId) {
        return db.with(j -> {
            Optional<IndexRow> row = j.queryOne("SELECT * FROM assurance_envelopes WHERE organization_id = ? AND decision_id = ?",
                    EnvelopeRepository::indexRow, org, decisionId);
            if (row.isEmpty()) {
                return Optional.<EnvelopeRecord>empty();
            }
            IndexRow ix = row.get();
            List<StoredVersion> versions = versions(j, org, decisionId);
            List<AuditEvent> trail = j.query("SELECT * FROM audit_events WHERE organization_id = ? AND decision_id = ?"
                    + " ORDER BY chain_index", EnvelopeRepository::event, org, decisionId);
            StoredVersion current = versions.stream().filter(v -> v.version == ix.version).findFirst().orElse(null);
            Envelope envelope = null;
            ValidationState validation;
            boolean digestVerified = false;
            if (current == null) {
                validation = new ValidationState(false, List.of(new Violation("", "json", "The current version is missing.")));
            } else {
                ValidationReport report = Envelopes.validator().validate(current.json);
                validation = new ValidationState(report.valid(), report.violations());
                if (report.valid()) {
                    envelope = Envelopes.parse(current.json);
                }
                String recomputed = recomputeDigest(current.json);
                AuditEvent last = trail.isEmpty() ? null : trail.get(trail.size() - 1);
                digestVerified = recomputed != null && recomputed.equals(current.digest) && recomputed.equals(ix.digest)
                        && last != null && recomputed.equals(last.envelopeDigest());
            }
            return Optional.of(new EnvelopeRecord(decisionId, ix.reviewStatus, ix.version, ix.digest, digestVerified, validation,
                    envelope, versions.stream().map(v -> new VersionInfo(v.version, v.digest, v.createdAt)).toList(), trail,
                    ix.createdAt, ix.updatedAt, trailProblems(j, org, trail, versions).isEmpty(),
                    trailProblems(j, org, trail, versions), null, null, null));
        });
    }

    /**
     * What is wrong with one decision's trail, in words (empty when nothing): each event must hash to its own content,
     * its prev_hash must be the hash of the organization's event just before it, and the envelope version it names must
     * hash to the digest it records. The whole chain is checked by {@link #verify}.
     */
    static List<String> trailProblems(Jdbc j, String org, List<AuditEvent> trail, List<StoredVersion> versions) {
        List<String> problems = new ArrayList<>();
        for (AuditEvent e : trail) {
            String where = "Event " + e.chainIndex() + " (" + e.eventType().name().toLowerCase(Locale.ROOT) + ")";
            if (!e.computeHash().equals(e.eventHash())) {
                problems.add(where + " was changed after it was recorded: its content no longer matches its hash.");
            }
            String expectedPrev = e.chainIndex() == 1 ? AuditEvent.GENESIS
                    : j.queryOne("SELECT event_hash FROM audit_events WHERE organization_id = ? AND chain_index = ?",
                            r -> r.str("event_hash"), org, e.chainIndex() - 1).orElse(null);
            if (!e.prevHash().equals(expectedPrev)) {
                problems.add(where + " does not link to the event recorded before it: events were removed or changed.");
            }
            StoredVersion sv = versions.stream().filter(v -> v.version == e.envelopeVersion()).findFirst().orElse(null);
            if (sv == null) {
                problems.add(where + " names envelope version " + e.envelopeVersion() + ", which is missing.");
            } else if (!e.envelopeDigest().equals(recomputeDigest(sv.json))) {
                problems.add(where + ": envelope version " + e.envelopeVersion() + " no longer matches the digest recorded.");
            }
        }
        return problems;
    }


    static String recomputeDigest(String json) {
        try {
            return Jcs.sha256(EnvelopeJson.MAPPER.readTree(json));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    record IndexRow(String decisionId, String investorId, String disposition, ReviewStatus reviewStatus, int version,
                            String digest, Instant createdAt, Instant updatedAt) {
    }

    record StoredVersion(int version, String json, String digest, Instant createdAt) {
    }

    static List<StoredVersion> versions(Jdbc j, String org, String decisionId) {
        return j.query("SELECT * FROM envelope_versions WHERE organization_id = ? AND decision_id = ? ORDER BY version",
                EnvelopeRepository::storedVersion, org, decisionId);
    }

    static StoredVersion storedVersion(Row r) throws SQLException {
        return new StoredVersion(r.integer("version"), r.str("envelope_json"), r.str("digest"), r.instant("created_at"));
    }

    static IndexRow indexRow(Row r) throws SQLException {
        return new IndexRow(r.str("decision_id"), r.str("investor_id"), r.str("disposition"),
                ReviewStatus.valueOf(r.str("review_status")), r.integer("current_version"), r.str("digest"),
                r.instant("created_at"), r.instant("updated_at"));
    }

    static AuditEvent event(Row r) throws SQLException {
        return new AuditEvent(r.str("organization_id"), r.lng("chain_index"), r.str("decision_id"), r.integer("envelope_version"),
                EventType.valueOf(r.str("event_type")), r.str("actor"), r.str("actor_name"), r.str("actor_role"), r.str("reason"), r.instant("occurred_at"),
                r.str("envelope_digest"), r.str("prev_hash"), r.str("event_hash"));
    }
}
