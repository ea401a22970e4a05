package com.bpidesk.app.client.reports;

import com.bpidesk.app.client.Api;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;

/**
 * The reports API (engine/src/main/resources/openapi/reports.yaml): PDF reports generated and kept, firm brands and the
 * colour contrast rule, as records mirroring the schemas.
 */
public interface ReportsApi {

    /** The newest {@code limit} generated reports ({@code GET /api/reports}). */
    List<ReportEntry> recent(int limit);

    /** A kept report's PDF ({@code GET /api/reports/{report_id}.pdf}). */
    byte[] pdf(long reportId);

    /** Renders a report ({@code POST /api/reports/generate}): the PDF and what its headers say. */
    GeneratedReport generate(ReportRequest request);

    /** The contrast rule applied to two colours ({@code POST /api/reports/brand-check}). */
    BrandCheck checkBrand(String primaryColor, String accentColor);

    /** The saved brands ({@code GET /api/reports/brands}). */
    List<BrandView> brands();

    /** Saves a brand; one with the same name is replaced ({@code POST /api/reports/brands}). */
    BrandView saveBrand(BrandInput brand);

    /** Deletes a brand ({@code DELETE /api/reports/brands/{brand_id}}). */
    void deleteBrand(long brandId);

    /** A saved brand's logo ({@code GET /api/reports/brands/{brand_id}/logo}). */
    byte[] logo(long brandId);

    /** The answer of {@code GET /api/reports}. */
    @Api.Response(path = "/api/reports")
    record ReportList(List<ReportEntry> reports) {
        public ReportList {
            reports = reports == null ? List.of() : List.copyOf(reports);
        }
    }

    /**
     * Schema {@code GeneratedReportEntry}: {@code subjectName} is the client's name or the portfolio in words;
     * {@code pdfStored} false when only the entry was kept (the PDF was over the engine's cap).
     */
    @Api.Schema("GeneratedReportEntry")
    record ReportEntry(long reportId, String subjectName, String audience, Instant createdAt, String createdBy, int pages,
                       boolean pdfStored, String fileName) {
    }

    /** Schema {@code ReportRequest}: what to report on, with which brand, for whom; a field left null is not sent. */
    @Api.Schema("ReportRequest")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record ReportRequest(Subject subject, BrandInput brand, String audience, String title, String baseCurrency) {

        /** The same request about another subject. */
        public ReportRequest about(Subject s) {
            return new ReportRequest(s, brand, audience, title, baseCurrency);
        }

        /** The same request without a currency (a job keeps the currency it was analysed in). */
        public ReportRequest withoutCurrency() {
            return new ReportRequest(subject, brand, audience, title, null);
        }
    }

    /** The subject of a report: a finished analysis job or a client of the book. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Subject(String kind, String jobId, String clientId) {
        public static Subject job(String jobId) {
            return new Subject("job", jobId, null);
        }

        public static Subject client(String clientId) {
            return new Subject("client", null, clientId);
        }
    }

    /** Schema {@code BrandInput}: a name, footer or logo left null is not sent. */
    @Api.Schema("BrandInput")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record BrandInput(String name, String firmName, String primaryColor, String accentColor, String footer, String logoBase64) {
    }

    /** Schema {@code BrandView}: a saved brand. */
    @Api.Schema("BrandView")
    record BrandView(long brandId, String name, String firmName, String primaryColor, String accentColor, String footer,
                     boolean hasLogo) {
    }

    /** The answer of {@code GET /api/reports/brands}. */
    @Api.Response(path = "/api/reports/brands")
    record Brands(List<BrandView> brands) {
        public Brands {
            brands = brands == null ? List.of() : List.copyOf(brands);
        }
    }

    /** The answer of {@code POST /api/reports/brand-check}: each colour's check and the warnings the PDF will carry. */
    @Api.Response(path = "/api/reports/brand-check", method = "post")
    record BrandCheck(ColourCheck primary, ColourCheck accent, List<String> warnings) {
        public BrandCheck {
            warnings = warnings == null ? List.of() : List.copyOf(warnings);
        }
    }

    /** Schema {@code ColourCheck}: the colour, the colour text is drawn in, and the text colour on a fill of it. */
    @Api.Schema("ColourCheck")
    record ColourCheck(String color, String textColor, String textOnFill) {
    }

    /**
     * A rendered report: the PDF, the analysis job it was built from ({@code X-Report-Job-Id}; null when the engine does
     * not say), its pages ({@code X-Report-Pages}) and its warnings ({@code X-Report-Warnings}, " | " between them).
     */
    record GeneratedReport(byte[] pdf, String jobId, int pages, List<String> warnings) {
    }
}
