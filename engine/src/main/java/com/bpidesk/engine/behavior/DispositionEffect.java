package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaReport.Evidence;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Disposition effect, selling winners too early and riding losers too long. From a transaction history: Odean (1998),
 * "Are Investors Reluctant to Realize Their Losses?", Journal of Finance 53(5), PGR - PLR from the gains and losses the
 * {@link TradeReplay} counts on sale days, with its t test ({@link #odean}). From a holdings snapshot only a proxy
 * labelled as such, after Shefrin and Statman (1985) ({@link #holdingsProxy}).
 */
final class DispositionEffect {

    private static final Bias.Method ODEAN = new Bias.Method("odean_pgr_plr",
            "PGR = realized gains / (realized gains + paper gains); PLR = realized losses / (realized losses + paper losses), "
                    + "counted per stock on each day with a sale against the average purchase price; disposition = PGR - PLR, "
                    + "tested with t = (PGR - PLR) / sqrt(PGR(1-PGR)/(RG+PG) + PLR(1-PLR)/(RL+PL)), or with Fisher's exact test on the 2x2 counts "
                    + "when an expected count is below 5; each proportion needs at least 3 stocks. Score = 100 * clamp((PGR - PLR) / 0.2, 0, 1).",
            "Odean, T. (1998). Are Investors Reluctant to Realize Their Losses? Journal of Finance 53(5), 1775-1798.");
    private static final String SHEFRIN_STATMAN = "Shefrin, H. and Statman, M. (1985). The Disposition to Sell Winners Too Early and "
            + "Ride Losers Too Long. Journal of Finance 40(3), 777-790.";
    private static final Bias.Method PROXY = new Bias.Method("holdings_proxy", null, SHEFRIN_STATMAN);
    private static final Bias.Method PROXY_HOLDING_PERIOD = new Bias.Method("holdings_proxy_holding_period",
            "PROXY from a holdings snapshot: ratio of the mean holding period of positions at a loss to positions at a gain; "
                    + "score = 100 * clamp(ratio - 1, 0, 1). Not Odean's PGR/PLR, which needs the transaction history.", SHEFRIN_STATMAN);
    private static final Bias.Method PROXY_LOSS_SHARE = new Bias.Method("holdings_proxy_loss_share",
            "PROXY from a holdings snapshot without purchase dates: share of positions at a paper loss; score = 100 * clamp((share - 0.5) / 0.5, 0, 1).",
            SHEFRIN_STATMAN);

    /**
     * Fewest stocks at a gain, and at a loss, on sale days for PGR and PLR: a proportion of one or two observations can only
     * be 0, 1/2 or 1, and the single-loss upload of issue 30 read as "significant" (ADR 0210).
     */
    static final int MIN_OBSERVATIONS = 3;

    private DispositionEffect() {
    }

    /** Odean's measure for a transaction history, the labelled proxy for a holdings snapshot. */
    static BiasScore score(BiasInputs in) {
        return in.isTransactions() ? odean(in.replay(), in.currency()) : holdingsProxy(in.holdings(), in.marks(), in.asOf(), in.currency());
    }

    /**
     * Odean's PGR - PLR on the replay's sale days; score = 100 * clamp((PGR - PLR) / 0.2, 0, 1). Evidence prices carry
     * {@code currency} (the ISO code of the replay's amounts; null when unknown).
     */
    static BiasScore odean(TradeReplay r, String currency) {
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("realized_gains", r.rg);
        inputs.put("paper_gains", r.pg);
        inputs.put("realized_losses", r.rl);
        inputs.put("paper_losses", r.pl);
        inputs.put("sale_days", r.saleDays);
        inputs.put("sale_days_counted", r.saleDaysCounted);
        inputs.put("unmarked_positions", r.unmarked);
        inputs.put("minimum_per_proportion", MIN_OBSERVATIONS);
        List<Evidence> ev = evidenceFrom(r.realised, currency);
        long gains = r.rg + r.pg;
        long losses = r.rl + r.pl;
        if (gains < MIN_OBSERVATIONS || losses < MIN_OBSERVATIONS) {
            inputs.put("significant_at_5pct", false);
            return Bias.DISPOSITION_EFFECT.insufficient(ODEAN, String.format(Locale.ROOT,
                    "Not enough data: PGR and PLR each need at least %d stocks at a gain and %d at a loss on days with a sale; "
                            + "the history has %d at a gain (%d sold, %d held) and %d at a loss (%d sold, %d held).",
                    MIN_OBSERVATIONS, MIN_OBSERVATIONS, gains, r.rg, r.pg, losses, r.rl, r.pl), inputs, ev);
        }
        double pgr = (double) r.rg / gains;
        double plr = (double) r.rl / losses;
        double diff = pgr - plr;
        double se = Math.sqrt(pgr * (1 - pgr) / gains + plr * (1 - plr) / losses);
        Double t = se > 0 ? diff / se : null;
        boolean exact = smallCells(r.rg, r.pg, r.rl, r.pl);
        Double pValue = exact ? Stats.fisherExactTwoSided(r.rg, r.pg, r.rl, r.pl) : t == null ? null : Stats.twoSidedP(t);
        inputs.put("pgr", Stats.round(pgr, 6));
        inputs.put("plr", Stats.round(plr, 6));
        inputs.put("pgr_minus_plr", Stats.round(diff, 6));
        inputs.put("t_statistic", t == null ? null : Stats.round(t, 4));
        inputs.put("test", exact ? "fisher_exact" : "two_proportion_z");
        inputs.put("p_value", pValue == null ? null : Stats.round(pValue, 6));
        boolean significant = pValue != null && pValue < 0.05;
        inputs.put("significant_at_5pct", significant);
        double score = 100 * Stats.clamp01(diff / 0.2);
        String test = pValue == null ? " (no variance to test)" : exact
                ? String.format(Locale.ROOT, ", Fisher's exact test p = %.3f (counts too small for the normal approximation)", pValue)
                : String.format(Locale.ROOT, ", t = %.2f, p = %.3f", t, pValue);
        String explanation = String.format(Locale.ROOT,
                "On %d days with a sale the client realised %.1f%% of available gains (PGR, %d of %d) and %.1f%% of available losses "
                        + "(PLR, %d of %d): PGR - PLR = %+.3f%s. %s",
                r.saleDaysCounted, 100 * pgr, r.rg, gains, 100 * plr, r.rl, losses, diff, test,
                diff > 0 ? (significant ? "Gains are sold significantly more readily than losses: a disposition effect."
                        : "Gains are sold more readily than losses, but the difference is not statistically significant.")
                        : "Losses are realised at least as readily as gains: no disposition effect.");
        return Bias.DISPOSITION_EFFECT.scored(ODEAN, score, explanation, inputs, ev);
    }

    /**
     * True when the normal approximation does not fit the 2x2 table {{RG, PG}, {RL, PL}}: some expected count (row total x
     * column total / n) is below 5, Cochran's (1954) rule, "Some Methods for Strengthening the Common chi-square Tests",
     * Biometrics 10(4). Fisher's exact test is used then.
     */
    static boolean smallCells(long rg, long pg, long rl, long pl) {
        double n = rg + pg + rl + pl;
        double[] rows = {rg + pg, rl + pl};
        double[] cols = {rg + rl, pg + pl};
        for (double row : rows) {
            for (double col : cols) {
                if (row * col / n < 5) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The largest gains and losses first (by distance of price from cost). */
    private static List<Evidence> evidenceFrom(List<TradeReplay.Outcome> outcomes, String currency) {
        return outcomes.stream()
                .sorted(Comparator.comparingDouble((TradeReplay.Outcome o) -> -Math.abs(o.price() / o.cost() - 1)))
                .limit(Bias.EVIDENCE_LIMIT)
                .map(o -> new Evidence(o.line() > 0 ? o.line() : null, o.date(), o.symbol(), String.format(Locale.ROOT,
                        "%s %s: %s at %s vs average purchase price %s", o.realised() ? "realised" : "paper",
                        o.gain() ? "gain" : "loss", o.realised() ? "sold" : "marked", BiasInputs.money(o.price(), currency),
                        BiasInputs.money(o.cost(), currency)),
                        Stats.round(o.price() / o.cost() - 1, 6)))
                .toList();
    }

    /**
     * Holdings-only proxy (labelled {@code proxy}): with purchase dates, Shefrin and Statman's (1985) "hold losers
     * too long" as the ratio of mean holding days of positions at a loss to positions at a gain; without dates,
     * the share of positions at a paper loss. Not comparable with PGR - PLR.
     */
    static BiasScore holdingsProxy(List<Holding> holdings, Marks marks, LocalDate asOf, String currency) {
        int gains = 0;
        int losses = 0;
        double daysGain = 0;
        double daysLoss = 0;
        int datedGain = 0;
        int datedLoss = 0;
        List<TradeReplay.Outcome> out = new ArrayList<>();
        for (Holding h : holdings) {
            double price = h.price() != null ? h.price() : marks.closeOnOrBefore(h.symbol(), asOf);
            if (!(price > 0) || price == h.costBasis()) {
                continue;
            }
            boolean gain = price > h.costBasis();
            out.add(new TradeReplay.Outcome(h.line(), h.purchaseDate(), h.symbol(), false, gain, price, h.costBasis()));
            if (gain) {
                gains++;
            } else {
                losses++;
            }
            if (h.purchaseDate() != null) {
                long days = ChronoUnit.DAYS.between(h.purchaseDate(), asOf);
                if (gain) {
                    daysGain += days;
                    datedGain++;
                } else {
                    daysLoss += days;
                    datedLoss++;
                }
            }
        }
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("positions_at_gain", gains);
        inputs.put("positions_at_loss", losses);
        if (gains + losses == 0) {
            return Bias.DISPOSITION_EFFECT.insufficient(PROXY, "No position has a market price different from its cost basis.", inputs);
        }
        if (datedGain > 0 && datedLoss > 0) {
            double ratio = (daysLoss / datedLoss) / (daysGain / datedGain);
            inputs.put("mean_days_held_losers", Stats.round(daysLoss / datedLoss, 1));
            inputs.put("mean_days_held_winners", Stats.round(daysGain / datedGain, 1));
            inputs.put("holding_ratio_losers_to_winners", Stats.round(ratio, 4));
            return proxy(PROXY_HOLDING_PERIOD, 100 * Stats.clamp01(ratio - 1), String.format(Locale.ROOT,
                    "Labelled proxy. Positions at a loss have been held %.0f days on average, positions "
                            + "at a gain %.0f days (ratio %.2f). Upload the transaction history for the Odean (1998) measure.",
                    daysLoss / datedLoss, daysGain / datedGain, ratio), inputs, evidenceFrom(out, currency));
        }
        double lossShare = (double) losses / (gains + losses);
        inputs.put("loss_share", Stats.round(lossShare, 4));
        return proxy(PROXY_LOSS_SHARE, 100 * Stats.clamp01((lossShare - 0.5) / 0.5), String.format(Locale.ROOT,
                "Labelled proxy with low reliability: %d of %d positions are at a paper loss. "
                        + "Upload the transaction history for the Odean (1998) measure.", losses, gains + losses), inputs, evidenceFrom(out, currency));
    }

    private static BiasScore proxy(Bias.Method method, double score, String explanation, Map<String, Object> inputs,
                                   List<Evidence> evidence) {
        return new BiasScore(Bias.DISPOSITION_EFFECT.id(), Bias.DISPOSITION_EFFECT.displayName() + " (holdings proxy)",
                Stats.round(score, 1), "proxy", method.id(), method.definition(), method.source(), explanation, inputs, evidence);
    }
}
