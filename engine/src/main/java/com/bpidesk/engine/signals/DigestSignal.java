package com.bpidesk.engine.signals;

import static com.bpidesk.engine.signals.Signals.ALERT_TYPES;
import static com.bpidesk.engine.signals.Signals.round;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.macro.FeedItem;
import com.bpidesk.engine.macro.Regime;
import com.bpidesk.engine.macro.RegimeService;
import com.bpidesk.engine.macro.SignalsFeed;
import com.bpidesk.engine.platform.errors.DomainException;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Predicate;

/**
 * C5: the advisor's weekly digest preview (alert counts this week and last, new and resolved alerts, the clients to review
 * first, the regime and its changes, macro releases, envelopes waiting for review). Nothing is sent. Method: docs/signals.md
 * "Weekly digest preview (C5)", ADR 0046 and 0139.
 */
final class DigestSignal {

    /** Weeks of regime history the weekly digest looks back over for regime changes. */
    static final int REGIME_LOOKBACK_WEEKS = 8;

    private final BookSnapshots snapshots;
    private final AlertSignals alerts;
    private final RegimeService regimes;
    private final SignalsFeed feed;
    private final EnvelopeReviewQueue envelopes;
    private final Clock clock;

    /**
     * @param regimes the regime service (null: the digest says the regime is not available)
     * @param feed    the macro releases feed (null: none listed)
     */
    DigestSignal(BookSnapshots snapshots, AlertSignals alerts, RegimeService regimes, SignalsFeed feed, EnvelopeReviewQueue envelopes,
                 Clock clock) {
        this.snapshots = snapshots;
        this.alerts = alerts;
        this.regimes = regimes;
        this.feed = feed;
        this.envelopes = envelopes;
        this.clock = clock;
    }

    /**
     * Orders two clients' alerts for "review first": compares the severity ranks sorted from the worst down,
     * lexicographically (the client with the worse worst alert first; on a tie, the next alert decides; more alerts
     * of equal severities rank higher). Negative when {@code a} comes first.
     */
    static int bySeverityProfile(List<Signals.Alert> a, List<Signals.Alert> b) {
        int[] ra = a.stream().mapToInt(Signals.Alert::severityRank).map(r -> -r).sorted().map(r -> -r).toArray();
        int[] rb = b.stream().mapToInt(Signals.Alert::severityRank).map(r -> -r).sorted().map(r -> -r).toArray();
        for (int i = 0; i < Math.min(ra.length, rb.length); i++) {
            if (ra[i] != rb[i]) {
                return Integer.compare(rb[i], ra[i]);
            }
        }
        return Integer.compare(rb.length, ra.length);
    }

    Signals.WeeklyDigest weeklyDigest(String org, String advisorId) {
        return weeklyDigest(org, advisorId, com.bpidesk.engine.platform.auth.ClientScope.ORGANIZATION);
    }

    /** As above over the clients of {@code scope} only (ADR 0252): an advisor out of scope is not found. */
    Signals.WeeklyDigest weeklyDigest(String org, String advisorId, com.bpidesk.engine.platform.auth.ClientScope scope) {
        BookSnapshot ctx = snapshots.of(org);
        if (advisorId != null && (!scope.seesAdvisor(advisorId)
                || ctx.book.advisors().stream().noneMatch(a -> a.advisorId().equals(advisorId)))) {
            throw DomainException.notFound("No advisor '" + advisorId + "' in your organization's book.");
        }
        LocalDate end = ctx.asOf;
        LocalDate lastWeek = end.minusDays(7);
        Predicate<String> mineAdvisor = id -> advisorId == null ? scope.seesAdvisor(id) : advisorId.equals(id);
        Predicate<Signals.Alert> mine = a -> mineAdvisor.test(a.advisorId());
        List<Signals.Alert> now = alerts.alerts(ctx, end).stream().filter(mine).toList();
        List<Signals.Alert> before = alerts.alerts(ctx, lastWeek).stream().filter(mine).toList();
        Map<String, Signals.AlertCount> counts = new LinkedHashMap<>();
        for (String t : ALERT_TYPES) {
            long a = now.stream().filter(x -> x.type().equals(t)).count();
            long b = before.stream().filter(x -> x.type().equals(t)).count();
            counts.put(t, new Signals.AlertCount(a, b, a - b));
        }
        Set<String> beforeIds = new HashSet<>();
        before.forEach(a -> beforeIds.add(a.alertId()));
        Set<String> nowIds = new HashSet<>();
        now.forEach(a -> nowIds.add(a.alertId()));
        long added = nowIds.stream().filter(id -> !beforeIds.contains(id)).count();
        long resolved = beforeIds.stream().filter(id -> !nowIds.contains(id)).count();
        List<Signals.ReviewFirst> first = reviewFirst(ctx, now, end);
        Signals.RegimeSummary regime = null;
        List<Signals.RegimePoint> regimeHistory = List.of();
        List<Signals.RegimeChange> changes = List.of();
        String historyStatus = "not_available: no regime service in this engine";
        if (regimes != null) {
            List<LocalDate> dates = new ArrayList<>();
            for (int k = REGIME_LOOKBACK_WEEKS; k >= 0; k--) {
                dates.add(end.minusWeeks(k));
            }
            regimeHistory = regimes.history(dates).stream()
                    .map(p -> new Signals.RegimePoint(p.date(), p.regime(), round(p.confidence(), 4))).toList();
            changes = regimeChanges(regimeHistory, lastWeek.plusDays(1));
            historyStatus = regimeHistory.isEmpty() ? "not_available: the regime service keeps no history"
                    : String.format(Locale.ROOT, "weekly points from %s to %s (%d weeks)", dates.get(0), end, REGIME_LOOKBACK_WEEKS);
            Regime r = regimes.current();
            Instant weekStart = lastWeek.atStartOfDay(ZoneOffset.UTC).toInstant();
            regime = new Signals.RegimeSummary(r.regime(), r.confidence(), r.updatedAt(), r.updatedAt() != null
                    && r.updatedAt().isAfter(weekStart), changes.stream().anyMatch(Signals.RegimeChange::inDigestWeek), r.dataSource());
        }
        List<Signals.MacroRelease> releases = new ArrayList<>();
        if (feed != null) {
            for (FeedItem f : feed.latestReleases()) {
                if (releases.size() < 5) {
                    releases.add(new Signals.MacroRelease(f.seriesId(), f.title(), f.period(), f.value(), f.change(), f.significance(), f.source()));
                }
            }
        }
        OptionalLong waiting = envelopes.waitingForReview(org, scope);
        long nClients = ctx.book.clients().stream().filter(c -> mineAdvisor.test(c.advisorId())).count();
        return new Signals.WeeklyDigest(advisorId, lastWeek.plusDays(1), end, nClients, counts, added, resolved, first, regime,
                changes, regimeHistory, historyStatus, releases,
                waiting.isPresent() ? waiting.getAsLong() : null,
                waiting.isPresent() ? "counted" : "not_available: the envelope review queue is not installed in this engine",
                clock.instant(), ctx.dataSource, Signals.NOTICE + " This is a preview for the advisor; nothing is sent.", ctx.computedAt,
                snapshots.updating(org) ? "updating" : "current");
    }

    /** The five clients to review first among those with alerts now, with their churn probability as of {@code end}. */
    private static List<Signals.ReviewFirst> reviewFirst(BookSnapshot ctx, List<Signals.Alert> now, LocalDate end) {
        Map<String, List<Signals.Alert>> byClient = new LinkedHashMap<>();
        now.forEach(a -> byClient.computeIfAbsent(a.clientId(), k -> new ArrayList<>()).add(a));
        List<Signals.ReviewFirst> first = new ArrayList<>();
        Map<String, Book.Client> clients = new HashMap<>();
        ctx.book.clients().forEach(c -> clients.put(c.clientId(), c));
        // Highest severity first: clients compare by their alerts' severities from the worst down (one critical
        // outranks any number of mediums), then by the number of alerts, then by id (ADR 0139).
        byClient.entrySet().stream()
                .sorted(((Comparator<Map.Entry<String, List<Signals.Alert>>>) (x, y) -> bySeverityProfile(x.getValue(), y.getValue()))
                        .thenComparing(Map.Entry::getKey))
                .limit(5)
                .forEach(e -> {
                    Book.Client c = clients.get(e.getKey());
                    ClientEvaluator.Evaluation ev = ctx.eval(c, end);
                    double p = ctx.model.probability(ev.features());
                    first.add(new Signals.ReviewFirst(c.clientId(), c.name(), e.getValue().get(0).severity(), round(p, 4),
                            e.getValue().stream().map(Signals.Alert::message).toList(), ev.baseCurrency()));
                });
        return first;
    }

    /**
     * Regime changes along a history (oldest first): each point whose regime differs from the previous point's, with the
     * new regime's confidence; {@code inDigestWeek} when the point's date is on or after {@code weekStart}.
     */
    static List<Signals.RegimeChange> regimeChanges(List<Signals.RegimePoint> history, LocalDate weekStart) {
        List<Signals.RegimeChange> out = new ArrayList<>();
        for (int i = 1; i < history.size(); i++) {
            Signals.RegimePoint prev = history.get(i - 1);
            Signals.RegimePoint cur = history.get(i);
            if (!Objects.equals(prev.regime(), cur.regime())) {
                out.add(new Signals.RegimeChange(cur.date(), prev.regime(), cur.regime(), cur.confidence(), !cur.date().isBefore(weekStart)));
            }
        }
        return out;
    }
}
