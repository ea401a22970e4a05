package com.bpidesk.engine.signals;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.assurance.EnvelopeEvaluator;
import com.bpidesk.engine.assurance.EvaluationResult;
import com.bpidesk.engine.assurance.Finding;
import com.bpidesk.engine.assurance.PolicyRule;
import com.bpidesk.engine.assurance.PolicyRuleKind;
import com.bpidesk.engine.assurance.ProposedDecision;
import com.bpidesk.engine.book.Book;
import com.bpidesk.envelope.ActorOrAgent;
import com.bpidesk.envelope.Evidence;
import com.bpidesk.envelope.InvestorContext;
import com.bpidesk.envelope.Mandate;
import com.bpidesk.envelope.PortfolioContext;
import com.bpidesk.envelope.ProposedAction;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The demo mandates (ADR 0243) and the checks they make decidable: with the client's mandate from the book, an
 * analysis' rebalance within policy PROCEEDs, a breach is named in words, and only a missing mandate still escalates.
 * Every disposition and confidence below is worked by hand from the rule table of docs/envelope.md.
 */
class DemoMandatesTest {

    static final Instant RULES_AT = Instant.parse("2026-11-01T00:00:00Z");
    /** The three demo firm rules of ADR 0137. */
    static final List<PolicyRule> DEMO_RULES = List.of(
            new PolicyRule("demo-no-gme", PolicyRuleKind.RESTRICTED_INSTRUMENT, "GME", "Demo rule: GameStop is on the firm's restricted list", true, RULES_AT, "t"),
            new PolicyRule("demo-max-15", PolicyRuleKind.MAX_POSITION_WEIGHT, "0.15", "Demo rule: no single position above 15% of a portfolio", true, RULES_AT, "t"),
            new PolicyRule("demo-large-trades", PolicyRuleKind.ESCALATE_NOTIONAL_ABOVE, "250000", "Demo rule: trades above 250,000 go to the CCO", true, RULES_AT, "t"));
    static final EnvelopeEvaluator EVALUATOR = new EnvelopeEvaluator(org -> DEMO_RULES,
            Clock.fixed(Instant.parse("2026-11-27T12:00:00Z"), ZoneOffset.UTC));

    static Book.Client client(String tolerance) {
        return new Book.Client("demo-c001", "demo-a01", "Maria Lopez", tolerance, 10, "Demo IPS", "US",
                LocalDate.of(2020, 1, 1), false, null, "demo");
    }

    static ProposedDecision proposal(Mandate m, String tolerance, String type, ObjectNode params) {
        return new ProposedDecision("d-1", "job-1", "local", "demo-c001", "api_key:k1", "synthesis_agent",
                ActorOrAgent.agent("synthesis_agent", "Investment-committee synthesis agent"), m,
                new InvestorContext(tolerance, "10 years", null, null),
                new PortfolioContext("2026-11-27T00:00:00Z", "8 positions", "Total market value USD 1000000.00", null),
                new ProposedAction(type, "Review a possible reduction", params), new Evidence(List.of("test"), "test"));
    }

    static EvaluationResult.Evaluated evaluate(ProposedDecision p) {
        EvaluationResult r = EVALUATOR.evaluate(p);
        assertThat(r).isInstanceOf(EvaluationResult.Evaluated.class);
        return (EvaluationResult.Evaluated) r;
    }

    @Test
    void aDemoMandateFollowsTheClientsInvestmentPolicy() {
        // conservative: no single position above 10 % (RiskLimits' conservative band), no "buy"
        Mandate conservative = DemoMandates.of(client("conservative"));
        assertThat(conservative.scope()).isEqualTo("Advisory");
        assertThat(conservative.authorizedActions()).containsExactly("rebalance", "diversify", "risk_review", "review_position", "sell");
        assertThat(conservative.constraints()).containsExactly("max_single_position_weight: 0.1000");
        Mandate moderate = DemoMandates.of(client("moderate"));
        assertThat(moderate.authorizedActions()).contains("buy");
        assertThat(moderate.constraints()).containsExactly("max_single_position_weight: 0.1500");
    }

    @Test
    void aRebalanceWithinPolicyProceeds() {
        // trim a 22 % position to the moderate mandate's 15 % on a 1,000,000 portfolio: notional (0.22 - 0.15) x 1e6 = 70,000
        ObjectNode p = JsonNodeFactory.instance.objectNode().put("symbol", "EQ01").put("instrument", "EQ01")
                .put("current_weight", 0.22).put("target_weight", 0.15).put("notional", 70_000.0).put("risk_effect", "decrease");
        var e = evaluate(proposal(DemoMandates.of(client("moderate")), "moderate", "rebalance", p));
        // authorized_action PASS (listed), max_single_position_weight PASS (0.15 <= 0.15), risk PASS (decrease),
        // demo-no-gme PASS, demo-max-15 PASS (0.15 <= 0.15), demo-large-trades PASS (70,000 <= 250,000): D6, 6/6 = 1.0
        assertThat(e.rule()).isEqualTo("D6");
        assertThat(e.envelope().disposition().name()).isEqualTo("PROCEED");
        assertThat(e.envelope().confidence()).isEqualTo(1.0);
        assertThat(e.findings()).hasSize(6).allMatch(f -> f.outcome() == Finding.Outcome.PASS);
    }

    @Test
    void aPortfolioLevelReviewIsNotEscalatedForAnAmountItDoesNotTrade() {
        ObjectNode p = JsonNodeFactory.instance.objectNode().put("figure", "volatility_annual").put("value", 0.21)
                .put("risk_effect", "neutral");
        var e = evaluate(proposal(DemoMandates.of(client("moderate")), "moderate", "risk_review", p));
        // authorized_action PASS (risk_review is listed), single-position limit PASS (not applicable: no instrument, no
        // weight), risk PASS (neutral fits moderate), demo-no-gme, demo-max-15 and demo-large-trades PASS (not
        // applicable to a review that trades nothing): D6 PROCEED, 6/6 = 1.0
        assertThat(e.rule()).isEqualTo("D6");
        assertThat(e.envelope().confidence()).isEqualTo(1.0);
        Finding trades = e.findings().stream().filter(f -> f.check().equals("demo-large-trades")).findFirst().orElseThrow();
        assertThat(trades.note()).contains("not applicable to a review that names no instrument, sector, weight or amount");
        Finding gme = e.findings().stream().filter(f -> f.check().equals("demo-no-gme")).findFirst().orElseThrow();
        assertThat(gme.outcome()).isEqualTo(Finding.Outcome.PASS);
    }

    @Test
    void aBreachNamesTheRuleInWordsAndAnUnauthorizedActionGoesToAPerson() {
        ObjectNode gme = JsonNodeFactory.instance.objectNode().put("instrument", "GME").put("current_weight", 0.12)
                .put("target_weight", 0.10).put("notional", 20_000.0).put("risk_effect", "decrease");
        var denied = evaluate(proposal(DemoMandates.of(client("conservative")), "conservative", "rebalance", gme));
        // demo-no-gme BREACH (GME is restricted and the trim does not exit): D1 DENY; all 6 checks decided: 1.0
        assertThat(denied.rule()).isEqualTo("D1");
        assertThat(denied.envelope().disposition().name()).isEqualTo("DENY");
        assertThat(denied.envelope().policy().notes()).contains("GameStop is on the firm's restricted list");

        ObjectNode buy = JsonNodeFactory.instance.objectNode().put("instrument", "EQ01").put("target_weight", 0.05)
                .put("notional", 50_000.0).put("risk_effect", "neutral");
        var review = evaluate(proposal(DemoMandates.of(client("conservative")), "conservative", "buy", buy));
        // authorized_action MISMATCH ("buy" is not in a conservative demo mandate): D4 REVIEW; 6/6 decided = 1.0
        assertThat(review.rule()).isEqualTo("D4");
        assertThat(review.envelope().disposition().name()).isEqualTo("REVIEW");
        assertThat(review.envelope().confidence()).isEqualTo(1.0);
        assertThat(review.envelope().suitability().notes()).contains("buy");
    }

    @Test
    void withoutAMandateFromTheBookAuthorityCannotBeAssumed() {
        ObjectNode p = JsonNodeFactory.instance.objectNode().put("instrument", "EQ01").put("current_weight", 0.22)
                .put("target_weight", 0.15).put("notional", 70_000.0).put("risk_effect", "decrease");
        var e = evaluate(proposal(new Mandate(null, null, List.of("max_single_position_weight: 0.15")), "moderate", "rebalance", p));
        // authorized_action MISSING: D2 ESCALATE; 5 of 6 checks decided = 0.8333
        assertThat(e.rule()).isEqualTo("D2");
        assertThat(e.envelope().confidence()).isEqualTo(0.8333);
        assertThat(e.envelope().suitability().notes()).contains("The mandate lists no authorized actions");
    }
}
