package com.bpidesk.engine.book;

import java.util.Map;

/**
 * House-default risk-profile bands per risk tolerance (docs/signals.md, "Risk profiles"; ADR 0044). They are review
 * triggers for the advisor, not suitability rules: a firm sets its own in configuration.
 *
 * @param maxVolatility     annualised volatility ceiling
 * @param minEquity         equity share floor
 * @param maxEquity         equity share ceiling
 * @param maxPosition       largest single position (share of account value)
 * @param maxHhi            Herfindahl ceiling of position weights
 * @param expectedDrawdown  drawdown a client of this tolerance is told to expect (for "drawdown felt vs tolerance")
 */
public record RiskLimits(double maxVolatility, double minEquity, double maxEquity, double maxPosition, double maxHhi,
                         double expectedDrawdown) {

    /**
     * Bands follow the usual five-step questionnaire scale: equity ranges as in common model portfolios (20/80 to 90/10),
     * volatility ceilings near the long-run volatility of those mixes (bonds about 5%, global equities about 16%),
     * position limits from diversification practice (no more than 10-35% in one line).
     */
    public static final Map<String, RiskLimits> DEFAULTS = Map.of(
            "conservative", new RiskLimits(0.07, 0.00, 0.35, 0.10, 0.10, 0.08),
            "moderate", new RiskLimits(0.10, 0.20, 0.55, 0.15, 0.12, 0.12),
            "balanced", new RiskLimits(0.13, 0.40, 0.70, 0.20, 0.15, 0.18),
            "growth", new RiskLimits(0.17, 0.60, 0.90, 0.25, 0.20, 0.25),
            "aggressive", new RiskLimits(0.24, 0.75, 1.00, 0.35, 0.30, 0.35));

    public static RiskLimits of(String tolerance) {
        RiskLimits r = DEFAULTS.get(tolerance);
        if (r == null) {
            throw new IllegalArgumentException("Unknown risk tolerance " + tolerance);
        }
        return r;
    }

    public static double maxPosition(String tolerance) {
        return of(tolerance).maxPosition();
    }
}
