package com.bpidesk.engine.reports;

import com.bpidesk.engine.fx.Currencies;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.platform.errors.Validation;
import com.bpidesk.engine.swarm.PortfolioSubmission;
import java.time.Clock;
import java.time.LocalDate;
import java.util.Base64;
import java.util.List;
import java.util.Locale;

/**
 * Generates a branded PDF report (B5): checks the request, chooses the brand (saved, or inline and optionally saved),
 * resolves the subject to an analysis ({@link ReportSubjects}) and renders it for its audience ({@link ReportRenderer}).
 * The HTTP edge ({@link ReportsModule}) only reads the request and writes the PDF.
 */
public final class ReportService {

    /** A rendered report: the PDF, its page count and warnings, and what names it (the analysis job, the file's key). */
    public record GeneratedReport(byte[] pdf, int pages, List<String> warnings, Audience audience, String jobId, String fileKey,
                                  ReportArchive.Entry kept) {
        /** The file name the PDF is sent and kept under. */
        public String fileName() {
            return "bpi-report-" + fileKey.replaceAll("[^A-Za-z0-9._-]", "_") + ".pdf";
        }
    }

    private final ReportSubjects subjects;
    private final BrandStore brands;
    private final Clock clock;
    private final ReportArchive archive;
    private volatile ReportRenderer renderer;

    /** @param archive where every generated report is kept (issue 27, ADR 0247) */
    ReportService(ReportSubjects subjects, BrandStore brands, Clock clock, ReportArchive archive) {
        this.subjects = subjects;
        this.brands = brands;
        this.clock = clock;
        this.archive = archive;
    }

    /**
     * The report the request asks for.
     *
     * @param portfolio    the subject's portfolio already read as a submission (kind {@code portfolio}), else null
     * @param uploadedLogo a logo sent as a file (wins over {@code brand.logo_base64}), else null
     */
    public GeneratedReport generate(String org, ReportsModule.GenerateRequest req, PortfolioSubmission portfolio, byte[] uploadedLogo) {
        return generate(org, req, portfolio, uploadedLogo, null);
    }

    /**
     * {@link #generate(String, ReportsModule.GenerateRequest, PortfolioSubmission, byte[])} by {@code maker}, who starts its
     * analysis (ADR 0243) and whose name is kept with the report (ADR 0247); null when the key names nobody.
     */
    public GeneratedReport generate(String org, ReportsModule.GenerateRequest req, PortfolioSubmission portfolio, byte[] uploadedLogo,
                                    com.bpidesk.engine.assurance.Actor maker) {
        String who = maker == null ? null : maker.name();
        validate(req);
        String base = Currencies.baseCurrency(req.baseCurrency(), "/base_currency", null);
        Audience audience = Audience.of(req.audience());
        Brand brand = brand(org, req, uploadedLogo);
        ReportsModule.Subject subject = req.subject();
        ReportSubjects.Resolved resolved = switch (subject.kind()) {
            case "job" -> subjects.job(org, subject.jobId(), base, audience);
            case "client" -> subjects.client(org, subject.clientId().strip(), base, audience, maker);
            default -> subjects.portfolio(org, portfolio, base, audience, maker);
        };
        ReportRenderer.Rendered pdf = renderer().render(resolved.analysis(), brand,
                req.title() == null ? "Portfolio research report" : req.title(), resolved.subjectLine(), LocalDate.now(clock),
                subjects.largestHoldingPrices(resolved.analysis()), resolved.client(), audience);
        String fileKey = resolved.client() != null ? resolved.client().portfolio().client().clientId()
                : resolved.jobId() == null ? "report" : resolved.jobId();
        GeneratedReport made = new GeneratedReport(pdf.pdf(), pdf.pages(), pdf.warnings(), audience, resolved.jobId(), fileKey, null);
        ReportArchive.Entry kept = archive.record(org, subject.kind(), subjectName(resolved), resolved.client() == null ? null
                : resolved.client().portfolio().client().clientId(), audience, who, made.fileName(), pdf.pages(), pdf.pdf());
        return new GeneratedReport(pdf.pdf(), pdf.pages(), pdf.warnings(), audience, resolved.jobId(), fileKey, kept);
    }

    /** The report's subject by name for the list of reports: the client's name, else the analysed portfolio in words (no ids). */
    static String subjectName(ReportSubjects.Resolved resolved) {
        if (resolved.client() != null) {
            return resolved.client().portfolio().client().name();
        }
        return "Portfolio analysis, data as of " + ReportStyles.date(resolved.analysis().asOf());
    }

    private static void validate(ReportsModule.GenerateRequest req) {
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
    }

    private Brand brand(String org, ReportsModule.GenerateRequest req, byte[] uploadedLogo) {
        if (req.brandId() != null) {
            return brands.get(org, req.brandId()).orElseThrow(() -> DomainException.invalidField("/brand_id", "no saved brand " + req.brandId()));
        }
        Brand brand = brandFrom(req.brand(), uploadedLogo, new Validation(), "/brand");
        return Boolean.TRUE.equals(req.brand().save()) ? brands.save(org, brand) : brand;
    }

    /** Validates inline branding; {@code uploadedLogo} (multipart) wins over {@code logo_base64}. */
    static Brand brandFrom(ReportsModule.BrandInput in, byte[] uploadedLogo, Validation v, String prefix) {
        Brand.validate(v, prefix, in.firmName(), in.primaryColor(), in.accentColor(), in.footer());
        v.throwIfInvalid("The brand is not valid");
        byte[] logo = uploadedLogo;
        String logoPointer = uploadedLogo != null ? "form/logo" : prefix + "/logo_base64";
        if (logo == null && in.logoBase64() != null && !in.logoBase64().isBlank()) {
            try {
                String b64 = in.logoBase64().replaceFirst("^data:[^,]*,", "").replaceAll("\\s", "");
                logo = Base64.getDecoder().decode(b64);
            } catch (IllegalArgumentException e) {
                throw DomainException.invalidField(logoPointer, "is not valid base64");
            }
        }
        String type = logo == null ? null : Brand.checkLogo(logo, logoPointer);
        return new Brand(null, in.name() == null || in.name().isBlank() ? in.firmName() : in.name().strip(), in.firmName().strip(),
                in.primaryColor().toUpperCase(Locale.ROOT), in.accentColor().toUpperCase(Locale.ROOT),
                in.footer() == null ? "" : in.footer().strip(), logo, type);
    }

    private ReportRenderer renderer() {
        if (renderer == null) {
            renderer = new ReportRenderer();
        }
        return renderer;
    }
}
