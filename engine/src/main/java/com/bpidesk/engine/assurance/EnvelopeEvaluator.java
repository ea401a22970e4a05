package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.Finding.Area;
import com.bpidesk.engine.assurance.Finding.Outcome;
import com.bpidesk.envelope.ActorType;
import com.bpidesk.envelope.Assessment;
import com.bpidesk.envelope.Disposition;
import com.bpidesk.envelope.Envelope;
import com.bpidesk.envelope.Envelopes;
import com.bpidesk.envelope.Evidence;
import com.bpidesk.envelope.InvestorContext;
import com.bpidesk.envelope.Mandate;
import com.bpidesk.envelope.PortfolioContext;
import com.bpidesk.envelope.ProposedAction;
import com.bpidesk.envelope.ValidationReport;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Evaluates a {@link ProposedDecision} into a Decision Assurance Envelope, in process and without storing it
 * (the analysis feature's synthesis_agent calls this; {@link AssuranceService#evaluateAndRecord} also stores).
 *
 * <p>Suitability checks compare the action with the investor's mandate and risk profile: the action type
 * against {@code mandate.authorized_actions}; each {@code mandate.constraints} entry
 * ({@code max_single_position_weight: 0.10}, {@code excluded_sectors: A, B}, {@code excluded_instruments: X}, and the
 * policy's {@code held_positions} and {@code asset_class_band}, {@link MandateConditions});
 * {@code investor_context.risk_tolerance} against {@code parameters.risk_effect}. Policy checks apply the
 * organization's enabled {@link PolicyRule}s. The disposition follows the rule table in {@link #disposition}.
 * The engine does not make suitability determinations: a suitability doubt yields REVIEW, for a person to decide.
 *
 * <p>Never throws for bad data: a check that cannot complete gives {@link EvaluationResult.NotEvaluated}.
 *
 * <p>One class because every suitability and policy check feeds the one disposition rule table, and the never-throw
 * guarantee ({@code NotEvaluated}) has to hold over all of them in one place.
 */
public final class EnvelopeEvaluator {

    private final Function<String, List<PolicyRule>> policyRules;
    private final Clock clock;

    /** @param policyRules the enabled policy rules of an organization */
    public EnvelopeEvaluator(Function<String, List<PolicyRule>> policyRules, Clock clock) {
        this.policyRules = policyRules;
        this.clock = clock;
    }

    /** The same evaluator reading another clock (the demo queue's proposals dated in the past, ADR 0244). */
    EnvelopeEvaluator withClock(Clock other) {
        return new EnvelopeEvaluator(policyRules, other);
    }

    public EvaluationResult evaluate(ProposedDecision d) {
        String decisionId = d == null || blank(d.decisionId()) ? "dec-" + UUID.randomUUID() : d.decisionId();
        List<Finding> findings = new ArrayList<>();
        try {
            if (d == null) {
                return new EvaluationResult.NotEvaluated(decisionId, "No proposed decision was given.", findings);
            }
            List<String> absent = new ArrayList<>();
            if (blank(d.traceId())) absent.add("trace_id");
            if (blank(d.organizationId())) absent.add("organization_id");
            if (blank(d.investorId())) absent.add("investor_id");
            if (d.actorOrAgent() == null || d.actorOrAgent().type() == null || blank(d.actorOrAgent().id())) absent.add("actor_or_agent");
            if (d.proposedAction() == null || blank(d.proposedAction().type()) || blank(d.proposedAction().description())) {
                absent.add("proposed_action (type and description)");
            }
            if (!absent.isEmpty()) {
                return new EvaluationResult.NotEvaluated(decisionId, "The proposal lacks " + String.join(", ", absent)
                        + ", so no envelope can be issued.", findings);
            }
            Mandate mandate = d.mandate() == null ? new Mandate(null, null, null) : d.mandate();
            InvestorContext investor = d.investorContext() == null ? new InvestorContext(null, null, null, null) : d.investorContext();
            ObjectNode params = d.proposedAction().parameters();
            Facts facts = new Facts(d.proposedAction().type(), params);

            checkAuthority(mandate, facts, findings);
            checkConstraints(mandate, facts, findings);
            checkRisk(investor, facts, findings);
            List<PolicyRule> rules;
            try {
                rules = policyRules.apply(d.organizationId());
            } catch (RuntimeException e) {
                findings.add(new Finding("policy_rules", Area.POLICY, Outcome.ERROR,
                        "The firm's policy rules could not be loaded: " + e.getMessage(), "policy_rules"));
                rules = List.of();
            }
            for (PolicyRule rule : rules) {
                if (rule.enabled()) {
                    findings.add(checkRule(rule, facts, d));
                }
            }

            List<Finding> errors = findings.stream().filter(f -> f.outcome() == Outcome.ERROR).toList();
            if (!errors.isEmpty()) {
                return new EvaluationResult.NotEvaluated(decisionId, "NOT_EVALUATED: " + errors.size()
                        + (errors.size() == 1 ? " check" : " checks") + " could not complete: "
                        + errors.stream().map(Finding::note).collect(Collectors.joining(" ")), findings);
            }
            Rule rule = disposition(findings);
            Envelope envelope = Envelope.builder()
                    .decisionId(decisionId).traceId(d.traceId()).organizationId(d.organizationId())
                    .investorId(d.investorId()).actorId(d.actorId()).agentId(d.agentId())
                    .actorOrAgent(d.actorOrAgent()).mandate(mandate).investorContext(investor)
                    .portfolioContext(d.portfolioContext() == null ? new PortfolioContext(null, null, null, null) : d.portfolioContext())
                    .proposedAction(d.proposedAction())
                    .suitability(assessment(findings, Area.SUITABILITY))
                    .policy(assessment(findings, Area.POLICY))
                    .evidence(evidence(d.evidence(), findings, rule))
                    .confidence(confidence(findings))
                    .disposition(rule.disposition())
                    .createdAt(clock.instant().truncatedTo(ChronoUnit.MILLIS).toString())
                    .build();
            ValidationReport report = Envelopes.validator().validate(Envelopes.toTree(envelope));
            if (!report.valid()) {
                return new EvaluationResult.NotEvaluated(decisionId, "NOT_EVALUATED: the proposal's data does not fit the"
                        + " envelope schema: " + report.violations(), findings);
            }
            return new EvaluationResult.Evaluated(decisionId, envelope, Envelopes.digest(envelope), rule.id(), findings);
        } catch (RuntimeException e) {
            return new EvaluationResult.NotEvaluated(decisionId, "NOT_EVALUATED: the evaluation failed: " + e, findings);
        }
    }

    // ---------------------------------------------------------------- the disposition rule table

    /** A row of the disposition rule table. */
    public record Rule(String id, Disposition disposition, String condition) {
    }

    /** The rule table, first matching row wins (docs/envelope.md). ERROR findings never reach it. */
    public static final List<Rule> RULES = List.of(
            new Rule("D1", Disposition.DENY, "a firm policy rule is breached"),
            new Rule("D2", Disposition.ESCALATE, "context needed by a check is missing"),
            new Rule("D3", Disposition.ESCALATE, "a high-impact threshold is exceeded"),
            new Rule("D4", Disposition.REVIEW, "suitability doubt: mandate, constraint or risk mismatch, or an unverifiable constraint"),
            new Rule("D5", Disposition.REVIEW, "a policy rule requires human review"),
            new Rule("D6", Disposition.PROCEED, "suitability and policy both match"));

    private static final Map<String, Set<Outcome>> TRIGGERS = Map.of(
            "D1", EnumSet.of(Outcome.BREACH),
            "D2", EnumSet.of(Outcome.MISSING),
            "D3", EnumSet.of(Outcome.HIGH_IMPACT),
            "D4", EnumSet.of(Outcome.MISMATCH, Outcome.UNVERIFIABLE),
            "D5", EnumSet.of(Outcome.REVIEW_REQUIRED));

    /** Applies the rule table to the findings. */
    public static Rule disposition(List<Finding> findings) {
        for (Rule r : RULES) {
            Set<Outcome> triggers = TRIGGERS.get(r.id());
            if (triggers == null || findings.stream().anyMatch(f -> triggers.contains(f.outcome()))) {
                return r;
            }
        }
        throw new IllegalStateException("unreachable: D6 always matches");
    }

    /**
     * Confidence: the share of checks decided from explicit data, (checks - MISSING - UNVERIFIABLE) / checks,
     * rounded to 4 decimals; 1 when every check could be decided, lower the more the verdict rests on gaps.
     */
    static double confidence(List<Finding> findings) {
        if (findings.isEmpty()) {
            return 0;
        }
        long undecided = findings.stream().filter(f -> f.outcome() == Outcome.MISSING || f.outcome() == Outcome.UNVERIFIABLE).count();
        return Math.round((findings.size() - undecided) * 10_000.0 / findings.size()) / 10_000.0;
    }

    /** match = false on any failure, absent (unknown) when only data is missing, true when every check passed. */
    private static Assessment assessment(List<Finding> all, Area area) {
        List<Finding> f = all.stream().filter(x -> x.area() == area).toList();
        if (f.isEmpty()) {
            return new Assessment(true, area == Area.POLICY ? "No firm policy rule is configured for this organization."
                    : "No suitability check applied.");
        }
        Set<Outcome> failing = area == Area.POLICY ? EnumSet.of(Outcome.BREACH)
                : EnumSet.of(Outcome.MISMATCH, Outcome.UNVERIFIABLE);
        boolean fails = f.stream().anyMatch(x -> failing.contains(x.outcome()));
        boolean missing = f.stream().anyMatch(x -> x.outcome() == Outcome.MISSING);
        Boolean match = fails ? Boolean.FALSE : missing ? null : Boolean.TRUE;
        List<Finding> notable = f.stream().filter(x -> x.outcome() != Outcome.PASS).toList();
        String notes = notable.isEmpty()
                ? "All " + f.size() + " " + area.name().toLowerCase(Locale.ROOT) + " checks passed: "
                    + f.stream().map(Finding::note).collect(Collectors.joining(" "))
                : notable.stream().map(x -> "[" + x.outcome() + "] " + x.note()).collect(Collectors.joining(" "));
        return new Assessment(match, notes);
    }

    private static Evidence evidence(Evidence given, List<Finding> findings, Rule rule) {
        Set<String> sources = new LinkedHashSet<>();
        if (given != null && given.sources() != null) {
            sources.addAll(given.sources());
        }
        findings.forEach(f -> sources.add(f.source()));
        String summary = "Disposition " + rule.disposition() + " by rule " + rule.id() + " (" + rule.condition() + "); "
                + findings.size() + " checks: " + Arrays.stream(Outcome.values())
                .map(o -> Map.entry(o, findings.stream().filter(f -> f.outcome() == o).count()))
                .filter(e -> e.getValue() > 0).map(e -> e.getValue() + " " + e.getKey())
                .collect(Collectors.joining(", ")) + ".";
        if (given != null && !blank(given.reasoningSummary())) {
            summary = given.reasoningSummary() + " | " + summary;
        }
        return new Evidence(List.copyOf(sources), summary);
    }

    // ---------------------------------------------------------------- suitability checks

    private static void checkAuthority(Mandate m, Facts f, List<Finding> out) {
        List<Finding> one = new ArrayList<>();
        checkAuthority(m, f, one, "mandate.authorized_actions");
        for (Finding x : one) {
            out.add(x.with("kind", "authorized_action").with("action", f.type)
                    .with("authorized", m.authorizedActions() == null ? null : String.join(", ", m.authorizedActions())));
        }
    }

    private static void checkAuthority(Mandate m, Facts f, List<Finding> out, String src) {
        if (m.authorizedActions() == null || m.authorizedActions().isEmpty()) {
            out.add(new Finding("authorized_action", Area.SUITABILITY, Outcome.MISSING,
                    "The mandate lists no authorized actions, so authority for '" + f.type + "' cannot be established.", src));
        } else if (m.authorizedActions().stream().anyMatch(a -> a.trim().equalsIgnoreCase(f.type))) {
            out.add(new Finding("authorized_action", Area.SUITABILITY, Outcome.PASS,
                    "'" + f.type + "' is an authorized action.", src));
        } else {
            out.add(new Finding("authorized_action", Area.SUITABILITY, Outcome.MISMATCH,
                    "'" + f.type + "' is not among the mandate's authorized actions " + m.authorizedActions() + ".", src));
        }
    }

    private static void checkConstraints(Mandate m, Facts f, List<Finding> out) {
        if (m.constraints() == null) {
            return;
        }
        for (int i = 0; i < m.constraints().size(); i++) {
            String c = m.constraints().get(i);
            String src = "mandate.constraints[" + i + "]";
            int sep = c == null ? -1 : Math.max(c.indexOf(':'), c.indexOf('='));
            String key = sep < 0 ? "" : c.substring(0, sep).trim().toLowerCase(Locale.ROOT).replace(' ', '_').replace('-', '_');
            String value = sep < 0 ? "" : c.substring(sep + 1).trim();
            switch (key) {
                case "max_single_position_weight", "max_position_weight" -> {
                    Double limit = weight(value);
                    if (limit == null) {
                        out.add(new Finding("constraint", Area.SUITABILITY, Outcome.ERROR,
                                "Constraint '" + c + "' does not give a weight (use 0.10 or 10%).", src));
                    } else {
                        out.add(weightCheck("constraint", Area.SUITABILITY, limit, f, src, Outcome.MISMATCH,
                                "the mandate's maximum single-position weight").with("kind", "position_limit"));
                    }
                }
                case "excluded_sectors" -> out.add(exclusion(list(value), f.sector, "sector", f, src, c)
                        .with("kind", "exclusion").with("what", "sector").with("item", f.sector.text).with("excluded", value)
                        .with("exit", f.exits()));
                case "excluded_instruments" -> out.add(exclusion(list(value), f.instrument, "instrument", f, src, c)
                        .with("kind", "exclusion").with("what", "instrument").with("item", f.instrument.text).with("excluded", value)
                        .with("exit", f.exits()));
                case "held_positions", "asset_class_band" -> // the client's policy in the mandate (ADR 0258)
                        MandateConditions.check(key, value, c, src, f.type, f.params).ifPresent(out::add);
                default -> out.add(new Finding("constraint", Area.SUITABILITY, Outcome.UNVERIFIABLE,
                        "Constraint '" + c + "' is not machine-checkable; a reviewer must confirm it.", src)
                        .with("kind", "unverifiable_constraint").with("constraint", c));
            }
        }
    }

    private static Finding exclusion(List<String> excluded, Param value, String what, Facts f, String src, String c) {
        if (value.error != null) {
            return new Finding("constraint", Area.SUITABILITY, Outcome.ERROR, value.error, src);
        }
        if (value.text == null) {
            return new Finding("constraint", Area.SUITABILITY, Outcome.MISSING, "Constraint '" + c + "' needs proposed_action"
                    + ".parameters." + what + ", which is not given.", src);
        }
        boolean hit = excluded.stream().anyMatch(x -> x.equalsIgnoreCase(value.text));
        if (hit && f.exits()) {
            return new Finding("constraint", Area.SUITABILITY, Outcome.PASS, "The action exits excluded " + what + " '"
                    + value.text + "' (target_weight 0).", src);
        }
        return hit
                ? new Finding("constraint", Area.SUITABILITY, Outcome.MISMATCH, "The mandate excludes " + what + " '"
                        + value.text + "' (" + c + ").", src)
                : new Finding("constraint", Area.SUITABILITY, Outcome.PASS, what + " '" + value.text
                        + "' is not excluded by the mandate.", src);
    }

    private static Finding weightCheck(String check, Area area, double limit, Facts f, String src, Outcome failure, String what) {
        return weightFinding(check, area, limit, f, src, failure, what).with("limit", limit).with("value", f.targetWeight.number)
                .with("instrument", f.instrument.text);
    }

    private static Finding weightFinding(String check, Area area, double limit, Facts f, String src, Outcome failure, String what) {
        if (f.targetWeight.error != null) {
            return new Finding(check, area, Outcome.ERROR, f.targetWeight.error, src);
        }
        if (f.targetWeight.number == null && f.instrument.text == null && f.instrument.error == null) {
            // A portfolio-level proposal (a risk review, a diversification discussion) names no position: a
            // single-position limit does not apply to it, so nothing is missing (issue 13: report envelopes were all
            // ESCALATE 0.3333 because of this).
            return new Finding(check, area, Outcome.PASS, "The action names no single position, so " + what + " ("
                    + limit + ") does not apply.", src);
        }
        if (f.targetWeight.number == null) {
            return new Finding(check, area, Outcome.MISSING, "Checking " + what + " (" + limit
                    + ") needs proposed_action.parameters.target_weight, which is not given.", src);
        }
        double w = f.targetWeight.number;
        return w > limit
                ? new Finding(check, area, failure, "target_weight " + w + " exceeds " + what + " " + limit + ".", src)
                : new Finding(check, area, Outcome.PASS, "target_weight " + w + " is within " + what + " " + limit + ".", src);
    }

    /** Risk tolerance words mapped to a level: 1 low, 2 moderate, 3 high. */
    static final Map<String, Integer> TOLERANCE = Map.ofEntries(
            Map.entry("low", 1), Map.entry("conservative", 1), Map.entry("cautious", 1),
            Map.entry("moderate", 2), Map.entry("medium", 2), Map.entry("balanced", 2),
            Map.entry("high", 3), Map.entry("aggressive", 3), Map.entry("growth", 3));

    private static void checkRisk(InvestorContext ic, Facts f, List<Finding> out) {
        List<Finding> one = new ArrayList<>();
        checkRiskTolerance(ic, f, one);
        for (Finding x : one) {
            out.add(x.with("kind", "risk_tolerance").with("tolerance", blank(ic.riskTolerance()) ? null : ic.riskTolerance().trim())
                    .with("effect", f.riskEffect.text));
        }
    }

    private static void checkRiskTolerance(InvestorContext ic, Facts f, List<Finding> out) {
        String src = "investor_context.risk_tolerance";
        if (blank(ic.riskTolerance())) {
            out.add(new Finding("risk_tolerance", Area.SUITABILITY, Outcome.MISSING,
                    "The investor's risk tolerance is not known.", src));
            return;
        }
        Integer level = TOLERANCE.get(ic.riskTolerance().trim().toLowerCase(Locale.ROOT));
        if (level == null) {
            out.add(new Finding("risk_tolerance", Area.SUITABILITY, Outcome.ERROR, "Risk tolerance '" + ic.riskTolerance()
                    + "' is not one of " + TOLERANCE.keySet().stream().sorted().toList() + ".", src));
            return;
        }
        if (f.riskEffect.error != null) {
            out.add(new Finding("risk_tolerance", Area.SUITABILITY, Outcome.ERROR, f.riskEffect.error, "proposed_action.parameters.risk_effect"));
            return;
        }
        if (f.riskEffect.text == null) {
            out.add(new Finding("risk_tolerance", Area.SUITABILITY, Outcome.MISSING,
                    "The action's risk effect (parameters.risk_effect) is not given.", "proposed_action.parameters.risk_effect"));
            return;
        }
        String effect = f.riskEffect.text.toLowerCase(Locale.ROOT);
        if (!Set.of("decrease", "neutral", "increase").contains(effect)) {
            out.add(new Finding("risk_tolerance", Area.SUITABILITY, Outcome.ERROR, "risk_effect '" + f.riskEffect.text
                    + "' is not one of decrease, neutral, increase.", "proposed_action.parameters.risk_effect"));
            return;
        }
        if (effect.equals("increase") && level == 1) {
            out.add(new Finding("risk_tolerance", Area.SUITABILITY, Outcome.MISMATCH, "The action increases risk for an investor"
                    + " with " + ic.riskTolerance() + " risk tolerance.", src));
        } else {
            out.add(new Finding("risk_tolerance", Area.SUITABILITY, Outcome.PASS, "Risk effect '" + effect
                    + "' fits " + ic.riskTolerance() + " risk tolerance.", src));
        }
    }

    // ---------------------------------------------------------------- policy checks

    private static Finding checkRule(PolicyRule rule, Facts f, ProposedDecision d) {
        Finding x = checkRuleOnly(rule, f, d).with("kind", rule.kind().wireName()).with("rule", rule.description())
                .with("target", rule.target());
        return switch (rule.kind()) {
            case RESTRICTED_INSTRUMENT -> x.with("item", f.instrument.text).with("exit", f.exits());
            case RESTRICTED_SECTOR -> x.with("item", f.sector.text).with("exit", f.exits());
            case PROHIBITED_ACTION -> x.with("action", f.type);
            case ESCALATE_NOTIONAL_ABOVE -> x.with("value", f.notional.number).with("limit", number(nz(rule.target())));
            case AI_AGENT_REVIEW -> x.with("agent", d.actorOrAgent().name() == null ? d.actorOrAgent().id() : d.actorOrAgent().name())
                    .with("by_agent", d.actorOrAgent().type() == ActorType.AI_AGENT);
            case MAX_POSITION_WEIGHT -> x;
        };
    }

    private static Finding checkRuleOnly(PolicyRule rule, Facts f, ProposedDecision d) {
        String src = rule.source();
        String label = "Policy rule " + rule.ruleId() + " (" + rule.description() + ")";
        return switch (rule.kind()) {
            case RESTRICTED_INSTRUMENT -> restricted(rule, f.instrument, "instrument", f, label, src);
            case RESTRICTED_SECTOR -> restricted(rule, f.sector, "sector", f, label, src);
            case PROHIBITED_ACTION -> f.type.equalsIgnoreCase(nz(rule.target()).trim())
                    ? new Finding(rule.ruleId(), Area.POLICY, Outcome.BREACH, label + ": action type '" + f.type + "' is prohibited.", src)
                    : new Finding(rule.ruleId(), Area.POLICY, Outcome.PASS, label + ": not applicable to '" + f.type + "'.", src);
            case MAX_POSITION_WEIGHT -> {
                Double limit = weight(rule.target());
                yield limit == null
                        ? new Finding(rule.ruleId(), Area.POLICY, Outcome.ERROR, label + ": target '" + rule.target()
                                + "' is not a weight.", src)
                        : relabel(weightCheck(rule.ruleId(), Area.POLICY, limit, f, src, Outcome.BREACH,
                                "the firm's maximum position weight"), label);
            }
            case ESCALATE_NOTIONAL_ABOVE -> {
                Double limit = number(rule.target());
                if (limit == null) {
                    yield new Finding(rule.ruleId(), Area.POLICY, Outcome.ERROR, label + ": target '" + rule.target()
                            + "' is not a number.", src);
                }
                if (f.notional.error != null) {
                    yield new Finding(rule.ruleId(), Area.POLICY, Outcome.ERROR, f.notional.error, src);
                }
                if (f.portfolioLevel()) {
                    // a portfolio-level review names no instrument, weight or amount: it trades nothing (ADR 0243, as
                    // the single-position limit of ADR 0137)
                    yield new Finding(rule.ruleId(), Area.POLICY, Outcome.PASS, label + ": not applicable to a review that"
                            + " names no instrument, sector, weight or amount.", src);
                }
                if (f.notional.number == null) {
                    yield new Finding(rule.ruleId(), Area.POLICY, Outcome.MISSING, label
                            + ": needs proposed_action.parameters.notional, which is not given.", src);
                }
                yield f.notional.number > limit
                        ? new Finding(rule.ruleId(), Area.POLICY, Outcome.HIGH_IMPACT, label + ": notional "
                                + plain(f.notional.number) + " exceeds " + plain(limit) + ".", src)
                        : new Finding(rule.ruleId(), Area.POLICY, Outcome.PASS, label + ": notional "
                                + plain(f.notional.number) + " is within " + plain(limit) + ".", src);
            }
            case AI_AGENT_REVIEW -> d.actorOrAgent().type() == ActorType.AI_AGENT
                    ? new Finding(rule.ruleId(), Area.POLICY, Outcome.REVIEW_REQUIRED, label
                            + ": proposed by AI agent '" + d.actorOrAgent().id() + "'.", src)
                    : new Finding(rule.ruleId(), Area.POLICY, Outcome.PASS, label + ": proposed by a person.", src);
        };
    }

    private static Finding restricted(PolicyRule rule, Param value, String what, Facts f, String label, String src) {
        if (value.error != null) {
            return new Finding(rule.ruleId(), Area.POLICY, Outcome.ERROR, value.error, src);
        }
        if (value.text == null && f.portfolioLevel()) {
            // ADR 0243: a portfolio-level review (no instrument, sector, weight or amount) buys or sells nothing
            return new Finding(rule.ruleId(), Area.POLICY, Outcome.PASS, label + ": not applicable to a review that names no"
                    + " instrument, sector, weight or amount.", src);
        }
        if (value.text == null) {
            return new Finding(rule.ruleId(), Area.POLICY, Outcome.MISSING, label + ": needs proposed_action.parameters."
                    + what + ", which is not given.", src);
        }
        boolean hit = value.text.equalsIgnoreCase(nz(rule.target()).trim());
        if (hit && !f.exits()) {
            return new Finding(rule.ruleId(), Area.POLICY, Outcome.BREACH, label + ": " + what + " '" + value.text
                    + "' is restricted.", src);
        }
        return new Finding(rule.ruleId(), Area.POLICY, Outcome.PASS, label + (hit ? ": the action exits restricted "
                + what + " '" + value.text + "'." : ": " + what + " '" + value.text + "' is not restricted."), src);
    }

    private static Finding relabel(Finding f, String label) {
        return new Finding(f.check(), f.area(), f.outcome(), label + ": " + f.note(), f.source(), f.figures());
    }

    // ---------------------------------------------------------------- facts from parameters

    /** A parameter read from proposed_action.parameters: text or number, or why it cannot be read. */
    private record Param(String text, Double number, String error) {
    }

    private static final class Facts {
        final String type;
        final Param instrument;
        final Param sector;
        final Param targetWeight;
        final Param notional;
        final Param riskEffect;
        final ObjectNode params;

        Facts(String type, ObjectNode p) {
            this.type = type.trim();
            this.params = p;
            instrument = text(p, "instrument");
            sector = text(p, "sector");
            riskEffect = text(p, "risk_effect");
            Param tw = num(p, "target_weight");
            if (tw.number != null && (tw.number < 0 || tw.number > 1)) {
                tw = new Param(null, null, "parameters.target_weight must lie in [0, 1], got " + tw.number + ".");
            }
            targetWeight = tw;
            Param n = num(p, "notional");
            if (n.number != null && n.number < 0) {
                n = new Param(null, null, "parameters.notional must not be negative, got " + plain(n.number) + ".");
            }
            notional = n;
        }

        /**
         * A portfolio-level review (ADR 0243): it names no instrument, sector, weight or amount, so it trades nothing and
         * the restricted-list and notional rules do not apply to it (as the single-position limit, ADR 0137).
         */
        boolean portfolioLevel() {
            return instrument.text == null && sector.text == null && targetWeight.number == null && notional.number == null
                    && instrument.error == null && sector.error == null && targetWeight.error == null && notional.error == null;
        }

        /** The action leaves the position entirely (target_weight 0). */
        boolean exits() {
            return targetWeight.number != null && targetWeight.number == 0;
        }

        private static Param text(ObjectNode p, String name) {
            JsonNode v = p == null ? null : p.get(name);
            if (v == null || v.isNull()) {
                return new Param(null, null, null);
            }
            if (!v.isTextual()) {
                return new Param(null, null, "parameters." + name + " must be a string, got " + v + ".");
            }
            return blank(v.textValue()) ? new Param(null, null, null) : new Param(v.textValue().trim(), null, null);
        }

        private static Param num(ObjectNode p, String name) {
            JsonNode v = p == null ? null : p.get(name);
            if (v == null || v.isNull()) {
                return new Param(null, null, null);
            }
            if (!v.isNumber() || !Double.isFinite(v.doubleValue())) {
                return new Param(null, null, "parameters." + name + " must be a number, got " + v + ".");
            }
            return new Param(null, v.doubleValue(), null);
        }
    }

    static Double weight(String s) {
        if (s == null) {
            return null;
        }
        String t = s.trim();
        boolean percent = t.endsWith("%");
        Double n = number(percent ? t.substring(0, t.length() - 1) : t);
        if (n == null) {
            return null;
        }
        double w = percent ? n / 100 : n;
        return w >= 0 && w <= 1 ? w : null;
    }

    static Double number(String s) {
        try {
            double d = Double.parseDouble(s.trim());
            return Double.isFinite(d) ? d : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static List<String> list(String value) {
        return Arrays.stream(value.split(",")).map(String::trim).filter(x -> !x.isEmpty()).toList();
    }

    private static String plain(double d) {
        return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
