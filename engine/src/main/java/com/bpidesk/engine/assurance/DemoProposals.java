package com.bpidesk.engine.assurance;

import com.bpidesk.envelope.ActorOrAgent;
import com.bpidesk.envelope.Evidence;
import com.bpidesk.envelope.InvestorContext;
import com.bpidesk.envelope.Mandate;
import com.bpidesk.envelope.PortfolioContext;
import com.bpidesk.envelope.ProposedAction;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * The demo compliance queue (ADR 0137): on a fresh demo install, a handful of proposals for demo investors are
 * evaluated by {@link EnvelopeEvaluator} against three demo firm policy rules and stored, so the Compliance screen
 * shows every disposition. Nothing here sets a disposition or a confidence: each proposal carries only facts (the
 * mandate, the risk profile, the action's parameters) and the evaluator's rule table and confidence formula decide,
 * exactly as for a real proposal. {@code DemoProposalsTest} checks the outcomes against the rule table worked by hand.
 *
 * <p>Seeded once per organization, only in demo mode, only while the organization has no envelope and no policy rule
 * (a firm's own rules and queue are never touched); the CREATED events are recorded by {@link #ACTOR}.
 */
public final class DemoProposals {

    /** Who records the demo proposals in the audit trail. */
    public static final Actor ACTOR = new Actor("bpi-desk-demo", "Demo data (simulated)", null);

    private DemoProposals() {
    }

    /** The demo firm's policy rules: (rule id, kind, target, description). */
    static final List<String[]> RULES = List.of(
            new String[] {"demo-no-gme", "restricted_instrument", "GME", "Demo rule: GameStop is on the firm's restricted list"},
            new String[] {"demo-max-15", "max_position_weight", "0.15", "Demo rule: no single position above 15% of a portfolio"},
            new String[] {"demo-large-trades", "escalate_notional_above", "250000", "Demo rule: trades above 250,000 go to the CCO"});

    /** Seeds the organization when it is empty; returns how many envelopes were stored. */
    public static int seedIfEmpty(AssuranceService service, PolicyRules rules, String org) {
        if (!rules.list(org).isEmpty() || service.list(org, new AssuranceService.Query(null, null, null, null, null, null, 1, 0))
                .total() > 0) {
            return 0;
        }
        for (String[] r : RULES) {
            rules.put(org, r[0], PolicyRuleKind.parse(r[1]), r[2], r[3], true, ACTOR.id());
        }
        int stored = 0;
        List<ProposedDecision> all = proposals(org, service.clock());
        // oldest first, so the audit chain's order is the order of the dates
        List<Integer> order = new java.util.ArrayList<>(java.util.stream.IntStream.range(0, all.size()).boxed().toList());
        order.sort(java.util.Comparator.comparingInt((Integer i) -> -DAYS_AGO[i]));
        for (int i : order) {
            Clock then = Clock.offset(service.clock(), java.time.Duration.ofDays(-DAYS_AGO[i]));
            if (service.at(then).evaluateAndRecord(org, all.get(i), ACTOR).record() != null) {
                stored++;
            }
        }
        for (String[] a : ASSIGNEES) {
            service.assign(org, a[0], a[1], null, ACTOR.name());
        }
        return stored;
    }

    /**
     * How many days before seeding each proposal is dated, so the queue shows different ages: with the default deadline
     * of 5 business days, demo-dec-03 (12 days, escalated and waiting) is overdue and the others (at most 4 days) are not.
     */
    static final int[] DAYS_AGO = {1, 3, 12, 2, 0, 4};

    /** Demo assignments: (decision, reviewer). */
    static final List<String[]> ASSIGNEES = List.of(
            new String[] {"demo-dec-02", "Dana Demo (demo reviewer)"},
            new String[] {"demo-dec-03", "Chris Demo (demo reviewer)"});

    /** The demo proposals: facts only, no verdicts. */
    static List<ProposedDecision> proposals(String org, Clock clock) {
        String asOf = clock.instant().truncatedTo(ChronoUnit.DAYS).atOffset(ZoneOffset.UTC).toInstant().toString();
        ActorOrAgent agent = ActorOrAgent.agent("synthesis_agent", "Investment-committee synthesis agent");
        ActorOrAgent advisor = ActorOrAgent.human("adv-02", "Bea Demo (demo advisor)");
        return List.of(
                // Trim an over-weight position to the mandate's limit: every check decided and passed.
                proposal("demo-dec-01", org, "demo-c004", agent,
                        new Mandate("Discretionary", List.of("rebalance", "sell"), List.of("max_single_position_weight: 0.10")),
                        new InvestorContext("moderate", "10 years", "Balanced growth, no leverage", null),
                        asOf, "QQQ is 14% of the portfolio",
                        action("rebalance", "Trim QQQ from 14% to 10% of the portfolio", "QQQ", 0.10, 42_000, "decrease"),
                        "Concentration above the mandate's single-position limit"),
                // A risk-increasing purchase for a conservative investor, with an ESG screen no machine can check.
                proposal("demo-dec-02", org, "demo-c008", advisor,
                        new Mandate("Advisory", List.of("buy", "sell"), List.of("max_single_position_weight: 0.10",
                                "ESG screen: no tobacco producers")),
                        new InvestorContext("conservative", "5 years", "Capital preservation, income", null),
                        asOf, "Largest position 8%",
                        action("buy", "Buy a 6% position in the ARK Innovation ETF", "ARKK", 0.06, 30_000, "increase"),
                        "Client asked about thematic growth funds"),
                // A large rebalancing trade for a client whose risk profile is not on file.
                proposal("demo-dec-03", org, "demo-c023", agent,
                        new Mandate("Discretionary", List.of("rebalance"), List.of("max_single_position_weight: 0.20")),
                        new InvestorContext(null, "15 years", null, null),
                        asOf, "Top five holdings 71%",
                        action("rebalance", "Move 600,000 from US large caps into global bonds", "AGG", 0.12, 600_000, null),
                        "Equity share far above the strategic allocation"),
                // A purchase of an instrument on the firm's restricted list.
                proposal("demo-dec-04", org, "demo-c032", advisor,
                        new Mandate("Advisory", List.of("buy", "sell"), List.of()),
                        new InvestorContext("aggressive", "20 years", "Growth, accepts high volatility", null),
                        asOf, "Largest position 12%",
                        action("buy", "Buy GameStop shares at 3% of the portfolio", "GME", 0.03, 9_000, "increase"),
                        "Client request after press coverage"),
                // Diversifying out of a home-market overweight, within every limit.
                proposal("demo-dec-05", org, "demo-c047", agent,
                        new Mandate("Discretionary", List.of("rebalance", "buy", "sell"), List.of("max_single_position_weight: 0.15")),
                        new InvestorContext("balanced", "12 years", "Balanced, global", null),
                        asOf, "Home market 82% of equities",
                        action("buy", "Add a 7% position in a developed-markets ex-US ETF", "VEA", 0.07, 35_000, "neutral"),
                        "Home bias well above the global market weight"),
                // Taking profit on a grown position, a sale of a stated number of shares within every limit.
                proposal("demo-dec-06", org, "demo-c056", advisor,
                        new Mandate("Advisory", List.of("buy", "sell"), List.of("max_single_position_weight: 0.10")),
                        new InvestorContext("moderate", "8 years", "Balanced growth", null),
                        asOf, "AAPL grew to 9% of the portfolio",
                        withQuantity(action("sell", "Sell 120 shares of Apple", "AAPL", 0.04, 22_000, "decrease"), 120),
                        "Client asked to take profit after a strong year"));
    }

    private static ProposedDecision proposal(String id, String org, String investor, ActorOrAgent by, Mandate mandate,
                                             InvestorContext investor2, String asOf, String concentration, ProposedAction action,
                                             String why) {
        return new ProposedDecision(id, "demo-trace-" + id.substring(id.length() - 2), org, investor, null, null, by, mandate,
                investor2, new PortfolioContext(asOf, concentration, null, null), action,
                new Evidence(List.of("demo data (simulated)"), why));
    }

    private static ProposedAction withQuantity(ProposedAction a, int shares) {
        ObjectNode p = a.parameters();
        p.put("quantity", shares);
        return new ProposedAction(a.type(), a.description(), p);
    }

    private static ProposedAction action(String type, String description, String instrument, double targetWeight,
                                         double notional, String riskEffect) {
        ObjectNode p = JsonNodeFactory.instance.objectNode();
        p.put("instrument", instrument).put("target_weight", targetWeight).put("notional", notional).put("currency", "USD");
        if (riskEffect != null) {
            p.put("risk_effect", riskEffect);
        }
        return new ProposedAction(type, description, p);
    }
}
