package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.swarm.PortfolioSubmission;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the decision envelope of a review item in the structure of specification 2.1 (version 1.0.0) from the
 * client mandate. The disposition is never PROCEED: the service proposes, the advisor decides. It is ESCALATE
 * when the mandate lists authorized actions and the proposed action type is not among them, or when a
 * mechanical mandate check fails (a position above {@code max_position_weight}); otherwise REVIEW.
 * {@code suitability} carries no {@code match} verdict: the service makes no suitability determinations.
 */
public final class SpecEnvelopeAdapter implements DecisionEnvelopes {

    @Override
    public Object evaluate(Request r) {
        PortfolioSubmission.ClientMandate m = r.mandate();
        ReviewItem item = r.item();
        Map<String, Object> env = new LinkedHashMap<>();
        env.put("decision_id", r.jobId() + ":" + item.id());
        env.put("trace_id", r.jobId());
        env.put("organization_id", r.organizationId());
        env.put("investor_id", m.investorId());
        env.put("agent_id", SynthesisAgent.NAME);
        env.put("actor_or_agent", Map.of("type", "ai_agent", "id", SynthesisAgent.NAME, "name", "Investment-committee synthesis agent"));
        Map<String, Object> mandate = new LinkedHashMap<>();
        putIf(mandate, "scope", m.scope());
        putIf(mandate, "authorized_actions", m.authorizedActions());
        putIf(mandate, "constraints", m.constraints());
        env.put("mandate", mandate);
        Map<String, Object> investor = new LinkedHashMap<>();
        putIf(investor, "risk_tolerance", m.riskTolerance());
        putIf(investor, "time_horizon", m.timeHorizon());
        env.put("investor_context", investor);
        var f = r.facts();
        double hhi = 0;
        for (double w : f.weights()) {
            hhi += w * w;
        }
        env.put("portfolio_context", Map.of(
                "as_of", f.asOf().atStartOfDay(java.time.ZoneOffset.UTC).toInstant().toString(),
                "concentration_summary", String.format(java.util.Locale.ROOT, "%d positions, HHI %.3f, effective holdings %.1f",
                        f.size(), hhi, 1 / hhi),
                "exposure_summary", "Total market value " + String.format(java.util.Locale.ROOT, "%.2f", f.totalValue())
                        + " (" + f.dataSource() + " data)"));
        Map<String, Object> action = new LinkedHashMap<>();
        action.put("type", item.proposedAction().type());
        action.put("description", item.proposedAction().description());
        action.put("parameters", item.proposedAction().parameters());
        env.put("proposed_action", action);
        env.put("suitability", Map.of("notes", "Not evaluated by the service: suitability determinations remain with the advisor."));

        List<String> breaches = new ArrayList<>();
        boolean authorized = m.authorizedActions() == null || m.authorizedActions().isEmpty()
                || m.authorizedActions().contains(item.proposedAction().type());
        if (!authorized) {
            breaches.add("action type '" + item.proposedAction().type() + "' is not among the mandate's authorized actions");
        }
        if (m.maxPositionWeight() != null) {
            f.holdings().stream().filter(h -> h.weight() > m.maxPositionWeight()).forEach(h -> breaches.add(String.format(
                    java.util.Locale.ROOT, "%s weighs %.1f%%, above the mandate's max_position_weight of %.1f%%",
                    h.symbol(), 100 * h.weight(), 100 * m.maxPositionWeight())));
        }
        env.put("policy", breaches.isEmpty()
                ? Map.of("match", true, "notes", "Mechanical mandate checks passed (authorized action types, max position weight).")
                : Map.of("match", false, "notes", String.join("; ", breaches)));
        env.put("evidence", Map.of("sources", List.of("ic_briefing." + item.sourceAgent() + "." + item.figure(), "job " + r.jobId()),
                "reasoning_summary", item.rationale()));
        env.put("disposition", breaches.isEmpty() ? "REVIEW" : "ESCALATE");
        env.put("created_at", Instant.now().toString());
        env.put("envelope_version", "1.0.0");
        return env;
    }

    private static void putIf(Map<String, Object> map, String key, Object v) {
        if (v != null) {
            map.put(key, v);
        }
    }
}
