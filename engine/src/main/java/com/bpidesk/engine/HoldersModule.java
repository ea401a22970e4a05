package com.bpidesk.engine;

import com.bpidesk.engine.platform.auth.Caller;
import com.bpidesk.engine.platform.auth.Holders;
import com.bpidesk.engine.platform.auth.Role;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;

/**
 * Holders, roles and scopes of the caller's organization (need-to-know, issue 28, ADR 0252), for its administrators
 * (a key whose holder is an administrator, or an administrator key): {@code GET /api/admin/holders}, {@code GET|PUT
 * /api/admin/holders/{holder_id}} (name, role, scope, the advisors a supervisor supervises) and {@code PUT
 * /api/admin/keys/{key_id}/holder} (binds a key to a holder, or unbinds it). The CLI does the same ({@code engine
 * holders}).
 */
final class HoldersModule implements ApiModule {

    /** Body of {@code PUT /api/admin/holders/{holder_id}}. */
    record HolderInput(String name, String role, String scope, List<String> supervises) {
    }

    /** Body of {@code PUT /api/admin/keys/{key_id}/holder}: the holder's id, or null to unbind. */
    record Binding(String holderId) {
    }

    private final Holders holders;

    HoldersModule(Holders holders) {
        this.holders = holders;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/holders.yaml";
    }

    @Override
    public void register(Routes r) {
        r.get("/api/admin/holders", Access.ENTERPRISE, ctx -> ctx.json(Map.of("holders",
                holders.list(administrator(ctx).organizationId()))));
        r.get("/api/admin/holders/{holder_id}", Access.ENTERPRISE, ctx -> ctx.json(holders.get(
                administrator(ctx).organizationId(), ctx.pathParam("holder_id")).orElseThrow(() -> DomainException.notFound(
                "No holder '" + ctx.pathParam("holder_id") + "' in your organization."))));
        r.put("/api/admin/holders/{holder_id}", Access.ENTERPRISE, this::put);
        r.put("/api/admin/keys/{key_id}/holder", Access.ENTERPRISE, this::bind);
    }

    private void put(Context ctx) {
        Caller c = administrator(ctx);
        HolderInput in = Api.body(ctx, HolderInput.class);
        ctx.json(holders.put(c.organizationId(), ctx.pathParam("holder_id"), in.name(), in.role(), in.scope(), in.supervises(),
                c.identified() ? c.holderName() + " (" + c.actorId() + ")" : c.actorId()));
    }

    private void bind(Context ctx) {
        Caller c = administrator(ctx);
        Binding in = Api.body(ctx, Binding.class);
        String holderId = in.holderId() == null || in.holderId().isBlank() ? null : in.holderId().strip();
        holders.bind(c.organizationId(), ctx.pathParam("key_id"), holderId);
        ctx.json(Map.of("key_id", ctx.pathParam("key_id"), "holder_id", holderId == null ? "" : holderId,
                "bound", holderId != null));
    }

    /** The caller, when it may manage the organization's holders: an administrator key or an administrator holder. */
    private static Caller administrator(Context ctx) {
        Caller c = Api.caller(ctx);
        if (!c.admin() && c.role() != Role.ADMINISTRATOR) {
            throw new DomainException(DomainException.Kind.FORBIDDEN, "Only an administrator of your organization records "
                    + "who holds keys and which clients they see; ask your BPI Desk administrator.");
        }
        return c;
    }
}
