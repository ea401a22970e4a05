package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.BundleContents.Contents;
import com.bpidesk.engine.assurance.BundleContents.Decision;
import com.bpidesk.engine.assurance.EnvelopeRepository.StoredVersion;
import com.bpidesk.envelope.EnvelopeJson;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.IOException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * The README.txt of an examiner's bundle (ADR 0245): what the bundle holds, a summary of each decision by client name
 * (the id only when the client book has no name), and how to verify it step by step with {@code sha256sum} and
 * {@code python3 verify_bundle.py .}, in plain English for a reader who has never seen BPI Desk.
 */
final class BundleReadme {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("d MMMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private BundleReadme() {
    }

    static String text(Contents c, ExaminerBundle.Provenance p) {
        StringBuilder s = new StringBuilder();
        s.append("EXAMINER'S BUNDLE: BPI DESK DECISION RECORDS\n============================================\n\n");
        s.append("Organization:  ").append(c.organizationId()).append('\n');
        s.append("Generated:     ").append(WHEN.format(p.generatedAt())).append(" by ").append(p.generatedBy().display()).append('\n');
        s.append("Selection:     ").append(selection(c.filter(), p)).append('\n');
        s.append("Contents:      ").append(c.decisions().size()).append(" decision(s), ")
                .append(c.decisions().stream().mapToInt(d -> d.versions().size()).sum()).append(" envelope version(s), ")
                .append(c.events().size()).append(" audit event(s)\n\n");
        s.append(wrap(ExaminerBundle.NOTICE)).append("\n\n");

        s.append("SUMMARY\n-------\n");
        if (c.decisions().isEmpty()) {
            s.append("No decision matches this selection.\n");
        }
        int n = 1;
        for (Decision d : c.decisions()) {
            s.append(summary(n++, d, c.events(), p)).append('\n');
        }

        s.append("""

                WHAT IS IN THIS BUNDLE
                ----------------------
                envelopes/<decision>/v<N>.json  Each version of each decision envelope, exactly as stored: the RFC 8785
                                                canonical JSON text. Version 1 is the proposal as submitted; each review
                                                adds a version with the reviewer's decision (human_approval).
                events.jsonl                    The audit events of these decisions, one per line, in the order they
                                                were recorded (chain_index): who did what, when, why (reason), the
                                                envelope_digest of the version it produced, prev_hash and event_hash.
                chain-heads.json                The organization's latest event (its head) when the bundle was made,
                                                each decision's last event, and the anchors (see step 4).
                manifest.json                   The selection, who made the bundle and when, and the SHA-256 of every file.
                SHA256SUMS                      The SHA-256 of every file, in the format sha256sum reads.
                verify_bundle.py                A verifier that needs only a standard Python 3 (no extra packages).

                HOW TO VERIFY, STEP BY STEP
                ---------------------------
                Step 1. Unzip the bundle into an empty folder and open a terminal in that folder.

                Step 2. Check that no file was changed since the bundle was made:
                            sha256sum -c SHA256SUMS
                        Every line must end in "OK". (On macOS: shasum -a 256 -c SHA256SUMS.)

                Step 3. Check every envelope and audit event:
                            python3 verify_bundle.py .
                        It prints "OK: ..." and exits with status 0 when everything checks. Otherwise it prints
                        "NOT VERIFIED" and one line per problem, naming the file (envelopes/<decision>/v<N>.json) or
                        the event (event <chain_index>), and exits with status 1. It checks that:
                        a. each envelope file is in canonical form and its SHA-256 is the envelope_digest its audit
                           event records (so the envelope is the one the event sealed);
                        b. each event's event_hash is the SHA-256 of the RFC 8785 canonical JSON of the event's other
                           fields (so no field was changed);
                        c. each event's prev_hash is the event_hash of the event recorded just before it (so no event
                           was removed, inserted or reordered), and the first event of the chain links to 64 zeros;
                        d. every version has exactly one event, every event names a version in the bundle, and each
                           decision's versions run 1, 2, ... in the order their events were recorded;
                        e. chain-heads.json agrees with the last events.

                Step 4. Tie the bundle to the firm's records. The organization keeps one chain for all its
                        decisions, so an event in this bundle may follow an event of a decision that is not in it.
                        Such an event's prev_hash is an "anchor": chain-heads.json lists each one, and the verifier
                        prints how many there are. Ask the firm to confirm the anchors and the head_hash in
                        chain-heads.json against its own chain (its "assurance verify" check prints the current head).
                        A bundle of the whole organization has no anchors: its chain starts at the first event.

                CHECKING ONE RECORD BY HAND
                ---------------------------
                An envelope:  sha256sum envelopes/<decision>/v1.json
                              The result equals the "envelope_digest" of the line in events.jsonl with that
                              decision_id and "envelope_version":1.
                An event:     remove the "event_hash" member from its line in events.jsonl, write the rest in RFC 8785
                              canonical form (members sorted, no spaces; the lines already are), and take the SHA-256
                              of the UTF-8 bytes: it equals the event_hash removed.

                LIMITS
                ------
                The bundle proves that its files agree with each other and with the hashes they record. Someone
                able to rewrite the firm's whole chain consistently could produce a bundle that also agrees with
                itself; comparing the head_hash and the anchors with a copy kept elsewhere (step 4) closes that gap.
                """);
        return s.toString();
    }

    private static String selection(BundleContents.Filter f, ExaminerBundle.Provenance p) {
        if (f.wholeOrganization()) {
            return "every decision of the organization (at most " + BundleContents.MAX_DECISIONS + ")";
        }
        StringBuilder s = new StringBuilder();
        if (f.clientId() != null) {
            s.append("client ").append(client(f.clientId(), p));
        }
        if (f.from() != null || f.to() != null) {
            s.append(s.isEmpty() ? "" : "; ").append("decisions with an event ")
                    .append(f.from() == null ? "" : "from " + WHEN.format(f.from()))
                    .append(f.from() != null && f.to() != null ? " " : "")
                    .append(f.to() == null ? "" : "until (not including) " + WHEN.format(f.to()));
        }
        if (!f.decisionIds().isEmpty()) {
            s.append(s.isEmpty() ? "" : "; ").append("decision(s) ").append(String.join(", ", f.decisionIds()));
        }
        return s + " (the whole history of each decision is included)";
    }

    private static String client(String clientId, ExaminerBundle.Provenance p) {
        return p.clientNames().apply(clientId).orElse(clientId + " (name not on record)");
    }

    private static String summary(int n, Decision d, List<AuditEvent> events, ExaminerBundle.Provenance p) {
        List<StoredVersion> versions = d.versions();
        JsonNode first = versions.isEmpty() ? MissingNode.getInstance() : tree(versions.getFirst().json());
        JsonNode current = versions.isEmpty() ? MissingNode.getInstance() : tree(versions.getLast().json());
        String proposer = first.path("actor_or_agent").path("name").asText(first.path("actor_or_agent").path("id").asText("unknown"));
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "%3d. %s: \"%s\"%n", n, client(d.row().investorId(), p),
                current.path("proposed_action").path("description").asText("(no description)")));
        s.append("     Proposed by ").append(proposer).append(" on ").append(WHEN.format(d.row().createdAt()))
                .append(". Engine's disposition: ").append(d.row().disposition()).append(".\n");
        for (AuditEvent e : events) {
            if (e.decisionId().equals(d.row().decisionId()) && e.eventType() != AuditEvent.EventType.CREATED) {
                s.append("     ").append(EnvelopeHistory.what(e.eventType())).append(" by ").append(e.actorDisplay()).append(" on ")
                        .append(WHEN.format(e.occurredAt())).append(e.reason() == null ? "" : ": \"" + e.reason() + "\"").append('\n');
            }
        }
        s.append("     Review status: ").append(word(d.row().reviewStatus().name())).append(". Files: envelopes/")
                .append(ExaminerBundle.folder(d.row().decisionId())).append("/ (").append(versions.size())
                .append(" version(s); decision ").append(d.row().decisionId()).append(")\n");
        return s.toString();
    }

    private static JsonNode tree(String json) {
        try {
            return EnvelopeJson.MAPPER.readTree(json);
        } catch (IOException e) {
            return MissingNode.getInstance(); // the verifier names an unreadable version; the summary leaves it out
        }
    }

    private static String word(String enumName) {
        return enumName.charAt(0) + enumName.substring(1).toLowerCase(Locale.ROOT);
    }

    private static String wrap(String text) {
        StringBuilder out = new StringBuilder();
        int col = 0;
        for (String w : text.split(" ")) {
            if (col > 0 && col + w.length() + 1 > 100) {
                out.append('\n');
                col = 0;
            } else if (col > 0) {
                out.append(' ');
                col++;
            }
            out.append(w);
            col += w.length();
        }
        return out.toString();
    }
}
