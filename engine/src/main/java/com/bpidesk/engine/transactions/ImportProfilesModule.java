package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;

/**
 * {@code /api/import-profiles}: an organization's saved transaction-file layouts ("remember this layout" in the app).
 * GET lists, POST saves (the same header signature again updates), DELETE removes. Handlers do IO only.
 */
public final class ImportProfilesModule implements ApiModule {

    private final ImportProfileStore store;

    public ImportProfilesModule(ImportProfileStore store) {
        this.store = store;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/import-profiles.yaml";
    }

    @Override
    public void register(Routes routes) {
        routes.get("/api/import-profiles", Access.ENTERPRISE, ctx -> ctx.json(Map.of("profiles", store.list(Api.caller(ctx).organizationId()))));
        routes.post("/api/import-profiles", Access.ENTERPRISE, this::save);
        routes.delete("/api/import-profiles/{id}", Access.ENTERPRISE, ctx -> {
            long id;
            try {
                id = Long.parseLong(ctx.pathParam("id"));
            } catch (NumberFormatException e) {
                throw ApiException.invalidField("path/id", "must be a profile id (a number)");
            }
            if (!store.delete(Api.caller(ctx).organizationId(), id)) {
                throw ApiException.notFound("No import profile " + id + ".");
            }
            ctx.status(204);
        });
    }

    private void save(Context ctx) throws Exception {
        // malformed JSON, a wrong media type, a wrong type or a control character: answered as on every route (issue 29)
        ImportProfile p = Api.body(ctx, ImportProfile.class);
        if (p.name() == null || p.name().isBlank() || p.name().length() > 100) {
            throw ApiException.invalidField("body/name", "is required (at most 100 characters)");
        }
        if (p.columns() == null || p.columns().isEmpty()) {
            throw ApiException.invalidField("body/columns", "must map at least the date column, e.g. {\"date\": \"Datum\"}");
        }
        String signature = p.headerSignature();
        if (p.header() != null && !p.header().isEmpty()) {
            String computed = TransactionReader.signature(p.header());
            if (signature != null && !signature.equals(computed)) {
                throw ApiException.invalidField("body/header_signature", "does not match the header given");
            }
            signature = computed;
        }
        if (signature == null || !signature.matches("[0-9a-f]{64}")) {
            throw ApiException.invalidField("body/header", "give the file's header cells (or its header_signature)");
        }
        try {
            p.mapping();
        } catch (IllegalArgumentException e) {
            throw ApiException.invalidField("body/columns", e.getMessage());
        }
        ImportProfile saved = store.save(Api.caller(ctx).organizationId(), new ImportProfile(null, p.name().strip(), signature,
                p.header() == null ? List.of() : p.header(), p.columns(), p.dateOrder(), p.decimal(), p.sideRule(),
                p.kindRules() == null ? Map.of() : p.kindRules(), p.headerLine(), null, p.sheet()));
        ctx.status(201).json(saved);
    }
}
