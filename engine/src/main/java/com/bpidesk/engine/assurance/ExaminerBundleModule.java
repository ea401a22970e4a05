package com.bpidesk.engine.assurance;

import com.bpidesk.engine.platform.auth.Caller;
import com.bpidesk.engine.platform.errors.Validation;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import io.javalin.http.Context;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code GET /api/assurance/bundle.zip}: an examiner's bundle (issue 26, ADR 0245; openapi/assurance-bundle.yaml).
 * Enterprise tier, scoped to the caller key's organization. Parses the filter, then streams what
 * {@link ExaminerBundles} prepared.
 */
public final class ExaminerBundleModule implements ApiModule {

    static final int MAX_DECISION_IDS = 200;

    private final ExaminerBundles bundles;

    ExaminerBundleModule(ExaminerBundles bundles) {
        this.bundles = bundles;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/assurance-bundle.yaml";
    }

    @Override
    public void register(Routes r) {
        r.get("/api/assurance/bundle.zip", Access.ENTERPRISE, this::bundle);
    }

    private void bundle(Context ctx) {
        Caller c = Api.caller(ctx);
        BundleContents.Filter filter = filter(ctx.queryParam("client_id"), ctx.queryParam("from"), ctx.queryParam("to"),
                ctx.queryParams("decision_id")).within(c.scope());
        ExaminerBundles.Prepared bundle = bundles.prepare(c.organizationId(), filter, AssuranceModule.actor(c));
        String file = "examiner-bundle-" + c.organizationId().replaceAll("[^A-Za-z0-9._-]", "_") + ".zip";
        ctx.contentType("application/zip").header("Content-Disposition", "attachment; filename=\"" + file + "\"");
        bundle.writeTo(ctx.outputStream());
    }

    /** The filter from query parameters: a date {@code to} is inclusive (up to the next midnight UTC). */
    static BundleContents.Filter filter(String clientId, String from, String to, List<String> decisionIds) {
        Validation v = new Validation();
        Instant f = v.dateOrDateTime(from, false, "query/from");
        Instant t = v.dateOrDateTime(to, true, "query/to");
        v.check(f == null || t == null || f.isBefore(t), "query/to", "must be after from");
        Set<String> ids = new LinkedHashSet<>();
        for (String raw : decisionIds == null ? List.<String>of() : decisionIds) {
            for (String id : raw.split(",")) {
                if (!id.isBlank()) {
                    ids.add(id.trim());
                }
            }
        }
        v.check(ids.size() <= MAX_DECISION_IDS, "query/decision_id", "must name at most " + MAX_DECISION_IDS + " decisions");
        v.throwIfInvalid("Invalid bundle selection");
        return new BundleContents.Filter(clientId == null || clientId.isBlank() ? null : clientId.trim(), f, t, new ArrayList<>(ids));
    }

}
