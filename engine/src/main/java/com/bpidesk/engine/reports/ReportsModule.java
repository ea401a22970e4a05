package com.bpidesk.engine.reports;

import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.errors.Validation;
import com.bpidesk.engine.swarm.PortfolioSubmission;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * REST slice of reports (B5): {@code POST /api/reports/generate} answers {@code application/pdf}; brands are saved
 * and reused through {@code /api/reports/brands}. Enterprise tier.
 */
public final class ReportsModule implements ApiModule {

    /** Branding given inline. {@code logoBase64} is a PNG or JPEG; {@code save} stores it under {@code name}. */
    public record BrandInput(String name, String firmName, String primaryColor, String accentColor, String footer,
                             String logoBase64, Boolean save) {
    }

    /**
     * What the report is about: {@code kind} = {@code job} (with {@code jobId}), {@code portfolio} (with {@code portfolio})
     * or {@code client} (with {@code clientId}: the client's current holdings in the book, analysed like a portfolio).
     */
    public record Subject(String kind, String jobId, JsonNode portfolio, String clientId) {
    }

    /**
     * @param baseCurrency the currency of the report's amounts (ISO 4217): for a portfolio, the analysis's base (unless the
     *                     portfolio names its own); for a client, instead of the client's base; for a job, it must be the
     *                     job's. Default: the portfolio's or client's own, else the firm default.
     * @param audience {@code client} (default: the client report, no internal signals) or {@code advisor} (the internal
     *                 brief with C1/C4 and the review items); see {@link Audience}
     */
    public record GenerateRequest(Subject subject, Long brandId, BrandInput brand, String title, String baseCurrency,
            String audience) {
        public GenerateRequest(Subject subject, Long brandId, BrandInput brand, String title) {
            this(subject, brandId, brand, title, null, null);
        }
    }

    private final ReportService reports;
    private final BrandStore brands;
    private final ReportArchive archive;

    public ReportsModule(ReportService reports, BrandStore brands, ReportArchive archive) {
        this.reports = reports;
        this.brands = brands;
        this.archive = archive;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/reports.yaml";
    }

    @Override
    public void register(Routes r) {
        r.upload("/api/reports/generate", Access.ENTERPRISE, this::generate);
        // generated reports kept by the engine, listed newest first and reopened after a restart (issue 27, ADR 0247)
        r.get("/api/reports", Access.ENTERPRISE, ctx -> ctx.json(archive.list(Api.caller(ctx).organizationId(),
                Api.intQuery(ctx, "limit", 50, 1, 500), Api.intQuery(ctx, "offset", 0, 0, Integer.MAX_VALUE), Api.caller(ctx).scope())));
        r.get("/api/reports/{report_id}.pdf", Access.ENTERPRISE, ctx -> {
            ReportArchive.Kept kept = archive.pdf(Api.caller(ctx).organizationId(), id(ctx, "report_id"));
            ctx.header("Content-Disposition", "attachment; filename=\"" + kept.entry().fileName() + "\"");
            ctx.header("X-Report-Pages", Integer.toString(kept.entry().pages()));
            ctx.contentType("application/pdf").result(kept.pdf());
        });
        r.get("/api/reports/brands", Access.ENTERPRISE, ctx ->
                ctx.json(Map.of("brands", brands.list(Api.caller(ctx).organizationId()).stream().map(Brand::view).toList())));
        r.post("/api/reports/brands", Access.ENTERPRISE, ctx -> {
            BrandInput in = Api.body(ctx, BrandInput.class);
            Validation v = new Validation();
            v.check(in.name() != null && !in.name().isBlank() && in.name().length() <= 100, "/name", "is required (at most 100 characters)");
            Brand b = ReportService.brandFrom(in, null, v, "");
            ctx.status(201).json(brands.save(Api.caller(ctx).organizationId(), b).view());
        });
        r.post("/api/reports/brand-check", Access.ENTERPRISE, ctx -> ctx.json(brandCheck(Api.body(ctx, BrandCheckInput.class))));
        r.get("/api/reports/brands/{brand_id}", Access.ENTERPRISE, ctx -> ctx.json(brand(ctx, id(ctx)).view()));
        r.get("/api/reports/brands/{brand_id}/logo", Access.ENTERPRISE, ctx -> {
            Brand b = brand(ctx, id(ctx));
            if (b.logo() == null) {
                throw ApiException.notFound("Brand " + b.brandId() + " has no logo.");
            }
            ctx.contentType(b.logoMediaType()).result(b.logo());
        });
        r.delete("/api/reports/brands/{brand_id}", Access.ENTERPRISE, ctx -> {
            if (!brands.delete(Api.caller(ctx).organizationId(), id(ctx))) {
                throw ApiException.notFound("No brand " + ctx.pathParam("brand_id") + " for this organization.");
            }
            ctx.status(204);
        });
    }

    /** The colours of a brand being edited, before it is saved or used. */
    public record BrandCheckInput(String primaryColor, String accentColor) {
    }

    /** The WCAG rule applied to the colours as the report would ({@link Contrast}), with the report's warnings. */
    static Map<String, Object> brandCheck(BrandCheckInput in) {
        Validation v = new Validation();
        v.check(Contrast.isColor(in.primaryColor()), "/primary_color", "must be a colour #RRGGBB (e.g. #1F3A5F), got '" + in.primaryColor() + "'");
        v.check(Contrast.isColor(in.accentColor()), "/accent_color", "must be a colour #RRGGBB (e.g. #C8102E), got '" + in.accentColor() + "'");
        v.throwIfInvalid("The brand colours are not valid.");
        List<String> warnings = new ArrayList<>();
        Contrast.warning("Primary", in.primaryColor()).ifPresent(warnings::add);
        Contrast.warning("Accent", in.accentColor()).ifPresent(warnings::add);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("primary", checkView(Contrast.check(in.primaryColor())));
        out.put("accent", checkView(Contrast.check(in.accentColor())));
        out.put("warnings", warnings);
        return out;
    }

    private static Map<String, Object> checkView(Contrast.Check c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("color", c.color());
        m.put("contrast_on_white", c.contrastOnWhite());
        m.put("text_color", c.textColor());
        m.put("text_contrast_on_white", c.textContrastOnWhite());
        m.put("text_on_fill", c.textOnFill());
        m.put("meets_aa", c.meetsAa());
        return m;
    }

    private Brand brand(Context ctx, long id) {
        return brands.get(Api.caller(ctx).organizationId(), id)
                .orElseThrow(() -> ApiException.notFound("No brand " + id + " for this organization."));
    }

    private static long id(Context ctx) {
        return id(ctx, "brand_id");
    }

    private static long id(Context ctx, String param) {
        try {
            return Long.parseLong(ctx.pathParam(param));
        } catch (NumberFormatException e) {
            throw ApiException.invalidField("path/" + param, "must be a whole number");
        }
    }

    /** Reads the request (JSON, or multipart with a logo file), has the report service make the PDF, writes it. */
    private void generate(Context ctx) throws IOException {
        GenerateRequest req;
        byte[] uploadedLogo = null;
        String ct = ctx.contentType() == null ? "" : ctx.contentType().toLowerCase(Locale.ROOT);
        if (ct.startsWith("multipart/form-data")) {
            String json = ctx.formParam("request");
            if (json == null) {
                throw ApiException.invalidField("form/request", "send the report request as JSON in the multipart field 'request'");
            }
            req = Api.read(json, GenerateRequest.class);
            UploadedFile logo = ctx.uploadedFile("logo");
            if (logo != null) {
                uploadedLogo = logo.content().readAllBytes();
                if (uploadedLogo.length > Brand.MAX_LOGO_BYTES) {
                    throw ApiException.invalidField("form/logo", "the logo is " + uploadedLogo.length + " bytes; the limit is " + Brand.MAX_LOGO_BYTES);
                }
            }
        } else {
            req = Api.body(ctx, GenerateRequest.class);
        }
        if (req.subject() != null) {   // need-to-know: a client or analysis out of scope is not found (ADR 0252)
            Api.requireInScope(ctx, "client_id", "client".equals(req.subject().kind()) ? req.subject().clientId() : null);
            Api.requireInScope(ctx, "job_id", "job".equals(req.subject().kind()) ? req.subject().jobId() : null);
        }
        ReportService.GeneratedReport report = reports.generate(Api.caller(ctx).organizationId(), req, portfolio(req), uploadedLogo,
                com.bpidesk.engine.assurance.Actor.of(Api.caller(ctx)));
        ctx.header("Content-Disposition", "attachment; filename=\"" + report.fileName() + "\"");
        ctx.header("X-Report-Id", Long.toString(report.kept().reportId()));
        ctx.header("X-Report-Job-Id", String.valueOf(report.jobId()));
        ctx.header("X-Report-Pages", Integer.toString(report.pages()));
        ctx.header("X-Report-Audience", report.audience().wire());
        if (!report.warnings().isEmpty()) {
            ctx.header("X-Report-Warnings", String.join(" | ", report.warnings()));
        }
        ctx.contentType("application/pdf").result(report.pdf());
    }

    /** The subject's portfolio read as an analysis submission (kind {@code portfolio}); its field errors point into the subject. */
    private static PortfolioSubmission portfolio(GenerateRequest req) {
        if (req.subject() == null || !"portfolio".equals(req.subject().kind()) || req.subject().portfolio() == null
                || !req.subject().portfolio().isObject()) {
            return null;
        }
        try {
            return Json.REQUESTS.treeToValue(req.subject().portfolio(), PortfolioSubmission.class);
        } catch (IOException e) {
            ApiException p = Api.toProblem(e);
            throw ApiException.validation("The portfolio is not valid: " + p.getMessage())
                    .withErrors(p.errors().stream().map(fe -> new com.bpidesk.engine.platform.http.Problem.FieldError(
                            "/subject/portfolio" + fe.pointer(), fe.message())).toList());
        }
    }
}
