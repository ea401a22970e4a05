package com.bpidesk.engine.signals;

import static com.bpidesk.engine.signals.Signals.round;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.text.Readable;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * C1 (client risk: churn probability, reasons and proposed actions) and C3 (the churn score with each feature's
 * contribution to the logistic model's linear predictor). Method: docs/signals.md "Churn model (C1, C3)", ADR 0042.
 */
final class ChurnSignals {

    static final Map<String, String> DESCRIPTIONS = Map.of(
            "net_outflow_90d", "net withdrawals in the last 90 days as a share of the account",
            "drawdown_vs_tolerance", "6-month drawdown divided by the drawdown the risk tolerance expects",
            "months_since_contact", "months since the last logged contact",
            "underperformance_12m", "12-month return shortfall against the benchmark",
            "behavioral_flags", "number of Behavioral DNA scores of 60 or more");

    private final BookSnapshots snapshots;
    private final PriceHistory prices;
    private final Map<String, RiskLimits> bands;
    private final Clock clock;

    ChurnSignals(BookSnapshots snapshots, PriceHistory prices, Map<String, RiskLimits> bands, Clock clock) {
        this.snapshots = snapshots;
        this.prices = prices;
        this.bands = bands;
        this.clock = clock;
    }

    /** C1: the churn probability p = 1 / (1 + e^-z) of the active model, the drivers adding 0.25 or more to z, and actions. */
    Signals.ClientRisk clientRisk(String org, String clientId) {
        BookSnapshot ctx = snapshots.of(org);
        Book.Client c = ctx.client(clientId);
        ClientEvaluator.Evaluation e = ctx.eval(c, ctx.asOf);
        double p = ctx.model.probability(e.features());
        String band = ChurnModel.band(p);
        List<Signals.Contribution> contributions = contributions(ctx.model, e);
        List<String> reasons = new ArrayList<>();
        List<String> actions = new ArrayList<>();
        for (Signals.Contribution k : contributions) {
            if (k.contribution() >= 0.25 && reasons.size() < 3) {
                reasons.add(reason(k.feature(), e));
                actions.add(action(k.feature(), e));
            }
        }
        if (reasons.isEmpty()) {
            Signals.Contribution top = contributions.get(0);
            reasons.add(String.format(Locale.ROOT, "No churn driver stands out; the largest is %s (adds %.2f to the log-odds). %s",
                    top.description(), top.contribution(), reason(top.feature(), e)));
        }
        if (!e.inBand()) {
            actions.add(String.format(Locale.ROOT, "Review the portfolio against the client's %s risk profile: suitability drift %.2f "
                    + "band steps (see the suitability-drift signal). The engine makes no suitability determination.",
                    c.riskTolerance(), e.driftScore()));
        }
        if (actions.isEmpty()) {
            actions.add("No action proposed beyond the regular review cycle.");
        }
        boolean review = band.equals("high") || band.equals("critical") || !e.inBand();
        return new Signals.ClientRisk(c.clientId(), round(p, 4), band, reasons, actions, review, clock.instant(), ctx.model.version(),
                ctx.asOf, ctx.dataSource, Signals.NOTICE, e.baseCurrency());
    }

    /** C3: the linear predictor z = b0 + sum(b_i x_i), p = 1 / (1 + e^-z), each b_i x_i and the band thresholds. */
    Signals.ChurnScore churnScore(String org, String clientId) {
        BookSnapshot ctx = snapshots.of(org);
        Book.Client c = ctx.client(clientId);
        ClientEvaluator.Evaluation e = ctx.eval(c, ctx.asOf);
        double z = ctx.model.linear(e.features());
        Map<String, Double> thresholds = new LinkedHashMap<>();
        thresholds.put("medium", ChurnModel.MEDIUM);
        thresholds.put("high", ChurnModel.HIGH);
        thresholds.put("critical", ChurnModel.CRITICAL);
        double p = 1 / (1 + Math.exp(-z));
        return new Signals.ChurnScore(c.clientId(), round(p, 4), ChurnModel.band(p), ctx.model.version(), ctx.model.source(),
                ctx.model.intercept(), round(z, 4), contributions(ctx.model, e), thresholds, ctx.asOf, clock.instant(), ctx.dataSource,
                e.baseCurrency());
    }

    /** Each feature's contribution b_i x_i to the linear predictor, largest first. */
    static List<Signals.Contribution> contributions(ChurnModel m, ClientEvaluator.Evaluation e) {
        List<Signals.Contribution> out = new ArrayList<>();
        for (String f : ChurnModel.FEATURES) {
            double x = e.features().get(f);
            double b = m.coefficients().getOrDefault(f, 0.0);
            out.add(new Signals.Contribution(f, DESCRIPTIONS.get(f), round(x, 6), b, round(b * x, 6)));
        }
        out.sort(Comparator.comparingDouble(Signals.Contribution::contribution).reversed());
        return out;
    }

    private String reason(String feature, ClientEvaluator.Evaluation e) {
        RiskLimits lim = bands.get(e.client().riskTolerance());
        return switch (feature) {
            case "net_outflow_90d" -> String.format(Locale.ROOT, "Net withdrawals of %s (%.1f%% of the account) in the last 90 days.",
                    Readable.money(e.outflowAmount90d(), e.baseCurrency()), 100 * e.netOutflow90d());
            case "drawdown_vs_tolerance" -> String.format(Locale.ROOT, "The portfolio is %.1f%% below its 6-month peak, %.1fx the %.0f%% "
                    + "drawdown a %s investor is told to expect.", 100 * e.drawdown6m(), e.features().get(feature),
                    100 * lim.expectedDrawdown(), e.client().riskTolerance());
            case "months_since_contact" -> e.lastContact() == null
                    ? String.format(Locale.ROOT, "No contact logged since onboarding %d days ago.", e.daysSinceContact())
                    : String.format(Locale.ROOT, "No logged contact for %d days (last on %s).", e.daysSinceContact(),
                            Readable.date(e.lastContact()));
            case "underperformance_12m" -> String.format(Locale.ROOT, "The portfolio returned %.1f%% over 12 months against %.1f%% for "
                    + "the benchmark %s.", 100 * e.return12m(), 100 * e.benchmarkReturn12m(), prices.benchmarkSymbol());
            case "behavioral_flags" -> "Behavioral DNA flags: " + String.join(", ", e.flags().stream()
                    .map(f -> String.format(Locale.ROOT, "%s (score %.0f)", f.replace('_', ' '), e.dnaScores().get(f))).toList()) + ".";
            default -> feature;
        };
    }

    private static String action(String feature, ClientEvaluator.Evaluation e) {
        return switch (feature) {
            case "net_outflow_90d" -> "Propose: review the recent withdrawals at the next meeting to understand liquidity needs and plans.";
            case "drawdown_vs_tolerance" -> "Propose: prepare a drawdown review comparing the loss with the client's stated tolerance.";
            case "months_since_contact" -> String.format(Locale.ROOT, "Propose: schedule a review meeting (last logged contact %d days ago).",
                    e.daysSinceContact());
            case "underperformance_12m" -> "Propose: prepare a performance attribution against the benchmark for the next review.";
            case "behavioral_flags" -> "Propose: review the Behavioral DNA evidence and plan a coaching conversation on "
                    + e.flags().get(0).replace('_', ' ') + ".";
            default -> "Propose: review the client.";
        };
    }
}
