package com.bpidesk.engine.clientfile;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.engine.book.DemoPolicies;
import com.bpidesk.engine.book.PolicyStore;
import com.bpidesk.envelope.Mandate;
import java.util.Optional;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A client's mandate derived from the client's investment policy (ADR 0258, docs/client-file.md "Mandate"), for a client
 * whose book stores no mandate (an imported book): without it every review item of such a client escalated as "no
 * mandate". The derivation states only what the policy records:
 * <ul>
 *   <li>scope {@code Advisory (derived from the client's policy)}, or {@code (derived from the house default policy)}
 *       when the client has no recorded policy, so the evidence says where the mandate comes from;</li>
 *   <li>authorized actions: the advisory actions that bring a portfolio toward its policy or discuss it
 *       ({@link #ACTIONS}: rebalance, diversify, risk_review, review_position, sell) and {@code buy} unless the risk
 *       tolerance is low, the same rule as the demo book's mandates (ADR 0243);</li>
 *   <li>constraints: the policy's largest position ({@code max_single_position_weight: 0.1000}), its held positions
 *       ({@code held_positions: AAPL, VTI}, when any) and each asset class's target and band
 *       ({@code asset_class_band: equity 60% +/- 5%}, for each class with a target or a band above zero).</li>
 * </ul>
 * The product does not decide suitability: the derived mandate only lets the checks compare a proposal with the policy
 * the advisor recorded; a mismatch is for a reviewer.
 */
public final class PolicyMandates {

    /** The actions a derived mandate authorizes for every client. */
    public static final List<String> ACTIONS = List.of("rebalance", "diversify", "risk_review", "review_position", "sell");

    public static final String SCOPE = "Advisory (derived from the client's policy)";
    public static final String SCOPE_HOUSE_DEFAULT = "Advisory (derived from the house default policy for the client's risk tolerance)";

    private PolicyMandates() {
    }

    /** The mandate derived from the client's policy (recorded, else the house default); empty for an unknown client. */
    public static Optional<Mandate> derived(BookStore book, String org, String clientId) {
        return book.client(org, clientId).map(c -> derive(policyOf(book.policies(), org, c), c.riskTolerance()));
    }

    /** The client's recorded policy, else the house default for the client's risk tolerance (labelled {@code house_default}). */
    static ClientPolicy policyOf(PolicyStore policies, String org, Book.Client client) {
        return policies.find(org, client.clientId())
                .orElseGet(() -> DemoPolicies.forTolerance(client.riskTolerance(), ClientPolicy.HOUSE_DEFAULT));
    }

    /** The mandate the policy implies for a client of this risk tolerance (may be null). */
    public static Mandate derive(ClientPolicy policy, String riskTolerance) {
        List<String> actions = new ArrayList<>(ACTIONS);
        String tolerance = riskTolerance == null ? "" : riskTolerance.strip().toLowerCase(Locale.ROOT);
        if (!List.of("low", "conservative", "cautious").contains(tolerance)) {
            actions.add("buy");
        }
        List<String> constraints = new ArrayList<>();
        constraints.add(String.format(Locale.ROOT, "max_single_position_weight: %.4f", policy.maxPositionWeight()));
        if (policy.heldSymbols() != null && !policy.heldSymbols().isEmpty()) {
            constraints.add("held_positions: " + String.join(", ", policy.heldSymbols()));
        }
        for (ClientPolicy.Target t : policy.targets()) {
            if (t.targetWeight() > 0 || t.band() > 0) {
                constraints.add("asset_class_band: " + t.assetClass() + " " + percent(t.targetWeight()) + " +/- " + percent(t.band()));
            }
        }
        String scope = ClientPolicy.HOUSE_DEFAULT.equals(policy.source()) ? SCOPE_HOUSE_DEFAULT : SCOPE;
        return new Mandate(scope, actions, constraints);
    }

    /** A fraction as a percentage without trailing zeros: 0.6 → "60%", 0.025 → "2.5%". */
    static String percent(double w) {
        return BigDecimal.valueOf(w).movePointRight(2).setScale(4, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString() + "%";
    }
}
