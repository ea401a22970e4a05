package com.bpidesk.engine.reports;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.ProblemType;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.errors.Validation;
import com.bpidesk.engine.signals.ClientEvaluator;
import com.bpidesk.engine.signals.SignalService;
import com.bpidesk.engine.signals.Signals;
import com.bpidesk.engine.swarm.PortfolioSubmission;
import com.bpidesk.engine.swarm.SwarmJobs;
import com.bpidesk.engine.swarm.briefing.AnalysisResult;
import com.bpidesk.engine.swarm.briefing.PortfolioAnalystSection;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

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

    private final SwarmJobs jobs;
    private final PriceHistory prices;
    private final BrandStore brands;
    private final Clock clock;
    private final int waitSeconds;
    private final SignalService signals;
    private final com.bpidesk.engine.fx.FxRates fx;
    private volatile ReportRenderer renderer;

    public ReportsModule(SwarmJobs jobs, PriceHistory prices, BrandStore brands, Clock clock, int waitSeconds) {
        this(jobs, prices, brands, clock, waitSeconds, null, null);
    }

    /**
     * @param signals the client book's signals (subject kind {@code client}); null: client subjects answer 404
     * @param fx      exchange rates (a client's cost basis back into each listing's currency); null: none
     */
    public ReportsModule(SwarmJobs jobs, PriceHistory prices, BrandStore brands, Clock clock, int waitSeconds, SignalService signals,
                         com.bpidesk.engine.fx.FxRates fx) {
        this.fx = fx;
        this.signals = signals;
        this.jobs = jobs;
        this.prices = prices;
        this.brands = brands;
        this.clock = clock;
        this.waitSeconds = waitSeconds;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/reports.yaml";
    }

    @Override
    public void register(Routes r) {
        r.upload("/api/reports/generate", Access.ENTERPRISE, this::generate);
        r.get("/api/reports/brands", Access.ENTERPRISE, ctx ->
                ctx.json(Map.of("brands", brands.list(Api.caller(ctx).organizationId()).stream().map(Brand::view).toList())));
        r.post("/api/reports/brands", Access.ENTERPRISE, ctx -> {
            BrandInput in = Api.body(ctx, BrandInput.class);
            Validation v = new Validation();
            v.check(in.name() != null && !in.name().isBlank() && in.name().length() <= 100, "/name", "is required (at most 100 characters)");
            Brand b = brandFrom(in, null, v, "");
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
        try {
            return Long.parseLong(ctx.pathParam("brand_id"));
        } catch (NumberFormatException e) {
            throw ApiException.invalidField("path/brand_id", "must be a whole number");
        }
    }

    /** Validates inline branding; {@code uploadedLogo} (multipart) wins over {@code logo_base64}. */
    private static Brand brandFrom(BrandInput in, byte[] uploadedLogo, Validation v, String prefix) {
        Brand.validate(v, prefix, in.firmName(), in.primaryColor(), in.accentColor(), in.footer());
        v.throwIfInvalid("The brand is not valid");
        byte[] logo = uploadedLogo;
        String logoPointer = uploadedLogo != null ? "form/logo" : prefix + "/logo_base64";
        if (logo == null && in.logoBase64() != null && !in.logoBase64().isBlank()) {
            try {
                String b64 = in.logoBase64().replaceFirst("^data:[^,]*,", "").replaceAll("\\s", "");
                logo = Base64.getDecoder().decode(b64);
            } catch (IllegalArgumentException e) {
                throw ApiException.invalidField(logoPointer, "is not valid base64");
            }
        }
        String type = logo == null ? null : Brand.checkLogo(logo, logoPointer);
        return new Brand(null, in.name() == null || in.name().isBlank() ? in.firmName() : in.name().strip(), in.firmName().strip(),
                in.primaryColor().toUpperCase(Locale.ROOT), in.accentColor().toUpperCase(Locale.ROOT),
                in.footer() == null ? "" : in.footer().strip(), logo, type);
    }

    private void generate(Context ctx) throws Exception {
        String org = Api.caller(ctx).organizationId();
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
        Validation v = new Validation();
        v.check(req.subject() != null, "/subject", "is required: {\"kind\": \"job\", \"job_id\": ...}, {\"kind\": \"portfolio\", "
                + "\"portfolio\": {...}} or {\"kind\": \"client\", \"client_id\": ...}");
        v.check(req.brandId() != null || req.brand() != null, "/brand", "give brand_id (a saved brand) or brand (inline branding)");
        v.check(req.brandId() == null || req.brand() == null, "/brand", "give either brand_id or brand, not both");
        v.check(req.title() == null || req.title().length() <= 120, "/title", "is longer than 120 characters");
        v.check(Audience.isValid(req.audience()), "/audience", "must be 'client' (the client report) or 'advisor' (the internal brief), got '"
                + req.audience() + "'");
        if (req.subject() != null) {
            String kind = req.subject().kind();
            v.check("job".equals(kind) || "portfolio".equals(kind) || "client".equals(kind), "/subject/kind",
                    "must be 'job', 'portfolio' or 'client', got '" + kind + "'");
            if ("client".equals(kind)) {
                v.check(req.subject().clientId() != null && !req.subject().clientId().isBlank(), "/subject/client_id",
                        "is required for kind 'client' (see GET /api/book/clients)");
            }
            if ("job".equals(kind)) {
                v.check(req.subject().jobId() != null && !req.subject().jobId().isBlank(), "/subject/job_id", "is required for kind 'job'");
            }
            if ("portfolio".equals(kind)) {
                v.check(req.subject().portfolio() != null && req.subject().portfolio().isObject(), "/subject/portfolio",
                        "is required for kind 'portfolio': {\"positions\": [{\"symbol\", \"shares\", \"cost_basis\"}]}");
            }
        }
        v.throwIfInvalid("The report request is not valid");
        String base = com.bpidesk.engine.fx.FxModule.baseCurrency(req.baseCurrency(), "/base_currency", null);
        Audience audience = Audience.of(req.audience());
        Brand brand;
        if (req.brandId() != null) {
            brand = brands.get(org, req.brandId()).orElseThrow(() -> ApiException.invalidField("/brand_id", "no saved brand " + req.brandId()));
        } else {
            brand = brandFrom(req.brand(), uploadedLogo, new Validation(), "/brand");
            if (Boolean.TRUE.equals(req.brand().save())) {
                brand = brands.save(org, brand);
            }
        }
        // A client subject is resolved before anything is submitted: unknown and other-organization clients are 404.
        ClientSection client = null;
        if ("client".equals(req.subject().kind())) {
            client = clientSection(org, req.subject().clientId().strip());
        }
        JsonNode result;
        String subjectLine;
        if ("job".equals(req.subject().kind())) {
            result = jobs.result(org, req.subject().jobId()); // 404 unknown job, 409 not complete: problems from the swarm
            subjectLine = audience.internal() ? "Investment-committee analysis " + req.subject().jobId()
                    : "Portfolio analysis with data as of " + ReportStyles.date(AnalysisResult.read(result).asOf());
            String jobBase = result.at("/ic_briefing/portfolio_analyst/base_currency").asText(null);
            if (base != null && jobBase != null && !base.equals(jobBase)) {
                throw new ApiException(ProblemType.CONFLICT, "Analysis " + req.subject().jobId() + " values the portfolio in " + jobBase
                        + ", not " + base + ". Generate the report in " + jobBase + ", or analyse the portfolio again with base currency "
                        + base + ".");
            }
        } else if (client != null) {
            result = analyse(org, clientSubmission(client.portfolio(), base));
            Book.Client c = client.portfolio().client();
            subjectLine = audience.internal() ? "Client " + c.name() + " (" + c.clientId() + "), holdings as of "
                    + ReportStyles.date(client.portfolio().asOf()) + " (analysis " + result.path("job_id").asText() + ")"
                    : "Prepared for " + c.name() + ", holdings as of " + ReportStyles.date(client.portfolio().asOf());
        } else {
            PortfolioSubmission submission;
            try {
                submission = Json.REQUESTS.treeToValue(req.subject().portfolio(), PortfolioSubmission.class);
            } catch (IOException e) {
                ApiException p = Api.toProblem(e);
                throw ApiException.validation("The portfolio is not valid: " + p.getMessage())
                        .withErrors(p.errors().stream().map(fe -> new com.bpidesk.engine.platform.http.Problem.FieldError(
                                "/subject/portfolio" + fe.pointer(), fe.message())).toList());
            }
            if (submission.baseCurrency() == null && base != null) {
                submission = new PortfolioSubmission(submission.positions(), submission.totalValue(), submission.mandate(), base);
            }
            result = analyse(org, submission);
            subjectLine = "Portfolio of " + req.subject().portfolio().path("positions").size() + " positions"
                    + (audience.internal() ? " (analysis " + result.path("job_id").asText() + ")" : "");
        }
        AnalysisResult analysis = AnalysisResult.read(result);
        ReportRenderer.Rendered pdf = renderer().render(analysis, brand, req.title() == null ? "Portfolio research report" : req.title(),
                subjectLine, LocalDate.now(clock), largestHoldingPrices(analysis), client, audience);
        String fileKey = client != null ? client.portfolio().client().clientId() : analysis.jobId() == null ? "report" : analysis.jobId();
        ctx.header("Content-Disposition", "attachment; filename=\"bpi-report-" + fileKey.replaceAll("[^A-Za-z0-9._-]", "_") + ".pdf\"");
        ctx.header("X-Report-Job-Id", result.path("job_id").asText());
        ctx.header("X-Report-Pages", Integer.toString(pdf.pages()));
        ctx.header("X-Report-Audience", audience.wire());
        if (!pdf.warnings().isEmpty()) {
            ctx.header("X-Report-Warnings", String.join(" | ", pdf.warnings()));
        }
        ctx.contentType("application/pdf").result(pdf.pdf());
    }

    /** Submits the portfolio as an analysis job (same path as A1) and waits for its result. */
    private JsonNode analyse(String org, PortfolioSubmission submission) throws Exception {
        String jobId = jobs.submit(org, submission).jobId();
        try {
            jobs.completion(jobId).get(waitSeconds, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            throw new ApiException(ProblemType.UNAVAILABLE, "The analysis for the report is still running; generate the report from job "
                    + jobId + " when it is complete.").with("job_id", jobId).withHeader("Retry-After", "10");
        }
        return jobs.result(org, jobId);
    }

    /** The client's profile, C1 and C4, scoped to the caller's organization (404 when unknown there). */
    private ClientSection clientSection(String org, String clientId) {
        if (signals == null) {
            throw ApiException.notFound("No client '" + clientId + "': the client book is not available in this engine.");
        }
        Signals.ClientPortfolio portfolio = signals.clientPortfolio(org, clientId);
        if (portfolio.positions().stream().noneMatch(p -> p.shares() > 0)) {
            throw new ApiException(ProblemType.CONFLICT, "Client '" + clientId + "' holds no positions as of " + ReportStyles.date(portfolio.asOf())
                    + " (cash only); there is no portfolio to analyse.");
        }
        return new ClientSection(portfolio, signals.clientRisk(org, clientId), signals.suitabilityDrift(org, clientId),
                signals.advisorName(org, portfolio.client().advisorId()).orElse(null));
    }

    /**
     * The client's holdings as an analysis submission: shares and average cost per position, and the client's mandate
     * (risk tolerance, time horizon, the profile's single-position limit) so review items get decision envelopes.
     */
    PortfolioSubmission clientSubmission(Signals.ClientPortfolio p, String base) {
        List<PortfolioSubmission.Position> positions = new ArrayList<>();
        var table = fx == null ? null : fx.table();
        for (ClientEvaluator.Position x : p.positions()) {
            if (x.shares() > 0) {
                // the book states cost in the client's base currency; a submission states it in the listing's currency
                String listing = prices.instrument(x.symbol()).map(com.bpidesk.engine.market.Instrument::currency).orElse(null);
                double cost = Math.max(0, x.costBasis());
                if (listing != null && p.baseCurrency() != null && !listing.equals(p.baseCurrency()) && cost > 0) {
                    if (table == null) {
                        throw new com.bpidesk.engine.fx.MissingRateException(p.baseCurrency(),
                                listing, p.asOf(), "no exchange rates are available").toDomain();
                    }
                    try {
                        cost *= table.convert(p.baseCurrency(), listing, p.asOf()).rate();
                    } catch (com.bpidesk.engine.fx.MissingRateException e) {
                        throw e.toDomain();
                    }
                }
                positions.add(new PortfolioSubmission.Position(x.symbol(), x.shares(), cost));
            }
        }
        Book.Client c = p.client();
        var mandate = new PortfolioSubmission.ClientMandate(c.clientId(), c.riskTolerance(), c.timeHorizonYears() + " years", null,
                null, null, Double.isFinite(p.maxPositionWeight()) ? p.maxPositionWeight() : null);
        return new PortfolioSubmission(positions, null, mandate, base != null ? base : p.baseCurrency());
    }

    private ReportRenderer renderer() {
        if (renderer == null) {
            renderer = new ReportRenderer();
        }
        return renderer;
    }

    /** Adjusted closes over the year to the analysis date for the three largest holdings by weight. */
    Map<String, List<Bar>> largestHoldingPrices(AnalysisResult result) {
        List<PortfolioAnalystSection.PositionRow> positions = new ArrayList<>(result.icBriefing().portfolioAnalyst().positions());
        positions.sort(Comparator.comparingDouble(PortfolioAnalystSection.PositionRow::weight).reversed());
        LocalDate asOf = result.asOf() != null ? result.asOf() : prices.asOf();
        Map<String, List<Bar>> out = new LinkedHashMap<>();
        for (PortfolioAnalystSection.PositionRow p : positions.subList(0, Math.min(3, positions.size()))) {
            List<Bar> bars = prices.bars(p.symbol(), asOf.minusYears(1), asOf);
            if (!bars.isEmpty()) {
                out.put(p.symbol(), bars);
            }
        }
        return out;
    }
}
