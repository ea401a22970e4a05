package com.bpidesk.engine.swarm;

import java.util.List;

/**
 * The portfolio submission (specification 2.2): positions and an optional stated total value, plus the
 * documented extension {@code mandate} (the client's mandate, when the advisor knows it; used only to
 * evaluate review items in decision envelopes, never to make a suitability determination), and {@code base_currency}
 * (ISO 4217; every amount and return of the briefing is in it; default the firm's, {@code base.currency}, USD).
 */
public record PortfolioSubmission(List<Position> positions, Double totalValue, ClientMandate mandate, String baseCurrency) {

    /** Without {@code base_currency}: amounts in the firm's default base currency (docs/currencies.md). */
    public PortfolioSubmission(List<Position> positions, Double totalValue, ClientMandate mandate) {
        this(positions, totalValue, mandate, null);
    }

    /** One holding: ticker, quantity held and cost per share. */
    public record Position(String symbol, Double shares, Double costBasis) {
    }

    /**
     * What the advisor knows of the client's mandate (fields of the envelope's mandate and investor_context,
     * specification 2.1). All optional except {@code investorId}.
     */
    public record ClientMandate(String investorId, String riskTolerance, String timeHorizon, String scope,
                                List<String> authorizedActions, List<String> constraints, Double maxPositionWeight) {
    }
}
