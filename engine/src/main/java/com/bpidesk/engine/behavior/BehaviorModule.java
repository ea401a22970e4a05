package com.bpidesk.engine.behavior;

import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.ProblemType;
import com.bpidesk.engine.platform.http.Routes;
import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * B1 {@code POST /api/analyze-dna}: a portfolio CSV in, the Behavioral DNA report out (JSON, or CSV with
 * {@code format=csv}). Accepts {@code multipart/form-data} (file field {@code file}) or a raw {@code text/csv}
 * body; options come as query parameters or form fields. Enterprise tier; the upload limit is
 * {@code http.max.upload.bytes} (413 beyond it).
 */
public final class BehaviorModule implements ApiModule {

    private final DnaScorer scorer;
    private final String defaultHomeCountry;

    public BehaviorModule(DnaScorer scorer, String defaultHomeCountry) {
        this.scorer = scorer;
        this.defaultHomeCountry = defaultHomeCountry;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/behavior.yaml";
    }

    @Override
    public void register(Routes routes) {
        routes.upload("/api/analyze-dna", Access.ENTERPRISE, this::analyze);
    }

    private void analyze(Context ctx) throws IOException {
        String ct = ctx.contentType() == null ? "" : ctx.contentType().toLowerCase(Locale.ROOT);
        byte[] bytes;
        boolean multipart = ct.startsWith("multipart/form-data");
        if (multipart) {
            UploadedFile file = ctx.uploadedFile("file");
            if (file == null) {
                List<UploadedFile> all = ctx.uploadedFiles();
                file = all.isEmpty() ? null : all.get(0);
            }
            if (file == null) {
                throw ApiException.invalidField("form/file", "is required: attach the CSV as the form field 'file'");
            }
            try (InputStream in = file.content()) {
                bytes = in.readAllBytes();
            }
        } else if (ct.isEmpty() || ct.startsWith("text/csv") || ct.startsWith("text/plain") || ct.startsWith("application/csv")
                || ct.startsWith("application/octet-stream")) {
            bytes = ctx.bodyAsBytes();
        } else {
            throw new ApiException(ProblemType.UNSUPPORTED_MEDIA_TYPE, "Send the CSV as text/csv or as multipart/form-data with a "
                    + "'file' field (got " + ctx.contentType() + ").");
        }
        if (bytes.length == 0) {
            throw new ApiException(PortfolioCsv.CSV_INVALID, "The CSV is empty.");
        }
        Map<String, String> mapping = new LinkedHashMap<>();
        for (String field : PortfolioCsv.FIELDS) {
            String v = param(ctx, "map_" + field, multipart);
            if (v != null && !v.isBlank()) {
                mapping.put(field, v);
            }
        }
        String decimal = param(ctx, "decimal", multipart);
        Boolean decimalComma = null;
        if (decimal != null && !decimal.isBlank()) {
            decimalComma = switch (decimal.toLowerCase(Locale.ROOT)) {
                case "comma" -> true;
                case "point" -> false;
                default -> throw ApiException.invalidField("query/decimal", "must be 'comma' or 'point', got '" + decimal + "'");
            };
        }
        String home = param(ctx, "home_country", multipart);
        if (home != null && !home.isBlank() && !home.matches("[A-Za-z]{2}")) {
            throw ApiException.invalidField("query/home_country", "must be an ISO 3166-1 alpha-2 code such as US or DE, got '" + home + "'");
        }
        String format = param(ctx, "format", multipart);
        boolean csv = "csv".equalsIgnoreCase(format) || (format == null && ctx.header("Accept") != null
                && ctx.header("Accept").toLowerCase(Locale.ROOT).startsWith("text/csv"));
        if (format != null && !format.equalsIgnoreCase("csv") && !format.equalsIgnoreCase("json")) {
            throw ApiException.invalidField("query/format", "must be 'json' or 'csv', got '" + format + "'");
        }
        ParsedPortfolio parsed = PortfolioCsv.parse(bytes, new PortfolioCsv.Options(param(ctx, "kind", multipart), mapping,
                param(ctx, "date_order", multipart), decimalComma));
        DnaReport report = scorer.score(parsed, home == null || home.isBlank() ? defaultHomeCountry : home);
        if (csv) {
            ctx.contentType("text/csv; charset=utf-8");
            ctx.header("Content-Disposition", "attachment; filename=\"behavioral-dna.csv\"");
            ctx.result(DnaCsv.write(report));
        } else {
            ctx.json(report);
        }
    }

    private static String param(Context ctx, String name, boolean multipart) {
        String q = ctx.queryParam(name);
        if (q == null && multipart) {
            q = ctx.formParam(name);
        }
        return q;
    }
}
