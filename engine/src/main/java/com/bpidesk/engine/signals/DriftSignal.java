package com.bpidesk.engine.signals;

import static com.bpidesk.engine.signals.Signals.round;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.RiskLimits;
import java.time.Clock;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * C4: the client's suitability drift against the risk-profile bands of its stated tolerance, now and at the last 12
 * month-ends. Method: docs/signals.md "Risk profiles and suitability drift (C4)", ADR 0044.
 */
final class DriftSignal {

    private final BookSnapshots snapshots;
    private final Map<String, RiskLimits> bands;
    private final Clock clock;

    DriftSignal(BookSnapshots snapshots, Map<String, RiskLimits> bands, Clock clock) {
        this.snapshots = snapshots;
        this.bands = bands;
        this.clock = clock;
    }

    /**
     * The per-metric band distances and their Euclidean norm (the drift score) as of the data date, the history at the month
     * ends since onboarding, and {@code outOfBandSince}: the earliest point of the current unbroken out-of-band run.
     */
    Signals.SuitabilityDrift suitabilityDrift(String org, String clientId) {
        BookSnapshot ctx = snapshots.of(org);
        Book.Client c = ctx.client(clientId);
        ClientEvaluator.Evaluation now = ctx.drift(c, ctx.asOf);
        List<Signals.DriftPoint> history = new ArrayList<>();
        for (int m = 12; m >= 1; m--) {
            LocalDate d = YearMonth.from(ctx.asOf).minusMonths(m).atEndOfMonth();
            if (d.isBefore(c.onboardedOn())) {
                continue;
            }
            ClientEvaluator.Evaluation e = ctx.drift(c, d);
            history.add(new Signals.DriftPoint(d, round(e.driftScore(), 4), e.inBand()));
        }
        history.add(new Signals.DriftPoint(ctx.asOf, round(now.driftScore(), 4), now.inBand()));
        LocalDate since = null;
        for (int i = history.size() - 1; i >= 0 && !history.get(i).inBand(); i--) {
            since = history.get(i).date();
        }
        List<ClientEvaluator.Distance> metrics = now.distances().stream().map(d -> new ClientEvaluator.Distance(d.metric(),
                round(d.value(), 6), d.bandMin(), d.bandMax(), d.scale(), round(d.distance(), 4))).toList();
        return new Signals.SuitabilityDrift(c.clientId(), c.riskTolerance(), c.timeHorizonYears(), c.investmentPolicySummary(), metrics,
                round(now.driftScore(), 4), now.inBand(), since, history,
                bands.equals(RiskLimits.DEFAULTS) ? "house_default_bands (docs/signals.md)" : "configured_bands (signals.bands.*)", ctx.asOf,
                clock.instant(), ctx.dataSource, Signals.DRIFT_NOTICE, now.baseCurrency());
    }
}
