package com.bpidesk.app.dashboard;

import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import com.bpidesk.app.client.assurance.AssuranceApi.EnvelopeSummary;
import com.bpidesk.app.client.market.MarketApi.Candle;
import com.bpidesk.app.client.signals.SignalsApi.Alert;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The figures of the "Today" dashboard (issue 27), computed from the engine's answers by plain functions (tested without a
 * screen; docs/dashboard.md):
 * <ul>
 *   <li>{@link #attention}: the book's open alerts ({@code GET /v1/signals/book-alerts}) ranked by severity rank, then
 *   magnitude, one line per client (their most severe alert) with the client's name;</li>
 *   <li>{@link #review}: the review queue ({@code GET /api/assurance/envelopes}): envelopes waiting for a review (PENDING or
 *   ESCALATED), of them overdue (the list's {@code overdue}, when it sends one) and assigned to the user ({@code assignee}
 *   equal to the user's name, when it sends one);</li>
 *   <li>{@link #move}: an index's level (last close) and moves: the simple return close-to-close over one bar and over the
 *   whole period ({@code P_t / P_s - 1});</li>
 *   <li>{@link #changes}: what changed since the last visit, against the state kept at the end of it ({@link Visit}).</li>
 * </ul>
 */
public final class TodayDigest {

    private TodayDigest() {
    }

    /** A client who needs attention: their most severe open alert, in words. */
    public record Attention(String clientId, String clientName, String severity, String type, String message, int alerts) {
        public String text() {
            return clientName + " · " + Labels.of(severity) + " · " + Labels.of(type) + (alerts > 1 ? " (+" + (alerts - 1) + " more)" : "");
        }
    }

    /** Review queue counts; {@code overdue} / {@code mine} null when the engine's list does not say. */
    public record Review(int pending, Integer overdue, Integer mine) {
        public String text() {
            if (pending == 0) {
                return "Nothing waits for a review.";
            }
            return pending + (pending == 1 ? " decision waits" : " decisions wait") + " for a review"
                    + (overdue == null ? "" : " · " + overdue + " overdue") + (mine == null ? "" : " · " + mine + " assigned to you");
        }
    }

    /** An index's level and moves. */
    public record Move(String symbol, String name, String currency, LocalDate date, double level, double day, double period) {
        public String text(Formats f) {
            return (name == null || name.isBlank() ? symbol : name + " (" + symbol + ")") + " · " + f.money(level, currency) + " · "
                    + signed(f, day) + " on the day · " + signed(f, period) + " over a month";
        }
    }

    /** What was known at the end of the last visit (kept in the app settings). */
    public record Visit(Instant at, String regime, String marketAsOf, String macroUpdatedAt, Set<String> alertIds) {
    }

    /** The open alerts, one per client (the most severe), most severe first; at most {@code limit}. */
    public static List<Attention> attention(List<Alert> alerts, int limit) {
        List<Alert> items = new ArrayList<>(alerts);
        items.sort(Comparator.comparingInt((Alert n) -> -n.severityRank())
                .thenComparingDouble(n -> -Math.abs(n.magnitude()))
                .thenComparing(n -> text(n.clientName())));
        List<Attention> out = new ArrayList<>();
        java.util.Map<String, Integer> perClient = new java.util.HashMap<>();
        items.forEach(n -> perClient.merge(n.clientId(), 1, Integer::sum));
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (Alert n : items) {
            String id = n.clientId();
            if (!seen.add(id)) {
                continue;
            }
            String name = text(n.clientName());
            out.add(new Attention(id, name.isBlank() ? "A client without a name on record" : name, n.severity(),
                    n.type(), text(n.message()), perClient.get(id)));
            if (out.size() == limit) {
                break;
            }
        }
        return out;
    }

    /** The review queue's counts for {@code userName} (blank: nobody is "you"). */
    public static Review review(List<EnvelopeSummary> envelopes, String userName) {
        int pending = 0;
        int overdue = 0;
        int mine = 0;
        boolean saysOverdue = false;
        boolean saysAssignee = false;
        for (EnvelopeSummary e : envelopes) {
            String status = text(e.reviewStatus()).toUpperCase(Locale.ROOT);
            if (!status.equals("PENDING") && !status.equals("ESCALATED")) {
                continue;
            }
            pending++;
            if (e.overdue() != null) {
                saysOverdue = true;
                overdue += e.overdue() ? 1 : 0;
            }
            if (e.assignee() != null) {
                saysAssignee = true;
                mine += userName != null && !userName.isBlank() && e.assignee().equalsIgnoreCase(userName.strip()) ? 1 : 0;
            }
        }
        return new Review(pending, saysOverdue ? overdue : null, saysAssignee ? mine : null);
    }

    /** Level and moves of a bar series ({@code GET /api/portfolio/chart/...}, oldest first); null with fewer than two bars. */
    public static Move move(String symbol, String name, String currency, List<Candle> bars) {
        int n = bars.size();
        if (n < 2) {
            return null;
        }
        double last = bars.get(n - 1).close();
        double previous = bars.get(n - 2).close();
        double first = bars.get(0).close();
        if (previous <= 0 || first <= 0) {
            return null;
        }
        return new Move(symbol, name, currency, bars.get(n - 1).date(), last, last / previous - 1, last / first - 1);
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }

    /**
     * What changed since {@code last} (null: a first visit, nothing to compare): alerts not open then, a regime change, newer
     * market prices and newer macro data. Each line in words.
     */
    public static List<String> changes(Visit last, Visit now, List<Attention> attention, Formats f) {
        List<String> out = new ArrayList<>();
        if (last == null) {
            return out;
        }
        long fresh = now.alertIds().stream().filter(id -> !last.alertIds().contains(id)).count();
        if (fresh > 0) {
            out.add(fresh + (fresh == 1 ? " new alert" : " new alerts") + " in the book.");
        }
        if (last.regime() != null && now.regime() != null && !last.regime().equals(now.regime())) {
            out.add("The macro regime changed from " + Labels.of(last.regime()) + " to " + Labels.of(now.regime()) + ".");
        }
        if (newer(now.marketAsOf(), last.marketAsOf())) {
            out.add("Prices now run to " + f.date(now.marketAsOf()) + " (they ran to " + f.date(last.marketAsOf()) + ").");
        }
        if (newer(now.macroUpdatedAt(), last.macroUpdatedAt())) {
            out.add("Macro data was updated " + f.dateTime(now.macroUpdatedAt()) + ".");
        }
        return out;
    }

    /** "High confidence (82%): ..." — the classifier's confidence in words (its formula: docs/methods.md, regime). */
    public static String confidenceWords(double confidence, int indicatorsWithData, int pointingTheRegimeWay) {
        String level = confidence >= 0.7 ? "High" : confidence >= 0.4 ? "Moderate" : "Low";
        return level + " confidence (" + Formats.app().percent(confidence, 0) + "): " + pointingTheRegimeWay + " of "
                + indicatorsWithData + " indicators with data point this regime's way; confidence grows with their agreement "
                + "and with how many of the seven indicators have data.";
    }

    private static boolean newer(String now, String then) {
        return now != null && !now.isBlank() && then != null && !then.isBlank() && now.compareTo(then) > 0;
    }

    /** A move with its sign, to one decimal; a move that rounds to zero is "0.0%" (never "-0.0%"). */
    static String signed(Formats f, double v) {
        if (Math.abs(v) < 0.0005) {
            return f.percent(0, 1);
        }
        return (v > 0 ? "+" : "") + f.percent(v, 1);
    }
}
