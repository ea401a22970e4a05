package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaReport.Evidence;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Concentration: the Herfindahl-Hirschman index of the invested portfolio with each fund looked through by its breadth, and
 * the effective number of holdings N_eff = 1 / HHI; score = 100 * clamp((20 - N_eff) / 19, 0, 1) (ADR 0041). After
 * Goetzmann and Kumar (2008), "Equity Portfolio Diversification", Review of Finance 12(3): individual investors hold too few
 * stocks. A fund is a basket, not one stock (issue 30, ADR 0210): a fund of weight w holding N equal positions adds
 * N x (w / N)^2 = w^2 / N to the HHI (the look-through HHI, assuming its holdings do not overlap the other positions), with N
 * its breadth ({@link Funds}); money-market funds are cash-like and left out, the other weights renormalised.
 */
final class Concentration {

    /** Effective number of holdings at which concentration scores 0 (ADR 0041). */
    static final double DIVERSIFIED_EFFECTIVE_N = 20;

    private static final Bias.Method HHI = new Bias.Method("hhi_look_through",
            "Look-through Herfindahl-Hirschman index of the invested portfolio HHI_lt = sum over stocks of w_i^2 + sum over funds of "
                    + "w_f^2 / N_f (a fund of breadth N_f counts as N_f equal positions; money-market funds are cash-like and left out), "
                    + "N_eff = 1 / HHI_lt; score = 100 * clamp((20 - N_eff) / 19, 0, 1). Also the positions' own HHI (funds as single "
                    + "positions) and largest weight.",
            "Goetzmann, W. N. and Kumar, A. (2008). Equity Portfolio Diversification. Review of Finance 12(3), 433-463; fund breadth "
                    + "from index fact sheets, else the UCITS Directive 2009/65/EC art. 52 5/10/40 floor.");

    private Concentration() {
    }

    static BiasScore score(BiasInputs in) {
        return score(in.weights(), sym -> Funds.classify(sym, in.names().get(sym), in.marks().instrument(sym)));
    }

    /** Every position a stock (no fund information). */
    static BiasScore score(Map<String, Double> weights) {
        return score(weights, sym -> Funds.Classification.STOCK);
    }

    /** @param weights position weights, largest first; {@code classes} says which positions are funds and how broad */
    static BiasScore score(Map<String, Double> weights, Function<String, Funds.Classification> classes) {
        if (weights.isEmpty()) {
            return Bias.CONCENTRATION.insufficient(HHI, "No open position to measure.", Map.of());
        }
        double cash = 0;
        Map<String, Funds.Classification> cls = new LinkedHashMap<>();
        for (var e : weights.entrySet()) {
            Funds.Classification c = classes.apply(e.getKey());
            cls.put(e.getKey(), c);
            if (c.kind() == Funds.Kind.MONEY_MARKET) {
                cash += e.getValue();
            }
        }
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("positions", weights.size());
        inputs.put("cash_like_weight", Stats.round(cash, 6));
        double invested = 1 - cash;
        if (invested <= 1e-12) {
            return Bias.CONCENTRATION.insufficient(HHI, "Every position is a money-market fund: cash-like, with no concentration of "
                    + "invested assets to measure.", inputs);
        }
        double hhi = 0;
        double hhiPositions = 0;
        double fundWeight = 0;
        List<Evidence> ev = new ArrayList<>();
        String topSym = null;
        double topW = 0;
        for (var e : weights.entrySet()) {
            // the positions as they are (funds and money-market funds single positions): the analysis's HHI, unchanged
            hhiPositions += e.getValue() * e.getValue();
            if (topSym == null) {
                topSym = e.getKey();
                topW = e.getValue();
            }
            Funds.Classification c = cls.get(e.getKey());
            if (c.kind() == Funds.Kind.MONEY_MARKET) {
                continue;
            }
            double w = e.getValue() / invested;
            hhi += w * w / c.breadth();
            if (c.kind() == Funds.Kind.FUND) {
                fundWeight += w;
            }
            if (ev.size() < Bias.EVIDENCE_LIMIT) {
                ev.add(new Evidence(null, null, e.getKey(), c.kind() == Funds.Kind.FUND
                        ? String.format(Locale.ROOT, "weight %.1f%%, a fund counted as %s equal positions (%s)", 100 * w,
                                c.breadth() == Math.rint(c.breadth()) ? String.format(Locale.ROOT, "%,.0f", c.breadth())
                                        : String.format(Locale.ROOT, "%.2f", c.breadth()), c.basis())
                        : String.format(Locale.ROOT, "weight %.1f%%", 100 * w), Stats.round(w, 6)));
            }
        }
        double effN = 1 / hhi;
        inputs.put("fund_weight", Stats.round(fundWeight, 6));
        inputs.put("hhi", Stats.round(hhiPositions, 6));
        inputs.put("effective_n", Stats.round(1 / hhiPositions, 4));
        inputs.put("max_weight", Stats.round(topW, 6));
        inputs.put("max_weight_symbol", topSym);
        inputs.put("hhi_look_through", Stats.round(hhi, 6));
        inputs.put("effective_n_look_through", Stats.round(effN, 4));
        double score = 100 * Stats.clamp01((DIVERSIFIED_EFFECTIVE_N - effN) / (DIVERSIFIED_EFFECTIVE_N - 1));
        String funds = fundWeight > 0 ? String.format(Locale.ROOT, " Funds (%.0f%% of the invested portfolio) count by their breadth.",
                100 * fundWeight) : "";
        String mm = cash > 0 ? String.format(Locale.ROOT, " Money-market funds (%.0f%%) are cash-like and left out.", 100 * cash) : "";
        return Bias.CONCENTRATION.scored(HHI, score,
                String.format(Locale.ROOT, "%d positions behave like %.1f equal holdings (look-through HHI %.3f); the largest position, %s, is %.1f%% "
                        + "of the portfolio.%s%s", weights.size(), effN, hhi, topSym, 100 * topW, funds, mm), inputs, ev);
    }
}
