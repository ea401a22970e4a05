package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.EnvelopeRepository.StoredVersion;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Jdbc;
import com.bpidesk.engine.platform.errors.DomainException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What an examiner's bundle holds (ADR 0245), read from the stored chain without changing it: the decisions the filter
 * picks, <em>every</em> version and audit event of each of them (the whole trail of a decision, even where the period
 * picks only some of its events, so each version has its event and each event its version), and the organization's
 * chain head. Events of other decisions are not included: where an included event follows one of them, its
 * {@code prev_hash} is an anchor, listed in {@code chain-heads.json} for the examiner to confirm with the firm.
 */
final class BundleContents {

    /**
     * At most this many decisions per bundle, so one download stays a few megabytes (a decision with three versions is
     * about 10 kB); a larger selection is refused with a request to narrow the filter.
     */
    static final int MAX_DECISIONS = 1000;

    /** Which decisions: all given criteria apply together; none at all means the whole organization (up to the cap). */
    record Filter(String clientId, Instant from, Instant to, List<String> decisionIds,
                  com.bpidesk.engine.platform.auth.ClientScope scope) {

        Filter {
            decisionIds = decisionIds == null ? List.of() : List.copyOf(decisionIds);
            scope = scope == null ? com.bpidesk.engine.platform.auth.ClientScope.ORGANIZATION : scope;
        }

        Filter(String clientId, Instant from, Instant to, List<String> decisionIds) {
            this(clientId, from, to, decisionIds, null);
        }

        /** The same criteria, only for decisions whose client is in {@code s} (need-to-know, ADR 0252). */
        Filter within(com.bpidesk.engine.platform.auth.ClientScope s) {
            return new Filter(clientId, from, to, decisionIds, s);
        }

        boolean wholeOrganization() {
            return clientId == null && from == null && to == null && decisionIds.isEmpty() && scope.whole();
        }
    }

    /** One decision of the bundle: its queue row and stored versions, oldest first. */
    record Decision(EnvelopeRepository.IndexRow row, List<StoredVersion> versions) {
    }

    /** The organization's chain head when the bundle was read. */
    record Head(long chainIndex, String headHash) {
    }

    record Contents(String organizationId, Filter filter, List<Decision> decisions, List<AuditEvent> events, Head head) {
    }

    private final Database db;

    BundleContents(Database db) {
        this.db = db;
    }

    /**
     * Reads the bundle's contents. Events are read before versions and the head: a review landing meanwhile adds a
     * version that is left out (only versions with an event in the bundle are kept) and moves the head past the
     * bundle's last event, which the verifier accepts; the bundle is a consistent, slightly older view.
     */
    Contents read(String org, Filter filter) {
        return db.with(j -> {
            List<Object> params = new ArrayList<>();
            String where = where(org, filter, params);
            List<EnvelopeRepository.IndexRow> rows = j.query("SELECT * FROM assurance_envelopes a WHERE " + where
                    + " ORDER BY a.created_at, a.decision_id LIMIT ?", EnvelopeRepository::indexRow, with(params, MAX_DECISIONS + 1));
            if (rows.size() > MAX_DECISIONS) {
                throw new DomainException(DomainException.Kind.UNPROCESSABLE, "This selection holds more than " + MAX_DECISIONS
                        + " decisions, the most one bundle carries. Choose a client, a shorter period or named decisions.");
            }
            if (rows.isEmpty()) {
                return new Contents(org, filter, List.of(), List.of(), head(j, org));
            }
            String selected = "decision_id IN (SELECT a.decision_id FROM assurance_envelopes a WHERE " + where + ")";
            List<AuditEvent> events = j.query("SELECT * FROM audit_events WHERE organization_id = ? AND " + selected
                    + " ORDER BY chain_index", EnvelopeRepository::event, prepend(org, params));
            Set<String> withEvent = new HashSet<>();
            events.forEach(e -> withEvent.add(e.decisionId() + "\u0000" + e.envelopeVersion()));
            Map<String, List<StoredVersion>> versions = new LinkedHashMap<>();
            j.query("SELECT * FROM envelope_versions WHERE organization_id = ? AND " + selected + " ORDER BY decision_id, version",
                    r -> {
                        StoredVersion v = EnvelopeRepository.storedVersion(r);
                        String id = r.str("decision_id");
                        if (withEvent.contains(id + "\u0000" + v.version())) {
                            versions.computeIfAbsent(id, k -> new ArrayList<>()).add(v);
                        }
                        return null;
                    }, prepend(org, params));
            List<Decision> decisions = rows.stream()
                    .map(r -> new Decision(r, versions.getOrDefault(r.decisionId(), List.of()))).toList();
            return new Contents(org, filter, decisions, events, head(j, org));
        });
    }

    private static Head head(Jdbc j, String org) {
        return j.queryOne("SELECT chain_index, head_hash FROM audit_chain_heads WHERE organization_id = ?",
                r -> new Head(r.lng("chain_index"), r.str("head_hash")), org).orElse(new Head(0, AuditEvent.GENESIS));
    }

    /** The selection: the organization, then each criterion given. A period picks decisions with an event inside it. */
    private static String where(String org, Filter f, List<Object> params) {
        StringBuilder w = new StringBuilder("a.organization_id = ?");
        params.add(org);
        if (f.clientId() != null) {
            w.append(" AND a.investor_id = ?");
            params.add(f.clientId());
        }
        var inScope = f.scope().clientCondition("a.investor_id", org);
        w.append(inScope.sql());
        params.addAll(inScope.params());
        if (!f.decisionIds().isEmpty()) {
            w.append(" AND a.decision_id IN (").append(String.join(", ", Collections.nCopies(f.decisionIds().size(), "?"))).append(')');
            params.addAll(f.decisionIds());
        }
        if (f.from() != null || f.to() != null) {
            w.append(" AND EXISTS (SELECT 1 FROM audit_events e WHERE e.organization_id = a.organization_id"
                    + " AND e.decision_id = a.decision_id");
            if (f.from() != null) {
                w.append(" AND e.occurred_at >= ?");
                params.add(f.from());
            }
            if (f.to() != null) {
                w.append(" AND e.occurred_at < ?");
                params.add(f.to());
            }
            w.append(')');
        }
        return w.toString();
    }

    private static Object[] with(List<Object> params, Object last) {
        List<Object> all = new ArrayList<>(params);
        all.add(last);
        return all.toArray();
    }

    private static Object[] prepend(Object first, List<Object> params) {
        List<Object> all = new ArrayList<>();
        all.add(first);
        all.addAll(params);
        return all.toArray();
    }
}
