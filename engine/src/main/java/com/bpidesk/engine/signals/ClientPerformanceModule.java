package com.bpidesk.engine.signals;

import com.bpidesk.engine.performance.RealisedGains;
import com.bpidesk.engine.performance.Returns;
import com.bpidesk.engine.platform.errors.Validation;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import io.javalin.http.Context;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;

/** The client file's performance, income and realised gains (issue 25; read-only, enterprise, the caller's organization). */
public final class ClientPerformanceModule implements ApiModule {

    static final List<String> PERIODS = List.of("1M", "3M", "YTD", "1Y", "3Y", "SI", "custom");

    private final ClientPerformance service;

    public ClientPerformanceModule(ClientPerformance service) {
        this.service = service;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/performance.yaml";
    }

    @Override
    public void register(Routes r) {
        r.get("/api/book/clients/{client_id}/performance", Access.ENTERPRISE, this::performance);
        r.get("/api/book/clients/{client_id}/income", Access.ENTERPRISE, this::income);
        r.get("/api/book/clients/{client_id}/realised-gains", Access.ENTERPRISE, this::gains);
    }

    private void performance(Context ctx) {
        Validation v = new Validation();
        String raw = ctx.queryParam("period");
        String period = raw == null || raw.isBlank() ? null : PERIODS.stream().filter(p -> p.equalsIgnoreCase(raw.strip())).findFirst()
                .orElse(null);
        v.check(raw == null || raw.isBlank() || period != null, "query/period", "must be one of 1M, 3M, YTD, 1Y, 3Y, SI or custom");
        LocalDate from = date(v, ctx.queryParam("from"), "query/from");
        LocalDate to = date(v, ctx.queryParam("to"), "query/to");
        v.check(!"custom".equals(period) || from != null && to != null, "query/from", "a custom period needs both a from and a to date");
        String basis = ctx.queryParam("basis") == null ? "net" : ctx.queryParam("basis").strip().toLowerCase(Locale.ROOT);
        v.check(basis.equals("net") || basis.equals("gross"), "query/basis", "must be gross (before fees) or net (after fees)");
        v.throwIfInvalid("Invalid performance query");
        String account = ctx.queryParam("account_id");
        ctx.json(service.performance(Api.caller(ctx).organizationId(), ctx.pathParam("client_id"),
                account == null || account.isBlank() ? null : account.strip(), period, from, to,
                Returns.Basis.valueOf(basis.toUpperCase(Locale.ROOT))));
    }

    private void income(Context ctx) {
        Validation v = new Validation();
        LocalDate from = date(v, ctx.queryParam("from"), "query/from");
        LocalDate to = date(v, ctx.queryParam("to"), "query/to");
        v.throwIfInvalid("Invalid income query");
        ctx.json(service.income(Api.caller(ctx).organizationId(), ctx.pathParam("client_id"), from, to));
    }

    private void gains(Context ctx) {
        Validation v = new Validation();
        String raw = ctx.queryParam("method");
        String m = raw == null || raw.isBlank() ? null : raw.strip().toLowerCase(Locale.ROOT);
        v.check(m == null || m.equals("fifo") || m.equals("average_cost"), "query/method", "must be fifo or average_cost");
        String year = ctx.queryParam("tax_year");
        int taxYear = v.integer(year, 0, 1900, 2200, "query/tax_year");
        v.throwIfInvalid("Invalid realised-gains query");
        ctx.json(service.realisedGains(Api.caller(ctx).organizationId(), ctx.pathParam("client_id"),
                m == null ? null : RealisedGains.Method.valueOf(m.toUpperCase(Locale.ROOT)), year == null || year.isBlank() ? null : taxYear));
    }

    private static LocalDate date(Validation v, String raw, String field) {
        if (raw == null || raw.isBlank()) {
            return null;
        }
        try {
            return LocalDate.parse(raw.strip());
        } catch (DateTimeParseException e) {
            v.error(field, "'" + raw + "' is not a date; use the form 2024-12-31");
            return null;
        }
    }
}
