package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.assurance.Actor;
import com.bpidesk.engine.assurance.AssuranceService;
import com.bpidesk.engine.assurance.ClientMandates;
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
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

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
 *
 * <p>ADR 0243: when the submission states no authorized actions, the client's mandate as the book records it
 * ({@link ClientMandates}) supplies the scope, the authorized actions and the constraints. The person who started the
 * analysis is the envelope's maker ({@code actor_id}, and the CREATED event's actor), the synthesis agent its
 * {@code agent_id}. Each review item arrives once: its envelope carries the source key {@link #sourceKey} (the same
 * item of the same client on the same portfolio date, analysed again or reported again, finds the stored envelope).
 */
public final class AssuranceEnvelopes implements DecisionEnvelopes {

    public static final String ACTOR = "ic-synthesis-agent";
    private static final Set<String> RISK_REDUCING = Set.of("rebalance", "diversify", "reduce", "trim");

    private final EnvelopeEvaluator evaluator;
    private final AssuranceService recorder;
    private final BiFunction<String, String, Optional<Mandate>> bookMandate;
    private final Function<String, Optional<Actor>> makerOfJob;

    public AssuranceEnvelopes(EnvelopeEvaluator evaluator, AssuranceService recorder) {
        this(evaluator, recorder, (org, client) -> Optional.empty(), job -> Optional.empty());
    }

    /**
     * @param bookMandate the client's mandate in the book (organization, client id), ADR 0243
     * @param makerOfJob  the person who started an analysis job, by job id
     */
    public AssuranceEnvelopes(EnvelopeEvaluator evaluator, AssuranceService recorder,
                              BiFunction<String, String, Optional<Mandate>> bookMandate, Function<String, Optional<Actor>> makerOfJob) {
        this.evaluator = evaluator;
        this.recorder = recorder;
        this.bookMandate = bookMandate;
        this.makerOfJob = makerOfJob;
    }

    /** Evaluation only, nothing stored (benchmarks and unit tests). */
    public static AssuranceEnvelopes evaluateOnly(java.time.Clock clock) {
        return new AssuranceEnvelopes(new EnvelopeEvaluator(org -> List.of(), clock), null);
    }

    @Override
    public EnvelopeOutcome evaluate(Request request) {
        Request r = withBookMandate(request);
        Optional<Actor> maker = makerOfJob.apply(r.jobId());
        ProposedDecision proposal = proposal(r, maker.map(Actor::id).orElse(null));
        if (recorder != null) {
            AssuranceService.Recorded rec = recorder.evaluateAndRecordOnce(r.organizationId(), proposal,
                    maker.orElse(Actor.of(ACTOR)), sourceKey(proposal));
            if (rec.record() != null) {
                var stored = rec.record().envelope();
                return new EnvelopeOutcome(EvaluationResult.EVALUATED, rec.record().decisionId(), stored.disposition(),
                        rec.result() instanceof EvaluationResult.Evaluated e ? e.rule() : null, rec.record().digest(), true,
                        Envelopes.toTree(stored), null);
            }
            return notEvaluated(rec.result());
        }
        EvaluationResult result = evaluator.evaluate(proposal);
        if (result instanceof EvaluationResult.Evaluated e) {
            return new EnvelopeOutcome(result.result(), result.decisionId(), e.envelope().disposition(), e.rule(), e.digest(),
                    false, Envelopes.toTree(e.envelope()), null);
        }
        return notEvaluated(result);
    }

    private static EnvelopeOutcome notEvaluated(EvaluationResult result) {
        String reason = result instanceof EvaluationResult.NotEvaluated n ? n.reason() : null;
        return new EnvelopeOutcome(result.result(), result.decisionId(), null, null, null, null, null, reason);
    }

    /**
     * The request with the client's book mandate (scope, authorized actions, constraints) when the submission states no
     * authorized actions; the submission's risk profile and position limit are kept.
     */
    Request withBookMandate(Request r) {
        PortfolioSubmission.ClientMandate m = r.mandate();
        if (m.authorizedActions() != null && !m.authorizedActions().isEmpty()) {
            return r;
        }
        return bookMandate.apply(r.organizationId(), m.investorId()).map(b -> new Request(r.organizationId(), r.jobId(),
                new PortfolioSubmission.ClientMandate(m.investorId(), m.riskTolerance(), m.timeHorizon(),
                        m.scope() != null ? m.scope() : b.scope(), b.authorizedActions(),
                        merge(m.constraints(), b.constraints()), m.maxPositionWeight()), r.item(), r.facts())).orElse(r);
    }

    private static List<String> merge(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a == null ? List.of() : a);
        for (String c : b == null ? List.<String>of() : b) {
            if (!out.contains(c)) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * The dedup key of a review item's envelope (ADR 0243): SHA-256 over the organization's investor, the portfolio
     * date ({@code portfolio_context.as_of}), the agent, the action type and its subject (the instrument or symbol, else
     * the figure, else the description). The same review item analysed again (a replayed job, a report generated again
     * for the same client and holdings date) has the same key; a new portfolio date or another subject is a new item.
     */
    public static String sourceKey(ProposedDecision p) {
        var params = p.proposedAction().parameters();
        String subject = params == null ? null : params.has("symbol") ? params.get("symbol").asText()
                : params.has("instrument") ? params.get("instrument").asText() : params.has("figure") ? params.get("figure").asText() : null;
        String text = String.join("\n", p.investorId(), p.portfolioContext() == null ? "" : String.valueOf(p.portfolioContext().asOf()),
                String.valueOf(p.agentId()), p.proposedAction().type(), subject != null ? subject : p.proposedAction().description());
        return "review-item:" + com.bpidesk.envelope.Jcs.sha256Hex(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** The proposal without a known maker (tests). */
    static ProposedDecision proposal(Request r) {
        return proposal(r, null);
    }

    /** The proposal of a review item; {@code makerId} is the actor id of the person who started the analysis, or null. */
    static ProposedDecision proposal(Request r, String makerId) {
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
                // the amount traded by the trim: (current weight - target weight) x the portfolio's market value, in the
                // base currency, so a firm's notional threshold can be checked (ADR 0243)
                if (f.totalValue() > 0) {
                    params.put("notional", Math.round((params.get("current_weight").asDouble() - m.maxPositionWeight())
                            * f.totalValue() * 100) / 100.0);
                }
            }
        }
        return new ProposedDecision(
                r.jobId() + "-" + item.id(),
                r.jobId(),
                r.organizationId(),
                m.investorId(),
                makerId,
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
