package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopePage;
import com.bpidesk.engine.assurance.AssuranceRecords.EvaluationResponse;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewRequest;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewStatus;
import com.bpidesk.engine.platform.auth.Caller;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.ProblemType;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.errors.Validation;
import com.bpidesk.envelope.Disposition;
import io.javalin.http.Context;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The compliance review API (an extension beyond the specification; openapi/assurance.yaml): submit and
 * evaluate envelopes, the review queue, one envelope with its audit trail, human review, chain verification
 * and the firm policy rules. Enterprise tier; every query is scoped to the caller key's organization.
 */
public final class AssuranceModule implements ApiModule {

    private static final Pattern RULE_ID = Pattern.compile("[A-Za-z0-9._-]{1,64}");

    private final AssuranceService service;
    private final PolicyRules rules;

    public AssuranceModule(AssuranceService service, PolicyRules rules) {
        this.service = service;
        this.rules = rules;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/assurance.yaml";
    }

    @Override
    public void register(Routes r) {
        r.post("/api/assurance/envelopes", Access.ENTERPRISE, this::submit);
        r.post("/api/assurance/evaluations", Access.ENTERPRISE, this::evaluate);
        r.get("/api/assurance/envelopes", Access.ENTERPRISE, this::list);
        r.get("/api/assurance/envelopes/{decision_id}", Access.ENTERPRISE, this::get);
        r.put("/api/assurance/envelopes/{decision_id}/assignee", Access.ENTERPRISE, this::assign);
        r.get("/api/assurance/queue.csv", Access.ENTERPRISE, ctx -> export(ctx, false));
        r.get("/api/assurance/queue.pdf", Access.ENTERPRISE, ctx -> export(ctx, true));
        r.get("/api/assurance/review-settings", Access.ENTERPRISE,
                ctx -> ctx.json(service.reviewSettings(Api.caller(ctx).organizationId())));
        r.put("/api/assurance/review-settings", Access.ENTERPRISE, this::putReviewSettings);
        r.post("/api/assurance/envelopes/{decision_id}/reviews", Access.ENTERPRISE, this::review);
        r.get("/api/assurance/envelopes/{decision_id}/history.csv", Access.ENTERPRISE, ctx -> history(ctx, false));
        r.get("/api/assurance/envelopes/{decision_id}/history.pdf", Access.ENTERPRISE, ctx -> history(ctx, true));
        r.get("/api/assurance/verification", Access.ENTERPRISE,
                ctx -> ctx.json(service.verify(Api.caller(ctx).organizationId())));
        r.get("/api/assurance/policy-rules", Access.ENTERPRISE,
                ctx -> ctx.json(Map.of("items", rules.list(Api.caller(ctx).organizationId()))));
        r.put("/api/assurance/policy-rules/{rule_id}", Access.ENTERPRISE, this::putRule);
        r.delete("/api/assurance/policy-rules/{rule_id}", Access.ENTERPRISE, this::deleteRule);
    }

    /** The caller as the audit trail records them: the key, and its holder's name and role (ADR 0135). */
    static Actor actor(Caller c) {
        return Actor.of(c);
    }

    private void submit(Context ctx) {
        String ct = ctx.contentType();
        if (ct != null && !ct.toLowerCase(Locale.ROOT).startsWith("application/json") && !ct.toLowerCase(Locale.ROOT).contains("+json")) {
            throw new ApiException(ProblemType.UNSUPPORTED_MEDIA_TYPE, "Send the envelope as application/json (got " + ct + ").");
        }
        Caller c = Api.caller(ctx);
        byte[] envelope = ctx.bodyAsBytes();
        // malformed JSON answered as on every route, a NUL in an id refused before it is stored (issue 29, ADR 0220)
        Api.read(envelope, com.fasterxml.jackson.databind.JsonNode.class);
        var record = service.submit(c.organizationId(), envelope, actor(c));
        ctx.status(201).header("Location", "/api/assurance/envelopes/" + record.decisionId()).json(record);
    }

    private void evaluate(Context ctx) {
        Caller c = Api.caller(ctx);
        ProposedDecision p = Api.body(ctx, ProposedDecision.class);
        if (p.organizationId() != null && !p.organizationId().equals(c.organizationId())) {
            throw ApiException.invalidField("/organization_id", "must be your organization '" + c.organizationId()
                    + "' (or left out)");
        }
        checkParameters(p);
        AssuranceService.Recorded rec = service.evaluateAndRecord(c.organizationId(), p, actor(c));
        EvaluationResult res = rec.result();
        if (res instanceof EvaluationResult.Evaluated ev) {
            ctx.status(201).header("Location", "/api/assurance/envelopes/" + ev.decisionId())
                    .json(new EvaluationResponse(res.result(), ev.decisionId(), null, ev.rule(), ev.digest(), ev.envelope(),
                            ev.findings(), rec.record(), FindingSentences.of(ev.findings(), currency(p))));
        } else {
            EvaluationResult.NotEvaluated ne = (EvaluationResult.NotEvaluated) res;
            ctx.status(200).json(new EvaluationResponse(res.result(), ne.decisionId(), ne.reason(), null, null, null,
                    ne.findings(), null, FindingSentences.of(ne.findings(), currency(p))));
        }
    }

    /**
     * The parameters the checks read must have the documented types and ranges (issue 11: -1, 1e308, "lots" and
     * "boom" were accepted although the OpenAPI document forbids them); other members are kept as given.
     */
    private static void checkParameters(ProposedDecision p) {
        if (p.proposedAction() == null || p.proposedAction().parameters() == null) {
            return;
        }
        var params = p.proposedAction().parameters();
        Validation v = new Validation();
        var w = params.get("target_weight");
        if (w != null && !w.isNull()) {
            v.check(w.isNumber() && Double.isFinite(w.asDouble()) && w.asDouble() >= 0 && w.asDouble() <= 1,
                    "/proposed_action/parameters/target_weight", "must be a number from 0 to 1 (a fraction of the portfolio)");
        }
        var n = params.get("notional");
        if (n != null && !n.isNull()) {
            v.check(n.isNumber() && Double.isFinite(n.asDouble()) && n.asDouble() >= 0,
                    "/proposed_action/parameters/notional", "must be a number of at least 0 (an amount of money)");
        }
        var r = params.get("risk_effect");
        if (r != null && !r.isNull()) {
            v.check(r.isTextual() && java.util.List.of("decrease", "neutral", "increase").contains(r.asText()),
                    "/proposed_action/parameters/risk_effect", "must be one of decrease, neutral, increase");
        }
        v.throwIfInvalid("The proposed action's parameters are not valid");
    }

    private static String currency(ProposedDecision p) {
        return p.proposedAction() == null ? null : ActionWords.currency(com.bpidesk.engine.platform.Json.MAPPER.valueToTree(p.proposedAction()));
    }

    private void list(Context ctx) {
        Caller c = Api.caller(ctx);
        AssuranceService.Query q = query(ctx);
        String org = ctx.queryParam("organization_id");
        if (org != null && !org.equals(c.organizationId())) {
            // Another organization's envelopes are invisible: an empty page, as if none existed.
            ctx.json(new EnvelopePage(List.of(), 0, q.limit(), q.offset(), Arrays.stream(Disposition.values())
                    .collect(java.util.stream.Collectors.toMap(Enum::name, d -> 0L, (a, b) -> a, java.util.LinkedHashMap::new))));
            return;
        }
        ctx.json(service.list(c.organizationId(), q));
    }

    /** The queue's filters from the query string (the list and its exports share them). */
    private static AssuranceService.Query query(Context ctx) {
        Validation v = new Validation();
        Set<Disposition> dispositions = enums(ctx, "disposition", Disposition.class, v);
        Set<ReviewStatus> statuses = enums(ctx, "review_status", ReviewStatus.class, v);
        Instant from = v.dateOrDateTime(ctx.queryParam("from"), false, "query/from");
        Instant to = v.dateOrDateTime(ctx.queryParam("to"), true, "query/to");
        int limit = v.integer(ctx.queryParam("limit"), 50, 1, 500, "query/limit");
        int offset = v.integer(ctx.queryParam("offset"), 0, 0, Integer.MAX_VALUE, "query/offset");
        String sort = ctx.queryParam("sort");
        v.check(sort == null || AssuranceService.SORTS.containsKey(sort), "query/sort",
                "must be one of " + AssuranceService.SORTS.keySet().stream().sorted().toList());
        for (String name : List.of("client", "advisor", "q")) {
            String t = ctx.queryParam(name);
            v.check(t == null || t.length() <= 200, "query/" + name, "must be at most 200 characters");
        }
        v.throwIfInvalid("Invalid queue query");
        return new AssuranceService.Query(dispositions, statuses, blankToNull(ctx.queryParam("investor_id")), from, to, sort,
                limit, offset, blankToNull(ctx.queryParam("client")), blankToNull(ctx.queryParam("advisor")),
                blankToNull(ctx.queryParam("q")), Api.caller(ctx).scope());
    }

    /** Body of {@code PUT .../assignee}: the reviewer's name or identity (blank or absent clears) and an optional due date. */
    public record AssigneeInput(String assignee, String dueOn) {
    }

    private void assign(Context ctx) {
        Caller c = Api.caller(ctx);
        AssigneeInput in = Api.body(ctx, AssigneeInput.class);
        Validation v = new Validation();
        java.time.LocalDate due = null;
        if (in.dueOn() != null && !in.dueOn().isBlank()) {
            try {
                due = LocalDate.parse(in.dueOn().trim());
            } catch (DateTimeParseException e) {
                v.error("/due_on", "must be a date such as 2026-03-01");
            }
        }
        v.throwIfInvalid("The assignment is not valid");
        ctx.json(service.assign(c.organizationId(), ctx.pathParam("decision_id"), in.assignee(), due, actor(c).display()));
    }

    /** Body of {@code PUT /api/assurance/review-settings}. */
    public record ReviewSettingsInput(Integer reviewDays) {
    }

    private void putReviewSettings(Context ctx) {
        Caller c = Api.caller(ctx);
        ReviewSettingsInput in = Api.body(ctx, ReviewSettingsInput.class);
        ctx.json(service.putReviewSettings(c.organizationId(), in.reviewDays(), actor(c).display()));
    }

    /** The filtered queue, every page, as CSV or PDF for a person or an examiner (words, no ids but the reference). */
    private void export(Context ctx, boolean pdf) {
        Caller c = Api.caller(ctx);
        AssuranceService.Query q = query(ctx);
        var rows = service.all(c.organizationId(), q);
        var now = service.clock().instant();
        ctx.header("Content-Disposition", "attachment; filename=\"review-queue" + (pdf ? ".pdf" : ".csv") + "\"");
        if (pdf) {
            ctx.contentType("application/pdf").result(QueueExport.pdf(rows, QueueExport.describe(q), now));
        } else {
            ctx.contentType("text/csv; charset=utf-8").result(QueueExport.csv(rows));
        }
    }

    private void get(Context ctx) {
        String id = ctx.pathParam("decision_id");
        Caller c = Api.caller(ctx);
        ctx.json(service.get(c.organizationId(), id).orElseThrow(() -> AssuranceService.notFound(id)).forCaller(actor(c)));
    }

    private void review(Context ctx) {
        ReviewRequest req = Api.body(ctx, ReviewRequest.class);
        Caller c = Api.caller(ctx);
        ctx.json(service.review(c.organizationId(), ctx.pathParam("decision_id"), req, actor(c)).forCaller(actor(c)));
    }

    /** An envelope's history for an examiner, as CSV or PDF (ADR 0136), downloaded as a file. */
    private void history(Context ctx, boolean pdf) {
        Caller c = Api.caller(ctx);
        String id = ctx.pathParam("decision_id");
        var record = service.get(c.organizationId(), id).orElseThrow(() -> AssuranceService.notFound(id));
        String file = "decision-history-" + id.replaceAll("[^A-Za-z0-9._-]", "_") + (pdf ? ".pdf" : ".csv");
        ctx.header("Content-Disposition", "attachment; filename=\"" + file + "\"");
        if (pdf) {
            ctx.contentType("application/pdf").result(EnvelopeHistory.pdf(record, c.organizationId(), service.clock().instant()));
        } else {
            ctx.contentType("text/csv; charset=utf-8").result(EnvelopeHistory.csv(record));
        }
    }

    /** Body of {@code PUT /api/assurance/policy-rules/{rule_id}}. */
    public record PolicyRuleInput(String kind, String target, String description, Boolean enabled) {
    }

    private void putRule(Context ctx) {
        Caller c = Api.caller(ctx);
        String ruleId = ctx.pathParam("rule_id");
        PolicyRuleInput in = Api.body(ctx, PolicyRuleInput.class);
        Validation v = new Validation();
        v.check(RULE_ID.matcher(ruleId).matches(), "path/rule_id", "must be 1-64 letters, digits, '.', '_' or '-'");
        PolicyRuleKind kind = null;
        try {
            kind = PolicyRuleKind.parse(in.kind());
        } catch (IllegalArgumentException e) {
            v.error("/kind", e.getMessage());
        }
        if (kind != null) {
            if (kind.needsTarget()) {
                v.check(in.target() != null && !in.target().isBlank(), "/target", "is required for kind " + kind.wireName());
            }
            if (kind == PolicyRuleKind.MAX_POSITION_WEIGHT && in.target() != null && !in.target().isBlank()) {
                v.check(EnvelopeEvaluator.weight(in.target()) != null, "/target", "must be a weight in [0, 1] such as 0.10 or 10%");
            }
            if (kind == PolicyRuleKind.ESCALATE_NOTIONAL_ABOVE && in.target() != null && !in.target().isBlank()) {
                Double n = EnvelopeEvaluator.number(in.target());
                v.check(n != null && n >= 0, "/target", "must be a non-negative number");
            }
        }
        v.check(in.target() == null || in.target().length() <= 500, "/target", "must be at most 500 characters");
        v.check(in.description() != null && !in.description().isBlank(), "/description", "is required");
        v.check(in.description() == null || in.description().length() <= 1000, "/description", "must be at most 1000 characters");
        v.throwIfInvalid("Invalid policy rule");
        boolean existed = rules.get(c.organizationId(), ruleId).isPresent();
        PolicyRule rule = rules.put(c.organizationId(), ruleId, kind, in.target() == null ? null : in.target().trim(),
                in.description().trim(), in.enabled() == null || in.enabled(), c.keyId());
        ctx.status(existed ? 200 : 201).json(rule);
    }

    private void deleteRule(Context ctx) {
        String ruleId = ctx.pathParam("rule_id");
        if (!rules.delete(Api.caller(ctx).organizationId(), ruleId)) {
            throw ApiException.notFound("No policy rule '" + ruleId + "' in your organization.");
        }
        ctx.status(204);
    }

    // ------------------------------------------------------------------ query parameters

    private static <E extends Enum<E>> Set<E> enums(Context ctx, String name, Class<E> type, Validation v) {
        Set<E> out = new LinkedHashSet<>();
        for (String raw : ctx.queryParams(name)) {
            for (String s : raw.split(",")) {
                if (s.isBlank()) {
                    continue;
                }
                try {
                    out.add(Enum.valueOf(type, s.trim().toUpperCase(Locale.ROOT)));
                } catch (IllegalArgumentException e) {
                    v.error("query/" + name, "'" + s.trim() + "' is not one of " + Arrays.toString(type.getEnumConstants()));
                }
            }
        }
        return out;
    }


    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
