package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaReport.Contribution;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The overall Behavioral DNA score (ADR 0041 weights, ADR 0210 minimum): the weighted mean of the bias scores the data allow,
 * the documented weights renormalised over them, and only when the data are enough for a headline figure: at least
 * {@value #MIN_SCORED_BIASES} biases with a score and, for a transaction history, at least {@value #MIN_TRADES} trades the
 * client decided whose value is at least {@value #MIN_TRADED_SHARE} of the cost of the positions left open (a handful of
 * tiny trades beside a large portfolio says nothing about how its owner trades). Below the minimum the bias scores stand
 * alone and the overall score is withheld with the reason. The result lists every bias's weight and contribution.
 */
final class OverallScore {

    /** Fewest biases with a score (scored or a labelled proxy) for an overall score. */
    static final int MIN_SCORED_BIASES = 3;
    /** Fewest discretionary trades of a history for an overall score: twice overtrading's own minimum of 5 (ADR 0122). */
    static final int MIN_TRADES = 10;
    /** Discretionary traded value relative to the cost of the open positions at the end of the history. */
    static final double MIN_TRADED_SHARE = 0.10;

    static final String MINIMUM = "At least " + MIN_SCORED_BIASES + " biases with enough data to score; for a transaction history also "
            + "at least " + MIN_TRADES + " trades the client decided (not reinvestments, savings plans or corporate actions), together worth "
            + "at least 10% of the cost of the positions still held.";

    static final String METHOD = "Weighted mean of the bias scores that had enough data, with the documented weights renormalised over "
            + "them: each included bias contributes its weight / (sum of the included weights) x its score (ADR 0041, ADR 0210).";

    /** What a history's trades say about the minimum: the client's own trades, their value and the cost still held. */
    record Activity(boolean transactions, long discretionaryTrades, double tradedValue, double openCost) {

        static final Activity HOLDINGS = new Activity(false, 0, 0, 0);

        /** The discretionary trades of a replayed history (values in the report's currency). */
        static Activity of(List<Trade> trades, TradeReplay replay) {
            long n = 0;
            double value = 0;
            for (Trade t : trades) {
                if (t.discretionary() && !t.corporateAction()) {
                    n++;
                    value += t.value();
                }
            }
            double open = 0;
            for (var e : replay.shares.entrySet()) {
                open += e.getValue() * replay.avgCost.getOrDefault(e.getKey(), 0.0);
            }
            return new Activity(true, n, value, open);
        }
    }

    private OverallScore() {
    }

    static DnaReport.Overall of(List<BiasScore> scores, Activity activity) {
        Map<String, Double> weights = DnaScorer.WEIGHTS;
        double sumW = 0;
        double sum = 0;
        List<String> included = new ArrayList<>();
        for (BiasScore s : scores) {
            if (s.score() != null) {
                double w = weights.getOrDefault(s.bias(), 0.0);
                sumW += w;
                sum += w * s.score();
                included.add(s.bias());
            }
        }
        List<Contribution> contributions = new ArrayList<>();
        for (BiasScore s : scores) {
            double w = weights.getOrDefault(s.bias(), 0.0);
            boolean in = s.score() != null;
            double eff = in && sumW > 0 ? w / sumW : 0;
            contributions.add(new Contribution(s.bias(), s.name(), s.status(), s.score(), w, Stats.round(eff, 6),
                    in ? Stats.round(eff * s.score(), 2) : null, in));
        }
        String withheld = withheld(included.size(), activity);
        Double score = withheld == null && sumW > 0 ? Stats.round(sum / sumW, 1) : null;
        return new DnaReport.Overall(score, weights, included, METHOD, contributions, MINIMUM, withheld);
    }

    /** Why the data are not enough for an overall score, in plain words; null when they are. */
    static String withheld(int scored, Activity a) {
        if (a.transactions()) {
            if (a.discretionaryTrades() < MIN_TRADES) {
                return String.format(Locale.ROOT, "No overall score: the file has %d trade%s the client decided; an overall score needs at "
                        + "least %d. The scores of the single biases are shown on their own.", a.discretionaryTrades(),
                        a.discretionaryTrades() == 1 ? "" : "s", MIN_TRADES);
            }
            if (a.openCost() > 0 && a.tradedValue() < MIN_TRADED_SHARE * a.openCost()) {
                return String.format(Locale.ROOT, "No overall score: the client's own trades are worth %.1f%% of the cost of the positions "
                        + "still held; an overall score needs at least %.0f%%. The scores of the single biases are shown on their own.",
                        100 * a.tradedValue() / a.openCost(), 100 * MIN_TRADED_SHARE);
            }
        }
        if (scored < MIN_SCORED_BIASES) {
            return String.format(Locale.ROOT, "No overall score: %d bias%s had enough data to score; an overall score needs at least %d.",
                    scored, scored == 1 ? "" : "es", MIN_SCORED_BIASES);
        }
        return null;
    }
}
