package com.bpidesk.engine.agents;

import com.bpidesk.engine.macro.MacroModule;
import com.bpidesk.engine.macro.MacroRegimeService;
import com.bpidesk.engine.macro.Regime;
import com.bpidesk.engine.macro.RegimeClassifier;
import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.platform.auth.ApiKey;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.research.ResearchQuery;
import com.bpidesk.engine.research.ResearchService;
import com.bpidesk.engine.signals.SignalService;
import com.bpidesk.engine.signals.Signals;
import com.bpidesk.engine.swarm.SwarmJobs;
import com.fasterxml.jackson.core.type.TypeReference;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The read-only tools an approved agent may call. Each tool reads the same service the equivalent REST route reads, for
 * the caller's organization only, and adds the standing restrictions to its result. No tool writes, submits jobs or
 * reaches outside the engine.
 *
 * <p>One class because the eight tools share one call path (scope check, organization limit, argument check, the
 * restrictions, the call log) and their schemas are read side by side when a tool changes; each tool's body is a few
 * lines that call the service its REST route calls.
 */
public final class AgentTools {

    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(AgentTools.class);
    /** JSON-RPC 2.0 "Internal error". */
    static final int INTERNAL_ERROR = -32603;

    /** Carried in every result, so an agent quoting a figure also carries what the service does not do. */
    public static final List<String> RESTRICTIONS = List.of(
            "BPI Desk does not execute trades.",
            "BPI Desk does not send client communications.",
            "BPI Desk does not make suitability determinations; the advisor remains responsible for client-facing "
                    + "recommendations and regulatory obligations.");

    /** JSON-RPC 2.0 "Invalid params". */
    static final int INVALID_PARAMS = -32602;

    private static final Map<String, Object> RESTRICTIONS_SCHEMA = Map.of("type", "array", "items", Map.of("type", "string"),
            "description", "What the service does not do: no trades, no client communications, no suitability determinations.");

    private final SignalService signals;
    private final MacroRegimeService regime;
    private final ResearchService research;
    private final SwarmJobs jobs;   // null when the swarm is disabled
    private final McpJsonMapper mapper;
    private final AgentCallLog log;
    private final com.bpidesk.engine.platform.auth.ScopeGuard guard;   // null: organization scope only (tests)

    /** Every tool an agent key may be scoped to, in the order {@code tools/list} gives them. */
    public static final List<String> TOOL_NAMES = List.of("client_behavioral_risk", "suitability_drift", "advisor_brief",
            "book_alerts", "weekly_digest", "macro_regime", "search_research", "get_briefing");

    /** A tool's name, title and description (for the scopes an administrator picks, {@code GET /api/agents/tools}). */
    public record ToolInfo(String name, String title, String description) {
    }

    public AgentTools(SignalService signals, MacroRegimeService regime, ResearchService research, SwarmJobs jobs,
                      McpJsonMapper mapper, AgentCallLog log) {
        this(signals, regime, research, jobs, mapper, log, null);
    }

    /** As above; {@code guard} applies the agent key's need-to-know scope to the ids a tool is given (ADR 0252). */
    public AgentTools(SignalService signals, MacroRegimeService regime, ResearchService research, SwarmJobs jobs,
                      McpJsonMapper mapper, AgentCallLog log, com.bpidesk.engine.platform.auth.ScopeGuard guard) {
        this.guard = guard;
        this.signals = signals;
        this.regime = regime;
        this.research = research;
        this.jobs = jobs;
        this.mapper = mapper;
        this.log = log;
    }

    /** The tools this engine serves (get_briefing only when the analysis swarm runs), with their titles. */
    public List<ToolInfo> infos() {
        return specifications(AgentServer.HTTP).stream()
                .map(s -> new ToolInfo(s.tool().name(), s.tool().title(), s.tool().description())).toList();
    }

    /** Checks an agent key's requested scopes against the tools that exist; the names, deduplicated, in tool order. */
    public static List<String> checkScopes(List<String> scopes) {
        if (scopes == null || scopes.isEmpty()) {
            throw new IllegalArgumentException("Choose at least one tool the agent may call.");
        }
        for (String s : scopes) {
            if (!TOOL_NAMES.contains(s)) {
                throw new IllegalArgumentException("There is no tool '" + s + "'; the tools are " + String.join(", ", TOOL_NAMES) + ".");
            }
        }
        return TOOL_NAMES.stream().filter(scopes::contains).toList();
    }

    public List<SyncToolSpecification> specifications(AgentIdentity identity) {
        List<SyncToolSpecification> out = new ArrayList<>();
        out.add(tool(identity, "client_behavioral_risk", "Client behavioral risk",
                "A client's churn risk (C1: probability, band, top reasons, proposed advisor actions) together with the "
                        + "client's Behavioral DNA scores (0-100) and the flagged biases, for the caller's organization. "
                        + "Read-only decision support for the advisor.",
                clientIdInput(), outputSchema(Map.of("client_risk", obj(), "behavioral_dna", obj())),
                a -> {
                    String client = requiredString(a, "client_id");
                    Map<String, Object> r = new LinkedHashMap<>();
                    r.put("client_risk", tree(signals.clientRisk(org(a), client)));
                    r.put("behavioral_dna", tree(signals.clientDna(org(a), client)));
                    return r;
                }));
        out.add(tool(identity, "suitability_drift", "Suitability drift",
                "How far a client's portfolio sits from the house bands of the client's stated risk tolerance (C4): the "
                        + "drift score in band steps, each metric against its band, and the month-end history of the last "
                        + "twelve months. Prompts a review; it is not a suitability determination.",
                clientIdInput(), outputSchema(Map.of("suitability_drift", obj())),
                a -> Map.of("suitability_drift", tree(signals.suitabilityDrift(org(a), requiredString(a, "client_id"))))));
        out.add(tool(identity, "advisor_brief", "Advisor brief",
                "A one-page brief on a client for the advisor: holdings summary (value, cash, largest positions), churn "
                        + "risk with its reasons, suitability drift, and the client's current alerts.",
                clientIdInput(), outputSchema(Map.of("holdings", obj(), "churn", obj(), "drift", obj(), "alerts", obj())),
                this::advisorBrief));
        out.add(tool(identity, "book_alerts", "Book alerts",
                "The ranked alerts across the organization's client book (C2): high churn, suitability drift, "
                        + "concentration breaches, large unrealised losses and inactivity, with counts by type and severity. "
                        + "Optional filters: type, severity, advisor_id, client_id; paging with limit and offset.",
                bookAlertsInput(), outputSchema(Map.of("book_alerts", obj())), this::bookAlerts));
        out.add(tool(identity, "weekly_digest", "Weekly digest preview",
                "The advisor's weekly digest preview (C5): alert counts this week against last week, the clients to "
                        + "review first, the macro regime and its changes, and the week's macro releases. Without "
                        + "advisor_id it covers the whole book.",
                object(Map.of("advisor_id", string("An advisor id of the organization's book; omit for the whole book.")), List.of()),
                outputSchema(Map.of("weekly_digest", obj())),
                a -> Map.of("weekly_digest", tree(signals.weeklyDigest(org(a), optionalString(a, "advisor_id"), scope(a))))));
        out.add(tool(identity, "macro_regime", "Macro regime",
                "The current macro regime (A4) classified from the stored macro and market data, with its confidence, "
                        + "the signals behind it and the data source.",
                object(Map.of(), List.of()), outputSchema(Map.of("macro_regime", obj())),
                a -> Map.of("macro_regime", tree(regimeView()))));
        out.add(tool(identity, "search_research", "Search research",
                "Searches the organization's research notes (B3: committee briefings, macro release notes, imported notes) "
                        + "with hybrid lexical and semantic retrieval; answers ranked passages with their sources.",
                object(Map.of("question", withLength(string("What to look for, in plain words."), 1, ResearchService.MAX_QUESTION_CHARS),
                        "limit", integer("How many notes to return (default " + ResearchService.DEFAULT_LIMIT + ").", 1,
                                ResearchService.MAX_LIMIT)), List.of("question")),
                outputSchema(Map.of("research", obj())),
                a -> {
                    String q = requiredString(a, "question");
                    Integer limit = optionalInt(a, "limit", 1, ResearchService.MAX_LIMIT);
                    return Map.of("research", tree(research.query(org(a), new ResearchQuery(q, null, limit))));
                }));
        if (jobs != null) {
            out.add(tool(identity, "get_briefing", "Get briefing",
                    "The investment-committee briefing of a completed analysis job of the organization, by job id. It does "
                            + "not start analyses; a job that is not complete answers with its status.",
                    object(Map.of("job_id", string("The analysis job id.")), List.of("job_id")),
                    outputSchema(Map.of("briefing", obj())),
                    a -> Map.of("briefing", jobs.result(org(a), requiredString(a, "job_id")))));
        }
        return out;
    }

    // ------------------------------------------------------------------ tool bodies

    private Map<String, Object> advisorBrief(Map<String, Object> a) {
        String org = org(a);
        String client = requiredString(a, "client_id");
        Signals.ClientPortfolio p = signals.clientPortfolio(org, client);
        Signals.ClientRisk risk = signals.clientRisk(org, client);
        Signals.SuitabilityDrift drift = signals.suitabilityDrift(org, client);
        Signals.BookAlerts alerts = signals.bookAlerts(org, new Signals.AlertQuery(Set.of(), Set.of(), null, client, 200, 0));
        Map<String, Object> holdings = new LinkedHashMap<>();
        holdings.put("client_id", p.client().clientId());
        holdings.put("name", p.client().name());
        holdings.put("risk_tolerance", p.client().riskTolerance());
        holdings.put("base_currency", p.baseCurrency());   // the currency of value, cash and the positions' amounts
        holdings.put("value", Math.round(p.value() * 100) / 100.0);
        holdings.put("cash", Math.round(p.cash() * 100) / 100.0);
        holdings.put("positions", p.positions().size());
        holdings.put("largest_positions", tree(p.positions().stream()
                .sorted((x, y) -> Double.compare(y.weight(), x.weight())).limit(5).toList()));
        holdings.put("as_of", p.asOf().toString());
        Map<String, Object> churn = new LinkedHashMap<>();
        churn.put("churn_probability_score", risk.churnProbabilityScore());
        churn.put("risk_band", risk.riskBand());
        churn.put("top_reasons", risk.topReasons());
        churn.put("advisor_next_action", risk.advisorNextAction());
        churn.put("advisor_review_required", risk.advisorReviewRequired());
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("drift_score", drift.driftScore());
        d.put("in_band", drift.inBand());
        d.put("out_of_band_since", drift.outOfBandSince() == null ? null : drift.outOfBandSince().toString());
        d.put("risk_tolerance", drift.riskTolerance());
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("holdings", holdings);
        r.put("churn", churn);
        r.put("drift", d);
        r.put("alerts", Map.of("total", alerts.total(), "items", tree(alerts.items())));
        r.put("data_source", p.dataSource());
        return r;
    }

    private Map<String, Object> bookAlerts(Map<String, Object> a) {
        Set<String> types = stringSet(a, "type", Signals.ALERT_TYPES);
        Set<String> severities = stringSet(a, "severity", Signals.SEVERITIES);
        int limit = orDefault(optionalInt(a, "limit", 1, 200), 50);
        int offset = orDefault(optionalInt(a, "offset", 0, Integer.MAX_VALUE), 0);
        return Map.of("book_alerts", tree(signals.bookAlerts(org(a), new Signals.AlertQuery(types, severities,
                optionalString(a, "advisor_id"), optionalString(a, "client_id"), limit, offset, scope(a)))));
    }

    private MacroModule.RegimeView regimeView() {
        MacroRegimeService.Detailed d = regime.currentWithDetails();
        Regime r = d.regime();
        return new MacroModule.RegimeView(r.regime(), r.confidence(), r.signals(), r.narrative(), r.updatedAt(), r.dataSource(),
                d.result().asOf(), RegimeClassifier.PUBLISHED, d.result().details());
    }

    // ------------------------------------------------------------------ plumbing

    /** The organization of the caller, put into the arguments map by {@link #tool} (never taken from the agent). */
    private static final String ORG = "\u0000organization";

    private static String org(Map<String, Object> a) {
        return (String) a.get(ORG);
    }

    /** The clients the calling key may see (ADR 0252), put into the arguments map by {@link #tool}. */
    private static final String SCOPE = "\u0000scope";

    private static com.bpidesk.engine.platform.auth.ClientScope scope(Map<String, Object> a) {
        return (com.bpidesk.engine.platform.auth.ClientScope) a.get(SCOPE);
    }

    private SyncToolSpecification tool(AgentIdentity identity, String name, String title, String description,
                                       Map<String, Object> input, Map<String, Object> output,
                                       Function<Map<String, Object>, Map<String, Object>> body) {
        McpSchema.Tool tool = McpSchema.Tool.builder().name(name).title(title).description(description)
                .inputSchema(mapper, json(input)).outputSchema(output)
                .annotations(new McpSchema.ToolAnnotations(title, true, false, true, false, false))
                .build();
        BiFunction<McpSyncServerExchange, McpSchema.CallToolRequest, McpSchema.CallToolResult> handler = (exchange, request) -> {
            long started = System.nanoTime();
            ApiKey key = identity.key(exchange.transportContext());
            String digest = AgentCallLog.argumentsDigest(request.arguments());
            AgentCallLog.Outcome outcome = AgentCallLog.Outcome.FAILED;
            long bytes = 0;
            try {
                if (!key.allows(name)) {
                    outcome = AgentCallLog.Outcome.REFUSED;
                    throw McpError.builder(AgentServer.FORBIDDEN).message("This agent key may not call '" + name
                            + "'. It may call: " + String.join(", ", key.scopes())
                            + ". An administrator can create a key with more tools in Settings, AI agents.").build();
                }
                outcome = AgentCallLog.Outcome.REFUSED; // the organization's daily limit
                identity.admitCall(key);
                outcome = AgentCallLog.Outcome.FAILED;
                Map<String, Object> args = new LinkedHashMap<>(request.arguments() == null ? Map.of() : request.arguments());
                try {
                    checkKnown(args, input);
                    if (guard != null) {
                        // need-to-know (ADR 0252): a client or analysis out of the key's scope is not found, as at the REST edge
                        for (String id : List.of("client_id", "job_id")) {
                            if (args.get(id) instanceof String v) {
                                guard.check(key.caller(), id, v);
                            }
                        }
                    }
                    args.put(ORG, key.organizationId());
                    args.put(SCOPE, key.clientScope());
                    Map<String, Object> result = new LinkedHashMap<>(body.apply(args));
                    result.put("restrictions", RESTRICTIONS);
                    String text = json(result);
                    bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
                    outcome = AgentCallLog.Outcome.OK;
                    return McpSchema.CallToolResult.builder().structuredContent(result).addTextContent(text).isError(false).build();
                } catch (DomainException e) {
                    if (e.kind() == DomainException.Kind.INVALID) {
                        outcome = AgentCallLog.Outcome.INVALID_PARAMS;
                        throw McpError.builder(INVALID_PARAMS).message(e.getMessage()).build();
                    }
                    // Not found (another organization's client looks exactly like an unknown one), job not complete, ...
                    String text = e.getMessage() + " " + String.join(" ", RESTRICTIONS);
                    bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
                    outcome = AgentCallLog.Outcome.TOOL_ERROR;
                    return McpSchema.CallToolResult.builder().addTextContent(text).isError(true).build();
                } catch (McpError e) {
                    outcome = e.getJsonRpcError() != null && e.getJsonRpcError().code() == INVALID_PARAMS
                            ? AgentCallLog.Outcome.INVALID_PARAMS : AgentCallLog.Outcome.REFUSED;
                    throw e;
                } catch (RuntimeException e) {
                    // never the failure's own text: on PostgreSQL it carried the failing SQL (issue 29, ADR 0220)
                    String incident = java.util.UUID.randomUUID().toString();
                    LOG.error("Tool {} failed (incident {})", name, incident, e);
                    throw McpError.builder(INTERNAL_ERROR).message("The tool '" + name + "' could not complete the call. "
                            + "Quote incident " + incident + " when reporting it.").build();
                }
            } finally {
                log.record(key, identity.transport(), name, digest, bytes, (System.nanoTime() - started) / 1_000_000, outcome);
            }
        };
        return SyncToolSpecification.builder().tool(tool).callHandler(handler).build();
    }

    @SuppressWarnings("unchecked")
    private static void checkKnown(Map<String, Object> args, Map<String, Object> input) {
        Map<String, Object> props = (Map<String, Object>) input.get("properties");
        for (String k : args.keySet()) {
            if (!props.containsKey(k)) {
                throw invalid(k, "is not an argument of this tool; arguments: " + props.keySet());
            }
        }
    }

    static McpError invalid(String argument, String message) {
        return McpError.builder(INVALID_PARAMS).message("Invalid argument '" + argument + "': " + message)
                .data(Map.of("argument", argument)).build();
    }

    private static String requiredString(Map<String, Object> a, String name) {
        String s = optionalString(a, name);
        if (s == null) {
            throw invalid(name, "is required");
        }
        return s;
    }

    private static String optionalString(Map<String, Object> a, String name) {
        Object v = a.get(name);
        if (v == null) {
            return null;
        }
        if (!(v instanceof String s)) {
            throw invalid(name, "must be a string");
        }
        if (s.isBlank()) {
            throw invalid(name, "must not be empty");
        }
        int control = com.bpidesk.engine.platform.text.ControlCharacters.indexOf(s, name.equals("question"));
        if (control >= 0) { // over stdio too: a NUL reached the database on PostgreSQL (issue 29, ADR 0220)
            throw invalid(name, "contains a control character ("
                    + com.bpidesk.engine.platform.text.ControlCharacters.name(s.charAt(control)) + "); remove it");
        }
        if (s.length() > 200 && !name.equals("question")) {
            throw invalid(name, "is longer than 200 characters");
        }
        return s.strip();
    }

    private static Integer optionalInt(Map<String, Object> a, String name, int min, int max) {
        Object v = a.get(name);
        if (v == null) {
            return null;
        }
        if (!(v instanceof Number n) || n.doubleValue() != Math.rint(n.doubleValue())) {
            throw invalid(name, "must be a whole number");
        }
        long l = n.longValue();
        if (l < min || l > max) {
            throw invalid(name, "must be between " + min + " and " + max);
        }
        return (int) l;
    }

    private static int orDefault(Integer v, int dflt) {
        return v == null ? dflt : v;
    }

    private static Set<String> stringSet(Map<String, Object> a, String name, List<String> allowed) {
        Object v = a.get(name);
        Set<String> out = new LinkedHashSet<>();
        if (v == null) {
            return out;
        }
        if (!(v instanceof List<?> list)) {
            throw invalid(name, "must be an array of strings from " + allowed);
        }
        for (Object o : list) {
            if (!(o instanceof String s) || !allowed.contains(s)) {
                throw invalid(name, "unknown value '" + o + "'; allowed: " + allowed);
            }
            out.add(s);
        }
        return out;
    }

    private static Object tree(Object value) {
        return Json.MAPPER.convertValue(value, new TypeReference<Object>() {
        });
    }

    private static String json(Object value) {
        try {
            return Json.MAPPER.writeValueAsString(value);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    // ------------------------------------------------------------------ schemas

    private static Map<String, Object> clientIdInput() {
        return object(Map.of("client_id", string("The client id in the organization's book, for example C0001.")), List.of("client_id"));
    }

    private static Map<String, Object> bookAlertsInput() {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("type", Map.of("type", "array", "items", Map.of("type", "string", "enum", Signals.ALERT_TYPES),
                "description", "Only these alert types."));
        p.put("severity", Map.of("type", "array", "items", Map.of("type", "string", "enum", Signals.SEVERITIES),
                "description", "Only these severities."));
        p.put("advisor_id", string("Only this advisor's clients."));
        p.put("client_id", string("Only this client."));
        p.put("limit", integer("Page size (default 50).", 1, 200));
        p.put("offset", integer("Alerts to skip (default 0).", 0, Integer.MAX_VALUE));
        return object(p, List.of());
    }

    private static Map<String, Object> object(Map<String, Object> properties, List<String> required) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("type", "object");
        s.put("properties", properties);
        s.put("required", required);
        s.put("additionalProperties", false);
        return s;
    }

    private static Map<String, Object> outputSchema(Map<String, Object> properties) {
        Map<String, Object> p = new LinkedHashMap<>(properties);
        p.put("restrictions", RESTRICTIONS_SCHEMA);
        List<String> required = new ArrayList<>(properties.keySet());
        required.add("restrictions");
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("type", "object");
        s.put("properties", p);
        s.put("required", required);
        return s;
    }

    private static Map<String, Object> obj() {
        return Map.of("type", "object");
    }

    private static Map<String, Object> string(String description) {
        return Map.of("type", "string", "minLength", 1, "description", description);
    }

    private static Map<String, Object> withLength(Map<String, Object> s, int min, int max) {
        Map<String, Object> out = new LinkedHashMap<>(s);
        out.put("minLength", min);
        out.put("maxLength", max);
        return out;
    }

    private static Map<String, Object> integer(String description, int min, int max) {
        return Map.of("type", "integer", "minimum", min, "maximum", max, "description", description);
    }
}
