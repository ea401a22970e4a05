package com.bpidesk.engine.assurance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.bpidesk.envelope.Disposition;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * The demo compliance queue exercises every disposition with the evaluator's own confidences (ADR 0137). Expected values
 * are worked by hand from the rule table and the confidence formula of docs/envelope.md (checks decided / checks):
 * <ul>
 *   <li>demo-dec-01: authority PASS, weight 0.10 &le; 0.10 PASS, moderate/decrease PASS, 3 firm rules PASS: D6 PROCEED, 6/6 = 1</li>
 *   <li>demo-dec-02: authority PASS, 0.06 &le; 0.10 PASS, ESG screen UNVERIFIABLE, conservative/increase MISMATCH, 3 rules PASS:
 *       D4 REVIEW, 6/7 = 0.8571</li>
 *   <li>demo-dec-03: authority PASS, 0.12 &le; 0.20 PASS, risk tolerance MISSING, restricted PASS, 0.12 &le; 0.15 PASS,
 *       600,000 &gt; 250,000 HIGH_IMPACT: D2 ESCALATE (missing context comes first), 5/6 = 0.8333</li>
 *   <li>demo-dec-04: authority PASS, aggressive/increase PASS, GME restricted BREACH, 2 rules PASS: D1 DENY, 5/5 = 1</li>
 *   <li>demo-dec-05: authority PASS, 0.07 &le; 0.15 PASS, balanced/neutral PASS, 3 rules PASS: D6 PROCEED, 6/6 = 1</li>
 *   <li>demo-dec-06: sell among (buy, sell) PASS, 0.04 &le; 0.10 PASS, moderate/decrease PASS, AAPL not GME, 0.04 &le; 0.15,
 *   22,000 &le; 250,000: 3 rules PASS: D6 PROCEED, 6/6 = 1</li>
 * </ul>
 */
@Tag("api")
class DemoProposalsTest {

    static final Map<String, Object[]> EXPECTED = new TreeMap<>(Map.of(
            "demo-dec-01", new Object[] {Disposition.PROCEED, 1.0, "D6"},
            "demo-dec-02", new Object[] {Disposition.REVIEW, 0.8571, "D4"},
            "demo-dec-03", new Object[] {Disposition.ESCALATE, 0.8333, "D2"},
            "demo-dec-04", new Object[] {Disposition.DENY, 1.0, "D1"},
            "demo-dec-05", new Object[] {Disposition.PROCEED, 1.0, "D6"},
            "demo-dec-06", new Object[] {Disposition.PROCEED, 1.0, "D6"}));

    @Test
    void theEvaluatorGivesEveryDispositionWithItsOwnConfidence() {
        Clock clock = Clock.fixed(Instant.parse("2026-03-18T15:00:00Z"), ZoneOffset.UTC);
        List<PolicyRule> rules = DemoProposals.RULES.stream().map(r -> new PolicyRule(r[0], PolicyRuleKind.parse(r[1]), r[2],
                r[3], true, Instant.EPOCH, "test")).toList();
        EnvelopeEvaluator evaluator = new EnvelopeEvaluator(org -> rules, clock);
        for (ProposedDecision p : DemoProposals.proposals("local", clock)) {
            EvaluationResult r = evaluator.evaluate(p);
            assertThat(r).as(p.decisionId()).isInstanceOf(EvaluationResult.Evaluated.class);
            EvaluationResult.Evaluated e = (EvaluationResult.Evaluated) r;
            Object[] want = EXPECTED.get(p.decisionId());
            assertThat(e.envelope().disposition()).as(p.decisionId()).isEqualTo(want[0]);
            assertThat(e.envelope().confidence()).as(p.decisionId()).isEqualTo((Double) want[1]);
            assertThat(e.rule()).as(p.decisionId()).isEqualTo(want[2]);
        }
    }

    @Test
    void aFreshDemoEngineSeedsTheQueueOnceAndNeverTouchesAFirmsOwnRules() {
        try (TestEngine t = TestEngine.start(Map.of("signals.demo.organization", "org-a"))) {
            JsonNode page = t.get("/api/assurance/envelopes?sort=created_at").json();
            assertThat(page.get("total").asLong()).isEqualTo(6);
            for (String d : List.of("PROCEED", "REVIEW", "ESCALATE", "DENY")) {
                assertThat(page.at("/counts/" + d).asLong()).as(d).isPositive();
            }
            JsonNode rec = t.get("/api/assurance/envelopes/demo-dec-02").json();
            assertThat(rec.at("/audit_trail/0/actor_name").asText()).isEqualTo("Demo data (simulated)");
            assertThat(rec.at("/envelope/confidence").asDouble()).isEqualTo(0.8571);
            assertThat(t.get("/api/assurance/policy-rules").json().get("items")).hasSize(3);
            assertThat(t.get("/api/assurance/envelopes", t.otherOrgKey).json().get("total").asLong()).isZero();
            // a second seeding finds the organization not empty
            var service = t.engine.context().services().require(AssuranceService.class);
            assertThat(DemoProposals.seedIfEmpty(service, new PolicyRules(t.engine.context().database(), Clock.systemUTC()), "org-a"))
                    .isZero();
        }
    }
}
