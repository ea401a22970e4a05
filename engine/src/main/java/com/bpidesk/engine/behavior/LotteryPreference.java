package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaReport.Evidence;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Lottery preference. Kumar (2009), "Who Gambles in the Stock Market?", Journal of Finance 64(4): a stock is lottery-like
 * when its price is below the median, and its idiosyncratic volatility and idiosyncratic skewness are above the median,
 * of the stock universe, and the skewness is positive (a right-skewed payoff; ADR 0210) ({@link LotteryUniverse}: the price store's single stocks, market-model residuals on the
 * benchmark over the last 126 trading days). Score = 100 * clamp((w - w_u) / (1 - w_u), 0, 1) with w the portfolio's
 * weight in lottery stocks and w_u the lottery share of the universe.
 */
final class LotteryPreference {

    private static final Bias.Method KUMAR = new Bias.Method("kumar_lottery",
            "Lottery-like stock: price below the universe median, idiosyncratic volatility and skewness (market-model residuals, "
                    + "126 trading days) above the medians, and the skewness positive (right-skewed). Score = 100 * clamp((w - w_u) / (1 - w_u), 0, 1), w = portfolio weight in "
                    + "lottery stocks among classifiable positions, w_u = lottery share of the universe.",
            "Kumar, A. (2009). Who Gambles in the Stock Market? Journal of Finance 64(4), 1889-1933.");

    private LotteryPreference() {
    }

    static BiasScore score(BiasInputs in) {
        return score(in.weights(), in.marks(), in.market(), in.asOf(), in.currency());
    }

    /**
     * @param weights  position weights, largest first
     * @param currency the ISO code of the marks (null when unknown), carried by the prices in the evidence
     */
    static BiasScore score(Map<String, Double> weights, Marks marks, DnaMarket market, LocalDate asOf, String currency) {
        if (market.store() == null || market.store().benchmarkSymbol() == null) {
            return Bias.LOTTERY_PREFERENCE.insufficient(KUMAR, "Needs the price store (prices, benchmark returns).", Map.of());
        }
        LotteryUniverse u = LotteryUniverse.of(market, marks, asOf);
        Map<String, double[]> chars = u.chars();
        if (chars.size() < LotteryUniverse.MIN_STOCKS) {
            return Bias.LOTTERY_PREFERENCE.insufficient(KUMAR,
                    "Needs at least 10 single stocks with 126 days of prices; the store has " + chars.size() + ".", Map.of());
        }
        double medPrice = u.medPrice();
        double medVol = u.medVol();
        double medSkew = u.medSkew();
        long lotteryCount = chars.values().stream().filter(u::isLottery).count();
        double wu = (double) lotteryCount / chars.size();
        double lotteryW = 0;
        double classW = 0;
        List<Evidence> ev = new ArrayList<>();
        for (var e : weights.entrySet()) {
            double[] c = chars.get(e.getKey());
            if (c == null) {
                continue;
            }
            classW += e.getValue();
            if (u.isLottery(c)) {
                lotteryW += e.getValue();
                ev.add(new Evidence(null, asOf, e.getKey(), String.format(Locale.ROOT,
                        "lottery-like: price %s below the median %s, idiosyncratic volatility %.2f%% a day above %.2f%%, "
                                + "idiosyncratic skewness %.2f above %.2f; weight %.1f%%",
                        BiasInputs.money(c[0], currency), BiasInputs.money(medPrice, currency), 100 * c[1], 100 * medVol, c[2], medSkew,
                        100 * e.getValue()), Stats.round(e.getValue(), 6)));
            }
        }
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("universe_stocks", chars.size());
        inputs.put("universe_lottery_share", Stats.round(wu, 6));
        inputs.put("median_price", Stats.round(medPrice, 4));
        inputs.put("median_idiosyncratic_volatility", Stats.round(medVol, 6));
        inputs.put("median_idiosyncratic_skewness", Stats.round(medSkew, 6));
        inputs.put("classified_weight", Stats.round(classW, 6));
        if (classW <= 0) {
            return Bias.LOTTERY_PREFERENCE.insufficient(KUMAR, "No position is a single stock the price store covers.", inputs);
        }
        double w = lotteryW / classW;
        inputs.put("lottery_weight", Stats.round(w, 6));
        double score = 100 * Stats.clamp01((w - wu) / (1 - wu));
        return Bias.LOTTERY_PREFERENCE.scored(KUMAR, score,
                String.format(Locale.ROOT, "%.0f%% of the classifiable stock holdings are lottery-like (cheap, volatile, right-skewed) "
                        + "against %.0f%% of the universe.", 100 * w, 100 * wu), inputs, ev.subList(0, Math.min(Bias.EVIDENCE_LIMIT, ev.size())));
    }
}
