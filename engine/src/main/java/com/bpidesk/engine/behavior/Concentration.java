package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaReport.Evidence;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Concentration: the Herfindahl-Hirschman index of the position weights, HHI = sum of squared weights, and the effective
 * number of holdings N_eff = 1 / HHI; score = 100 * clamp((20 - N_eff) / 19, 0, 1) (ADR 0041). After Goetzmann and Kumar
 * (2008), "Equity Portfolio Diversification", Review of Finance 12(3): individual investors hold too few stocks.
 */
final class Concentration {

    /** Effective number of holdings at which concentration scores 0 (ADR 0041). */
    static final double DIVERSIFIED_EFFECTIVE_N = 20;

    private static final Bias.Method HHI = new Bias.Method("hhi",
            "Herfindahl-Hirschman index of position weights HHI = sum(w_i^2), effective number of holdings N_eff = 1 / HHI, "
                    + "largest weight; score = 100 * clamp((20 - N_eff) / 19, 0, 1). Funds count as single positions.",
            "Goetzmann, W. N. and Kumar, A. (2008). Equity Portfolio Diversification. Review of Finance 12(3), 433-463.");

    private Concentration() {
    }

    static BiasScore score(BiasInputs in) {
        return score(in.weights());
    }

    /** @param weights position weights, largest first */
    static BiasScore score(Map<String, Double> weights) {
        if (weights.isEmpty()) {
            return Bias.CONCENTRATION.insufficient(HHI, "No open position to measure.", Map.of());
        }
        double hhi = weights.values().stream().mapToDouble(w -> w * w).sum();
        double effN = 1 / hhi;
        var top = weights.entrySet().iterator().next();
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("positions", weights.size());
        inputs.put("hhi", Stats.round(hhi, 6));
        inputs.put("effective_n", Stats.round(effN, 4));
        inputs.put("max_weight", Stats.round(top.getValue(), 6));
        inputs.put("max_weight_symbol", top.getKey());
        List<Evidence> ev = weights.entrySet().stream().limit(Bias.EVIDENCE_LIMIT)
                .map(e -> new Evidence(null, null, e.getKey(), String.format(Locale.ROOT, "weight %.1f%%", 100 * e.getValue()),
                        Stats.round(e.getValue(), 6))).toList();
        double score = 100 * Stats.clamp01((DIVERSIFIED_EFFECTIVE_N - effN) / (DIVERSIFIED_EFFECTIVE_N - 1));
        return Bias.CONCENTRATION.scored(HHI, score,
                String.format(Locale.ROOT, "%d positions behave like %.1f equal ones (HHI %.3f); the largest, %s, is %.1f%% of the portfolio.",
                        weights.size(), effN, hhi, top.getKey(), 100 * top.getValue()), inputs, ev);
    }
}
