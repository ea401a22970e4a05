package com.bpidesk.engine.assurance;

import com.bpidesk.envelope.ActorOrAgent;
import com.bpidesk.envelope.Disposition;
import com.bpidesk.envelope.Envelope;
import com.bpidesk.envelope.Violation;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** The values the assurance API returns (field names are the API's, snake_case on the wire). */
public final class AssuranceRecords {

    private AssuranceRecords() {
    }

    /** Where an envelope is in the human review workflow. */
    public enum ReviewStatus { PENDING, APPROVED, DENIED, ESCALATED }

    /** A reviewer's decision; {@code human_approval.decision} of the new envelope version carries it. */
    public enum ReviewDecision { APPROVED, DENIED, ESCALATED }

    /**
     * One row of the review queue: the projection's fields, and in words (issue 26) the client's and the client's
     * advisor's names from the client book (absent when the investor is not in the book), the action, the assignee, the
     * due date, whether it is overdue and the age in whole days since it was recorded (UTC).
     */
    public record EnvelopeSummary(String decisionId, String traceId, String investorId, ActorOrAgent actorOrAgent,
                                  String proposedActionType, Disposition disposition, Double confidence,
                                  ReviewStatus reviewStatus, int version, String digest, Instant createdAt,
                                  Instant updatedAt, String clientName, String advisorName, String action, String assignee,
                                  java.time.LocalDate dueOn, boolean overdue, int ageDays) {
    }

    /**
     * What a reviewer reads first about one envelope (issue 26): for whom (client and advisor names), what (the action in
     * words), who reviews it and by when, and every check of the evaluation as a sentence next to its technical finding
     * ({@link FindingSentences}); {@code checks} is empty for an envelope submitted whole (its notes are the submitter's).
     */
    public record ReviewOverview(String clientName, String advisorName, String action, String assignee, java.time.LocalDate dueOn,
                                 boolean overdue, List<FindingSentences.CheckSentence> checks) {
    }

    /** A page of the queue; {@code counts} are per disposition under the same filters except disposition. */
    public record EnvelopePage(List<EnvelopeSummary> items, long total, int limit, int offset, Map<String, Long> counts) {
    }

    /** The firm's review deadline in business days (default 5), who set it and when (absent while the default applies). */
    public record ReviewSettings(int reviewDays, Instant updatedAt, String updatedBy) {
    }

    /** An envelope's assignment: who reviews it, its own due date if one was set, who assigned it and when. */
    public record Assignment(String decisionId, String assignee, java.time.LocalDate dueOn, String assignedBy, Instant assignedAt) {
    }

    /** Validation state of a stored envelope version against schema 1.0.0. */
    public record ValidationState(boolean valid, List<Violation> violations) {
    }

    public record VersionInfo(int version, String digest, Instant createdAt) {
    }

    /**
     * One envelope with everything a reviewer needs: the current version, its digest and whether the stored
     * text still hashes to it ({@code digest_verified}), its validation state, every version and the audit trail.
     * {@code trail_verified}: every event of the trail hashes to its content and links to the event before it in the
     * organization's chain; {@code trail_problems} says what does not, in words. {@code can_review} and
     * {@code cannot_review_reason}: whether the caller may review it and, if not, why in words ({@link ReviewRights},
     * ADR 0243); absent where the answer is not about one caller.
     */
    public record EnvelopeRecord(String decisionId, ReviewStatus reviewStatus, int version, String digest,
                                 boolean digestVerified, ValidationState validation, Envelope envelope,
                                 List<VersionInfo> versions, List<AuditEvent> auditTrail, Instant createdAt,
                                 Instant updatedAt, boolean trailVerified, List<String> trailProblems, Boolean canReview,
                                 String cannotReviewReason, ReviewOverview overview) {

        /** This record as seen by {@code caller}: whether they may review it, and why not. */
        public EnvelopeRecord forCaller(Actor caller) {
            String why = ReviewRights.cannotReview(envelope, reviewStatus, auditTrail, caller);
            return new EnvelopeRecord(decisionId, reviewStatus, version, digest, digestVerified, validation, envelope, versions,
                    auditTrail, createdAt, updatedAt, trailVerified, trailProblems, why == null, why, overview);
        }

        /** The same record with its overview in words. */
        public EnvelopeRecord withOverview(ReviewOverview o) {
            return new EnvelopeRecord(decisionId, reviewStatus, version, digest, digestVerified, validation, envelope, versions,
                    auditTrail, createdAt, updatedAt, trailVerified, trailProblems, canReview, cannotReviewReason, o);
        }
    }

    /** Body of {@code POST .../reviews}: {@code reason} is mandatory; {@code reviewed_at} is set by the engine. */
    public record ReviewRequest(String reviewedBy, String decision, String reason) {
    }

    /** One inconsistency the verification found. */
    public record ChainProblem(Long chainIndex, String decisionId, String problem) {
    }

    /** Result of verifying an organization's audit chain and stored envelopes. */
    public record VerificationReport(String organizationId, boolean valid, long eventsChecked, long envelopesChecked,
                                     String headHash, List<ChainProblem> problems) {
    }

    /** The answer of {@code POST /api/assurance/evaluations}. */
    public record EvaluationResponse(String result, String decisionId, String reason, String rule, String digest,
                                     Envelope envelope, List<Finding> findings, EnvelopeRecord record,
                                     List<FindingSentences.CheckSentence> checks) {
    }
}
