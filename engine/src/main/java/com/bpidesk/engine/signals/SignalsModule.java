package com.bpidesk.engine.signals;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.errors.Validation;
import io.javalin.http.Context;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Group C (read-only, enterprise, scoped to the caller's organization) and the book listing extension. */
public final class SignalsModule implements ApiModule {

    private final SignalService service;

    public SignalsModule(SignalService service) {
        this.service = service;
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
        r.get("/v1/signals/book-alerts", Access.ENTERPRISE, this::bookAlerts);
        r.get("/v1/signals/weekly-digest-preview", Access.ENTERPRISE,
                ctx -> ctx.json(service.weeklyDigest(org(ctx), blankToNull(ctx.queryParam("advisor_id")))));
        r.get("/api/book/clients", Access.ENTERPRISE, this::clients);
    }

    private static String org(Context ctx) {
        return Api.caller(ctx).organizationId();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }

    private void bookAlerts(Context ctx) {
        Validation v = new Validation();
        Set<String> types = list(ctx.queryParam("type"));
        types.forEach(t -> v.check(SignalService.ALERT_TYPES.contains(t), "query/type", "unknown alert type '" + t + "'; types: "
                + SignalService.ALERT_TYPES));
        Set<String> severities = list(ctx.queryParam("severity"));
        severities.forEach(s -> v.check(SignalService.SEVERITIES.contains(s), "query/severity", "unknown severity '" + s + "'; severities: "
                + SignalService.SEVERITIES));
        int limit = v.integer(ctx.queryParam("limit"), 50, 1, 200, "query/limit");
        int offset = v.integer(ctx.queryParam("offset"), 0, 0, Integer.MAX_VALUE, "query/offset");
        v.throwIfInvalid("Invalid book-alerts query");
        ctx.json(service.bookAlerts(org(ctx), new SignalService.AlertQuery(types, severities, blankToNull(ctx.queryParam("advisor_id")),
                blankToNull(ctx.queryParam("client_id")), limit, offset)));
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


    /** One row of the book table; {@code value} is in the client's {@code baseCurrency}. */
    public record ClientRow(String clientId, String name, String advisorId, String riskTolerance, int timeHorizonYears, double value,
                            double churnProbabilityScore, String riskBand, double driftScore, boolean inBand, long alerts, String dataSource,
                            String baseCurrency) {
    }

    public record ClientList(List<ClientRow> items, long total, LocalDate asOf, Instant generatedAt, String dataSource, String notice) {
    }

    private void clients(Context ctx) {
        String org = org(ctx);
        SignalService.Context c = service.context(org);
        var alerts = service.alerts(c, c.asOf);
        List<ClientRow> rows = new ArrayList<>();
        for (Book.Client cl : c.book.clients()) {
            var e = c.eval(cl, c.asOf);
            double p = c.model.probability(e.features());
            rows.add(new ClientRow(cl.clientId(), cl.name(), cl.advisorId(), cl.riskTolerance(), cl.timeHorizonYears(),
                    SignalService.round(e.value(), 2), SignalService.round(p, 4), ChurnModel.band(p), SignalService.round(e.driftScore(), 4),
                    e.inBand(), alerts.stream().filter(a -> a.clientId().equals(cl.clientId())).count(), cl.dataSource(), e.baseCurrency()));
        }
        ctx.json(new ClientList(rows, rows.size(), c.asOf, Instant.now(), c.dataSource, Signals.NOTICE));
    }
}
