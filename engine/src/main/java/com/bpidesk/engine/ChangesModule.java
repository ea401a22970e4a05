package com.bpidesk.engine;

import com.bpidesk.engine.platform.Changes;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;

/** {@code GET /api/changes}: the change counters a client polls to refresh what moved (ADR 0138). */
final class ChangesModule implements ApiModule {

    private final Changes changes;

    ChangesModule(Changes changes) {
        this.changes = changes;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/changes.yaml";
    }

    @Override
    public void register(Routes r) {
        // the caller's organization's view (issue 29: the counters counted every organization's writes); enterprise
        // keys only, as docs/api.md says of every route but the regime
        r.get("/api/changes", Access.ENTERPRISE, ctx -> ctx.header("Cache-Control", "no-store")
                .json(changes.snapshot(Api.caller(ctx).organizationId())));
    }
}
