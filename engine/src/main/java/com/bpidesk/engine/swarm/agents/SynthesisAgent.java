package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.swarm.briefing.EnvelopeOutcome;
import com.bpidesk.engine.swarm.briefing.PortfolioAnalystSection;
import com.bpidesk.engine.swarm.briefing.ReviewItem;
import com.bpidesk.engine.swarm.briefing.RiskManagerSection;
import com.bpidesk.engine.swarm.briefing.SynthesisAgentSection;

import com.bpidesk.engine.swarm.facts.FactBase;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code synthesis_agent}: an overall posture, the other agents' findings ranked by severity (ties: by the
 * order of the agents in the briefing), review items phrased as proposals with a decision envelope each when
 * the client's mandate is known, and the standing disclaimers of the specification.
 *
 * <p>Posture from the risk manager's figures: ratio of portfolio to benchmark volatility q;
 * {@code defensive} when q < 0.8, {@code balanced} when 0.8 <= q <= 1.2, {@code aggressive} when q > 1.2,
 * with {@code concentrated} appended when the effective number of holdings is below 10.
 */
public final class SynthesisAgent {

    public static final String NAME = "synthesis_agent";
    public static final int TOP_FINDINGS = 10;

    public static final List<String> DISCLAIMERS = List.of(
            "This briefing is analysis for a licensed advisor's review. It is not investment advice to the client and not a recommendation to buy or sell any security.",
            "The service does not execute trades, does not send client communications and does not make suitability determinations. Advisors remain responsible for client-facing recommendations and regulatory obligations.",
            "Review items are proposals for the advisor to consider. Each is recorded as a decision envelope for compliance review; its disposition, even \"proceed\", is the rule table's reading for the reviewer and never executes or approves anything.",
            "Risk figures are estimates from past daily prices, each by the method named with it (historical or parametric value at risk, volatility and drawdown over the stated window); past behaviour does not guarantee future results.");

    private final DecisionEnvelopes envelopes;

    public SynthesisAgent(DecisionEnvelopes envelopes) {
        this.envelopes = envelopes;
    }

    public AgentResult<SynthesisAgentSection> synthesize(FactBase f, Map<String, AgentResult<?>> others, String organizationId,
                                                         String jobId) {
        RiskManagerSection risk = (RiskManagerSection) others.get(RiskManager.NAME).section();
        PortfolioAnalystSection pa = (PortfolioAnalystSection) others.get(PortfolioAnalyst.NAME).section();
        double q = risk.volatilityAnnual() / risk.benchmarkVolatilityAnnual();
        String posture = q < 0.8 ? "defensive" : q <= 1.2 ? "balanced" : "aggressive";
        if (pa.concentration().effectiveHoldings() < 10) {
            posture += ", concentrated";
        }
        String rationale = String.format(Locale.ROOT, "Volatility %s is %.2f times the benchmark's %s; beta %s; effective number of holdings %.1f.",
                Num.pct(risk.volatilityAnnual()), q, Num.pct(risk.benchmarkVolatilityAnnual()),
                risk.beta() == null ? "n/a" : Num.fmt(risk.beta(), 2), pa.concentration().effectiveHoldings());

        List<String> order = new ArrayList<>(others.keySet());
        List<Finding> all = new ArrayList<>();
        others.values().forEach(r -> all.addAll(r.findings()));
        all.sort(Comparator.comparingInt(Finding::severity).reversed().thenComparingInt(fi -> order.indexOf(fi.agent())));
        List<SynthesisAgentSection.RankedFinding> ranked = new ArrayList<>();
        for (int i = 0; i < Math.min(TOP_FINDINGS, all.size()); i++) {
            Finding fi = all.get(i);
            ranked.add(new SynthesisAgentSection.RankedFinding(i + 1, fi.severityLabel(), fi.agent(), fi.title(), fi.figure(), fi.value(), fi.symbol()));
        }

        List<ReviewItem> items = reviewItems(f, all);
        if (f.mandate() != null) {
            items = items.stream().map(it -> {
                EnvelopeOutcome envelope = envelopes.evaluate(new DecisionEnvelopes.Request(organizationId, jobId, f.mandate(), it, f));
                boolean evaluated = envelope == null || !EnvelopeOutcome.NOT_EVALUATED.equals(envelope.result());
                return it.withEnvelope(evaluated ? "evaluated" : "not_evaluated", envelope);
            }).toList();
        }
        long high = all.stream().filter(fi -> fi.severity() >= 3).count();
        SynthesisAgentSection s = new SynthesisAgentSection(posture, rationale, f.dataSource(), ranked, all.size(), items, DISCLAIMERS);
        String summary = String.format(Locale.ROOT, "Posture %s; %d findings (%d high); %d review item(s)%s",
                posture, all.size(), high, items.size(), f.mandate() != null ? " with decision envelopes" : "");
        return new AgentResult<>(s, summary, List.of());
    }

    private static Map<String, Object> params(Finding fi) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("figure", fi.figure());
        p.put("value", fi.value());
        return p;
    }

    /**
     * One proposal per actionable finding; proposals about the same thing are merged into the first (highest ranked) one,
     * whose rationale then lists every finding behind it: all risk-level findings become one risk review, and the size
     * and risk-share findings of one holding one rebalancing proposal.
     */
    static List<ReviewItem> reviewItems(FactBase f, List<Finding> ranked) {
        Map<String, ReviewItem> items = new LinkedHashMap<>();
        Double maxW = f.mandate() == null ? null : f.mandate().maxPositionWeight();
        for (Finding fi : ranked) {
            if (fi.severity() < 2 || fi.figure() == null) {
                continue;
            }
            String key = fi.figure() + ":" + (fi.symbol() == null ? "" : fi.symbol());
            ReviewItem item = switch (fi.figure()) {
                case "largest_weight", "risk_contribution_share" -> {
                    Map<String, Object> p = new LinkedHashMap<>();
                    p.put("symbol", fi.symbol());
                    FactBase.Holding h = f.holdings().stream().filter(x -> x.symbol().equals(fi.symbol())).findFirst().orElse(null);
                    if (h != null) {
                        p.put("current_weight", h.weight());
                    }
                    if (maxW != null) {
                        p.put("mandate_max_position_weight", maxW);
                    }
                    yield new ReviewItem("R" + (items.size() + 1), "Consider reviewing the size of the " + fi.symbol()
                            + " position" + (maxW != null ? " against the mandate's maximum position weight of " + Num.pct(maxW) : "")
                            + "; a partial trim is one option to discuss.", fi.title(), fi.agent(), fi.figure(), fi.value(),
                            new ReviewItem.ProposedAction("rebalance", "Review a possible reduction of " + fi.symbol(), p), "no_mandate", null);
                }
                case "large_loser_weight" -> new ReviewItem("R" + (items.size() + 1),
                        "Consider reviewing the investment case for the holdings with large unrealized losses with the client; whether to hold, add or realize is the advisor's call.",
                        fi.title(), fi.agent(), fi.figure(), fi.value(),
                        new ReviewItem.ProposedAction("review_position", "Review holdings with unrealized losses beyond "
                                + Num.pct(BehavioralAgent.LARGE_LOSS), Map.of("threshold", BehavioralAgent.LARGE_LOSS)), "no_mandate", null);
                case "sector_active_weight", "home_excess_weight", "top5_weight" -> new ReviewItem("R" + (items.size() + 1),
                        "Consider discussing diversification: " + fi.title() + (fi.title().endsWith(".") ? "" : "."), fi.title(), fi.agent(), fi.figure(), fi.value(),
                        new ReviewItem.ProposedAction("diversify", "Review diversification (" + fi.figure() + ")",
                                params(fi)), "no_mandate", null);
                case "volatility_annual", "var_hist_99_10d", "max_drawdown_3y", "stress_return", "factor_beta_market" ->
                        new ReviewItem("R" + (items.size() + 1), "Consider reviewing whether the portfolio's risk level ("
                                + fi.title() + ") matches the client's stated risk tolerance.", fi.title(), fi.agent(), fi.figure(), fi.value(),
                                new ReviewItem.ProposedAction("risk_review", "Review overall portfolio risk",
                                        params(fi)), "no_mandate", null);
                default -> null;
            };
            if (item == null) {
                continue;
            }
            if (item.proposedAction().type().equals("risk_review")) {
                key = "risk_review";
            } else if (item.proposedAction().type().equals("rebalance")) {
                key = "rebalance:" + fi.symbol(); // size and risk share of one holding are one proposal
            }
            ReviewItem existing = items.get(key);
            if (existing == null) {
                items.put(key, item);
            } else if (!existing.rationale().contains(item.rationale())) {
                items.put(key, existing.withRationale(existing.rationale() + "; " + item.rationale()));
            }
        }
        return List.copyOf(items.values());
    }
}
