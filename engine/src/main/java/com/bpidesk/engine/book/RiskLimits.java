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

    /**
     * The bands with a firm's overrides from configuration: {@code signals.bands.<tolerance> = maxVolatility, minEquity,
     * maxEquity, maxPosition, maxHhi, expectedDrawdown} (fractions, e.g. {@code 0.10,0.20,0.55,0.15,0.12,0.12}).
     *
     * @throws IllegalArgumentException naming the key when a value is malformed or inconsistent
     */
    public static Map<String, RiskLimits> withOverrides(java.util.function.Function<String, String> config) {
        Map<String, RiskLimits> out = new java.util.LinkedHashMap<>(DEFAULTS);
        for (String tolerance : DEFAULTS.keySet()) {
            String key = "signals.bands." + tolerance;
            String v = config.apply(key);
            if (v == null || v.isBlank()) {
                continue;
            }
            String[] p = v.split(",");
            if (p.length != 6) {
                throw new IllegalArgumentException("Setting '" + key + "' needs 6 comma-separated fractions "
                        + "(maxVolatility,minEquity,maxEquity,maxPosition,maxHhi,expectedDrawdown), got '" + v + "'");
            }
            double[] d = new double[6];
            for (int i = 0; i < 6; i++) {
                try {
                    d[i] = Double.parseDouble(p[i].strip());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("Setting '" + key + "': '" + p[i].strip() + "' is not a number");
                }
                if (!(d[i] >= 0 && d[i] <= 1)) {
                    throw new IllegalArgumentException("Setting '" + key + "': every value must be a fraction in [0, 1]");
                }
            }
            if (d[1] > d[2] || d[0] == 0 || d[3] == 0 || d[4] == 0 || d[5] == 0) {
                throw new IllegalArgumentException("Setting '" + key + "': minEquity must not exceed maxEquity and the limits must be > 0");
            }
            out.put(tolerance, new RiskLimits(d[0], d[1], d[2], d[3], d[4], d[5]));
        }
        return java.util.Collections.unmodifiableMap(out);
    }

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
