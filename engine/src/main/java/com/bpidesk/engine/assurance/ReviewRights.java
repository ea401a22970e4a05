package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.AssuranceRecords.ReviewStatus;
import com.bpidesk.engine.assurance.AuditEvent.EventType;
import com.bpidesk.engine.platform.auth.Role;
import com.bpidesk.envelope.ActorType;
import com.bpidesk.envelope.Envelope;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Who may review a decision (ADR 0135, ADR 0243), as sentences a person can act on. The same checks refuse a review
 * ({@link ReviewWorkflow}) and explain, before anyone clicks, why the caller cannot review
 * ({@code can_review}/{@code cannot_review_reason} of {@code GET /api/identity} and of an envelope's detail):
 * <ol>
 *   <li>the caller is a named person (the key has a holder);</li>
 *   <li>the caller's role is {@code reviewer}: an advisor is a maker, an administrator issues keys and records roles
 *       but does not review (separation of duties);</li>
 *   <li>the decision is still open (pending or escalated);</li>
 *   <li>maker-checker: the caller is not the maker (the proposer, the person who ran the analysis that produced an
 *       AI-assisted proposal, the person who submitted it) nor a previous reviewer.</li>
 * </ol>
 */
public final class ReviewRights {

    private ReviewRights() {
    }

    /** Why {@code a} cannot review any decision (checks 1 and 2), or null when they may review in general. */
    public static String notAReviewer(Actor a) {
        if (a == null || a.name() == null || a.name().isBlank()) {
            return "Reviews are recorded under the reviewer's name, and yours is not known. On the desktop, enter your name"
                    + " under Settings, Your profile; on a firm's server, the administrator records it when issuing your key.";
        }
        Role role = Role.ofStored(a.role());
        if (role == null || role == Role.ADVISOR) {
            return a.name().trim() + " is recorded as an advisor, and only a reviewer may review decisions. On a firm's"
                    + " server an administrator gives the reviewer role; in demo mode, act as the demo reviewer"
                    + " (Settings, Your profile).";
        }
        if (role == Role.ADMINISTRATOR) {
            return a.name().trim() + " is recorded as an administrator: administrators issue keys and record roles but do"
                    + " not review decisions (separation of duties). A reviewer must review.";
        }
        return null;
    }

    /** Why {@code a} cannot review this decision (every check), or null when they may. */
    public static String cannotReview(Envelope e, ReviewStatus status, List<AuditEvent> trail, Actor a) {
        String general = notAReviewer(a);
        if (general != null) {
            return general;
        }
        if (status != ReviewStatus.PENDING && status != ReviewStatus.ESCALATED) {
            return "This decision is already " + status.name().toLowerCase(Locale.ROOT) + "; a final review cannot be changed.";
        }
        String conflict = e == null ? null : makerCheckerConflict(e, trail, a);
        return conflict == null ? null : a.name().trim() + " " + conflict + " Another person must review it (the maker and"
                + " the checker of a decision must differ).";
    }

    /**
     * Why {@code reviewer} may not review this envelope (a sentence starting with a verb, the reviewer's name before it),
     * or null when they may: maker-checker on identities. The makers are the envelope's proposer ({@code actor_or_agent}
     * id or name, {@code actor_id}: the person who ran the analysis of an AI-assisted proposal, {@code agent_id}) and the
     * key or person that submitted it (its CREATED event); a previous reviewer is the same key or the same name (one
     * person may hold two keys).
     */
    static String makerCheckerConflict(Envelope e, List<AuditEvent> trail, Actor reviewer) {
        String name = reviewer.name() == null ? "" : reviewer.name().trim();
        boolean aiAssisted = e.actorOrAgent().type() == ActorType.AI_AGENT;
        if (e.actorId() != null && (e.actorId().trim().equals(reviewer.id()) || e.actorId().trim().equalsIgnoreCase(name))) {
            return aiAssisted ? "ran the analysis whose AI agent proposed this decision and cannot also review it."
                    : "proposed this decision and cannot also review it.";
        }
        List<String> proposers = new ArrayList<>();
        for (String p : new String[] {e.actorOrAgent().id(), e.actorOrAgent().name(), e.agentId()}) {
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
                boolean sameMaker = p.actorName() != null && p.actorName().trim().equalsIgnoreCase(name);
                if (sameKey || sameMaker) {
                    return aiAssisted ? "submitted this AI-assisted proposal (ran the analysis or sent it) and cannot also review it."
                            : "submitted this person's proposal and cannot also review it.";
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
}
