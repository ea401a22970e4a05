package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaReport.Evidence;
import java.time.Month;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * December loss timing: the share of realised losses (stock-days, as the {@link TradeReplay} counts them for PLR) taken in
 * December, against 1/12 if timing were even; score = 100 * clamp((share - 1/12) / (1/3 - 1/12), 0, 1), at least 5
 * realised losses. Odean (1998), section III.C (PLR exceeds PGR only in December), and Shefrin and Statman (1985)
 * (tax-loss selling): losers held through the year and sold for the tax deadline.
 */
final class DecemberLossTiming {

    /** Fewest realised losses for a score. */
    static final int MIN_LOSSES = 5;

    private static final Bias.Method DECEMBER_SHARE = new Bias.Method("december_loss_share",
            "Share of realised losses (stock-days, as counted for PLR) realised in December, against 1/12 if timing were even; "
                    + "score = 100 * clamp((share - 1/12) / (1/3 - 1/12), 0, 1). Concentrating loss sales in December means losers are "
                    + "held through the year (loss aversion) and sold for the tax deadline.",
            "Odean, T. (1998), section III.C: PLR exceeds PGR only in December; Shefrin and Statman (1985), tax-loss selling.");

    private DecemberLossTiming() {
    }

    /** Needs a transaction history: a holdings snapshot has no sales. */
    static BiasScore score(BiasInputs in) {
        return in.isTransactions() ? score(in.replay(), in.currency())
                : Bias.DECEMBER_LOSS_TIMING.unavailable("Loss-realisation timing needs a transaction history with sales.");
    }

    /** @param currency the ISO code of the replay's prices (null when unknown), carried by every price in the evidence */
    static BiasScore score(TradeReplay r, String currency) {
        long losses = r.realised.stream().filter(o -> !o.gain()).count();
        long dec = r.realised.stream().filter(o -> !o.gain() && o.date().getMonth() == Month.DECEMBER).count();
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("realized_losses", losses);
        inputs.put("realized_losses_in_december", dec);
        if (losses < MIN_LOSSES) {
            return Bias.DECEMBER_LOSS_TIMING.insufficient(DECEMBER_SHARE,
                    "Needs at least " + MIN_LOSSES + " realised losses; the history has " + losses + ".", inputs);
        }
        double share = (double) dec / losses;
        inputs.put("december_share", Stats.round(share, 4));
        double score = 100 * Stats.clamp01((share - 1.0 / 12) / (1.0 / 3 - 1.0 / 12));
        List<Evidence> ev = r.realised.stream().filter(o -> !o.gain() && o.date().getMonth() == Month.DECEMBER).limit(Bias.EVIDENCE_LIMIT)
                .map(o -> new Evidence(o.line(), o.date(), o.symbol(), String.format(Locale.ROOT,
                        "loss realised in December: sold at %s vs cost %s", BiasInputs.money(o.price(), currency),
                        BiasInputs.money(o.cost(), currency)), Stats.round(o.price() / o.cost() - 1, 6)))
                .toList();
        return Bias.DECEMBER_LOSS_TIMING.scored(DECEMBER_SHARE, score,
                String.format(Locale.ROOT, "%d of %d realised losses (%.0f%%) were taken in December, against %.0f%% for even timing.",
                        dec, losses, 100 * share, 100.0 / 12), inputs, ev);
    }
}
