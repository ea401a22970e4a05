package com.bpidesk.engine.behavior;

import com.bpidesk.engine.fx.FxModule;
import com.bpidesk.engine.fx.MissingRateException;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.transactions.ColumnMapping;
import com.bpidesk.engine.transactions.ImportProfileStore;
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
import java.util.Optional;
import java.util.function.Supplier;

/**
 * B1 {@code POST /api/analyze-dna}: a portfolio CSV in, the Behavioral DNA report out (JSON, or CSV with
 * {@code format=csv}). Accepts {@code multipart/form-data} (file field {@code file}) or a raw {@code text/csv}
 * body; options come as query parameters or form fields. Enterprise tier; the upload limit is
 * {@code http.max.upload.bytes} (413 beyond it). Every amount is in {@code base_currency} (default: the account's currency,
 * else the firm default of the data settings; ADR 0210); a currency without a rate into it is a 422 {@code missing-fx-rate} naming the pair.
 */
public final class BehaviorModule implements ApiModule {

    /** The media type of an Excel workbook (.xlsx), read as the CSV of its transaction sheet. */
    static final String XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

    private final DnaRequests requests;
    private final DnaResults results;

    public BehaviorModule(DnaScorer scorer, String defaultHomeCountry) {
        this(new DnaRequests(scorer, defaultHomeCountry, null, () -> "USD", Optional::empty), null);
    }

    /** @param results where every result is kept (issue 27, ADR 0247), or null for an engine that keeps none */
    public BehaviorModule(DnaRequests requests, DnaResults results) {
        this.requests = requests;
        this.results = results;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/behavior.yaml";
    }

    @Override
    public void register(Routes routes) {
        routes.upload("/api/analyze-dna", Access.ENTERPRISE, this::analyze);
        if (results != null) {
            routes.get("/api/dna/results", Access.ENTERPRISE, ctx -> ctx.json(results.list(Api.caller(ctx).organizationId(),
                    blankToNull(ctx.queryParam("client_id")), Api.intQuery(ctx, "limit", 50, 1, 500),
                    Api.intQuery(ctx, "offset", 0, 0, Integer.MAX_VALUE), Api.caller(ctx).scope())));
            routes.get("/api/dna/results/{result_id}", Access.ENTERPRISE, ctx -> {
                DnaResults.Stored stored = results.get(Api.caller(ctx).organizationId(), resultId(ctx));
                ctx.json(Map.of("result", stored.summary(), "report", stored.report()));
            });
        }
    }

    private static long resultId(Context ctx) {
        try {
            return Long.parseLong(ctx.pathParam("result_id"));
        } catch (NumberFormatException e) {
            throw ApiException.invalidField("path/result_id", "must be a whole number");
        }
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    /** Reads the upload and its options, has {@link DnaRequests} score it, and writes the report as JSON or CSV. */
    private void analyze(Context ctx) throws IOException {
        boolean multipart = ctx.contentType() != null && ctx.contentType().toLowerCase(Locale.ROOT).startsWith("multipart/form-data");
        UploadedFile named = !multipart ? null : ctx.uploadedFile("file") != null ? ctx.uploadedFile("file")
                : ctx.uploadedFiles().stream().findFirst().orElse(null);
        byte[] bytes = upload(ctx, multipart);
        String format = param(ctx, "format", multipart);
        if (format != null && !format.equalsIgnoreCase("csv") && !format.equalsIgnoreCase("json")) {
            throw ApiException.invalidField("query/format", "must be 'json' or 'csv', got '" + format + "'");
        }
        boolean csv = "csv".equalsIgnoreCase(format) || (format == null && ctx.header("Accept") != null
                && ctx.header("Accept").toLowerCase(Locale.ROOT).startsWith("text/csv"));
        DnaRequest request = request(ctx, multipart, named != null ? named.filename() : param(ctx, "file_name", multipart));
        Api.requireInScope(ctx, "client_id", request.clientId()); // need-to-know (ADR 0252)
        DnaRequests.Scored scored = requests.score(Api.caller(ctx).organizationId(), bytes, request);
        if (results != null) {   // kept for the app's list of past results (issue 27, ADR 0247)
            String fileName = named != null ? named.filename() : param(ctx, "file_name", multipart);
            DnaResults.Summary kept = results.record(Api.caller(ctx).organizationId(), fileName, request.clientId(),
                    Api.caller(ctx).holderName(), withRowReport(scored.report(), scored.rows(), scored.reading()));
            ctx.header("X-Dna-Result-Id", Long.toString(kept.resultId()));
        }
        if (csv) {
            ctx.contentType("text/csv; charset=utf-8");
            ctx.header("Content-Disposition", "attachment; filename=\"behavioral-dna.csv\"");
            ctx.result(DnaCsv.write(scored.report()));
        } else {
            ctx.json(withRowReport(scored.report(), scored.rows(), scored.reading()));
        }
    }

    /** The file: the form field {@code file} (or the first file) of a multipart request, else the body. */
    private static byte[] upload(Context ctx, boolean multipart) throws IOException {
        String ct = ctx.contentType() == null ? "" : ctx.contentType().toLowerCase(Locale.ROOT);
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
                return in.readAllBytes();
            }
        }
        if (ct.isEmpty() || ct.startsWith("text/csv") || ct.startsWith("text/plain") || ct.startsWith("application/csv")
                || ct.startsWith("application/octet-stream") || ct.startsWith(XLSX) || ct.startsWith("application/vnd.ms-excel")) {
            return ctx.bodyAsBytes(); // an .xls body gets the reader's answer: how to save it as .xlsx or CSV
        }
        throw new ApiException(ProblemType.UNSUPPORTED_MEDIA_TYPE, "Send the CSV (or .xlsx workbook) as text/csv, " + XLSX
                + " or as multipart/form-data with a 'file' field (got " + ctx.contentType() + ").");
    }

    /** The options as sent: {@code map_<field>} and the other parameters, with the {@code mapping} JSON winning. */
    private static DnaRequest request(Context ctx, boolean multipart, String fileName) {
        Map<String, String> mapping = new LinkedHashMap<>();
        java.util.Set<String> fields = new java.util.LinkedHashSet<>(PortfolioCsv.FIELDS);
        fields.addAll(PortfolioCsv.READER_FIELDS);
        for (String field : fields) {
            String v = param(ctx, "map_" + field, multipart);
            if (v != null && !v.isBlank()) {
                mapping.put(field, v);
            }
        }
        Map<String, String> kindRules = new LinkedHashMap<>();
        String sideRule = param(ctx, "side_rule", multipart);
        Integer headerLine = headerLine(param(ctx, "header_line", multipart));
        String dateOrder = param(ctx, "date_order", multipart);
        String decimal = param(ctx, "decimal", multipart);
        String mappingJson = param(ctx, "mapping", multipart);
        String sheet = param(ctx, "sheet", multipart);
        if (mappingJson != null && !mappingJson.isBlank()) {
            MappingBody m = Api.read(mappingJson, MappingBody.class);
            if (m == null) {
                throw ApiException.invalidField("query/mapping", "must be JSON like {\"columns\": {\"date\": \"Datum\"}}, not null");
            }
            if (m.columns() != null) {
                mapping.putAll(m.columns());
            }
            if (m.kindRules() != null) {
                kindRules.putAll(m.kindRules());
            }
            sideRule = m.sideRule() != null ? m.sideRule() : sideRule;
            headerLine = m.headerLine() != null ? m.headerLine() : headerLine;
            dateOrder = m.dateOrder() != null ? m.dateOrder() : dateOrder;
            decimal = decimal == null ? m.decimal() : decimal;
            sheet = m.sheet() != null ? m.sheet() : sheet;
        }
        return new DnaRequest(param(ctx, "kind", multipart), mapping, dateOrder, decimal, sideRule, kindRules, headerLine,
                param(ctx, "home_country", multipart), param(ctx, "base_currency", multipart), param(ctx, "client_id", multipart),
                sheet == null || sheet.isBlank() ? null : sheet.strip(), "true".equalsIgnoreCase(param(ctx, "remember", multipart)), fileName);
    }

    private static Integer headerLine(String hl) {
        if (hl == null || hl.isBlank()) {
            return null;
        }
        try {
            return Integer.parseInt(hl.strip());
        } catch (NumberFormatException e) {
            throw ApiException.invalidField("query/header_line", "must be a line number (1 = first line), got '" + hl + "'");
        }
    }

    /**
     * The report with what became of every data row of a transaction file (issue 24, ADR 0215): rows per outcome and the
     * rows not used, grouped by reason with their lines. A holdings snapshot has none.
     */
    static Object withRowReport(DnaReport report, com.bpidesk.engine.transactions.RowReport rows, DnaReading reading) {
        if (rows == null) {
            return report;
        }
        com.fasterxml.jackson.databind.node.ObjectNode body = com.bpidesk.engine.platform.Json.MAPPER.valueToTree(report);
        body.set("row_report", com.bpidesk.engine.platform.Json.MAPPER.valueToTree(rows));
        if (reading != null) {   // how the file was read, for the advisor to change (ADR 0257)
            body.set("reading", com.bpidesk.engine.platform.Json.MAPPER.valueToTree(reading));
        }
        return body;
    }

    /** The {@code mapping} parameter (JSON), as the app's mapping step sends it. */
    record MappingBody(Map<String, String> columns, String dateOrder, String decimal, String sideRule, Map<String, String> kindRules,
                       Integer headerLine, String sheet) {
    }

    private static String param(Context ctx, String name, boolean multipart) {
        String q = ctx.queryParam(name);
        if (q == null && multipart) {
            q = ctx.formParam(name);
        }
        return q;
    }
}
