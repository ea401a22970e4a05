package com.bpidesk.engine.signals;

import com.bpidesk.engine.book.ClientImports;
import com.bpidesk.engine.platform.auth.Caller;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.ProblemType;
import com.bpidesk.engine.platform.http.Routes;
import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The client file's import (issue 25, ADR 0242): a broker export added to one of a client's accounts, the client's import
 * log, and undoing an import. The file comes as {@code multipart/form-data} (field {@code file}, its name logged) or as a
 * raw body ({@code file_name} names it); {@code mapping} (JSON, as for {@code /api/analyze-dna}) states the columns, else a
 * saved import profile for the file's header applies, else the reader detects them. The upload limit is
 * {@code http.max.upload.bytes} (413 beyond it, ADR 0222).
 */
public final class ClientImportsModule implements ApiModule {

    private final ClientImports imports;

    public ClientImportsModule(ClientImports imports) {
        this.imports = imports;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/client-imports.yaml";
    }

    @Override
    public void register(Routes r) {
        r.upload("/api/book/clients/{client_id}/accounts/{account_id}/imports", Access.ENTERPRISE, this::importFile);
        r.get("/api/book/clients/{client_id}/imports", Access.ENTERPRISE,
                ctx -> ctx.json(imports.list(Api.caller(ctx).organizationId(), ctx.pathParam("client_id"))));
        r.delete("/api/book/clients/{client_id}/imports/{import_id}", Access.ENTERPRISE, this::undo);
    }

    /** Body of the {@code mapping} parameter: the columns and reading rules, API names as for {@code /api/analyze-dna}. */
    record MappingBody(Map<String, String> columns, String dateOrder, String decimal, String sideRule, Map<String, String> kindRules,
                       Integer headerLine) {
    }

    private void importFile(Context ctx) throws IOException {
        boolean multipart = ctx.contentType() != null && ctx.contentType().toLowerCase(Locale.ROOT).startsWith("multipart/form-data");
        String fileName = param(ctx, "file_name", multipart);
        byte[] bytes;
        if (multipart) {
            UploadedFile file = ctx.uploadedFile("file");
            if (file == null) {
                List<UploadedFile> all = ctx.uploadedFiles();
                file = all.isEmpty() ? null : all.get(0);
            }
            if (file == null) {
                throw ApiException.invalidField("form/file", "is required: attach the broker's export as the form field 'file'");
            }
            fileName = fileName != null ? fileName : file.filename();
            try (InputStream in = file.content()) {
                bytes = in.readAllBytes();
            }
        } else if (ctx.contentType() == null || !ctx.contentType().toLowerCase(Locale.ROOT).startsWith("application/json")) {
            bytes = ctx.bodyAsBytes();
        } else {
            throw new ApiException(ProblemType.UNSUPPORTED_MEDIA_TYPE, "Send the broker's export as multipart/form-data with a 'file' "
                    + "field, or as the body (text/csv or an .xlsx workbook).");
        }
        ClientImports.Mapping mapping = ClientImports.Mapping.DETECT;
        String json = param(ctx, "mapping", multipart);
        if (json != null && !json.isBlank()) {
            MappingBody m = Api.read(json, MappingBody.class);
            if (m == null) {
                throw ApiException.invalidField("query/mapping", "must be JSON like {\"columns\": {\"date\": \"Datum\"}}, not null");
            }
            mapping = new ClientImports.Mapping(m.columns(), m.dateOrder(), m.decimal(), m.sideRule(), m.kindRules(), m.headerLine());
        }
        Caller c = Api.caller(ctx);
        ctx.status(201).json(imports.importFile(c.organizationId(), ctx.pathParam("client_id"), ctx.pathParam("account_id"), fileName, bytes,
                mapping, who(c)));
    }

    private void undo(Context ctx) {
        long id;
        try {
            id = Long.parseLong(ctx.pathParam("import_id"));
        } catch (NumberFormatException e) {
            throw ApiException.notFound("There is no such import in the client's file.");
        }
        Caller c = Api.caller(ctx);
        ctx.json(imports.undo(c.organizationId(), ctx.pathParam("client_id"), id, who(c)));
    }

    /** The caller as the log names them: the key holder's name when the key was issued to a person. */
    private static String who(Caller c) {
        return c.identified() ? c.holderName() : c.actorId();
    }

    private static String param(Context ctx, String name, boolean multipart) {
        String q = ctx.queryParam(name);
        return q == null && multipart ? ctx.formParam(name) : q;
    }
}
