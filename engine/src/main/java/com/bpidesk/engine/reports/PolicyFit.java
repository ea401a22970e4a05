package com.bpidesk.engine.reports;

import com.bpidesk.engine.signals.ClientEvaluator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How a client's holdings fit the client's own investment policy (issue 30: a client report measures a client against
 * the client's policy, not against a broad market index). The policy is the book's limits for the client's risk
 * tolerance, the same bands as suitability drift (C4, docs/signals.md): each limit the holdings exceed is a finding in
 * words with both figures, and every position above the single-holding limit is named. Benchmark comparisons stay in the
 * report only as context ({@link #isBenchmarkContext}).
 */
final class PolicyFit {

    /** One sentence about the policy; {@code breach} when a limit is exceeded. */
    record Finding(boolean breach, String text) {
    }

    private PolicyFit() {
    }

    /**
     * The findings, breaches first: positions above {@code maxPositionWeight}, then the other limits the holdings are
     * outside of, then one sentence on the limits that are met.
     */
    static List<Finding> of(List<ClientEvaluator.Position> positions, double maxPositionWeight, List<ClientEvaluator.Distance> metrics) {
        List<Finding> out = new ArrayList<>();
        boolean namedLargest = false;
        if (Double.isFinite(maxPositionWeight)) {
            for (ClientEvaluator.Position p : positions.stream()
                    .sorted((a, b) -> Double.compare(b.weight(), a.weight())).toList()) {
                if (p.weight() > maxPositionWeight) {
                    out.add(new Finding(true, String.format(Locale.ROOT, "%s is %s of the portfolio; the policy allows at most %s in a "
                            + "single holding.", p.symbol(), ReportStyles.pct(p.weight()), ReportStyles.pct(maxPositionWeight))));
                    namedLargest = true;
                }
            }
        }
        List<String> met = new ArrayList<>();
        for (ClientEvaluator.Distance d : metrics) {
            boolean outside = d.distance() > 0;
            switch (d.metric()) {
                case "max_position" -> {
                    if (outside && !namedLargest) {
                        out.add(new Finding(true, String.format(Locale.ROOT, "The largest holding is %s of the portfolio; the policy "
                                + "allows at most %s in a single holding.", ReportStyles.pct(d.value()), ReportStyles.pct(d.bandMax()))));
                    } else if (!outside) {
                        met.add("no single holding above " + ReportStyles.pct(d.bandMax()));
                    }
                }
                case "equity_share" -> {
                    if (outside) {
                        out.add(new Finding(true, String.format(Locale.ROOT, "Shares are %s of the portfolio; the policy's range for "
                                + "shares is %s to %s.", ReportStyles.pct(d.value()), ReportStyles.pct(d.bandMin()), ReportStyles.pct(d.bandMax()))));
                    } else {
                        met.add("shares at " + ReportStyles.pct(d.value()) + " (range " + ReportStyles.pct(d.bandMin()) + " to "
                                + ReportStyles.pct(d.bandMax()) + ")");
                    }
                }
                case "volatility" -> {
                    if (outside) {
                        out.add(new Finding(true, String.format(Locale.ROOT, "Over the past year the portfolio's value moved up and down "
                                + "by %s a year (its volatility); the policy allows at most %s.", ReportStyles.pct(d.value()),
                                ReportStyles.pct(d.bandMax()))));
                    } else {
                        met.add("yearly ups and downs of " + ReportStyles.pct(d.value()) + " (at most " + ReportStyles.pct(d.bandMax()) + ")");
                    }
                }
                case "hhi" -> {
                    // the spread as the number of equally sized holdings it equals (1 / sum of squared weights)
                    if (outside && d.value() > 0 && d.bandMax() > 0) {
                        out.add(new Finding(true, String.format(Locale.ROOT, "The portfolio is as spread as %.1f equally sized holdings; "
                                + "the policy asks for at least the spread of %.1f.", 1 / d.value(), 1 / d.bandMax())));
                    } else if (d.value() > 0 && d.bandMax() > 0) {
                        met.add(String.format(Locale.ROOT, "a spread like %.1f equal holdings (at least %.1f)", 1 / d.value(), 1 / d.bandMax()));
                    }
                }
                default -> {
                    // a limit this report does not know how to word is left to the advisor brief's table
                }
            }
        }
        if (!met.isEmpty()) {
            out.add(new Finding(false, "Within the policy: " + String.join("; ", met) + "."));
        }
        return out;
    }

    /** The client's findings ({@link #of}) from a report's client page. */
    static List<Finding> of(ClientSection cs) {
        return of(cs.portfolio().positions(), cs.portfolio().maxPositionWeight(), cs.metrics());
    }

    /** A finding that compares the portfolio with the broad market (a sector or asset class against the benchmark). */
    static boolean isBenchmarkContext(String figure) {
        return figure != null && figure.endsWith("_active_weight");
    }
}
