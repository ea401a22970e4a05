package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopeRecord;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewDecision;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewRequest;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewStatus;
import com.bpidesk.engine.assurance.AuditEvent.EventType;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.platform.errors.DomainException.Kind;
import com.bpidesk.engine.platform.errors.Validation;
import com.bpidesk.envelope.Envelope;
import com.bpidesk.envelope.Envelopes;
import com.bpidesk.envelope.HumanApproval;
import com.bpidesk.envelope.Jcs;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;

/**
 * Human review of a stored decision: validates the request, enforces maker-checker (the reviewer is neither the
 * proposer nor a previous reviewer) and the final states, then writes a new envelope version with
 * {@code human_approval} and the APPROVED/DENIED/ESCALATED audit event carrying the reason, in one transaction.
 */
final class ReviewWorkflow {

    private final Database db;
    private final Clock clock;
    private final EnvelopeRepository repository;

    ReviewWorkflow(Database db, Clock clock, EnvelopeRepository repository) {
        this.db = db;
        this.clock = clock;
        this.repository = repository;
    }

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
    EnvelopeRecord review(String org, String decisionId, ReviewRequest req, Actor reviewer) {
        if (reviewer == null || reviewer.name() == null || reviewer.name().isBlank()) {
            throw new DomainException(Kind.FORBIDDEN, AssuranceService.IDENTITY_REQUIRED, ReviewRights.notAReviewer(reviewer));
        }
        String notReviewer = ReviewRights.notAReviewer(reviewer);
        if (notReviewer != null) {
            throw new DomainException(Kind.FORBIDDEN, AssuranceService.REVIEWER_ROLE_REQUIRED, notReviewer)
                    .with("reviewer", reviewer.display());
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
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        db.transaction(j -> {
            EnvelopeRepository.IndexRow ix = j.queryOne("SELECT * FROM assurance_envelopes WHERE organization_id = ? AND decision_id = ? FOR UPDATE",
                    EnvelopeRepository::indexRow, org, decisionId).orElseThrow(() -> AssuranceService.notFound(decisionId));
            if (ix.reviewStatus() != ReviewStatus.PENDING && ix.reviewStatus() != ReviewStatus.ESCALATED) {
                throw DomainException.conflict("Decision '" + decisionId + "' is already "
                        + ix.reviewStatus().name().toLowerCase(Locale.ROOT) + "; a final review cannot be changed.")
                        .with("review_status", ix.reviewStatus().name());
            }
            EnvelopeRepository.StoredVersion current = EnvelopeRepository.versions(j, org, decisionId).stream().filter(x -> x.version() == ix.version()).findFirst()
                    .orElseThrow(() -> new IllegalStateException("Current version missing for " + decisionId));
            Envelope e = Envelopes.parse(current.json());
            List<AuditEvent> previous = j.query("SELECT * FROM audit_events WHERE organization_id = ? AND decision_id = ?"
                    + " ORDER BY chain_index", EnvelopeRepository::event, org, decisionId);
            String conflict = ReviewRights.makerCheckerConflict(e, previous, reviewer);
            if (conflict != null) {
                throw new DomainException(Kind.FORBIDDEN, AssuranceService.MAKER_CHECKER, name + " " + conflict
                        + " Another person must review decision '" + decisionId
                        + "' (maker-checker: the maker and the checker of a decision must differ).")
                        .with("reviewer", reviewer.display());
            }
            Envelope reviewed = e.toBuilder().humanApproval(new HumanApproval(name, now.toString(), d.name())).build();
            String canonical = Envelopes.canonical(reviewed);
            String digest = Jcs.sha256Hex(canonical.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            int version = ix.version() + 1;
            j.update("INSERT INTO envelope_versions (organization_id, decision_id, version, envelope_json, digest, created_at)"
                    + " VALUES (?, ?, ?, ?, ?, ?)", org, decisionId, version, canonical, digest, now);
            j.update("UPDATE assurance_envelopes SET review_status = ?, current_version = ?, digest = ?, updated_at = ?"
                    + " WHERE organization_id = ? AND decision_id = ?", ReviewStatus.valueOf(d.name()), version, digest, now,
                    org, decisionId);
            AuditChain.append(j, org, decisionId, version, EventType.valueOf(d.name()), reviewer, reason, digest, now);
            return null;
        });
        return repository.get(org, decisionId).orElseThrow();
    }

}
