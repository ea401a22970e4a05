package com.bpidesk.engine.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.assurance.EnvelopeEvaluator;
import com.bpidesk.engine.assurance.EvaluationResult;
import com.bpidesk.engine.assurance.FindingSentences;
import com.bpidesk.engine.assurance.ProposedDecision;
import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.envelope.ActorOrAgent;
import com.bpidesk.envelope.Disposition;
import com.bpidesk.envelope.Evidence;
import com.bpidesk.envelope.InvestorContext;
import com.bpidesk.envelope.Mandate;
import com.bpidesk.envelope.PortfolioContext;
import com.bpidesk.envelope.ProposedAction;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A mandate derived from a client's policy (ADR 0258) and the dispositions it gives, hand-worked: policy equity 60 % +/- 5
 * %, bonds 35 % +/- 5 %, cash 5 % +/- 2 %, largest position 10 %, VTI held. Equity's band is [55 %, 65 %].
 */
class PolicyMandatesTest {

    static final ClientPolicy POLICY = new ClientPolicy(List.of(new ClientPolicy.Target("equity", 0.60, 0.05),
            new ClientPolicy.Target("bonds", 0.35, 0.05), new ClientPolicy.Target("real_estate", 0, 0),
            new ClientPolicy.Target("cash", 0.05, 0.02)), 0.10, List.of("VTI"), ClientPolicy.ADVISOR, Instant.EPOCH, "Ana");

    @Test
    void derivesScopeActionsAndConditionsFromThePolicy() {
        Mandate m = PolicyMandates.derive(POLICY, "moderate");
        assertThat(m.scope()).isEqualTo("Advisory (derived from the client's policy)");
        assertThat(m.authorizedActions()).containsExactly("rebalance", "diversify", "risk_review", "review_position", "sell", "buy");
        // real estate has neither a target nor a band: no condition for it
        assertThat(m.constraints()).containsExactly("max_single_position_weight: 0.1000", "held_positions: VTI",
                "asset_class_band: equity 60% +/- 5%", "asset_class_band: bonds 35% +/- 5%", "asset_class_band: cash 5% +/- 2%");
    }

    @Test
    void aConservativeClientDoesNotAuthorizeBuyingAndAHouseDefaultSaysSo() {
        ClientPolicy house = new ClientPolicy(POLICY.targets(), 0.10, List.of(), ClientPolicy.HOUSE_DEFAULT, null, null);
        Mandate m = PolicyMandates.derive(house, "Conservative");
        assertThat(m.authorizedActions()).doesNotContain("buy");
        assertThat(m.scope()).contains("house default");
        assertThat(m.constraints()).noneMatch(c -> c.startsWith("held_positions"));
    }

    static ObjectNode trade(String symbol, String side, double weightAfter, double classAfter) {
        ObjectNode p = JsonNodeFactory.instance.objectNode();
        p.put("instrument", symbol).put("side", side).put("target_weight", weightAfter).put("notional", 5_000.0)
                .put("risk_effect", "neutral").put("asset_class", "equity").put("asset_class_weight_after", classAfter);
        return p;
    }

    static EvaluationResult.Evaluated evaluate(ObjectNode params) {
        ProposedDecision d = new ProposedDecision("dec-1", "trace-1", "org-a", "imp-1", "api_key:k1", null,
                ActorOrAgent.human("api_key:k1", "Ana"), PolicyMandates.derive(POLICY, "moderate"),
                new InvestorContext("moderate", "10 years", null, null), new PortfolioContext("2026-03-01T00:00:00Z", null, null, null),
                new ProposedAction("rebalance", "Rebalance", params), new Evidence(List.of("test"), "toward the policy"));
        EvaluationResult r = new EnvelopeEvaluator(org -> List.of(), Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC))
                .evaluate(d);
        assertThat(r).as(r.toString()).isInstanceOf(EvaluationResult.Evaluated.class);
        return (EvaluationResult.Evaluated) r;
    }

    @Test
    void aTradeWithinThePolicyProceeds() {
        // sell AAPL (not held) to 8 % (<= 10 %), equity after 62 % (inside [55 %, 65 %]): every check passes
        var e = evaluate(trade("AAPL", "sell", 0.08, 0.62));
        assertThat(e.envelope().disposition()).isEqualTo(Disposition.PROCEED);
        assertThat(FindingSentences.of(e.findings(), "USD")).extracting(FindingSentences.CheckSentence::sentence).contains(
                "The action sells no position the client's policy marks as held (VTI).",
                "After the trades equity would be 62 % of the account, within the 55 % to 65 % the client's policy allows.");
    }

    @Test
    void theBandsEdgeIsInside() {
        assertThat(evaluate(trade("AAPL", "buy", 0.08, 0.65)).envelope().disposition()).isEqualTo(Disposition.PROCEED);
    }

    @Test
    void sellingAHeldPositionIsForAReviewer() {
        var e = evaluate(trade("VTI", "sell", 0.05, 0.60));
        assertThat(e.envelope().disposition()).isEqualTo(Disposition.REVIEW);
        assertThat(FindingSentences.of(e.findings(), "USD")).extracting(FindingSentences.CheckSentence::sentence)
                .contains("The action sells VTI, which the client's policy marks as held, not to be sold.");
    }

    @Test
    void leavingTheBandIsForAReviewer() {
        var e = evaluate(trade("AAPL", "buy", 0.08, 0.66));
        assertThat(e.envelope().disposition()).isEqualTo(Disposition.REVIEW);
        assertThat(FindingSentences.of(e.findings(), "USD")).extracting(FindingSentences.CheckSentence::sentence).contains(
                "After the trades equity would be 66 % of the account; the client's policy keeps it between 55 % and 65 %.");
    }

    @Test
    void aPositionAboveTheLimitIsForAReviewer() {
        assertThat(evaluate(trade("AAPL", "buy", 0.12, 0.62)).envelope().disposition()).isEqualTo(Disposition.REVIEW);
    }
}
