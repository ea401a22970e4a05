package com.bpidesk.engine.assurance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.assurance.Finding.Outcome;
import com.bpidesk.envelope.ActorOrAgent;
import com.bpidesk.envelope.Disposition;
import com.bpidesk.envelope.Envelope;
import com.bpidesk.envelope.Envelopes;
import com.bpidesk.envelope.Evidence;
import com.bpidesk.envelope.InvestorContext;
import com.bpidesk.envelope.Mandate;
import com.bpidesk.envelope.PortfolioContext;
import com.bpidesk.envelope.ProposedAction;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The evaluation's checks and the disposition rule table, with hand-worked expectations. */
class EnvelopeEvaluatorTest {

    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC);
    static final Instant RULE_TIME = Instant.parse("2026-02-01T00:00:00Z");

    static PolicyRule rule(String id, PolicyRuleKind kind, String target) {
        return new PolicyRule(id, kind, target, "test rule " + id, true, RULE_TIME, "key");
    }

    static ObjectNode params(String instrument, String sector, Double weight, String riskEffect, Double notional) {
        ObjectNode p = JsonNodeFactory.instance.objectNode();
        if (instrument != null) p.put("instrument", instrument);
        if (sector != null) p.put("sector", sector);
        if (weight != null) p.put("target_weight", weight);
        if (riskEffect != null) p.put("risk_effect", riskEffect);
        if (notional != null) p.put("notional", notional);
        p.putObject("extra").put("order_type", "limit");
        return p;
    }

    /** A proposal every check passes: buy 5% of VTI (broad market), risk neutral, moderate investor. */
    static ProposedDecision good() {
        return new ProposedDecision("dec-1", "trace-1", "org-a", "inv-1", "adv-1", null,
                ActorOrAgent.human("adv-1", "Dana"),
                new Mandate("Discretionary", List.of("buy", "sell", "rebalance"),
                        List.of("max_single_position_weight: 10%", "excluded_sectors: Tobacco, Weapons")),
                new InvestorContext("moderate", "10 years", null, null),
                new PortfolioContext("2026-03-01T09:00:00Z", null, null, null),
                new ProposedAction("buy", "Buy VTI to 5%", params("VTI", "Broad market", 0.05, "neutral", 20_000.0)),
                new Evidence(List.of("synthesis_agent:briefing-7"), "Underweight equities"));
    }

    static ProposedDecision with(Consumer<Object[]> change) {
        ProposedDecision g = good();
        Object[] f = {g.decisionId(), g.traceId(), g.organizationId(), g.investorId(), g.actorId(), g.agentId(), g.actorOrAgent(),
                g.mandate(), g.investorContext(), g.portfolioContext(), g.proposedAction(), g.evidence()};
        change.accept(f);
        return new ProposedDecision((String) f[0], (String) f[1], (String) f[2], (String) f[3], (String) f[4], (String) f[5],
                (ActorOrAgent) f[6], (Mandate) f[7], (InvestorContext) f[8], (PortfolioContext) f[9], (ProposedAction) f[10],
                (Evidence) f[11]);
    }

    static EnvelopeEvaluator evaluator(PolicyRule... rules) {
        return new EnvelopeEvaluator(org -> List.of(rules), CLOCK);
    }

    static EvaluationResult.Evaluated evaluated(EvaluationResult r) {
        assertThat(r).as(r.toString()).isInstanceOf(EvaluationResult.Evaluated.class);
        EvaluationResult.Evaluated e = (EvaluationResult.Evaluated) r;
        assertThat(Envelopes.validator().validate(Envelopes.toJson(e.envelope())).violations()).isEmpty();
        return e;
    }

    @Test
    void allChecksPassGivesProceedByD6() {
        var e = evaluated(evaluator(rule("R1", PolicyRuleKind.RESTRICTED_INSTRUMENT, "XYZ")).evaluate(good()));
        Envelope env = e.envelope();
        assertThat(e.rule()).isEqualTo("D6");
        assertThat(env.disposition()).isEqualTo(Disposition.PROCEED);
        assertThat(env.suitability().match()).isTrue();
        assertThat(env.policy().match()).isTrue();
        // 5 checks: authority, 2 constraints, risk, rule R1 -> all decided -> confidence 5/5.
        assertThat(e.findings()).hasSize(5).allMatch(f -> f.outcome() == Outcome.PASS);
        assertThat(env.confidence()).isEqualTo(1.0);
        assertThat(env.evidence().sources()).startsWith("synthesis_agent:briefing-7")
                .contains("mandate.authorized_actions", "mandate.constraints[0]", "investor_context.risk_tolerance",
                        "policy_rule:R1@2026-02-01T00:00:00Z");
        assertThat(env.evidence().reasoningSummary()).startsWith("Underweight equities | Disposition PROCEED by rule D6");
        assertThat(env.createdAt()).isEqualTo("2026-03-01T10:00:00Z");
        assertThat(env.proposedAction().parameters().at("/extra/order_type").asText()).isEqualTo("limit");
        // digest against an independent computation: engine/src/test/python/reference_envelope_digest.py canonicalizes
        // (RFC 8785) and hashes (hashlib) the expected envelope with its own code; fixture made from the repository root by
        // python3 engine/src/test/python/reference_envelope_digest.py > engine/src/test/resources/reference/envelope_digest.json
        JsonNode reference = referenceDigest();
        assertThat(Envelopes.canonical(env)).isEqualTo(reference.get("canonical").asText());
        assertThat(e.digest()).isEqualTo(reference.get("sha256").asText()).hasSize(64);
    }

    static JsonNode referenceDigest() {
        try (InputStream in = EnvelopeEvaluatorTest.class.getResourceAsStream("/reference/envelope_digest.json")) {
            return new ObjectMapper().readTree(in);
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
    }

    @Test
    void policyBreachGivesDenyByD1EvenWithOtherDoubts() {
        var p = with(f -> f[8] = new InvestorContext(null, null, null, null)); // also missing context (D2)
        var e = evaluated(evaluator(rule("R1", PolicyRuleKind.RESTRICTED_INSTRUMENT, "vti")).evaluate(p));
        assertThat(e.rule()).isEqualTo("D1");
        assertThat(e.envelope().disposition()).isEqualTo(Disposition.DENY);
        assertThat(e.envelope().policy().match()).isFalse();
        assertThat(e.envelope().policy().notes()).contains("[BREACH]").contains("'VTI' is restricted");
    }

    @Test
    void firmWeightCapAndProhibitedActionAreBreaches() {
        assertThat(evaluated(evaluator(rule("W", PolicyRuleKind.MAX_POSITION_WEIGHT, "0.04")).evaluate(good())).rule()).isEqualTo("D1");
        assertThat(evaluated(evaluator(rule("W", PolicyRuleKind.MAX_POSITION_WEIGHT, "0.05")).evaluate(good())).rule()).isEqualTo("D6");
        assertThat(evaluated(evaluator(rule("P", PolicyRuleKind.PROHIBITED_ACTION, "BUY")).evaluate(good())).rule()).isEqualTo("D1");
        assertThat(evaluated(evaluator(rule("S", PolicyRuleKind.RESTRICTED_SECTOR, "Broad market")).evaluate(good())).rule()).isEqualTo("D1");
    }

    @Test
    void missingContextGivesEscalateByD2() {
        var p = with(f -> f[7] = new Mandate("x", null, null));
        var e = evaluated(evaluator().evaluate(p));
        assertThat(e.rule()).isEqualTo("D2");
        assertThat(e.envelope().disposition()).isEqualTo(Disposition.ESCALATE);
        assertThat(e.envelope().suitability().match()).as("unknown, not false").isNull();
        // checks: authority (MISSING) + risk (PASS) = 2; decided 1 -> 0.5
        assertThat(e.envelope().confidence()).isEqualTo(0.5);
    }

    @Test
    void aSinglePositionLimitDoesNotApplyToAPortfolioLevelProposal() {
        // a risk review names no instrument and no weight: the weight limit is not applicable (PASS), not missing
        var node = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode().put("risk_effect", "neutral");
        var p = with(f -> {
            f[7] = new Mandate("x", List.of("risk_review"), List.of("max_single_position_weight: 0.10"));
            f[10] = new ProposedAction("risk_review", "Review overall portfolio risk", node);
        });
        var e = evaluated(evaluator().evaluate(p));
        // checks: authority PASS, weight limit PASS (not applicable), risk PASS = 3 decided of 3
        assertThat(e.rule()).isEqualTo("D6");
        assertThat(e.envelope().confidence()).isEqualTo(1.0);
        assertThat(e.envelope().suitability().notes()).contains("names no single position");
        // with an instrument but no weight the limit cannot be checked: MISSING, escalated
        var named = with(f -> f[10] = new ProposedAction("buy", "Buy VTI", node.deepCopy().put("instrument", "VTI")));
        assertThat(evaluated(evaluator().evaluate(named)).rule()).isEqualTo("D2");
    }

    @Test
    void highImpactGivesEscalateByD3() {
        var e = evaluated(evaluator(rule("N", PolicyRuleKind.ESCALATE_NOTIONAL_ABOVE, "10000")).evaluate(good()));
        assertThat(e.rule()).isEqualTo("D3");
        assertThat(e.envelope().disposition()).isEqualTo(Disposition.ESCALATE);
        assertThat(e.envelope().policy().match()).isTrue();
        assertThat(e.envelope().policy().notes()).contains("notional 20000 exceeds 10000");
    }

    @Test
    void suitabilityDoubtsGiveReviewByD4() {
        // not authorized
        assertThat(evaluated(evaluator().evaluate(with(f -> f[10] = new ProposedAction("short", "Short VTI",
                params("VTI", "Broad market", 0.05, "neutral", null))))).rule()).isEqualTo("D4");
        // above the mandate's 10% cap
        assertThat(evaluated(evaluator().evaluate(with(f -> f[10] = new ProposedAction("buy", "Buy VTI",
                params("VTI", "Broad market", 0.12, "neutral", null))))).rule()).isEqualTo("D4");
        // excluded sector (case-insensitive)
        var sector = evaluated(evaluator().evaluate(with(f -> f[10] = new ProposedAction("buy", "Buy MO",
                params("MO", "tobacco", 0.02, "neutral", null)))));
        assertThat(sector.rule()).isEqualTo("D4");
        assertThat(sector.envelope().suitability().match()).isFalse();
        // risk increase for a low-tolerance investor
        assertThat(evaluated(evaluator().evaluate(with(f -> {
            f[8] = new InvestorContext("Conservative", null, null, null);
            f[10] = new ProposedAction("buy", "Buy TQQQ", params("TQQQ", "Technology", 0.02, "increase", null));
        }))).rule()).isEqualTo("D4");
        // a free-text constraint no machine can check
        var free = evaluated(evaluator().evaluate(with(f -> f[7] = new Mandate(null, List.of("buy"),
                List.of("no trades during earnings week")))));
        assertThat(free.rule()).isEqualTo("D4");
        // checks: authority, constraint (UNVERIFIABLE), risk = 3; decided 2 -> 0.6667
        assertThat(free.envelope().confidence()).isEqualTo(0.6667);
    }

    @Test
    void exitingAnExcludedHoldingIsFine() {
        var e = evaluated(evaluator().evaluate(with(f -> f[10] = new ProposedAction("sell", "Sell all MO",
                params("MO", "Tobacco", 0.0, "decrease", null)))));
        assertThat(e.rule()).isEqualTo("D6");
    }

    @Test
    void aiAgentProposalsNeedReviewByD5WhenTheFirmSaysSo() {
        var p = with(f -> {
            f[6] = ActorOrAgent.agent("synthesis_agent", "IC synthesis");
            f[4] = null;
            f[5] = "synthesis_agent";
        });
        var e = evaluated(evaluator(rule("AI", PolicyRuleKind.AI_AGENT_REVIEW, null)).evaluate(p));
        assertThat(e.rule()).isEqualTo("D5");
        assertThat(e.envelope().disposition()).isEqualTo(Disposition.REVIEW);
        assertThat(evaluated(evaluator().evaluate(p)).rule()).isEqualTo("D6");
    }

    @Test
    void checksThatCannotCompleteGiveNotEvaluatedNeverADisposition() {
        List<ProposedDecision> broken = new ArrayList<>();
        broken.add(with(f -> f[8] = new InvestorContext("adventurous", null, null, null)));
        broken.add(with(f -> f[10] = new ProposedAction("buy", "x", params("VTI", "Broad market", 1.5, "neutral", null))));
        broken.add(with(f -> f[10] = new ProposedAction("buy", "x", params("VTI", "Broad market", 0.05, "sideways", null))));
        broken.add(with(f -> f[7] = new Mandate(null, List.of("buy"), List.of("max_single_position_weight: lots"))));
        broken.add(with(f -> f[3] = null));
        broken.add(with(f -> f[10] = null));
        for (ProposedDecision p : broken) {
            EvaluationResult r = evaluator().evaluate(p);
            assertThat(r).as(String.valueOf(p)).isInstanceOf(EvaluationResult.NotEvaluated.class);
            assertThat(r.result()).isEqualTo("NOT_EVALUATED");
            assertThat(((EvaluationResult.NotEvaluated) r).reason()).isNotBlank();
        }
        EvaluationResult numeric = evaluator(rule("N", PolicyRuleKind.ESCALATE_NOTIONAL_ABOVE, "a lot")).evaluate(good());
        assertThat(numeric).isInstanceOf(EvaluationResult.NotEvaluated.class);
        EvaluationResult rulesDown = new EnvelopeEvaluator(org -> {
            throw new IllegalStateException("database unavailable");
        }, CLOCK).evaluate(good());
        assertThat(rulesDown).isInstanceOf(EvaluationResult.NotEvaluated.class);
        assertThat(((EvaluationResult.NotEvaluated) rulesDown).reason()).contains("database unavailable");
        assertThat(evaluator().evaluate(null)).isInstanceOf(EvaluationResult.NotEvaluated.class);
    }

    @Test
    void ruleTableIsOrderedBySeverity() {
        assertThat(EnvelopeEvaluator.RULES).extracting(EnvelopeEvaluator.Rule::id).containsExactly("D1", "D2", "D3", "D4", "D5", "D6");
        Finding breach = new Finding("x", Finding.Area.POLICY, Outcome.BREACH, "n", "s");
        Finding missing = new Finding("x", Finding.Area.SUITABILITY, Outcome.MISSING, "n", "s");
        Finding review = new Finding("x", Finding.Area.POLICY, Outcome.REVIEW_REQUIRED, "n", "s");
        assertThat(EnvelopeEvaluator.disposition(List.of(review, missing, breach)).disposition()).isEqualTo(Disposition.DENY);
        assertThat(EnvelopeEvaluator.disposition(List.of(review, missing)).disposition()).isEqualTo(Disposition.ESCALATE);
        assertThat(EnvelopeEvaluator.disposition(List.of()).disposition()).isEqualTo(Disposition.PROCEED);
    }

    @Test
    void generatedDecisionIdWhenAbsent() {
        var e = evaluated(evaluator().evaluate(with(f -> f[0] = null)));
        assertThat(e.decisionId()).startsWith("dec-").isEqualTo(e.envelope().decisionId());
    }
}
