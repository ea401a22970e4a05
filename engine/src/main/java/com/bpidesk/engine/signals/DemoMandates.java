package com.bpidesk.engine.signals;

import com.bpidesk.engine.assurance.ClientMandates;
import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.envelope.Mandate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The demo book's advisory mandates (ADR 0243, labelled {@code demo}): each demo client gets a mandate derived from their
 * demo investment policy statement, so the envelopes of their review items decide on the client's record. Called when
 * the demo book is stored ({@link DemoBookSeeder}); kept apart from the book generator.
 *
 * <p>Every demo mandate is advisory and authorizes the actions an analysis proposes for discussion ({@code rebalance},
 * {@code diversify}, {@code risk_review}, {@code review_position}) and {@code sell}; {@code buy} only for clients whose
 * tolerance is not low (a conservative IPS does not authorize adding risk by default). The one constraint is the IPS's
 * single-position limit, {@code max_single_position_weight: RiskLimits.maxPosition(tolerance)}, the same figure the
 * demo IPS text states ("no single position above N%").
 */
final class DemoMandates {

    /** The actions every demo mandate authorizes. */
    static final List<String> BASE_ACTIONS = List.of("rebalance", "diversify", "risk_review", "review_position", "sell");

    private DemoMandates() {
    }

    /** The demo mandate of one client. */
    static Mandate of(Book.Client c) {
        List<String> actions = new ArrayList<>(BASE_ACTIONS);
        String tolerance = c.riskTolerance() == null ? "" : c.riskTolerance().toLowerCase(Locale.ROOT);
        if (!List.of("low", "conservative", "cautious").contains(tolerance)) {
            actions.add("buy");
        }
        return new Mandate("Advisory", actions, List.of(String.format(Locale.ROOT, "max_single_position_weight: %.4f",
                RiskLimits.maxPosition(c.riskTolerance()))));
    }

    /** Stores the demo mandate of every client of {@code book} for {@code org}, replacing the organization's mandates. */
    static void store(ClientMandates mandates, String org, Book book) {
        mandates.deleteAll(org);
        for (Book.Client c : book.clients()) {
            mandates.put(org, c.clientId(), of(c), "demo");
        }
    }
}
