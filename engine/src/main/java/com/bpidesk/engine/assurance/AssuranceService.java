package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.AssuranceRecords.ChainProblem;
import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopePage;
import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopeRecord;
import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopeSummary;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewDecision;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewRequest;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewStatus;
import com.bpidesk.engine.assurance.AssuranceRecords.ValidationState;
import com.bpidesk.engine.assurance.AssuranceRecords.VerificationReport;
import com.bpidesk.engine.assurance.AssuranceRecords.VersionInfo;
import com.bpidesk.engine.assurance.AuditEvent.EventType;
import com.bpidesk.engine.platform.db.DataAccessException;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Jdbc;
import com.bpidesk.engine.platform.db.Row;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.Problem;
import com.bpidesk.engine.platform.http.ProblemType;
import com.bpidesk.engine.platform.http.Validation;
import com.bpidesk.envelope.ActorOrAgent;
import com.bpidesk.envelope.ActorType;
import com.bpidesk.envelope.Disposition;
import com.bpidesk.envelope.Envelope;
import com.bpidesk.envelope.EnvelopeJson;
import com.bpidesk.envelope.Envelopes;
import com.bpidesk.envelope.HumanApproval;
import com.bpidesk.envelope.InvalidEnvelopeException;
import com.bpidesk.envelope.Jcs;
import com.bpidesk.envelope.ValidationReport;
import com.bpidesk.envelope.Violation;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The compliance review workflow over stored envelopes: submit, evaluate-and-record, the review queue, one
 * envelope with its audit trail, human review with maker-checker, and verification of the hash chain.
 * Every method is scoped to one organization; another organization's envelopes do not exist for it.
 *
 * <p>Storage is append-only: each change inserts a new envelope version (RFC 8785 text and its SHA-256) and
 * appends an audit event to the organization's hash chain; {@link #verify} recomputes everything.
 */
public final class AssuranceService {

    public static final ProblemType MAKER_CHECKER = new ProblemType("maker-checker",
            "The reviewer may not review this decision (maker-checker)", 403);
    /** A review made with a key that names no person (ADR 0135). */
    public static final ProblemType IDENTITY_REQUIRED = new ProblemType("identity-required",
            "The reviewer's identity is not known", 403);
    public static final ProblemType INVALID_ENVELOPE = new ProblemType("invalid-envelope",
            "The document is not a valid decision envelope 1.0.0", 400);
    static final int MAX_ID = 500;

    private final Database db;
    private final Clock clock;
    private final EnvelopeEvaluator evaluator;

    public AssuranceService(Database db, Clock clock, EnvelopeEvaluator evaluator) {
        this.db = db;
        this.clock = clock;
        this.evaluator = evaluator;
    }

    public Clock clock() {
        return clock;
    }

    public EnvelopeEvaluator evaluator() {
        return evaluator;
    }

    // ------------------------------------------------------------------ submit and evaluate

    /**
     * Validates raw JSON and stores it as a new envelope of the organization ({@code CREATED} event).
     * Fails with a 400 problem listing every violation with its pointer, or 409 if the decision_id exists.
     */
    public EnvelopeRecord submit(String org, byte[] json, String actor) {
        return submit(org, json, Actor.of(actor));
    }

    /** {@link #submit(String, byte[], String)} recording the submitter's name and role with the event. */
    public EnvelopeRecord submit(String org, byte[] json, Actor actor) {
        ValidationReport report = Envelopes.validator().validate(json);
        if (!report.valid()) {
            throw invalid(report.violations());
        }
        Envelope e;
        try {
            e = Envelopes.parse(json);
        } catch (InvalidEnvelopeException ex) {
            throw invalid(ex.violations());
        }
        return store(org, e, actor);
    }

    /** Stores an already-built envelope ({@code CREATED} event); its organization_id must be {@code org}. */
    public EnvelopeRecord store(String org, Envelope e, String actor) {
        return store(org, e, Actor.of(actor));
    }

    /** {@link #store(String, Envelope, String)} recording the submitter's name and role with the event. */
    public EnvelopeRecord store(String org, Envelope e, Actor actor) {
        Validation v = new Validation();
        v.check(org.equals(e.organizationId()), "/organization_id", "must be your organization '" + org + "', got '"
                + e.organizationId() + "'");
        for (var f : Map.of("/decision_id", e.decisionId(), "/trace_id", e.traceId(), "/investor_id", e.investorId(),
                "/actor_or_agent/id", e.actorOrAgent().id(), "/proposed_action/type", e.proposedAction().type()).entrySet()) {
            v.check(f.getValue().length() <= MAX_ID, f.getKey(), "is longer than " + MAX_ID + " characters");
        }
        v.throwIfInvalid("The envelope cannot be stored");
        String canonical = Envelopes.canonical(e);
        String digest = Jcs.sha256Hex(canonical.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        Instant now = now();
        ensureChainHead(org);
        try {
            db.transaction(j -> {
                j.update("INSERT INTO assurance_envelopes (organization_id, decision_id, trace_id, investor_id, actor_or_agent_id,"
                                + " actor_or_agent_type, proposed_action_type, disposition, confidence, review_status, current_version,"
                                + " digest, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        org, e.decisionId(), e.traceId(), e.investorId(), e.actorOrAgent().id(), e.actorOrAgent().type().wireName(),
                        e.proposedAction().type(), e.disposition(), e.confidence(), ReviewStatus.PENDING, 1, digest, now, now);
                j.update("INSERT INTO envelope_versions (organization_id, decision_id, version, envelope_json, digest, created_at)"
                        + " VALUES (?, ?, ?, ?, ?, ?)", org, e.decisionId(), 1, canonical, digest, now);
                append(j, org, e.decisionId(), 1, EventType.CREATED, actor, null, digest, now);
                return null;
            });
        } catch (DataAccessException ex) {
            if (ex.isUniqueViolation()) {
                throw new ApiException(ProblemType.CONFLICT, "An envelope with decision_id '" + e.decisionId()
                        + "' already exists in this organization; envelopes are immutable, submit a new decision_id.")
                        .withError("/decision_id", "already exists");
            }
            throw ex;
        }
        return get(org, e.decisionId()).orElseThrow();
    }

    /**
     * Evaluates a proposal in the organization and, when evaluated, stores the envelope. A NOT_EVALUATED result
     * stores nothing: no envelope with a business disposition is issued when a check could not complete.
     */
    public Recorded evaluateAndRecord(String org, ProposedDecision proposal, String actor) {
        return evaluateAndRecord(org, proposal, Actor.of(actor));
    }

    /** {@link #evaluateAndRecord(String, ProposedDecision, String)} recording the submitter's name and role. */
    public Recorded evaluateAndRecord(String org, ProposedDecision proposal, Actor actor) {
        EvaluationResult result = evaluator.evaluate(proposal.withOrganizationId(org));
        if (result instanceof EvaluationResult.Evaluated ev) {
            return new Recorded(result, store(org, ev.envelope(), actor));
        }
        return new Recorded(result, null);
    }

    /** An evaluation result and, when evaluated, the stored envelope. */
    public record Recorded(EvaluationResult result, EnvelopeRecord record) {
    }

    // ------------------------------------------------------------------ queue and detail

    /** Filters of the review queue; null means "any". */
    public record Query(Set<Disposition> dispositions, Set<ReviewStatus> reviewStatuses, String investorId,
                        Instant from, Instant to, String sort, int limit, int offset) {
    }

    static final Map<String, String> SORTS = Map.of(
            "created_at", "created_at ASC", "-created_at", "created_at DESC",
            "updated_at", "updated_at ASC", "-updated_at", "updated_at DESC",
            "confidence", "confidence ASC", "-confidence", "confidence DESC",
            "disposition", "disposition ASC", "-disposition", "disposition DESC",
            "investor_id", "investor_id ASC", "-investor_id", "investor_id DESC");

    public EnvelopePage list(String org, Query q) {
        List<Object> params = new ArrayList<>();
        String common = where(org, q, params, false);
        long total = db.count("SELECT COUNT(*) FROM assurance_envelopes WHERE " + common, params.toArray());
        List<Object> pageParams = new ArrayList<>(params);
        pageParams.add(q.limit());
        pageParams.add(q.offset());
        String order = SORTS.getOrDefault(q.sort() == null ? "-created_at" : q.sort(), "created_at DESC");
        List<EnvelopeSummary> items = db.query("SELECT * FROM assurance_envelopes WHERE " + common + " ORDER BY " + order
                + ", decision_id ASC LIMIT ? OFFSET ?", AssuranceService::summary, pageParams.toArray());
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

    private static String where(String org, Query q, List<Object> params, boolean ignoreDisposition) {
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

    public Optional<EnvelopeRecord> get(String org, String decisionId) {
        return db.with(j -> {
            Optional<IndexRow> row = j.queryOne("SELECT * FROM assurance_envelopes WHERE organization_id = ? AND decision_id = ?",
                    AssuranceService::indexRow, org, decisionId);
            if (row.isEmpty()) {
                return Optional.<EnvelopeRecord>empty();
            }
            IndexRow ix = row.get();
            List<StoredVersion> versions = versions(j, org, decisionId);
            List<AuditEvent> trail = j.query("SELECT * FROM audit_events WHERE organization_id = ? AND decision_id = ?"
                    + " ORDER BY chain_index", AssuranceService::event, org, decisionId);
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
            List<String> trailProblems = trailProblems(j, org, trail, versions);
            return Optional.of(new EnvelopeRecord(decisionId, ix.reviewStatus, ix.version, ix.digest, digestVerified, validation,
                    envelope, versions.stream().map(v -> new VersionInfo(v.version, v.digest, v.createdAt)).toList(), trail,
                    ix.createdAt, ix.updatedAt, trailProblems.isEmpty(), trailProblems));
        });
    }

    /**
     * What is wrong with one decision's trail, in words (empty when nothing): each event must hash to its own content,
     * its prev_hash must be the hash of the organization's event just before it, and the envelope version it names must
     * hash to the digest it records. The whole chain is checked by {@link #verify}.
     */
    private static List<String> trailProblems(Jdbc j, String org, List<AuditEvent> trail, List<StoredVersion> versions) {
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

    // ------------------------------------------------------------------ review

    /**
     * Records a human review by {@code reviewer} (the caller's identity, ADR 0135): a new envelope version with
     * {@code human_approval} (reviewed_by = the reviewer's name, reviewed_at, decision) and an APPROVED/DENIED/ESCALATED
     * audit event carrying the mandatory reason and the reviewer's id, name and role. {@code reviewed_by} in the request
     * is optional and, when given, must name the caller: nobody reviews under a name typed per review.
     *
     * <p>Maker-checker, on identities: the reviewer must not be the proposer (the envelope's actor or agent, its
     * actor_id or agent_id, compared with the reviewer's key id and name), nor the key that submitted a person's
     * proposal, nor any previous reviewer of the decision (by key id or by name: one person may hold two keys).
     */
    public EnvelopeRecord review(String org, String decisionId, ReviewRequest req, Actor reviewer) {
        if (reviewer == null || reviewer.name() == null || reviewer.name().isBlank()) {
            throw new ApiException(IDENTITY_REQUIRED, "Reviews are recorded under the reviewer's name, and the key used"
                    + " has no holder. On the desktop, enter your name under Settings, Your profile; on a firm's server,"
                    + " the administrator records the holder when issuing the key.");
        }
        Validation v = new Validation();
        String typed = req == null || req.reviewedBy() == null ? "" : req.reviewedBy().trim();
        String reason = req == null || req.reason() == null ? "" : req.reason().trim();
        v.check(typed.isEmpty() || typed.equalsIgnoreCase(reviewer.name().trim()) || typed.equals(reviewer.id()),
                "/reviewed_by", "is recorded from your key's holder (" + reviewer.name() + "); leave it out or give that name");
        v.check(!reason.isEmpty(), "/reason", "is required: every review needs a reason");
        v.check(reason.length() <= 4000, "/reason", "must be at most 4000 characters");
        ReviewDecision decision = null;
        try {
            decision = ReviewDecision.valueOf(req == null || req.decision() == null ? "" : req.decision().trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            v.error("/decision", "must be one of APPROVED, DENIED, ESCALATED");
        }
        v.throwIfInvalid("The review is not valid");
        ReviewDecision d = decision;
        String name = reviewer.name().trim();
        Instant now = now();
        db.transaction(j -> {
            IndexRow ix = j.queryOne("SELECT * FROM assurance_envelopes WHERE organization_id = ? AND decision_id = ? FOR UPDATE",
                    AssuranceService::indexRow, org, decisionId).orElseThrow(() -> notFound(decisionId));
            if (ix.reviewStatus != ReviewStatus.PENDING && ix.reviewStatus != ReviewStatus.ESCALATED) {
                throw new ApiException(ProblemType.CONFLICT, "Decision '" + decisionId + "' is already "
                        + ix.reviewStatus.name().toLowerCase(Locale.ROOT) + "; a final review cannot be changed.")
                        .with("review_status", ix.reviewStatus.name());
            }
            StoredVersion current = versions(j, org, decisionId).stream().filter(x -> x.version == ix.version).findFirst()
                    .orElseThrow(() -> new IllegalStateException("Current version missing for " + decisionId));
            Envelope e = Envelopes.parse(current.json);
            List<AuditEvent> previous = j.query("SELECT * FROM audit_events WHERE organization_id = ? AND decision_id = ?"
                    + " ORDER BY chain_index", AssuranceService::event, org, decisionId);
            String conflict = makerCheckerConflict(e, previous, reviewer);
            if (conflict != null) {
                throw new ApiException(MAKER_CHECKER, name + " " + conflict + " Another person must review decision '"
                        + decisionId + "' (maker-checker: the maker and the checker of a decision must differ).")
                        .with("reviewer", reviewer.display());
            }
            Envelope reviewed = e.toBuilder().humanApproval(new HumanApproval(name, now.toString(), d.name())).build();
            String canonical = Envelopes.canonical(reviewed);
            String digest = Jcs.sha256Hex(canonical.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            int version = ix.version + 1;
            j.update("INSERT INTO envelope_versions (organization_id, decision_id, version, envelope_json, digest, created_at)"
                    + " VALUES (?, ?, ?, ?, ?, ?)", org, decisionId, version, canonical, digest, now);
            j.update("UPDATE assurance_envelopes SET review_status = ?, current_version = ?, digest = ?, updated_at = ?"
                    + " WHERE organization_id = ? AND decision_id = ?", ReviewStatus.valueOf(d.name()), version, digest, now,
                    org, decisionId);
            append(j, org, decisionId, version, EventType.valueOf(d.name()), reviewer, reason, digest, now);
            return null;
        });
        return get(org, decisionId).orElseThrow();
    }

    /**
     * Why {@code reviewer} may not review this envelope (a sentence starting with a verb, the reviewer's name before it),
     * or null when they may: maker-checker on identities (see {@link #review}).
     */
    static String makerCheckerConflict(Envelope e, List<AuditEvent> trail, Actor reviewer) {
        String name = reviewer.name() == null ? "" : reviewer.name().trim();
        List<String> proposers = new ArrayList<>();
        for (String p : new String[] {e.actorOrAgent().id(), e.actorOrAgent().name(), e.actorId(), e.agentId()}) {
            if (p != null && !p.isBlank()) {
                proposers.add(p.trim());
            }
        }
        for (String p : proposers) {
            if (p.equalsIgnoreCase(name) || p.equals(reviewer.id())) {
                return "proposed this decision and cannot also review it.";
            }
        }
        for (AuditEvent p : trail) {
            boolean sameKey = p.actor().equals(reviewer.id());
            if (p.eventType() == EventType.CREATED) {
                if (sameKey && e.actorOrAgent().type() == ActorType.HUMAN_ACTOR) {
                    return "submitted this person's proposal with the same key and cannot also review it.";
                }
                continue;
            }
            // The same person may hold two keys: a previous reviewer's recorded name counts too (and, for events from
            // before identities were recorded, the free-text actor).
            boolean sameName = (p.actorName() == null ? p.actor() : p.actorName()).trim().equalsIgnoreCase(name);
            if (sameKey || sameName) {
                return "already reviewed this decision (" + p.eventType().name().toLowerCase(Locale.ROOT)
                        + "); the next review must come from someone else.";
            }
        }
        return null;
    }

    // ------------------------------------------------------------------ verification

    /**
     * Recomputes the organization's chain and every stored version: each event's hash, the links between
     * events, each version's digest against its text and its event, and the queue projection (status, version,
     * digest) against the events. Any difference is a problem; {@code valid} is true when there is none.
     * Removing the newest events is detected against the chain head; removing them and rewriting the head too
     * needs an external copy of {@code head_hash} (see docs/envelope.md).
     */
    public VerificationReport verify(String org) {
        return db.with(j -> {
            List<ChainProblem> problems = new ArrayList<>();
            List<AuditEvent> events = j.query("SELECT * FROM audit_events WHERE organization_id = ? ORDER BY chain_index",
                    AssuranceService::event, org);
            Map<String, StoredVersion> versions = new HashMap<>();
            j.query("SELECT * FROM envelope_versions WHERE organization_id = ?", r -> {
                StoredVersion sv = storedVersion(r);
                versions.put(r.str("decision_id") + "\u0000" + sv.version, sv);
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
                StoredVersion sv = versions.get(key);
                if (sv == null) {
                    problems.add(new ChainProblem(e.chainIndex(), e.decisionId(), "envelope version " + e.envelopeVersion() + " is missing"));
                } else {
                    String recomputed = recomputeDigest(sv.json);
                    if (!Objects.equals(recomputed, sv.digest) || !sv.digest.equals(e.envelopeDigest())) {
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
            List<IndexRow> index = j.query("SELECT * FROM assurance_envelopes WHERE organization_id = ?", AssuranceService::indexRow, org);
            for (IndexRow ix : index) {
                AuditEvent last = lastByDecision.remove(ix.decisionId);
                if (last == null) {
                    problems.add(new ChainProblem(null, ix.decisionId, "the envelope has no audit events"));
                    continue;
                }
                ReviewStatus derived = last.eventType() == EventType.CREATED ? ReviewStatus.PENDING : ReviewStatus.valueOf(last.eventType().name());
                if (ix.reviewStatus != derived || ix.version != last.envelopeVersion() || !ix.digest.equals(last.envelopeDigest())) {
                    problems.add(new ChainProblem(last.chainIndex(), ix.decisionId, "the queue entry (status " + ix.reviewStatus
                            + ", version " + ix.version + ") disagrees with the audit chain (status " + derived + ", version "
                            + last.envelopeVersion() + ")"));
                }
                StoredVersion sv = versions.get(ix.decisionId + "\u0000" + ix.version);
                if (sv != null) {
                    try {
                        JsonNode tree = EnvelopeJson.MAPPER.readTree(sv.json);
                        if (!ix.disposition.equals(tree.path("disposition").asText()) || !ix.investorId.equals(tree.path("investor_id").asText())) {
                            problems.add(new ChainProblem(last.chainIndex(), ix.decisionId, "the queue entry's disposition or investor"
                                    + " disagrees with the stored envelope"));
                        }
                    } catch (IOException ex) {
                        problems.add(new ChainProblem(last.chainIndex(), ix.decisionId, "the stored envelope is not JSON"));
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

    // ------------------------------------------------------------------ internals

    private void ensureChainHead(String org) {
        try {
            db.update("INSERT INTO audit_chain_heads (organization_id, chain_index, head_hash) SELECT ?, 0, ?"
                    + " WHERE NOT EXISTS (SELECT 1 FROM audit_chain_heads WHERE organization_id = ?)", org, AuditEvent.GENESIS, org);
        } catch (DataAccessException e) {
            if (!e.isUniqueViolation()) {
                throw e;
            }
        }
    }

    /** Appends one event to the organization's chain, holding the chain head's row lock until commit. */
    private static AuditEvent append(Jdbc j, String org, String decisionId, int version, EventType type, Actor actor,
                                     String reason, String digest, Instant at) {
        String[] head = j.queryOne("SELECT chain_index, head_hash FROM audit_chain_heads WHERE organization_id = ? FOR UPDATE",
                r -> new String[] {Long.toString(r.lng("chain_index")), r.str("head_hash")}, org)
                .orElseThrow(() -> new IllegalStateException("No chain head for " + org));
        long index = Long.parseLong(head[0]) + 1;
        AuditEvent e = new AuditEvent(org, index, decisionId, version, type, actor.id(), actor.name(), actor.role(), reason, at,
                digest, head[1], null).sealed();
        j.update("INSERT INTO audit_events (organization_id, chain_index, decision_id, envelope_version, event_type, actor,"
                        + " actor_name, actor_role, reason, occurred_at, envelope_digest, prev_hash, event_hash)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                org, index, decisionId, version, type, actor.id(), actor.name(), actor.role(), reason, at, digest, e.prevHash(),
                e.eventHash());
        j.update("UPDATE audit_chain_heads SET chain_index = ?, head_hash = ? WHERE organization_id = ?", index, e.eventHash(), org);
        return e;
    }

    private Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }

    private static String recomputeDigest(String json) {
        try {
            return Jcs.sha256(EnvelopeJson.MAPPER.readTree(json));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    static ApiException notFound(String decisionId) {
        return ApiException.notFound("No envelope with decision_id '" + decisionId + "' in your organization.");
    }

    static ApiException invalid(List<Violation> violations) {
        List<Problem.FieldError> errors = violations.stream()
                .map(x -> new Problem.FieldError(x.pointer().isEmpty() ? "/" : x.pointer(), x.keyword() + ": " + x.message()))
                .toList();
        String summary = violations.size() == 1 ? violations.get(0).toString() : violations.size() + " violations";
        return new ApiException(INVALID_ENVELOPE, "The document is not a valid decision envelope 1.0.0: " + summary)
                .withErrors(errors).with("violations", violations);
    }

    private record IndexRow(String decisionId, String investorId, String disposition, ReviewStatus reviewStatus, int version,
                            String digest, Instant createdAt, Instant updatedAt) {
    }

    private record StoredVersion(int version, String json, String digest, Instant createdAt) {
    }

    private static List<StoredVersion> versions(Jdbc j, String org, String decisionId) {
        return j.query("SELECT * FROM envelope_versions WHERE organization_id = ? AND decision_id = ? ORDER BY version",
                AssuranceService::storedVersion, org, decisionId);
    }

    private static StoredVersion storedVersion(Row r) throws SQLException {
        return new StoredVersion(r.integer("version"), r.str("envelope_json"), r.str("digest"), r.instant("created_at"));
    }

    private static IndexRow indexRow(Row r) throws SQLException {
        return new IndexRow(r.str("decision_id"), r.str("investor_id"), r.str("disposition"),
                ReviewStatus.valueOf(r.str("review_status")), r.integer("current_version"), r.str("digest"),
                r.instant("created_at"), r.instant("updated_at"));
    }

    private static EnvelopeSummary summary(Row r) throws SQLException {
        return new EnvelopeSummary(r.str("decision_id"), r.str("trace_id"), r.str("investor_id"),
                new ActorOrAgent("ai_agent".equals(r.str("actor_or_agent_type")) ? ActorType.AI_AGENT : ActorType.HUMAN_ACTOR,
                        r.str("actor_or_agent_id"), null),
                r.str("proposed_action_type"), Disposition.valueOf(r.str("disposition")), r.dblOrNull("confidence"),
                ReviewStatus.valueOf(r.str("review_status")), r.integer("current_version"), r.str("digest"),
                r.instant("created_at"), r.instant("updated_at"));
    }

    private static AuditEvent event(Row r) throws SQLException {
        return new AuditEvent(r.str("organization_id"), r.lng("chain_index"), r.str("decision_id"), r.integer("envelope_version"),
                EventType.valueOf(r.str("event_type")), r.str("actor"), r.str("actor_name"), r.str("actor_role"), r.str("reason"),
                r.instant("occurred_at"),
                r.str("envelope_digest"), r.str("prev_hash"), r.str("event_hash"));
    }
}
