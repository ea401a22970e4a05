package com.bpidesk.engine.signals;

import static com.bpidesk.engine.signals.Signals.round;

import com.bpidesk.engine.book.Book;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Refits the churn model on an organization's labelled clients ({@code ./bpi engine churn refit}): L2-penalised logistic
 * regression ({@link LogisticFit}, penalty 0.01 on the slopes), stored and activated in {@code churn_models}. Method:
 * docs/signals.md "Churn model (C1, C3)", ADR 0042.
 */
public final class ChurnRefit {

    /** The outcome of a refit. */
    public record Refit(ChurnModel model, double logLikelihood, int rows, int positives) {
    }

    private final BookSnapshots snapshots;
    private final ChurnModels models;
    private final Clock clock;

    ChurnRefit(BookSnapshots snapshots, ChurnModels models, Clock clock) {
        this.snapshots = snapshots;
        this.models = models;
        this.clock = clock;
    }

    /**
     * Fits the churn model on the organization's labelled clients (churned true/false): features as of the churn date for
     * clients who left, as of the data date for the others; stores it as the active model.
     */
    Refit refit(String org) {
        BookSnapshot ctx = snapshots.of(org);
        List<double[]> x = new ArrayList<>();
        List<Integer> y = new ArrayList<>();
        for (Book.Client c : ctx.book.clients()) {
            if (c.churned() == null) {
                continue;
            }
            LocalDate d = c.churned() && c.churnedOn() != null && c.churnedOn().isBefore(ctx.asOf) ? c.churnedOn() : ctx.asOf;
            Map<String, Double> f = ctx.eval(c, d).features();
            x.add(ChurnModel.FEATURES.stream().mapToDouble(f::get).toArray());
            y.add(c.churned() ? 1 : 0);
        }
        int positives = (int) y.stream().filter(v -> v == 1).count();
        if (x.size() < 20 || positives < 5 || x.size() - positives < 5) {
            throw new IllegalArgumentException("Refitting needs at least 20 labelled clients with 5 who left and 5 who stayed; the book has "
                    + x.size() + " labelled, " + positives + " who left.");
        }
        LogisticFit.Result r = LogisticFit.fit(x.toArray(double[][]::new), y.stream().mapToInt(Integer::intValue).toArray(), 0.01);
        Map<String, Double> coef = new LinkedHashMap<>();
        for (int i = 0; i < ChurnModel.FEATURES.size(); i++) {
            coef.put(ChurnModel.FEATURES.get(i), round(r.slopes()[i], 6));
        }
        Instant now = clock.instant();
        ChurnModel m = new ChurnModel("fit-" + now.toString().replace(":", "").substring(0, 15), "fitted", coef, round(r.intercept(), 6), now,
                x.size(), positives);
        models.activate(org, m, r.logLikelihood());
        snapshots.invalidate(org);
        return new Refit(m, r.logLikelihood(), x.size(), positives);
    }
}
