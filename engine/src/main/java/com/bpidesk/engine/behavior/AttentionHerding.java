package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaReport.Evidence;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Attention herding. Barber and Odean (2008), "All That Glitters", Review of Financial Studies 21(2): individual
 * investors are net buyers of attention-grabbing stocks (abnormal volume, extreme one-day returns). A buy is on an
 * attention day when, on the last trading day before it, the stock's volume or absolute return is at or above the 90th
 * percentile of its prior 252 trading days. Without a tilt about 19% of buys would qualify (1 - 0.9^2);
 * score = 100 * clamp((share - 0.19) / (0.6 - 0.19), 0, 1).
 */
final class AttentionHerding {

    /** Window for attention days: the prior 252 trading days (one year), as in Barber and Odean (2008). */
    static final int ATTENTION_WINDOW = 252;

    private static final Bias.Method ATTENTION_DAYS = new Bias.Method("attention_days",
            "Share of buy value placed the trading day after the stock's volume or absolute return reached the top decile of "
                    + "its prior 252 days; about 19% expected without a tilt. Score = 100 * clamp((share - 0.19) / 0.41, 0, 1).",
            "Barber, B. M. and Odean, T. (2008). All That Glitters: The Effect of Attention and News on the Buying Behavior "
                    + "of Individual and Institutional Investors. Review of Financial Studies 21(2), 785-818.");

    private AttentionHerding() {
    }

    static BiasScore score(BiasInputs in) {
        return score(in.buys(), in.marks(), in.market());
    }

    static BiasScore score(List<Purchase> buys, Marks marks, DnaMarket market) {
        if (market.store() == null) {
            return Bias.ATTENTION_HERDING.insufficient(ATTENTION_DAYS, "Needs the price store (daily volumes and returns).", Map.of());
        }
        double total = 0;
        double attention = 0;
        int n = 0;
        List<Evidence> ev = new ArrayList<>();
        Map<String, Boolean> cache = new HashMap<>();
        for (Purchase b : buys) {
            Marks.Series s = marks.series(b.symbol());
            if (s == null || s.dates().length == 0) {
                continue;
            }
            int i = s.indexAtOrBefore(b.date().minusDays(1));
            if (i - ATTENTION_WINDOW < 1) {
                continue;
            }
            Boolean hit = cache.computeIfAbsent(b.symbol() + "@" + i, k -> {
                double[] vols = new double[ATTENTION_WINDOW];
                double[] rets = new double[ATTENTION_WINDOW];
                for (int k2 = 0; k2 < ATTENTION_WINDOW; k2++) {
                    int idx = i - ATTENTION_WINDOW + k2;
                    vols[k2] = s.volume()[idx];
                    rets[k2] = Math.abs(s.adjClose()[idx] / s.adjClose()[idx - 1] - 1);
                }
                double r = Math.abs(s.adjClose()[i] / s.adjClose()[i - 1] - 1);
                return s.volume()[i] >= Stats.quantile(vols, 0.9) || r >= Stats.quantile(rets, 0.9);
            });
            n++;
            total += b.value();
            if (hit) {
                attention += b.value();
                if (ev.size() < Bias.EVIDENCE_LIMIT) {
                    ev.add(new Evidence(b.line(), b.date(), b.symbol(), String.format(Locale.ROOT,
                            "bought the day after an attention day (volume %,d shares on %s)", s.volume()[i],
                            com.bpidesk.engine.platform.text.Readable.date(s.dates()[i])), b.value()));
                }
            }
        }
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("buys_classified", n);
        if (n < 5 || total <= 0) {
            return Bias.ATTENTION_HERDING.insufficient(ATTENTION_DAYS,
                    "Needs at least 5 buys of instruments with a year of daily prices; " + n + " qualified.", inputs);
        }
        double share = attention / total;
        inputs.put("attention_share", Stats.round(share, 6));
        return Bias.ATTENTION_HERDING.scored(ATTENTION_DAYS, 100 * Stats.clamp01((share - 0.19) / 0.41), String.format(Locale.ROOT,
                "%.0f%% of buy value followed an attention-grabbing day (top-decile volume or move) against about 19%% without a tilt.",
                100 * share), inputs, ev);
    }
}
