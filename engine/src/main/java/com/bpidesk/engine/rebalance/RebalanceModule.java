package com.bpidesk.engine.rebalance;

import com.bpidesk.engine.platform.auth.Caller;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import io.javalin.http.Context;
import java.util.Map;

/** The rebalance proposal routes (enterprise, scoped to the caller's organization): propose, list, accept, reject. IO only. */
public final class RebalanceModule implements ApiModule {

    private static final String BASE = "/api/book/clients/{client_id}/rebalance-proposals";

    private final RebalanceService service;

    public RebalanceModule(RebalanceService service) {
        this.service = service;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/rebalance.yaml";
    }

    @Override
    public void register(Routes r) {
        r.post(BASE, Access.ENTERPRISE, this::propose);
        r.get(BASE, Access.ENTERPRISE, ctx -> ctx.json(Map.of("items",
                service.list(Api.caller(ctx).organizationId(), ctx.pathParam("client_id")))));
        r.post(BASE + "/{proposal_id}/acceptance", Access.ENTERPRISE, ctx -> ctx.json(service.accept(
                Api.caller(ctx).organizationId(), ctx.pathParam("client_id"), ctx.pathParam("proposal_id"), who(ctx))));
        r.post(BASE + "/{proposal_id}/rejection", Access.ENTERPRISE, ctx -> ctx.json(service.reject(
                Api.caller(ctx).organizationId(), ctx.pathParam("client_id"), ctx.pathParam("proposal_id"), who(ctx))));
    }

    private void propose(Context ctx) {
        String body = ctx.body();
        RebalanceService.Request req = body == null || body.isBlank() ? new RebalanceService.Request(null, null, null)
                : Api.body(ctx, RebalanceService.Request.class);
        ctx.status(201).json(service.propose(Api.caller(ctx).organizationId(), ctx.pathParam("client_id"), req, who(ctx)));
    }

    private static RebalanceService.Caller who(Context ctx) {
        Caller c = Api.caller(ctx);
        return new RebalanceService.Caller(c.actorId(), c.holderName(), c.holderRole());
    }
}
