package com.bpidesk.engine.reports;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Row;
import com.bpidesk.engine.platform.errors.DomainException;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;

/**
 * Generated reports kept by the engine (table {@code generated_reports}, issue 27, ADR 0247): every PDF of
 * {@code POST /api/reports/generate} is listed with its subject by name (the client's name, or the analysed portfolio in
 * words), audience, who generated it, when and its file name, and the PDF itself is kept up to {@code maxBytes}
 * ({@code reports.archive.max.bytes}, default 20 MB) so the app reopens it after a restart. A larger PDF is listed with
 * {@code pdf_stored} false: generate it again. Per organization; listed newest first.
 */
public final class ReportArchive {

    /** The default cap on one stored PDF: 20 MiB (a 30-page client report with charts is about 0.3 MB). */
    public static final long DEFAULT_MAX_BYTES = 20L * 1024 * 1024;

    /** One kept report as listed (no PDF bytes). {@code clientId} only for a client report. */
    public record Entry(long reportId, String subjectKind, String subjectName, String clientId, String audience, String createdBy,
                        Instant createdAt, String fileName, int pages, long sizeBytes, boolean pdfStored) {
    }

    /** A page of entries, newest first; {@code nextOffset} null on the last page. */
    public record Page(List<Entry> reports, long total, int limit, int offset, Integer nextOffset, long maxStoredBytes) {
    }

    private static final String COLS = "report_id, subject_kind, subject_name, client_id, audience, created_by, created_at, file_name,"
            + " pages, size_bytes, pdf IS NOT NULL AS pdf_stored";

    private final Database db;
    private final Clock clock;
    private final long maxBytes;

    public ReportArchive(Database db, Clock clock, long maxBytes) {
        this.db = db;
        this.clock = clock;
        this.maxBytes = maxBytes;
    }

    /** Keeps a generated report (its PDF only when it is at most the cap) and returns its entry. */
    public Entry record(String org, String subjectKind, String subjectName, String clientId, Audience audience, String who,
                       String fileName, int pages, byte[] pdf) {
        Instant now = clock.instant();
        boolean store = pdf.length <= maxBytes;
        String by = who == null || who.isBlank() ? null : who.strip();
        String subject = subjectName.length() > 300 ? subjectName.substring(0, 300) : subjectName;
        long id = db.transaction(j -> j.insert("INSERT INTO generated_reports (organization_id, subject_kind, subject_name, client_id,"
                        + " audience, created_by, created_at, file_name, pages, size_bytes, pdf) VALUES (?,?,?,?,?,?,?,?,?,?,?)", "report_id",
                org, subjectKind, subject, clientId, audience.wire(), by, now, fileName, (long) pages, (long) pdf.length, store ? pdf : null));
        return new Entry(id, subjectKind, subject, clientId, audience.wire(), by, now, fileName, pages, pdf.length, store);
    }

    public Page list(String org, int limit, int offset) {
        return list(org, limit, offset, com.bpidesk.engine.platform.auth.ClientScope.ORGANIZATION);
    }

    /** As above, only reports about clients of {@code scope} (need-to-know, ADR 0252). */
    public Page list(String org, int limit, int offset, com.bpidesk.engine.platform.auth.ClientScope scope) {
        var inScope = scope.clientCondition("client_id", org);
        long total = db.count("SELECT COUNT(*) FROM generated_reports WHERE organization_id = ?" + inScope.sql(), inScope.after(org));
        List<Object> params = new java.util.ArrayList<>(List.of(inScope.after(org)));
        params.add(limit);
        params.add(offset);
        List<Entry> rows = db.query("SELECT " + COLS + " FROM generated_reports WHERE organization_id = ?" + inScope.sql()
                + " ORDER BY created_at DESC, report_id DESC LIMIT ? OFFSET ?", ReportArchive::entry, params.toArray());
        Integer next = offset + rows.size() < total ? offset + rows.size() : null;
        return new Page(rows, total, limit, offset, next, maxBytes);
    }

    /** A kept report's entry and PDF; not found for another organization's id, or when the PDF was over the cap. */
    public Kept pdf(String org, long id) {
        Kept kept = db.queryOne("SELECT " + COLS + ", pdf FROM generated_reports WHERE report_id = ? AND organization_id = ?",
                r -> new Kept(entry(r), r.bytes("pdf")), id, org)
                .orElseThrow(() -> DomainException.notFound("No generated report " + id + " in your organization."));
        if (kept.pdf() == null) {
            throw DomainException.notFound("The report for " + kept.entry().subjectName() + " was " + kept.entry().sizeBytes()
                    + " bytes, more than the " + maxBytes + " bytes the engine keeps; generate it again.");
        }
        return kept;
    }

    /** An entry with its PDF. */
    public record Kept(Entry entry, byte[] pdf) {
    }

    private static Entry entry(Row r) throws SQLException {
        return new Entry(r.lng("report_id"), r.str("subject_kind"), r.str("subject_name"), r.str("client_id"), r.str("audience"),
                r.str("created_by"), r.instant("created_at"), r.str("file_name"), r.integer("pages"), r.lng("size_bytes"),
                r.bool("pdf_stored"));
    }
}
