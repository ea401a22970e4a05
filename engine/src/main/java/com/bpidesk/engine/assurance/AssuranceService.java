package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopePage;
import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopeRecord;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewRequest;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewStatus;
import com.bpidesk.engine.assurance.AssuranceRecords.VerificationReport;
import com.bpidesk.engine.assurance.AuditEvent.EventType;
import com.bpidesk.engine.platform.db.DataAccessException;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.platform.errors.DomainException.Kind;
import com.bpidesk.engine.platform.errors.DomainException.Reason;
import com.bpidesk.engine.platform.errors.Validation;
import com.bpidesk.envelope.Disposition;
import com.bpidesk.envelope.Envelope;
import com.bpidesk.envelope.Envelopes;
import com.bpidesk.envelope.InvalidEnvelopeException;
import com.bpidesk.envelope.Jcs;
import com.bpidesk.envelope.ValidationReport;
import com.bpidesk.envelope.Violation;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The compliance review workflow over stored envelopes, as the API and the CLI use it: submit and
 * evaluate-and-record here; the review queue and one envelope with its audit trail in {@link EnvelopeRepository};
 * human review with maker-checker in {@link ReviewWorkflow}; the hash chain in {@link AuditChain} (writing) and
 * {@link ChainVerifier} (verification).
 * Every method is scoped to one organization; another organization's envelopes do not exist for it.
 *
 * <p>Storage is append-only: each change inserts a new envelope version (RFC 8785 text and its SHA-256) and
 * appends an audit event to the organization's hash chain; {@link #verify} recomputes everything.
 */
public final class AssuranceService {

    /** The reviewer proposed the decision or already reviewed it (kind {@code FORBIDDEN}). */
    public static final Reason MAKER_CHECKER = new Reason("maker-checker",
            "The reviewer may not review this decision (maker-checker)");
    /** A review made with a key that names no person (kind {@code FORBIDDEN}, ADR 0135). */
    public static final Reason IDENTITY_REQUIRED = new Reason("identity-required",
            "The reviewer's identity is not known");
    /** The reviewer's role is not {@code reviewer}: an advisor or an administrator (kind {@code FORBIDDEN}, ADR 0243). */
    public static final Reason REVIEWER_ROLE_REQUIRED = new Reason("reviewer-role-required",
            "Only a reviewer may review decisions");
    /** The document fails schema 1.0.0 (kind {@code INVALID}). */
    public static final Reason INVALID_ENVELOPE = new Reason("invalid-envelope",
            "The document is not a valid decision envelope 1.0.0");
    static final int MAX_ID = 500;

    private final Database db;
    private final Clock clock;
    private final EnvelopeEvaluator evaluator;
    private final EnvelopeRepository repository;
    private final ReviewWorkflow reviews;
    private final ChainVerifier verifier;
    private final ReviewDeadlines deadlines;
    private final ReviewQueue queue;
    private final ActionWords actions;
    private final java.util.function.Function<String, Optional<String>> instrumentNames;

    public AssuranceService(Database db, Clock clock, EnvelopeEvaluator evaluator) {
        this(db, clock, evaluator, s -> Optional.empty());
    }

    /** @param instrumentNames symbol → instrument name, for actions in words (the market's reference data) */
    public AssuranceService(Database db, Clock clock, EnvelopeEvaluator evaluator,
                            java.util.function.Function<String, Optional<String>> instrumentNames) {
        this.db = db;
        this.clock = clock;
        this.evaluator = evaluator;
        this.repository = new EnvelopeRepository(db);
        this.reviews = new ReviewWorkflow(db, clock, repository);
        this.verifier = new ChainVerifier(db);
        this.deadlines = new ReviewDeadlines(db, clock);
        this.actions = new ActionWords(instrumentNames);
        this.instrumentNames = instrumentNames;
        this.queue = new ReviewQueue(db, clock, deadlines, actions);
    }

    /** The same service on the same database reading another clock (demo proposals dated in the past). */
    AssuranceService at(Clock other) {
        return new AssuranceService(db, other, evaluator.withClock(other), instrumentNames);
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
        return store(org, e, actor, null);
    }

    private EnvelopeRecord store(String org, Envelope e, Actor actor, String sourceKey) {
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
        AuditChain.ensureHead(db, org);
        try {
            db.transaction(j -> {
                j.update("INSERT INTO assurance_envelopes (organization_id, decision_id, trace_id, investor_id, actor_or_agent_id,"
                                + " actor_or_agent_type, proposed_action_type, disposition, confidence, review_status, current_version,"
                                + " digest, created_at, updated_at, source_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        org, e.decisionId(), e.traceId(), e.investorId(), e.actorOrAgent().id(), e.actorOrAgent().type().wireName(),
                        e.proposedAction().type(), e.disposition(), e.confidence(), ReviewStatus.PENDING, 1, digest, now, now,
                        sourceKey);
                j.update("INSERT INTO envelope_versions (organization_id, decision_id, version, envelope_json, digest, created_at)"
                        + " VALUES (?, ?, ?, ?, ?, ?)", org, e.decisionId(), 1, canonical, digest, now);
                AuditChain.append(j, org, e.decisionId(), 1, EventType.CREATED, actor, null, digest, now);
                return null;
            });
        } catch (DataAccessException ex) {
            if (ex.isUniqueViolation()) {
                throw DomainException.conflict("An envelope with decision_id '" + e.decisionId()
                        + "' already exists in this organization; envelopes are immutable, submit a new decision_id.")
                        .withField("/decision_id", "already exists");
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
            store(org, ev.envelope(), actor);
            ReviewChecks.save(db, org, ev.decisionId(), ev.findings());
            return new Recorded(result, get(org, ev.decisionId()).orElseThrow());
        }
        return new Recorded(result, null);
    }

    /**
     * {@link #evaluateAndRecord(String, ProposedDecision, Actor)} for a proposal that must arrive once (ADR 0243): when
     * the organization already holds an envelope with {@code sourceKey} (the same review item of an analysis replayed,
     * or of a report generated again), that envelope is returned and nothing new is stored ({@code existing} true).
     */
    public Recorded evaluateAndRecordOnce(String org, ProposedDecision proposal, Actor actor, String sourceKey) {
        Optional<EnvelopeRecord> before = bySourceKey(org, sourceKey);
        EvaluationResult result = evaluator.evaluate(proposal.withOrganizationId(org));
        if (before.isPresent()) {
            return new Recorded(result, before.get(), true);
        }
        if (!(result instanceof EvaluationResult.Evaluated ev)) {
            return new Recorded(result, null);
        }
        try {
            return new Recorded(result, store(org, ev.envelope(), actor, sourceKey));
        } catch (DomainException | DataAccessException ex) {
            // another node stored the same item between the look-up and the insert: that one counts
            return bySourceKey(org, sourceKey).map(r -> new Recorded(result, r, true)).orElseThrow(() -> ex);
        }
    }

    private Optional<EnvelopeRecord> bySourceKey(String org, String sourceKey) {
        return db.queryOne("SELECT decision_id FROM assurance_envelopes WHERE organization_id = ? AND source_key = ?",
                r -> r.str("decision_id"), org, sourceKey).flatMap(id -> get(org, id));
    }

    /**
     * An evaluation result and, when evaluated, the stored envelope; {@code existing} when the envelope was stored
     * before (the same source key, {@link #evaluateAndRecordOnce}).
     */
    public record Recorded(EvaluationResult result, EnvelopeRecord record, boolean existing) {
        public Recorded(EvaluationResult result, EnvelopeRecord record) {
            this(result, record, false);
        }
    }

    // ------------------------------------------------------------------ queue and detail

    /** Filters of the review queue; null means "any". */
    /**
     * Filters of the review queue; null means "any". {@code clientName}, {@code advisorName} and {@code text} match
     * case-insensitively anywhere in the name or text ({@link ReviewQueue}).
     */
    public record Query(Set<Disposition> dispositions, Set<ReviewStatus> reviewStatuses, String investorId,
                        Instant from, Instant to, String sort, int limit, int offset, String clientName, String advisorName,
                        String text, com.bpidesk.engine.platform.auth.ClientScope scope) {

        public Query {
            scope = scope == null ? com.bpidesk.engine.platform.auth.ClientScope.ORGANIZATION : scope;
        }

        public Query(Set<Disposition> dispositions, Set<ReviewStatus> reviewStatuses, String investorId, Instant from, Instant to,
                     String sort, int limit, int offset) {
            this(dispositions, reviewStatuses, investorId, from, to, sort, limit, offset, null, null, null, null);
        }

        /** The same filters for another page. */
        public Query page(int newLimit, int newOffset) {
            return new Query(dispositions, reviewStatuses, investorId, from, to, sort, newLimit, newOffset, clientName, advisorName,
                    text, scope);
        }
    }

    static final Map<String, String> SORTS = ReviewQueue.SORTS;

    public EnvelopePage list(String org, Query q) {
        return queue.list(org, q);
    }

    /** One envelope with its overview in words: names, the action, assignment, due date and the checks as sentences. */
    public Optional<EnvelopeRecord> get(String org, String decisionId) {
        return repository.get(org, decisionId).map(r -> r.withOverview(overview(org, r)));
    }

    private AssuranceRecords.ReviewOverview overview(String org, EnvelopeRecord r) {
        Map<String, String> names = queue.names(org, r.decisionId());
        var action = r.envelope() == null ? null : com.bpidesk.envelope.EnvelopeJson.MAPPER.valueToTree(r.envelope().proposedAction());
        String currency = ActionWords.currency(action);
        return new AssuranceRecords.ReviewOverview(names.get("client_name"), names.get("advisor_name"), actions.describe(action),
                names.get("assignee"), names.get("due_on") == null ? null : java.time.LocalDate.parse(names.get("due_on")),
                Boolean.parseBoolean(names.get("overdue")), FindingSentences.of(checks(org, r, names.get("advisor_name")), currency));
    }

    /**
     * The evaluator's findings kept with the envelope, then whether the maker is the client's advisor (ADR 0258). An
     * envelope submitted whole has no kept findings: its own assessments are shown instead, so nothing is added.
     */
    private List<Finding> checks(String org, EnvelopeRecord r, String advisorName) {
        List<Finding> out = new java.util.ArrayList<>(ReviewChecks.load(db, org, r.decisionId()));
        if (!out.isEmpty()) {
            ClientsAdvisorCheck.of(r.auditTrail(), advisorName).ifPresent(out::add);
        }
        return out;
    }

    // ------------------------------------------------------------------ assignment and deadlines

    /** Assigns the envelope to a reviewer (blank clears), with an optional due date of its own (ADR 0244). */
    public AssuranceRecords.Assignment assign(String org, String decisionId, String assignee, java.time.LocalDate dueOn, String by) {
        return deadlines.assign(org, decisionId, assignee, dueOn, by);
    }

    /** The firm's review deadline in business days. */
    public AssuranceRecords.ReviewSettings reviewSettings(String org) {
        return deadlines.settings(org);
    }

    public AssuranceRecords.ReviewSettings putReviewSettings(String org, Integer reviewDays, String by) {
        return deadlines.putSettings(org, reviewDays, by);
    }

    /** Every envelope the query selects (all pages, in the queue's order), for the queue's CSV and PDF exports. */
    public List<AssuranceRecords.EnvelopeSummary> all(String org, Query q) {
        List<AssuranceRecords.EnvelopeSummary> out = new java.util.ArrayList<>();
        for (int offset = 0; ; offset += 500) {
            EnvelopePage page = queue.list(org, q.page(500, offset));
            out.addAll(page.items());
            if (page.items().size() < 500 || out.size() >= QueueExport.MAX_ROWS) {
                return out.size() > QueueExport.MAX_ROWS ? out.subList(0, QueueExport.MAX_ROWS) : out;
            }
        }
    }


    // ------------------------------------------------------------------ review

    /**
     * Records a human review by {@code reviewer} (the caller's identity, ADR 0135): a new envelope version with
     * {@code human_approval} and its audit event carrying the reviewer's id, name and role; maker-checker applies on
     * identities ({@link ReviewWorkflow}).
     */
    public EnvelopeRecord review(String org, String decisionId, ReviewRequest req, Actor reviewer) {
        return reviews.review(org, decisionId, req, reviewer);
    }


    // ------------------------------------------------------------------ verification

    /**
     * Recomputes the organization's chain and every stored version against the events and the queue
     * ({@link ChainVerifier}); {@code valid} is true when nothing differs.
     */
    public VerificationReport verify(String org) {
        return verifier.verify(org);
    }

    private Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }

    static DomainException notFound(String decisionId) {
        return DomainException.notFound("No envelope with decision_id '" + decisionId + "' in your organization.");
    }

    static DomainException invalid(List<Violation> violations) {
        List<DomainException.FieldError> errors = violations.stream()
                .map(x -> new DomainException.FieldError(x.pointer().isEmpty() ? "/" : x.pointer(), x.keyword() + ": " + x.message()))
                .toList();
        String summary = violations.size() == 1 ? violations.get(0).toString() : violations.size() + " violations";
        return new DomainException(Kind.INVALID, INVALID_ENVELOPE, "The document is not a valid decision envelope 1.0.0: "
                + summary).withFields(errors).with("violations", violations);
    }

}
