package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaReport.Evidence;
import com.bpidesk.engine.market.Instrument;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Recency bias: the value-weighted mean cross-sectional percentile of each bought stock's trailing 63-trading-day return
 * among all instruments of the price store on the buy date; 0.5 means no tilt to recent winners. Also reports the share
 * of buy value in the top decile. Score = 100 * clamp((mean percentile - 0.5) / 0.4, 0, 1). After De Bondt and Thaler
 * (1985), "Does the Stock Market Overreact?", Journal of Finance 40(3), and Barber and Odean (2008), "All That Glitters",
 * Review of Financial Studies 21(2): individual investors chase recent winners.
 */
final class RecencyBias {

    /** Trailing window for recency bias: 63 trading days (one quarter). */
    static final int RECENCY_WINDOW = 63;

    private static final Bias.Method RANK = new Bias.Method("trailing_return_rank",
            "Value-weighted mean percentile rank of each bought stock's trailing 63-trading-day return among the price store's "
                    + "instruments on the buy date; score = 100 * clamp((mean - 0.5) / 0.4, 0, 1). Share of buy value in the top decile also shown.",
            "De Bondt, W. and Thaler, R. (1985). Does the Stock Market Overreact? Journal of Finance 40(3); "
                    + "Barber, B. M. and Odean, T. (2008). All That Glitters. Review of Financial Studies 21(2), 785-818.");

    private RecencyBias() {
    }

    static BiasScore score(BiasInputs in) {
        return score(in.buys(), in.marks(), in.market());
    }

    static BiasScore score(List<Purchase> buys, Marks marks, DnaMarket market) {
        if (market.store() == null) {
            return Bias.RECENCY_BIAS.insufficient(RANK, "Needs the price store for market-wide trailing returns.", Map.of());
        }
        List<String> universe = market.store().instruments().stream().map(Instrument::symbol).toList();
        Map<LocalDate, double[]> cross = market.trailingReturnsByDate() != null ? market.trailingReturnsByDate() : new HashMap<>();
        double wSum = 0;
        double rankSum = 0;
        double topDecile = 0;
        int n = 0;
        List<Evidence> ev = new ArrayList<>();
        for (Purchase b : buys) {
            double own = trailingReturn(marks.series(b.symbol()), b.date(), RECENCY_WINDOW);
            if (Double.isNaN(own)) {
                continue;
            }
            Function<LocalDate, double[]> compute = d -> universe.stream()
                    .mapToDouble(s -> trailingReturn(marks.series(s), d, RECENCY_WINDOW)).filter(v -> !Double.isNaN(v)).toArray();
            double[] all = cross.computeIfAbsent(b.date(), compute);
            if (all.length < 10) {
                continue;
            }
            double rank = Stats.percentileRank(own, all);
            wSum += b.value();
            rankSum += b.value() * rank;
            if (rank >= 0.9) {
                topDecile += b.value();
            }
            n++;
            ev.add(new Evidence(b.line(), b.date(), b.symbol(), String.format(Locale.ROOT,
                    "bought after a %+.1f%% quarter: percentile %.0f of %d instruments", 100 * own, 100 * rank, all.length), Stats.round(rank, 4)));
        }
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("buys_ranked", n);
        inputs.put("buys_total", buys.size());
        if (n < 5 || wSum <= 0) {
            return Bias.RECENCY_BIAS.insufficient(RANK,
                    "Needs at least 5 buys of instruments the price store covers with a 63-day history and at least 10 instruments to rank "
                            + "against; " + n + " buys qualified.", inputs);
        }
        double mean = rankSum / wSum;
        double top = topDecile / wSum;
        inputs.put("mean_percentile", Stats.round(mean, 4));
        inputs.put("top_decile_share", Stats.round(top, 4));
        ev.sort(Comparator.comparingDouble((Evidence e) -> -e.value()));
        return Bias.RECENCY_BIAS.scored(RANK, 100 * Stats.clamp01((mean - 0.5) / 0.4), String.format(Locale.ROOT,
                "Bought stocks sat on average at the %.0fth percentile of trailing-quarter returns (50th = no tilt); %.0f%% of buy value went "
                        + "into the top decile of recent winners (10%% expected).", 100 * mean, 100 * top), inputs,
                ev.subList(0, Math.min(Bias.EVIDENCE_LIMIT, ev.size())));
    }

    /** Return over the {@code window} trading days ending at the last bar strictly before {@code date}; NaN when short. */
    static double trailingReturn(Marks.Series s, LocalDate date, int window) {
        if (s == null || s.dates().length == 0) {
            return Double.NaN;
        }
        int i = s.indexAtOrBefore(date.minusDays(1));
        int j = i - window;
        if (i < 0 || j < 0 || s.adjClose()[j] <= 0) {
            return Double.NaN;
        }
        return s.adjClose()[i] / s.adjClose()[j] - 1;
    }
}
