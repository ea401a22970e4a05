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

    private final DnaScorer scorer;
    private final String defaultHomeCountry;
    private final ImportProfileStore profiles;
    private final Supplier<String> defaultBase;
    private final Supplier<Optional<ClientHomeCountries>> clients;

    public BehaviorModule(DnaScorer scorer, String defaultHomeCountry) {
        this(scorer, defaultHomeCountry, null, () -> "USD", Optional::empty);
    }

    /**
     * @param profiles    the organization's saved import profiles, or null when the engine has none
     * @param defaultBase the firm default base currency (data settings), used when a request names none
     * @param clients     the client book's home countries (looked up per request: the book's feature starts later), if any
     */
    public BehaviorModule(DnaScorer scorer, String defaultHomeCountry, ImportProfileStore profiles,
                          Supplier<String> defaultBase, Supplier<Optional<ClientHomeCountries>> clients) {
        this.scorer = scorer;
        this.defaultHomeCountry = defaultHomeCountry;
        this.profiles = profiles;
        this.defaultBase = defaultBase;
        this.clients = clients;
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
                || ct.startsWith("application/octet-stream") || ct.startsWith(XLSX) || ct.startsWith("application/vnd.ms-excel")) {
            bytes = ctx.bodyAsBytes(); // an .xls body gets the reader's answer: how to save it as .xlsx or CSV
        } else {
            throw new ApiException(ProblemType.UNSUPPORTED_MEDIA_TYPE, "Send the CSV (or .xlsx workbook) as text/csv, " + XLSX
                    + " or as multipart/form-data with a 'file' field (got " + ctx.contentType() + ").");
        }
        String mappingDecimal = null;
        if (bytes.length == 0) {
            throw PortfolioCsv.csvInvalid("The CSV is empty.");
        }
        Map<String, String> mapping = new LinkedHashMap<>();
        java.util.Set<String> fields = new java.util.LinkedHashSet<>(PortfolioCsv.FIELDS);
        fields.addAll(PortfolioCsv.READER_FIELDS);
        for (String field : fields) {
            String v = param(ctx, "map_" + field, multipart);
            if (v != null && !v.isBlank()) {
                mapping.put(field, v);
            }
        }
        String sideRule = param(ctx, "side_rule", multipart);
        Map<String, String> kindRules = new LinkedHashMap<>();
        Integer headerLine = null;
        String hl = param(ctx, "header_line", multipart);
        if (hl != null && !hl.isBlank()) {
            try {
                headerLine = Integer.parseInt(hl.strip());
            } catch (NumberFormatException e) {
                throw ApiException.invalidField("query/header_line", "must be a line number (1 = first line), got '" + hl + "'");
            }
        }
        String dateOrder = param(ctx, "date_order", multipart);
        String mappingJson = param(ctx, "mapping", multipart);
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
            if (m.decimal() != null && param(ctx, "decimal", multipart) == null) {
                mappingDecimal = m.decimal();
            }
        }
        String decimal = param(ctx, "decimal", multipart) != null ? param(ctx, "decimal", multipart) : mappingDecimal;
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
        String base = FxModule.baseCurrency(param(ctx, "base_currency", multipart), "query/base_currency", null);
        String clientId = param(ctx, "client_id", multipart);
        if (clientId != null && (clientId.isBlank() || clientId.length() > 64)) {
            throw ApiException.invalidField("query/client_id", "must be a client id of your organization's book (1 to 64 characters)");
        }
        String format = param(ctx, "format", multipart);
        boolean csv = "csv".equalsIgnoreCase(format) || (format == null && ctx.header("Accept") != null
                && ctx.header("Accept").toLowerCase(Locale.ROOT).startsWith("text/csv"));
        if (format != null && !format.equalsIgnoreCase("csv") && !format.equalsIgnoreCase("json")) {
            throw ApiException.invalidField("query/format", "must be 'json' or 'csv', got '" + format + "'");
        }
        ColumnMapping saved = null;
        if (profiles != null && mapping.isEmpty()) {
            String signature = com.bpidesk.engine.transactions.TransactionReader.standard().headerSignature(bytes);
            var profile = profiles.bySignature(Api.caller(ctx).organizationId(), signature);
            if (profile.isPresent()) {
                saved = profile.get().mapping();
            }
        }
        ParsedPortfolio parsed = PortfolioCsv.parse(bytes, new PortfolioCsv.Options(param(ctx, "kind", multipart), mapping,
                dateOrder, decimalComma, sideRule, kindRules, headerLine, saved));
        String homeCountry;
        String homeSource;
        if (home != null && !home.isBlank()) {
            homeCountry = home.toUpperCase(Locale.ROOT);
            homeSource = "request";
        } else if (clientId != null) {
            String org = Api.caller(ctx).organizationId();
            homeCountry = clients.get().flatMap(c -> c.homeCountry(org, clientId.strip()))
                    .orElseThrow(() -> ApiException.notFound("No client '" + clientId.strip() + "' in your organization's book."));
            homeSource = DnaScorer.HOME_FROM_CLIENT_RECORD;
        } else if (HomeCountry.fromAccount(parsed) != null) {
            HomeCountry.Found found = HomeCountry.fromAccount(parsed);
            homeCountry = found.country();
            homeSource = found.source();
        } else if (HomeCountry.defaultApplies(parsed, defaultHomeCountry)) {
            homeCountry = defaultHomeCountry;
            homeSource = "default";
        } else {
            // a euro (or other) account whose broker names no country: no default country is assumed (issue 30, ADR 0210)
            homeCountry = null;
            homeSource = DnaScorer.HOME_UNKNOWN;
        }
        // amounts in the account's own currency unless the request names a base (issue 30): a EUR account is not scored through
        // two EUR->USD conversions; the firm default applies only when the file names no account currency
        String accountCurrency = HomeCountry.accountCurrency(parsed);
        String baseCurrency = base != null ? base : accountCurrency != null ? accountCurrency : defaultBase.get();
        String baseSource = base != null ? "request" : accountCurrency != null ? "account_currency" : "firm_default";
        DnaReport report;
        try {
            report = scorer.score(parsed, homeCountry, homeSource, null, baseCurrency).withBaseCurrencySource(baseSource);
        } catch (MissingRateException e) {
            throw e.toDomain();
        }
        if (csv) {
            ctx.contentType("text/csv; charset=utf-8");
            ctx.header("Content-Disposition", "attachment; filename=\"behavioral-dna.csv\"");
            ctx.result(DnaCsv.write(report));
        } else {
            ctx.json(withRowReport(report, parsed.rowReport()));
        }
    }

    /**
     * The report with what became of every data row of a transaction file (issue 24, ADR 0215): rows per outcome and the
     * rows not used, grouped by reason with their lines. A holdings snapshot has none.
     */
    static Object withRowReport(DnaReport report, com.bpidesk.engine.transactions.RowReport rows) {
        if (rows == null) {
            return report;
        }
        com.fasterxml.jackson.databind.node.ObjectNode body = com.bpidesk.engine.platform.Json.MAPPER.valueToTree(report);
        body.set("row_report", com.bpidesk.engine.platform.Json.MAPPER.valueToTree(rows));
        return body;
    }

    /** The {@code mapping} parameter (JSON), as the app's mapping step sends it. */
    record MappingBody(Map<String, String> columns, String dateOrder, String decimal, String sideRule, Map<String, String> kindRules,
                       Integer headerLine) {
    }

    private static String param(Context ctx, String name, boolean multipart) {
        String q = ctx.queryParam(name);
        if (q == null && multipart) {
            q = ctx.formParam(name);
        }
        return q;
    }
}
