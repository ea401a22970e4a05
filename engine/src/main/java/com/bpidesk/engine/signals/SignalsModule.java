package com.bpidesk.engine.signals;

import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.errors.Validation;
import io.javalin.http.Context;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Group C (read-only, enterprise, scoped to the caller's organization) and the book listing extension. */
public final class SignalsModule implements ApiModule {

    private final SignalService service;
    private final AlertState alertState;

    public SignalsModule(SignalService service) {
        this(service, null);
    }

    public SignalsModule(SignalService service, AlertState alertState) {
        this.service = service;
        this.alertState = alertState;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/signals.yaml";
    }

    @Override
    public void register(Routes r) {
        r.get("/v1/signals/client-risk/{client_id}", Access.ENTERPRISE,
                ctx -> ctx.json(service.clientRisk(org(ctx), ctx.pathParam("client_id"))));
        r.get("/v1/signals/churn-score/{client_id}", Access.ENTERPRISE,
                ctx -> ctx.json(service.churnScore(org(ctx), ctx.pathParam("client_id"))));
        r.get("/v1/signals/suitability-drift/{client_id}", Access.ENTERPRISE,
                ctx -> ctx.json(service.suitabilityDrift(org(ctx), ctx.pathParam("client_id"))));
        r.get("/v1/signals/book-alerts", Access.ENTERPRISE, ctx -> ctx.json(bookAlerts(ctx)));
        r.get("/v1/signals/book-alerts.csv", Access.ENTERPRISE, ctx -> ctx.header("Content-Disposition",
                "attachment; filename=\"book-alerts.csv\"").contentType("text/csv; charset=utf-8").result(AlertsCsv.write(bookAlerts(ctx))));
        r.get("/v1/signals/weekly-digest-preview", Access.ENTERPRISE,
                ctx -> ctx.json(service.weeklyDigest(org(ctx), blankToNull(ctx.queryParam("advisor_id")), Api.caller(ctx).scope())));
        r.get("/api/book/clients", Access.ENTERPRISE, this::clients);
        r.get("/api/signals/state", Access.ENTERPRISE, ctx -> ctx.json(service.signalsState(org(ctx))));
        if (alertState != null) {
            r.get("/api/signals/alert-settings", Access.ENTERPRISE, ctx -> ctx.json(settings(org(ctx))));
            r.put("/api/signals/alert-settings", Access.ENTERPRISE, this::putSettings);
            r.post("/api/signals/alerts/{alert_id}/acknowledgement", Access.ENTERPRISE, this::acknowledge);
        }
    }

    private static String org(Context ctx) {
        return Api.caller(ctx).organizationId();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }

    private Signals.BookAlerts bookAlerts(Context ctx) {
        Validation v = new Validation();
        Set<String> types = list(ctx.queryParam("type"));
        types.forEach(t -> v.check(Signals.ALERT_TYPES.contains(t), "query/type", "unknown alert type '" + t + "'; types: "
                + Signals.ALERT_TYPES));
        Set<String> severities = list(ctx.queryParam("severity"));
        severities.forEach(s -> v.check(Signals.SEVERITIES.contains(s), "query/severity", "unknown severity '" + s + "'; severities: "
                + Signals.SEVERITIES));
        int limit = v.integer(ctx.queryParam("limit"), 50, 1, 200, "query/limit");
        int offset = v.integer(ctx.queryParam("offset"), 0, 0, Integer.MAX_VALUE, "query/offset");
        String include = ctx.queryParam("include_acknowledged");
        v.check(include == null || include.equals("true") || include.equals("false"), "query/include_acknowledged", "must be true or false");
        v.throwIfInvalid("Invalid book-alerts query");
        var query = new Signals.AlertQuery(types, severities, blankToNull(ctx.queryParam("advisor_id")),
                blankToNull(ctx.queryParam("client_id")), limit, offset, Api.caller(ctx).scope());
        if (alertState == null) {
            return service.bookAlerts(org(ctx), query);
        }
        String org = org(ctx);
        return service.bookAlerts(org, query, alertState.settings(org).minSeverity(), alertState.acknowledgements(org),
                "true".equals(include));
    }

    /** The firm's alert threshold and the severities it may take (ADR 0139). */
    public record AlertSettingsView(String minSeverity, List<String> severities, Instant updatedAt, String updatedBy) {
    }

    private AlertSettingsView settings(String org) {
        AlertState.Settings s = alertState.settings(org);
        return new AlertSettingsView(s.minSeverity(), Signals.SEVERITIES, s.updatedAt(), s.updatedBy());
    }

    /** Body of {@code PUT /api/signals/alert-settings}. */
    public record AlertSettingsInput(String minSeverity) {
    }

    private void putSettings(Context ctx) {
        var c = Api.caller(ctx);
        AlertSettingsInput in = Api.body(ctx, AlertSettingsInput.class);
        String min = in.minSeverity() == null ? "" : in.minSeverity().trim().toLowerCase(java.util.Locale.ROOT);
        new Validation().check(Signals.SEVERITIES.contains(min), "/min_severity",
                "must be one of low, medium, high, critical").throwIfInvalid("Invalid alert settings");
        alertState.putSettings(c.organizationId(), min, c.identified() ? c.holderName() + " (" + c.actorId() + ")" : c.actorId());
        ctx.json(settings(c.organizationId()));
    }

    /** Body of {@code POST /api/signals/alerts/{alert_id}/acknowledgement}. */
    public record AcknowledgementInput(String note) {
    }

    private void acknowledge(Context ctx) {
        var c = Api.caller(ctx);
        String id = ctx.pathParam("alert_id");
        String body = ctx.body();
        AcknowledgementInput in = body == null || body.isBlank() ? new AcknowledgementInput(null) : Api.body(ctx, AcknowledgementInput.class);
        String note = in.note() == null || in.note().isBlank() ? null : in.note().trim();
        new Validation().check(note == null || note.length() <= 1000, "/note", "must be at most 1000 characters")
                .throwIfInvalid("Invalid acknowledgement");
        Signals.Alert alert = service.currentAlert(c.organizationId(), id).filter(a -> c.scope().seesAdvisor(a.advisorId()))
                .orElseThrow(() -> ApiException.notFound(
                "No current alert '" + id + "' in your organization's book (it may have been resolved)."));
        ctx.status(201).json(alertState.acknowledge(c.organizationId(), id, alert.severity(), c.actorId(), c.holderName(), note));
    }

    private static Set<String> list(String csv) {
        Set<String> out = new LinkedHashSet<>();
        if (csv != null) {
            for (String s : csv.split(",")) {
                if (!s.isBlank()) {
                    out.add(s.strip());
                }
            }
        }
        return out;
    }

    private void clients(Context ctx) {
        Validation v = new Validation();
        int limit = v.integer(ctx.queryParam("limit"), ClientListing.DEFAULT_LIMIT, 1, ClientListing.MAX_LIMIT, "query/limit");
        int offset = v.integer(ctx.queryParam("offset"), 0, 0, Integer.MAX_VALUE, "query/offset");
        String q = ctx.queryParam("q");
        v.check(q == null || q.length() <= 200, "query/q", "must be at most 200 characters");
        v.throwIfInvalid("Invalid book query");
        ctx.json(service.bookClients(org(ctx), Api.caller(ctx).scope(), new ClientListing.Query(
                blankToNull(ctx.queryParam("advisor_id")), blankToNull(q), limit, offset)));
    }
}
