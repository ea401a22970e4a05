package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.Finding.Area;
import com.bpidesk.engine.assurance.Finding.Outcome;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether the person who made a proposal is the client's own advisor (ADR 0258), for the review evidence: the maker is the
 * person of the envelope's CREATED event (ADR 0243: the person who started the analysis, report or proposal, also for an
 * AI-assisted proposal), the advisor the client's advisor in the book at the time of review. Names are compared as
 * people read them: case and runs of spaces ignored.
 *
 * <p>Decided (ADR 0258): this does <b>not</b> change the disposition. The disposition is the evaluator's, from the proposal
 * alone, and is sealed into the envelope and the audit chain; every envelope is reviewed by a person whatever its
 * disposition; and a colleague proposing for a client (cover during leave, a team book) is normal practice. The
 * reviewer is told instead: a maker who is not the client's advisor is a check a person must confirm (UNVERIFIABLE,
 * "A person must confirm"), with both names.
 */
final class ClientsAdvisorCheck {

    static final String SOURCE = "client_book.advisor";

    private ClientsAdvisorCheck() {
    }

    /**
     * The check, empty when the book names no advisor for the client or when no person's key recorded the proposal
     * (nothing to compare with).
     *
     * @param trail the envelope's audit trail (its CREATED event names the maker)
     */
    static Optional<Finding> of(List<AuditEvent> trail, String advisorName) {
        if (advisorName == null || advisorName.isBlank()) {
            return Optional.empty();
        }
        AuditEvent created = trail == null ? null : trail.stream().filter(e -> e.eventType() == AuditEvent.EventType.CREATED)
                .findFirst().orElse(null);
        if (created == null || created.actor() == null || !created.actor().startsWith("api_key:")) {
            return Optional.empty(); // recorded by no person's key (the demo queue's data, the command line): no maker to compare
        }
        String maker = created.actorName();
        Finding f;
        if (maker == null || maker.isBlank()) {
            f = new Finding("clients_advisor", Area.SUITABILITY, Outcome.MISSING, "The maker is not named, so it cannot be told "
                    + "whether the proposal comes from the client's advisor " + advisorName + ".", SOURCE);
        } else if (normal(maker).equals(normal(advisorName))) {
            f = new Finding("clients_advisor", Area.SUITABILITY, Outcome.PASS, maker + " is the client's advisor.", SOURCE)
                    .with("maker", maker);
        } else {
            f = new Finding("clients_advisor", Area.SUITABILITY, Outcome.UNVERIFIABLE, maker + " is not the client's advisor ("
                    + advisorName + ").", SOURCE).with("maker", maker);
        }
        return Optional.of(f.with("kind", "clients_advisor").with("advisor", advisorName));
    }

    private static String normal(String name) {
        return name.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
