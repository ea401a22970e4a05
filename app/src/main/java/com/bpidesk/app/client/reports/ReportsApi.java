package com.bpidesk.app.client.reports;

import com.bpidesk.app.client.Api;
import java.time.Instant;
import java.util.List;

/** The reports API (engine/src/main/resources/openapi/reports.yaml), as records mirroring the schemas. */
public interface ReportsApi {

    /** The newest {@code limit} generated reports ({@code GET /api/reports}). */
    List<ReportEntry> recent(int limit);

    /** The answer of {@code GET /api/reports}. */
    @Api.Response(path = "/api/reports")
    record ReportList(List<ReportEntry> reports) {
        public ReportList {
            reports = reports == null ? List.of() : List.copyOf(reports);
        }
    }

    /** Schema {@code GeneratedReportEntry}: {@code subjectName} is the client's name or the portfolio in words. */
    @Api.Schema("GeneratedReportEntry")
    record ReportEntry(long reportId, String subjectName, Instant createdAt) {
    }
}
