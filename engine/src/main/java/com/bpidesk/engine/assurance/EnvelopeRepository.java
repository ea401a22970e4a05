package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopePage;
import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopeRecord;
import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopeSummary;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewStatus;
import com.bpidesk.engine.assurance.AssuranceRecords.ValidationState;
import com.bpidesk.engine.assurance.AssuranceRecords.VersionInfo;
import com.bpidesk.engine.assurance.AuditEvent.EventType;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Jdbc;
import com.bpidesk.engine.platform.db.Row;
import com.bpidesk.envelope.ActorOrAgent;
import com.bpidesk.envelope.ActorType;
import com.bpidesk.envelope.Disposition;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The stored envelopes of every organization, read side and rows: the review queue (filters, sort, counts by
 * disposition), one envelope with its versions and audit trail (re-validated and digest-checked on every read), and
 * the row mappers the review workflow and the chain verifier share. Every query is scoped to one organization.
 */
final class EnvelopeRepository {

    static final Map<String, String> SORTS = Map.of(
            "created_at", "created_at ASC", "-created_at", "created_at DESC",
            "updated_at", "updated_at ASC", "-updated_at", "updated_at DESC",
            "confidence", "confidence ASC", "-confidence", "confidence DESC",
            "disposition", "disposition ASC", "-disposition", "disposition DESC",
            "investor_id", "investor_id ASC", "-investor_id", "investor_id DESC");

    private final Database db;

    EnvelopeRepository(Database db) {
        this.db = db;
    }

    EnvelopePage list(String org, AssuranceService.Query q) {
        List<Object> params = new ArrayList<>();
        String common = where(org, q, params, false);
        long total = db.count("SELECT COUNT(*) FROM assurance_envelopes WHERE " + common, params.toArray());
        List<Object> pageParams = new ArrayList<>(params);
        pageParams.add(q.limit());
        pageParams.add(q.offset());
        String order = SORTS.getOrDefault(q.sort() == null ? "-created_at" : q.sort(), "created_at DESC");
        List<EnvelopeSummary> items = withProposerNames(org, db.query("SELECT * FROM assurance_envelopes WHERE " + common
                + " ORDER BY " + order + ", decision_id ASC LIMIT ? OFFSET ?", EnvelopeRepository::summary, pageParams.toArray()));
        List<Object> countParams = new ArrayList<>();
        String withoutDisposition = where(org, q, countParams, true);
        Map<String, Long> counts = new LinkedHashMap<>();
        for (Disposition d : Disposition.values()) {
            counts.put(d.name(), 0L);
        }
        db.query("SELECT disposition, COUNT(*) AS n FROM assurance_envelopes WHERE " + withoutDisposition
                + " GROUP BY disposition", r -> counts.put(r.str("disposition"), r.lng("n")), countParams.toArray());
        return new EnvelopePage(items, total, q.limit(), q.offset(), counts);
    }

    /**
     * The proposers' names, as the envelopes record them ({@code actor_or_agent.name} of the first version: the proposer
     * never changes), so the queue names people and agents instead of their ids; one query for the page. A row whose
     * envelope names nobody keeps its id only.
     */
    private List<EnvelopeSummary> withProposerNames(String org, List<EnvelopeSummary> page) {
        if (page.isEmpty()) {
            return page;
        }
        List<Object> params = new ArrayList<>();
        params.add(org);
        page.forEach(s -> params.add(s.decisionId()));
        Map<String, String> names = new java.util.HashMap<>();
        db.query("SELECT decision_id, envelope_json FROM envelope_versions WHERE organization_id = ? AND version = 1 AND decision_id IN ("
                + String.join(", ", java.util.Collections.nCopies(page.size(), "?")) + ")", r -> {
                    try {
                        String name = EnvelopeJson.MAPPER.readTree(r.str("envelope_json")).path("actor_or_agent").path("name").asText("");
                        if (!name.isBlank()) {
                            names.put(r.str("decision_id"), name);
                        }
                    } catch (IOException e) {
                        // an unreadable stored version is reported by verification; the queue shows the id
                    }
                    return null;
                }, params.toArray());
        List<EnvelopeSummary> out = new ArrayList<>(page.size());
        for (EnvelopeSummary s : page) {
            String name = names.get(s.decisionId());
            out.add(name == null ? s : new EnvelopeSummary(s.decisionId(), s.traceId(), s.investorId(),
                    new ActorOrAgent(s.actorOrAgent().type(), s.actorOrAgent().id(), name), s.proposedActionType(), s.disposition(),
                    s.confidence(), s.reviewStatus(), s.version(), s.digest(), s.createdAt(), s.updatedAt()));
        }
        return out;
    }

    private static String where(String org, AssuranceService.Query q, List<Object> params, boolean ignoreDisposition) {
        StringBuilder w = new StringBuilder("organization_id = ?");
        params.add(org);
        if (!ignoreDisposition && q.dispositions() != null && !q.dispositions().isEmpty()) {
            w.append(" AND disposition IN (").append(String.join(", ", q.dispositions().stream().map(d -> "?").toList())).append(')');
            params.addAll(q.dispositions().stream().map(Enum::name).toList());
        }
        if (q.reviewStatuses() != null && !q.reviewStatuses().isEmpty()) {
            w.append(" AND review_status IN (").append(String.join(", ", q.reviewStatuses().stream().map(d -> "?").toList())).append(')');
            params.addAll(q.reviewStatuses().stream().map(Enum::name).toList());
        }
        if (q.investorId() != null) {
            w.append(" AND investor_id = ?");
            params.add(q.investorId());
        }
        if (q.from() != null) {
            w.append(" AND created_at >= ?");
            params.add(q.from());
        }
        if (q.to() != null) {
            w.append(" AND created_at < ?");
            params.add(q.to());
        }
        return w.toString();
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
                    trailProblems(j, org, trail, versions), null, null));
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

    static EnvelopeSummary summary(Row r) throws SQLException {
        return new EnvelopeSummary(r.str("decision_id"), r.str("trace_id"), r.str("investor_id"),
                new ActorOrAgent("ai_agent".equals(r.str("actor_or_agent_type")) ? ActorType.AI_AGENT : ActorType.HUMAN_ACTOR,
                        r.str("actor_or_agent_id"), null),
                r.str("proposed_action_type"), Disposition.valueOf(r.str("disposition")), r.dblOrNull("confidence"),
                ReviewStatus.valueOf(r.str("review_status")), r.integer("current_version"), r.str("digest"),
                r.instant("created_at"), r.instant("updated_at"));
    }

    static AuditEvent event(Row r) throws SQLException {
        return new AuditEvent(r.str("organization_id"), r.lng("chain_index"), r.str("decision_id"), r.integer("envelope_version"),
                EventType.valueOf(r.str("event_type")), r.str("actor"), r.str("actor_name"), r.str("actor_role"), r.str("reason"), r.instant("occurred_at"),
                r.str("envelope_digest"), r.str("prev_hash"), r.str("event_hash"));
    }
}
