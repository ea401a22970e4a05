package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.assurance.AssuranceService;
import com.bpidesk.engine.assurance.EnvelopeEvaluator;
import com.bpidesk.engine.assurance.EvaluationResult;
import com.bpidesk.engine.assurance.ProposedDecision;
import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.swarm.PortfolioSubmission;
import com.bpidesk.engine.swarm.briefing.EnvelopeOutcome;
import com.bpidesk.engine.swarm.briefing.ReviewItem;
import com.bpidesk.envelope.ActorOrAgent;
import com.bpidesk.envelope.Envelopes;
import com.bpidesk.envelope.Evidence;
import com.bpidesk.envelope.InvestorContext;
import com.bpidesk.envelope.Mandate;
import com.bpidesk.envelope.PortfolioContext;
import com.bpidesk.envelope.ProposedAction;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Decision envelopes for the synthesis agent's review items, through the assurance feature's
 * {@link EnvelopeEvaluator} (suitability notes against the mandate, the organization's policy rules, the
 * documented disposition table of docs/envelope.md). With an {@link AssuranceService} the envelope is also
 * stored, so it appears in the compliance review queue with its audit trail; without one (benchmarks, unit
 * tests) it is evaluated only.
 *
 * <p>A proposal to reduce or diversify a position decreases risk ({@code risk_effect: decrease}); reviews
 * of a position or of overall risk are {@code neutral}. The mandate's {@code max_position_weight} becomes the
 * evaluator's {@code max_single_position_weight} constraint.
 */
public final class AssuranceEnvelopes implements DecisionEnvelopes {

    public static final String ACTOR = "ic-synthesis-agent";
    private static final Set<String> RISK_REDUCING = Set.of("rebalance", "diversify", "reduce", "trim");

    private final EnvelopeEvaluator evaluator;
    private final AssuranceService recorder;

    public AssuranceEnvelopes(EnvelopeEvaluator evaluator, AssuranceService recorder) {
        this.evaluator = evaluator;
        this.recorder = recorder;
    }

    /** Evaluation only, nothing stored (benchmarks and unit tests). */
    public static AssuranceEnvelopes evaluateOnly(java.time.Clock clock) {
        return new AssuranceEnvelopes(new EnvelopeEvaluator(org -> List.of(), clock), null);
    }

    @Override
    public EnvelopeOutcome evaluate(Request r) {
        ProposedDecision proposal = proposal(r);
        EvaluationResult result = recorder != null
                ? recorder.evaluateAndRecord(r.organizationId(), proposal, ACTOR).result()
                : evaluator.evaluate(proposal);
        if (result instanceof EvaluationResult.Evaluated e) {
            return new EnvelopeOutcome(result.result(), result.decisionId(), e.envelope().disposition(), e.rule(), e.digest(),
                    recorder != null, Envelopes.toTree(e.envelope()), null);
        }
        String reason = result instanceof EvaluationResult.NotEvaluated n ? n.reason() : null;
        return new EnvelopeOutcome(result.result(), result.decisionId(), null, null, null, null, null, reason);
    }

    static ProposedDecision proposal(Request r) {
        PortfolioSubmission.ClientMandate m = r.mandate();
        ReviewItem item = r.item();
        var f = r.facts();
        List<String> constraints = new ArrayList<>(m.constraints() == null ? List.of() : m.constraints());
        if (m.maxPositionWeight() != null && constraints.stream().noneMatch(c -> c.startsWith("max_single_position_weight"))) {
            constraints.add(String.format(Locale.ROOT, "max_single_position_weight: %.4f", m.maxPositionWeight()));
        }
        ObjectNode params = Json.MAPPER.valueToTree(item.proposedAction().parameters() == null ? Map.of()
                : item.proposedAction().parameters());
        params.put("risk_effect", RISK_REDUCING.contains(item.proposedAction().type()) ? "decrease" : "neutral");
        double hhi = 0;
        double maxWeight = 0;
        for (double w : f.weights()) {
            hhi += w * w;
            maxWeight = Math.max(maxWeight, w);
        }
        if (!params.has("target_weight") && params.has("symbol")) {
            f.holdings().stream().filter(h -> h.symbol().equals(params.get("symbol").asText())).findFirst()
                    .ifPresent(h -> params.put("instrument", h.symbol()));
            // A rebalancing proposal for a position above the mandate's limit proposes trimming it to the limit: the
            // evaluator can then check the weight instead of reporting it missing (issue 13).
            if ("rebalance".equals(item.proposedAction().type()) && m.maxPositionWeight() != null && params.has("current_weight")
                    && params.get("current_weight").asDouble() > m.maxPositionWeight()) {
                params.put("target_weight", m.maxPositionWeight());
            }
        }
        return new ProposedDecision(
                r.jobId() + "-" + item.id(),
                r.jobId(),
                r.organizationId(),
                m.investorId(),
                null,
                SynthesisAgent.NAME,
                ActorOrAgent.agent(SynthesisAgent.NAME, "Investment-committee synthesis agent"),
                new Mandate(m.scope(), m.authorizedActions(), constraints),
                new InvestorContext(m.riskTolerance(), m.timeHorizon(), null, null),
                new PortfolioContext(f.asOf().atStartOfDay(java.time.ZoneOffset.UTC).toInstant().toString(),
                        String.format(Locale.ROOT, "%d positions, HHI %.3f, effective holdings %.1f, largest weight %.1f%%",
                                f.size(), hhi, 1 / hhi, 100 * maxWeight),
                        String.format(Locale.ROOT, "Total market value %s %.2f (%s data)", f.money().baseCurrency(), f.totalValue(),
                                f.dataSource()),
                        null),
                new ProposedAction(item.proposedAction().type(), item.proposedAction().description(), params),
                new Evidence(List.of("ic_briefing." + item.sourceAgent() + "." + item.figure(), "analysis job " + r.jobId()),
                        item.rationale()));
    }
}
