package com.bpidesk.engine.rebalance;

import com.bpidesk.engine.assurance.ProposedDecision;
import com.bpidesk.envelope.ActorOrAgent;
import com.bpidesk.envelope.Evidence;
import com.bpidesk.envelope.InvestorContext;
import com.bpidesk.envelope.Mandate;
import com.bpidesk.envelope.PortfolioContext;
import com.bpidesk.envelope.ProposedAction;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An accepted proposal as decision envelopes for compliance review (docs/rebalancing.md "API and envelopes", ADR 0249):
 * one envelope per trade, because the evaluator checks one instrument, one notional and one weight per envelope and a
 * reviewer can approve or escalate each trade on its own. Every envelope carries the proposal's id as its trace id, the
 * advisor who accepted as the human actor, the action in words ("Sell 120 shares of Apple (AAPL)") and as parameters
 * (instrument, side, units, price, notional, the position's weight after the trade as {@code target_weight}, the client
 * and account, the asset class's weights), action type {@code rebalance}, and the client's mandate as the book records it
 * (ADR 0243), else one stating the policy's limit as {@code max_single_position_weight}.
 */
final class ProposalEnvelopes {

    /** Who accepted: the caller's stable id (api_key:...) and name (ADR 0135). */
    record Advisor(String actorId, String name) {
    }

    /** The client facts an envelope states. */
    record ClientFacts(String riskTolerance, int horizonYears, String policySummary) {
    }

    private ProposalEnvelopes() {
    }

    /**
     * @param recorded the client's mandate as the book records it (ADR 0243), else empty: then a mandate of the policy's
     *                 limit (scope Advisory, authorizing rebalance)
     */
    static List<ProposedDecision> of(StoredProposal p, ClientFacts client, Advisor advisor, java.util.Optional<Mandate> recorded) {
        Mandate mandate = recorded.orElseGet(() -> new Mandate("Advisory", List.of("rebalance"),
                List.of(String.format(Locale.ROOT, "max_single_position_weight: %s", p.maxSinglePosition()))));
        List<ProposedDecision> out = new ArrayList<>();
        List<Trade> trades = p.proposal().trades();
        for (int i = 0; i < trades.size(); i++) {
            out.add(decision(p, trades.get(i), i + 1, client, advisor, mandate));
        }
        return out;
    }

    static String decisionId(String proposalId, int n) {
        return "rebalance-" + proposalId + "-" + n;
    }

    /** "Sell 120 shares of Apple (AAPL)", units whole or to four decimals. */
    static String describe(Trade t) {
        double shares = t.shares();
        String units = Math.rint(shares) == shares ? String.format(Locale.ROOT, "%,.0f", shares)
                : String.format(Locale.ROOT, "%,.4f", shares).replaceAll("0+$", "");
        String unit = shares == 1 ? "share" : "shares";
        return (t.side() == Trade.Side.BUY ? "Buy " : "Sell ") + units + " " + unit + " of " + t.name() + " (" + t.symbol() + ")";
    }

    private static ProposedDecision decision(StoredProposal p, Trade t, int n, ClientFacts client, Advisor advisor, Mandate mandate) {
        double limit = p.maxSinglePosition();
        ObjectNode params = JsonNodeFactory.instance.objectNode();
        params.put("instrument", t.symbol()).put("side", t.side().name().toLowerCase(Locale.ROOT)).put("shares", t.shares())
                .put("price", round2(t.price())).put("currency", p.baseCurrency()).put("notional", round2(t.value()))
                .put("target_weight", round6(positionAfter(p, t.symbol()))).put("max_single_position_weight", limit)
                .put("asset_class", t.assetClass()).put("client_id", p.clientId()).put("account_id", p.accountId())
                .put("proposal_id", p.proposalId()).put("estimated_realised_gain", round2(t.estimatedRealisedGain()))
                // a trade back toward the client's recorded policy neither raises nor lowers the risk the client agreed to
                .put("risk_effect", "neutral");
        for (Proposal.ClassWeight c : p.proposal().classes()) {
            if (c.assetClass().equals(t.assetClass())) {
                params.put("asset_class_weight_before", round6(c.before())).put("asset_class_weight_after", round6(c.after()))
                        .put("asset_class_target", c.target()).put("asset_class_band", c.band());
            }
        }
        String text = describe(t) + String.format(Locale.ROOT, ", about %s %,.2f, in account %s of %s", p.baseCurrency(), t.value(),
                p.accountId(), p.clientName());
        return new ProposedDecision(decisionId(p.proposalId(), n), p.proposalId(), null, p.clientId(), advisor.actorId(), null,
                ActorOrAgent.human(advisor.actorId(), advisor.name()),
                mandate,
                new InvestorContext(client.riskTolerance(), client.horizonYears() + " years", client.policySummary(), null),
                new PortfolioContext(p.asOf().atStartOfDay(ZoneOffset.UTC).toInstant().toString(),
                        String.format(Locale.ROOT, "Position weight %.1f %% before, %.1f %% after; policy limit %.1f %%",
                                100 * positionBefore(p, t.symbol()), 100 * positionAfter(p, t.symbol()), 100 * limit),
                        String.format(Locale.ROOT, "Account value %s %,.2f at the client file's prices", p.baseCurrency(),
                                p.proposal().totalValue()),
                        null),
                // the action is a rebalancing trade: what the mandate authorizes as "rebalance"; the side is a parameter
                new ProposedAction("rebalance", text, params),
                new Evidence(List.of("rebalance proposal " + p.proposalId(), "client file valuation as of " + p.asOf()),
                        "Rebalance toward the client's policy: " + t.reason() + ". " + Proposal.METHOD));
    }

    private static double positionAfter(StoredProposal p, String symbol) {
        return p.proposal().positions().stream().filter(w -> w.symbol().equals(symbol)).mapToDouble(Proposal.PositionWeight::after)
                .sum();
    }

    private static double positionBefore(StoredProposal p, String symbol) {
        return p.proposal().positions().stream().filter(w -> w.symbol().equals(symbol)).mapToDouble(Proposal.PositionWeight::before)
                .sum();
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }

    private static double round6(double v) {
        return Math.round(v * 1e6) / 1e6;
    }
}
