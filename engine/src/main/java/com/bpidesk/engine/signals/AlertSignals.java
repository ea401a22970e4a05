package com.bpidesk.engine.signals;

import static com.bpidesk.engine.signals.Signals.ALERT_TYPES;
import static com.bpidesk.engine.signals.Signals.SEVERITIES;
import static com.bpidesk.engine.signals.Signals.round;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.platform.text.Readable;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * C2: the book's alerts (high churn, suitability drift, concentration breach, large unrealised loss, inactivity), one per
 * client and type, ranked, with the firm's threshold and acknowledgements applied. Rules: docs/signals.md "Book alerts
 * (C2)", ADR 0046 and 0139.
 */
final class AlertSignals {

    private final BookSnapshots snapshots;
    private final Map<String, RiskLimits> bands;
    private final Clock clock;

    AlertSignals(BookSnapshots snapshots, Map<String, RiskLimits> bands, Clock clock) {
        this.snapshots = snapshots;
        this.bands = bands;
        this.clock = clock;
    }

    /**
     * The metric furthest outside its band, in words an advisor reads without the method at hand (issue 27): the
     * figure and what the profile allows, never a metric's code name or "band steps".
     */
    static String inWords(ClientEvaluator.Distance d) {
        return switch (d.metric()) {
            case "volatility" -> String.format(Locale.ROOT, "its value swings about %.0f %% a year; the profile allows up to %.0f %%",
                    100 * d.value(), 100 * d.bandMax());
            case "equity_share" -> String.format(Locale.ROOT, "shares are %.0f %% of it; the profile allows %.0f to %.0f %%",
                    100 * d.value(), 100 * d.bandMin(), 100 * d.bandMax());
            case "max_position" -> String.format(Locale.ROOT, "its largest holding is %.0f %% of it; the profile allows up to %.0f %%",
                    100 * d.value(), 100 * d.bandMax());
            // 1 / HHI: the number of equal-sized holdings with the same concentration (Adelman 1969)
            case "hhi" -> String.format(Locale.ROOT, "it is as diversified as %.1f equal holdings; the profile asks for at least %.1f",
                    d.value() > 0 ? 1 / d.value() : 0, d.bandMax() > 0 ? 1 / d.bandMax() : 0);
            default -> d.metric().replace('_', ' ');
        };
    }

    /**
     * Alerts of every client of the organization as of a date, ranked by severity, then magnitude, then id; computed once
     * per snapshot and date (issue 28: a read when nothing changed filters the stored list).
     */
    List<Signals.Alert> alerts(BookSnapshot ctx, LocalDate d) {
        return ctx.alerts.computeIfAbsent(d, k -> List.copyOf(compute(ctx, d)));
    }

    private List<Signals.Alert> compute(BookSnapshot ctx, LocalDate d) {
        List<Signals.Alert> out = new ArrayList<>();
        for (Book.Client c : ctx.book.clients()) {
            ClientEvaluator.Evaluation e = ctx.eval(c, d);
            RiskLimits lim = bands.get(c.riskTolerance());
            double p = ctx.model.probability(e.features());
            String band = ChurnModel.band(p);
            if (band.equals("high") || band.equals("critical")) {
                out.add(alert(c, e, "high_churn", "", band, p, String.format(Locale.ROOT, "Churn probability %.0f%% (%s band).", 100 * p, band)));
            }
            if (!e.inBand()) {
                String worst = e.distances().stream().max(Comparator.comparingDouble(ClientEvaluator.Distance::distance))
                        .map(AlertSignals::inWords).orElse("");
                out.add(alert(c, e, "suitability_drift", "", e.driftScore() >= 1 ? "high" : "medium", e.driftScore(),
                        "Portfolio outside the " + c.riskTolerance() + " risk profile: " + worst + "."));
            }
            if (e.maxPosition() > lim.maxPosition()) {
                double excess = e.maxPosition() - lim.maxPosition();
                out.add(alert(c, e, "concentration_breach", e.maxPositionSymbol(), excess >= 0.10 ? "high" : "medium", e.maxPosition(),
                        String.format(Locale.ROOT, "%s is %.1f%% of the account, above the %.0f%% limit for %s.", e.maxPositionSymbol(),
                                100 * e.maxPosition(), 100 * lim.maxPosition(), c.riskTolerance())));
            }
            for (ClientEvaluator.Position pos : e.positions()) {
                double loss = pos.shares() * (pos.price() - pos.costBasis());
                double share = e.value() > 0 ? -loss / e.value() : 0;
                double ret = pos.costBasis() > 0 ? pos.price() / pos.costBasis() - 1 : 0;
                if (share >= 0.05 && ret <= -0.20) {
                    out.add(alert(c, e, "large_unrealized_loss", pos.symbol(), share >= 0.10 ? "high" : "medium", share, String.format(Locale.ROOT,
                            "%s is %.0f%% below its cost basis: an unrealised loss of %s (%.1f%% of the account).", pos.symbol(),
                            -100 * ret, Readable.money(-loss, e.baseCurrency()), 100 * share)));
                }
            }
            if (e.daysSinceContact() != null && e.daysSinceContact() > 180) {
                out.add(alert(c, e, "inactivity", "", e.daysSinceContact() > 365 ? "medium" : "low", e.daysSinceContact(), String.format(
                        Locale.ROOT, "No logged contact for %d days.", e.daysSinceContact())));
            }
        }
        List<Signals.Alert> merged = deduplicate(out);
        merged.sort(Comparator.comparingInt(Signals.Alert::severityRank).reversed().thenComparing(Comparator.comparingDouble(
                Signals.Alert::magnitude).reversed()).thenComparing(Signals.Alert::alertId));
        return merged;
    }

    /**
     * One alert per client and type (ADR 0139): several positions of one client with large losses are one alert (the
     * most severe, its message first, the others named after it), so the book lists what needs a person, not each
     * position.
     */
    static List<Signals.Alert> deduplicate(List<Signals.Alert> alerts) {
        Map<String, List<Signals.Alert>> groups = new LinkedHashMap<>();
        alerts.forEach(a -> groups.computeIfAbsent(a.clientId() + ":" + a.type(), k -> new ArrayList<>()).add(a));
        List<Signals.Alert> out = new ArrayList<>();
        for (var e : groups.entrySet()) {
            List<Signals.Alert> g = e.getValue();
            if (g.size() == 1) {
                out.add(g.get(0));
                continue;
            }
            g.sort(Comparator.comparingInt(Signals.Alert::severityRank).reversed()
                    .thenComparing(Comparator.comparingDouble(Signals.Alert::magnitude).reversed()));
            Signals.Alert top = g.get(0);
            String more = g.subList(1, g.size()).stream().map(Signals.Alert::message).collect(Collectors.joining(" "));
            out.add(new Signals.Alert(e.getKey(), top.clientId(), top.clientName(), top.advisorId(), top.type(), top.severity(),
                    top.severityRank(), top.magnitude(), top.message() + " Also: " + more, top.baseCurrency()));
        }
        return out;
    }

    private static Signals.Alert alert(Book.Client c, ClientEvaluator.Evaluation e, String type, String key, String severity,
                                       double magnitude, String message) {
        return new Signals.Alert(c.clientId() + ":" + type + (key == null || key.isEmpty() ? "" : ":" + key), c.clientId(), c.name(),
                c.advisorId(), type, severity, SEVERITIES.indexOf(severity) + 1, round(magnitude, 4), message, e.baseCurrency());
    }

    /**
     * The book alerts above the firm's threshold ({@code minSeverity}), each with its acknowledgement; an acknowledged
     * alert whose severity is not higher than when acknowledged is hidden unless {@code includeAcknowledged} (ADR 0139).
     */
    Signals.BookAlerts bookAlerts(String org, Signals.AlertQuery q, String minSeverity,
                                  Map<String, AlertState.Acknowledgement> acks, boolean includeAcknowledged) {
        int minRank = SEVERITIES.indexOf(minSeverity) + 1;
        BookSnapshot ctx = snapshots.of(org);
        Predicate<Signals.Alert> keep = a -> (q.types().isEmpty() || q.types().contains(a.type()))
                && (q.severities().isEmpty() || q.severities().contains(a.severity()))
                && (q.advisorId() == null || q.advisorId().equals(a.advisorId())) && q.scope().seesAdvisor(a.advisorId())
                && (q.clientId() == null || q.clientId().equals(a.clientId()));
        List<Signals.Alert> filtered = alerts(ctx, ctx.asOf).stream().filter(keep).toList();
        List<Signals.Alert> all = new ArrayList<>();
        long belowThreshold = 0;
        long hiddenAcknowledged = 0;
        for (Signals.Alert a : filtered) {
            if (a.severityRank() < minRank) {
                belowThreshold++;
                continue;
            }
            AlertState.Acknowledgement ack = acks.get(a.alertId());
            boolean stillAcknowledged = ack != null && SEVERITIES.indexOf(ack.severity()) + 1 >= a.severityRank();
            if (stillAcknowledged && !includeAcknowledged) {
                hiddenAcknowledged++;
                continue;
            }
            all.add(stillAcknowledged ? a.acknowledgedBy(ack) : a);
        }
        Map<String, Long> byType = new LinkedHashMap<>();
        ALERT_TYPES.forEach(t -> byType.put(t, all.stream().filter(a -> a.type().equals(t)).count()));
        Map<String, Long> bySeverity = new LinkedHashMap<>();
        SEVERITIES.forEach(s -> bySeverity.put(s, all.stream().filter(a -> a.severity().equals(s)).count()));
        List<Signals.Alert> page = all.subList(Math.min(q.offset(), all.size()), Math.min(all.size(), q.offset() + q.limit()));
        return new Signals.BookAlerts(page, all.size(), q.limit(), q.offset(), byType, bySeverity, ctx.asOf, clock.instant(),
                ctx.dataSource, Signals.NOTICE, minSeverity, belowThreshold, hiddenAcknowledged, ctx.computedAt,
                snapshots.updating(org) ? "updating" : "current");
    }

    /** The current alert with this id in the organization's book, if any (to acknowledge it at its severity). */
    Optional<Signals.Alert> currentAlert(String org, String alertId) {
        BookSnapshot ctx = snapshots.of(org);
        return alerts(ctx, ctx.asOf).stream().filter(a -> a.alertId().equals(alertId)).findFirst();
    }
}
