package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopePage;
import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopeSummary;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewStatus;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Row;
import com.bpidesk.envelope.ActorOrAgent;
import com.bpidesk.envelope.ActorType;
import com.bpidesk.envelope.Disposition;
import com.bpidesk.envelope.EnvelopeJson;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.sql.SQLException;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The review queue in names (issue 26, ADR 0244): per envelope the client's and the client's advisor's names (a read-only
 * join on the client book's tables {@code book_clients} and {@code book_advisors}: the firm's register of clients, keyed
 * like the envelope's {@code investor_id}), the action in words ({@link ActionWords}), the assignee, the due date and
 * whether it is overdue ({@link ReviewDeadlines}), and the age in days. Filters: disposition, review status, investor,
 * client name, advisor name, free text (client, advisor, assignee and the proposed action as recorded), creation dates.
 * Pages are stably ordered: the chosen sort, then {@code decision_id}.
 */
final class ReviewQueue {

    static final Map<String, String> SORTS = Map.ofEntries(
            Map.entry("created_at", "e.created_at ASC"), Map.entry("-created_at", "e.created_at DESC"),
            Map.entry("updated_at", "e.updated_at ASC"), Map.entry("-updated_at", "e.updated_at DESC"),
            Map.entry("confidence", "e.confidence ASC"), Map.entry("-confidence", "e.confidence DESC"),
            Map.entry("disposition", "e.disposition ASC"), Map.entry("-disposition", "e.disposition DESC"),
            Map.entry("investor_id", "e.investor_id ASC"), Map.entry("-investor_id", "e.investor_id DESC"),
            Map.entry("client_name", "c.name ASC"), Map.entry("-client_name", "c.name DESC"));

    private static final String FROM = " FROM assurance_envelopes e"
            + " LEFT JOIN book_clients c ON c.organization_id = e.organization_id AND c.client_id = e.investor_id"
            + " LEFT JOIN book_advisors a ON a.organization_id = c.organization_id AND a.advisor_id = c.advisor_id"
            + " LEFT JOIN review_assignments r ON r.organization_id = e.organization_id AND r.decision_id = e.decision_id"
            + " LEFT JOIN envelope_versions v ON v.organization_id = e.organization_id AND v.decision_id = e.decision_id AND v.version = 1";

    private final Database db;
    private final Clock clock;
    private final ReviewDeadlines deadlines;
    private final ActionWords actions;

    ReviewQueue(Database db, Clock clock, ReviewDeadlines deadlines, ActionWords actions) {
        this.db = db;
        this.clock = clock;
        this.deadlines = deadlines;
        this.actions = actions;
    }

    EnvelopePage list(String org, AssuranceService.Query q) {
        List<Object> params = new ArrayList<>();
        String where = where(org, q, params, false);
        long total = db.count("SELECT COUNT(*)" + FROM + " WHERE " + where, params.toArray());
        List<Object> pageParams = new ArrayList<>(params);
        pageParams.add(q.limit());
        pageParams.add(q.offset());
        String order = SORTS.getOrDefault(q.sort() == null ? "-created_at" : q.sort(), "e.created_at DESC");
        int days = deadlines.reviewDays(org);
        LocalDate today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
        List<EnvelopeSummary> items = db.query("SELECT e.*, c.name AS client_name, a.name AS advisor_name, r.assignee, r.due_on,"
                + " v.envelope_json" + FROM + " WHERE " + where + " ORDER BY " + order + ", e.decision_id ASC LIMIT ? OFFSET ?",
                row -> summary(row, days, today), pageParams.toArray());
        List<Object> countParams = new ArrayList<>();
        String withoutDisposition = where(org, q, countParams, true);
        Map<String, Long> counts = new LinkedHashMap<>();
        for (Disposition d : Disposition.values()) {
            counts.put(d.name(), 0L);
        }
        db.query("SELECT e.disposition, COUNT(*) AS n" + FROM + " WHERE " + withoutDisposition + " GROUP BY e.disposition",
                r -> counts.put(r.str("disposition"), r.lng("n")), countParams.toArray());
        return new EnvelopePage(items, total, q.limit(), q.offset(), counts);
    }

    private EnvelopeSummary summary(Row r, int days, LocalDate today) throws SQLException {
        JsonNode first = null;
        try {
            String json = r.str("envelope_json");
            first = json == null ? null : EnvelopeJson.MAPPER.readTree(json);
        } catch (IOException e) {
            // an unreadable stored version is reported by verification; the row keeps what the projection has
        }
        String proposerName = first == null ? "" : first.path("actor_or_agent").path("name").asText("");
        ActorOrAgent actor = new ActorOrAgent("ai_agent".equals(r.str("actor_or_agent_type")) ? ActorType.AI_AGENT : ActorType.HUMAN_ACTOR,
                r.str("actor_or_agent_id"), proposerName.isBlank() ? null : proposerName);
        ReviewStatus status = ReviewStatus.valueOf(r.str("review_status"));
        java.time.Instant created = r.instant("created_at");
        LocalDate due = r.date("due_on") != null ? r.date("due_on") : ReviewDeadlines.due(created, days);
        int age = (int) ChronoUnit.DAYS.between(LocalDate.ofInstant(created, ZoneOffset.UTC), today);
        return new EnvelopeSummary(r.str("decision_id"), r.str("trace_id"), r.str("investor_id"), actor,
                r.str("proposed_action_type"), Disposition.valueOf(r.str("disposition")), r.dblOrNull("confidence"), status,
                r.integer("current_version"), r.str("digest"), created, r.instant("updated_at"), r.str("client_name"),
                r.str("advisor_name"), first == null ? null : actions.describe(first.path("proposed_action")), r.str("assignee"),
                due, ReviewDeadlines.overdue(status, due, today), Math.max(0, age));
    }

    private static String where(String org, AssuranceService.Query q, List<Object> params, boolean ignoreDisposition) {
        StringBuilder w = new StringBuilder("e.organization_id = ?");
        params.add(org);
        if (!ignoreDisposition && q.dispositions() != null && !q.dispositions().isEmpty()) {
            w.append(" AND e.disposition IN (").append(marks(q.dispositions().size())).append(')');
            params.addAll(q.dispositions().stream().map(Enum::name).toList());
        }
        if (q.reviewStatuses() != null && !q.reviewStatuses().isEmpty()) {
            w.append(" AND e.review_status IN (").append(marks(q.reviewStatuses().size())).append(')');
            params.addAll(q.reviewStatuses().stream().map(Enum::name).toList());
        }
        if (!q.scope().whole()) {
            // need-to-know (ADR 0252): only envelopes for clients of the caller's scope (c is the envelope's client)
            w.append(q.scope().advisorIds().isEmpty() ? " AND 1 = 0"
                    : " AND c.advisor_id IN (" + marks(q.scope().advisorIds().size()) + ")");
            params.addAll(q.scope().advisorIds());
        }
        if (q.investorId() != null) {
            w.append(" AND e.investor_id = ?");
            params.add(q.investorId());
        }
        if (q.from() != null) {
            w.append(" AND e.created_at >= ?");
            params.add(q.from());
        }
        if (q.to() != null) {
            w.append(" AND e.created_at < ?");
            params.add(q.to());
        }
        if (q.clientName() != null) {
            w.append(" AND LOWER(c.name) LIKE ?");
            params.add(like(q.clientName()));
        }
        if (q.advisorName() != null) {
            w.append(" AND LOWER(a.name) LIKE ?");
            params.add(like(q.advisorName()));
        }
        if (q.text() != null) {
            // the proposal's text is its proposed_action member (description, type, instrument, ...): in the canonical (RFC
            // 8785) JSON of version 1 the members are sorted, so it runs from "proposed_action" to "suitability"
            w.append(" AND (LOWER(c.name) LIKE ? OR LOWER(a.name) LIKE ? OR LOWER(r.assignee) LIKE ? OR LOWER(SUBSTRING(v.envelope_json"
                    + " FROM POSITION('\"proposed_action\":' IN v.envelope_json) FOR POSITION('\"suitability\":' IN v.envelope_json)"
                    + " - POSITION('\"proposed_action\":' IN v.envelope_json))) LIKE ?)");
            String t = like(q.text());
            params.addAll(List.of(t, t, t, t));
        }
        return w.toString();
    }

    /** A case-insensitive "contains" pattern ({@code %} and backslashes a person types are dropped). */
    static String like(String s) {
        return "%" + s.trim().toLowerCase(Locale.ROOT).replace("\\", "").replace("%", "") + "%";
    }

    private static String marks(int n) {
        return String.join(", ", Collections.nCopies(n, "?"));
    }

    /** The decision's client and advisor names (for the detail and the examiner's PDF); absent when not in the book. */
    Map<String, String> names(String org, String decisionId) {
        Map<String, String> out = new HashMap<>();
        db.query("SELECT c.name AS client_name, a.name AS advisor_name, r.assignee, r.due_on, e.created_at, e.review_status"
                + FROM + " WHERE e.organization_id = ? AND e.decision_id = ?", r -> {
                    out.put("client_name", r.str("client_name"));
                    out.put("advisor_name", r.str("advisor_name"));
                    out.put("assignee", r.str("assignee"));
                    LocalDate due = r.date("due_on") != null ? r.date("due_on")
                            : ReviewDeadlines.due(r.instant("created_at"), deadlines.reviewDays(org));
                    out.put("due_on", due.toString());
                    out.put("overdue", Boolean.toString(ReviewDeadlines.overdue(ReviewStatus.valueOf(r.str("review_status")), due,
                            LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC))));
                    return null;
                }, org, decisionId);
        return out;
    }
}
