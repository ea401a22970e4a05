package com.bpidesk.engine.clientfile;

import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.errors.DomainException;
import io.javalin.http.Context;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;

/** The client file routes (enterprise, scoped to the caller's organization): read, CSV export, policy edit. IO only. */
public final class ClientFileModule implements ApiModule {

    private final ClientFileService service;
    private final ClientMandateService mandates;

    public ClientFileModule(ClientFileService service, ClientMandateService mandates) {
        this.service = service;
        this.mandates = mandates;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/clientfile.yaml";
    }

    @Override
    public void register(Routes r) {
        // the CSV route first: "{client_id}" alone would also match "c1.csv"
        r.get("/api/book/clients/{client_id}.csv", Access.ENTERPRISE, this::csv);
        r.get("/api/book/clients/{client_id}", Access.ENTERPRISE, ctx -> ctx.json(file(ctx)));
        r.put("/api/book/clients/{client_id}/policy", Access.ENTERPRISE, this::putPolicy);
        // ADR 0258: the client's mandate, stored or derived from the policy; editable
        r.get("/api/book/clients/{client_id}/mandate", Access.ENTERPRISE,
                ctx -> ctx.json(mandates.get(Api.caller(ctx).organizationId(), ctx.pathParam("client_id"))));
        r.put("/api/book/clients/{client_id}/mandate", Access.ENTERPRISE, this::putMandate);
        r.delete("/api/book/clients/{client_id}/mandate", Access.ENTERPRISE,
                ctx -> ctx.json(mandates.clear(Api.caller(ctx).organizationId(), ctx.pathParam("client_id"))));
    }

    private void putMandate(Context ctx) {
        var c = Api.caller(ctx);
        ClientMandateService.Input in = Api.body(ctx, ClientMandateService.Input.class);
        String who = c.holderName() != null && !c.holderName().isBlank() ? c.holderName() : c.actorId();
        ctx.json(mandates.put(c.organizationId(), ctx.pathParam("client_id"), in, who));
    }

    private ClientFile file(Context ctx) {
        return service.file(Api.caller(ctx).organizationId(), ctx.pathParam("client_id"), asOf(ctx.queryParam("as_of")));
    }

    private void csv(Context ctx) {
        ClientFile f = file(ctx);
        ctx.header("Content-Disposition", "attachment; filename=\"" + ClientFileCsv.fileName(f) + "\"");
        ctx.contentType("text/csv; charset=utf-8").result(ClientFileCsv.write(f));
    }

    private void putPolicy(Context ctx) {
        var c = Api.caller(ctx);
        PolicyEdits.Input in = Api.body(ctx, PolicyEdits.Input.class);
        ctx.json(service.putPolicy(c.organizationId(), ctx.pathParam("client_id"), in,
                new ClientFileService.Editor(c.actorId(), c.holderName(), c.holderRole())));
    }

    private static LocalDate asOf(String raw) {
        if (raw == null || raw.isBlank()) {
            return null;
        }
        try {
            return LocalDate.parse(raw.strip());
        } catch (DateTimeParseException e) {
            throw DomainException.invalidField("query/as_of", "must be a date such as 2026-03-27");
        }
    }
}
