package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.AssuranceRecords.ChainProblem;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewStatus;
import com.bpidesk.engine.assurance.AssuranceRecords.VerificationReport;
import com.bpidesk.engine.assurance.AuditEvent.EventType;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.envelope.EnvelopeJson;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Recomputes an organization's audit chain and stored envelope versions and lists every difference (ADR 0036). */
final class ChainVerifier {

    private final Database db;

    ChainVerifier(Database db) {
        this.db = db;
    }

    /**
     * Recomputes the organization's chain and every stored version: each event's hash, the links between
     * events, each version's digest against its text and its event, and the queue projection (status, version,
     * digest) against the events. Any difference is a problem; {@code valid} is true when there is none.
     * Removing the newest events is detected against the chain head; removing them and rewriting the head too
     * needs an external copy of {@code head_hash} (see docs/envelope.md).
     */
    VerificationReport verify(String org) {
        return db.with(j -> {
            List<ChainProblem> problems = new ArrayList<>();
            List<AuditEvent> events = j.query("SELECT * FROM audit_events WHERE organization_id = ? ORDER BY chain_index",
                    EnvelopeRepository::event, org);
            Map<String, EnvelopeRepository.StoredVersion> versions = new HashMap<>();
            j.query("SELECT * FROM envelope_versions WHERE organization_id = ?", r -> {
                EnvelopeRepository.StoredVersion sv = EnvelopeRepository.storedVersion(r);
                versions.put(r.str("decision_id") + "\u0000" + sv.version(), sv);
                return null;
            }, org);
            String prev = AuditEvent.GENESIS;
            long expectedIndex = 1;
            Map<String, AuditEvent> lastByDecision = new LinkedHashMap<>();
            Map<String, Integer> seenVersions = new HashMap<>();
            for (AuditEvent e : events) {
                if (e.chainIndex() != expectedIndex) {
                    problems.add(new ChainProblem(e.chainIndex(), e.decisionId(), "expected chain_index " + expectedIndex
                            + ": events are missing or reordered"));
                    expectedIndex = e.chainIndex();
                }
                expectedIndex++;
                if (!prev.equals(e.prevHash())) {
                    problems.add(new ChainProblem(e.chainIndex(), e.decisionId(), "prev_hash does not match the previous event's hash"));
                }
                if (!e.computeHash().equals(e.eventHash())) {
                    problems.add(new ChainProblem(e.chainIndex(), e.decisionId(), "event_hash does not match the event's content"));
                }
                prev = e.eventHash();
                String key = e.decisionId() + "\u0000" + e.envelopeVersion();
                EnvelopeRepository.StoredVersion sv = versions.get(key);
                if (sv == null) {
                    problems.add(new ChainProblem(e.chainIndex(), e.decisionId(), "envelope version " + e.envelopeVersion() + " is missing"));
                } else {
                    String recomputed = EnvelopeRepository.recomputeDigest(sv.json());
                    if (!Objects.equals(recomputed, sv.digest()) || !sv.digest().equals(e.envelopeDigest())) {
                        problems.add(new ChainProblem(e.chainIndex(), e.decisionId(), "envelope version " + e.envelopeVersion()
                                + " does not hash to the digest recorded in the chain"));
                    }
                }
                if (seenVersions.put(key, 1) != null) {
                    problems.add(new ChainProblem(e.chainIndex(), e.decisionId(), "two events claim envelope version " + e.envelopeVersion()));
                }
                lastByDecision.put(e.decisionId(), e);
            }
            for (String key : versions.keySet()) {
                if (!seenVersions.containsKey(key)) {
                    String[] parts = key.split("\u0000");
                    problems.add(new ChainProblem(null, parts[0], "envelope version " + parts[1] + " has no audit event"));
                }
            }
            List<EnvelopeRepository.IndexRow> index = j.query("SELECT * FROM assurance_envelopes WHERE organization_id = ?", EnvelopeRepository::indexRow, org);
            for (EnvelopeRepository.IndexRow ix : index) {
                AuditEvent last = lastByDecision.remove(ix.decisionId());
                if (last == null) {
                    problems.add(new ChainProblem(null, ix.decisionId(), "the envelope has no audit events"));
                    continue;
                }
                ReviewStatus derived = last.eventType() == EventType.CREATED ? ReviewStatus.PENDING : ReviewStatus.valueOf(last.eventType().name());
                if (ix.reviewStatus() != derived || ix.version() != last.envelopeVersion() || !ix.digest().equals(last.envelopeDigest())) {
                    problems.add(new ChainProblem(last.chainIndex(), ix.decisionId(), "the queue entry (status " + ix.reviewStatus()
                            + ", version " + ix.version() + ") disagrees with the audit chain (status " + derived + ", version "
                            + last.envelopeVersion() + ")"));
                }
                EnvelopeRepository.StoredVersion sv = versions.get(ix.decisionId() + "\u0000" + ix.version());
                if (sv != null) {
                    try {
                        JsonNode tree = EnvelopeJson.MAPPER.readTree(sv.json());
                        if (!ix.disposition().equals(tree.path("disposition").asText()) || !ix.investorId().equals(tree.path("investor_id").asText())) {
                            problems.add(new ChainProblem(last.chainIndex(), ix.decisionId(), "the queue entry's disposition or investor"
                                    + " disagrees with the stored envelope"));
                        }
                    } catch (IOException ex) {
                        problems.add(new ChainProblem(last.chainIndex(), ix.decisionId(), "the stored envelope is not JSON"));
                    }
                }
            }
            lastByDecision.keySet().forEach(id -> problems.add(new ChainProblem(null, id, "audit events exist for an envelope"
                    + " that is missing from the queue")));
            Optional<String[]> head = j.queryOne("SELECT chain_index, head_hash FROM audit_chain_heads WHERE organization_id = ?",
                    r -> new String[] {Long.toString(r.lng("chain_index")), r.str("head_hash")}, org);
            long headIndex = head.map(h -> Long.parseLong(h[0])).orElse(0L);
            String headHash = head.map(h -> h[1]).orElse(AuditEvent.GENESIS);
            if (headIndex != events.size() || !headHash.equals(prev)) {
                problems.add(new ChainProblem(headIndex, null, "the chain head (index " + headIndex + ") does not match the last"
                        + " event (index " + events.size() + "): events were removed or added"));
            }
            return new VerificationReport(org, problems.isEmpty(), events.size(), index.size(), prev, problems);
        });
    }
}
