package com.bpidesk.engine.swarm;

import com.bpidesk.engine.platform.db.Database;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The organization's past analyses ({@code GET /api/swarm/jobs}): a filtered page of {@code swarm_jobs}, newest first, with
 * the summary columns (total market value, base currency, posture, data date) a complete job stores with its result.
 */
final class JobHistory {

    private static final Logger LOG = LoggerFactory.getLogger(JobHistory.class);

    private final Database db;

    JobHistory(Database db) {
        this.db = db;
    }

    /**
     * The organization's past analyses, newest first. A complete job stored before its summary columns existed is filled
     * from its stored result here, once.
     */
    JobViews.Page history(String organizationId, JobViews.HistoryQuery q) {
        StringBuilder where = new StringBuilder(" WHERE organization_id = ?");
        List<Object> params = new ArrayList<>(List.of(organizationId));
        if (!q.statuses().isEmpty()) {
            where.append(" AND status IN (").append(String.join(", ", Collections.nCopies(q.statuses().size(), "?"))).append(")");
            q.statuses().stream().map(JobStatus::wire).sorted().forEach(params::add);
        }
        if (q.makerId() != null) {
            // need-to-know (ADR 0252): a caller with a limited scope lists the analyses its own key started
            where.append(" AND maker_id = ?");
            params.add(q.makerId());
        }
        if (q.from() != null) {
            where.append(" AND created_at >= ?");
            params.add(q.from());
        }
        if (q.to() != null) {
            where.append(" AND created_at < ?");
            params.add(q.to());
        }
        long total = db.count("SELECT COUNT(*) FROM swarm_jobs" + where, params.toArray());
        List<Object> page = new ArrayList<>(params);
        page.add(q.limit());
        page.add(q.offset());
        List<JobViews.Summary> items = db.query("SELECT job_id, status, created_at, finished_at, position_count, total_market_value,"
                + " base_currency, posture, data_as_of FROM swarm_jobs" + where + " ORDER BY created_at DESC, job_id DESC LIMIT ? OFFSET ?",
                r -> {
                    String id = r.str("job_id");
                    String status = r.str("status");
                    return new JobViews.Summary(id, status, r.instant("created_at"), r.instant("finished_at"), (int) r.lng("position_count"),
                            r.dblOrNull("total_market_value"), r.str("base_currency"), r.str("posture"), r.date("data_as_of"),
                            JobStatus.COMPLETE.wire().equals(status) ? JobUrls.resultUrl(id) : null, JobUrls.pollUrl(id));
                }, page.toArray());
        List<JobViews.Summary> filled = new ArrayList<>(items.size());
        for (JobViews.Summary s : items) {
            filled.add(s.totalMarketValue() == null && JobStatus.COMPLETE.wire().equals(s.status()) ? backfill(organizationId, s) : s);
        }
        return new JobViews.Page(filled, total, q.limit(), q.offset());
    }

    /** Reads the summary columns of a complete job from its stored result and stores them. */
    private JobViews.Summary backfill(String organizationId, JobViews.Summary s) {
        Optional<String> json = db.queryOne("SELECT result FROM swarm_jobs WHERE job_id = ? AND organization_id = ?",
                r -> r.str("result"), s.jobId(), organizationId);
        if (json.isEmpty() || json.get() == null) {
            return s;
        }
        SummaryColumns sc;
        try {
            sc = SummaryColumns.of(JobJson.read(json.get()));
        } catch (RuntimeException e) {
            LOG.warn("The stored result of job {} cannot be summarised: {}", s.jobId(), e.toString());
            return s;
        }
        db.update("UPDATE swarm_jobs SET total_market_value = ?, base_currency = ?, posture = ?, data_as_of = ? WHERE job_id = ?",
                sc.value(), sc.currency(), sc.posture(), sc.asOf(), s.jobId());
        return new JobViews.Summary(s.jobId(), s.status(), s.createdAt(), s.finishedAt(), s.positionCount(), sc.value(), sc.currency(),
                sc.posture(), sc.asOf(), s.resultUrl(), s.pollUrl());
    }

    /** What the history shows of a result: total market value, its currency, the posture and the data date. */
    record SummaryColumns(Double value, String currency, String posture, LocalDate asOf) {
        static SummaryColumns of(JsonNode result) {
            JsonNode pa = result.path("ic_briefing").path("portfolio_analyst");
            JsonNode value = pa.path("total_market_value");
            String currency = pa.path("base_currency").asText(null);
            String posture = result.path("ic_briefing").path("synthesis_agent").path("posture").asText(null);
            String asOf = result.path("as_of").asText(null);
            return new SummaryColumns(value.isNumber() ? value.asDouble() : null, currency, posture == null || posture.length() > 60 ? null : posture,
                    asOf == null || asOf.isBlank() ? null : LocalDate.parse(asOf));
        }
    }
}
