package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.Finding.Area;
import com.bpidesk.engine.assurance.Finding.Outcome;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The evaluator's findings written as sentences a reviewer and an examiner read (issue 26, ADR 0244): one place, so the
 * app's detail pane, the API and the examiner's PDF say the same thing. The vocabulary is data ({@link #VOCABULARY}):
 * per kind of check (the finding's {@code kind} figure) and outcome, a template whose placeholders are the finding's
 * figures, formatted for people: {@code {value%}} a weight as a percentage with at most one decimal ("24.6 %"),
 * {@code {limit$}} an amount with thousands separators and the currency when the proposal states one ("USD 600,000"),
 * {@code {name}} the figure as words (underscores become spaces). A finding without a kind (an envelope evaluated before
 * issue 26) or whose template needs a figure it lacks keeps its note; no field path or rule id ever reaches a sentence.
 */
public final class FindingSentences {

    /** One check in words next to its technical finding (check, note and source: the "Technical details"). */
    public record CheckSentence(String check, Area area, Outcome outcome, boolean passed, String verdict, String sentence,
                                String note, String source) {
    }

    /**
     * The vocabulary: kind → outcome (optionally with a variant after a slash: {@code none} when the check had no
     * position to compare, {@code exit} when the action leaves the position, {@code unknown} when the client's side is not
     * on file) → template.
     */
    static final Map<String, Map<String, String>> VOCABULARY = Map.ofEntries(
            Map.entry("authorized_action", Map.of(
                    "PASS", "The client's mandate authorizes this kind of action ({action}).",
                    "MISMATCH", "The client's mandate does not authorize this kind of action ({action}); it authorizes {authorized}.",
                    "MISSING", "The client's mandate lists no authorized actions, so the authority for this action ({action}) cannot be established.")),
            Map.entry("position_limit", Map.of(
                    "PASS", "The position would be {value%} of the portfolio, within the {limit%} the client's mandate allows in one position.",
                    "PASS/none", "The action names no single position, so the mandate's limit of {limit%} per position does not apply.",
                    "MISMATCH", "The position would be {value%} of the portfolio; the client's mandate allows at most {limit%} in one position.",
                    "MISSING", "The proposal does not say what share of the portfolio the position would be, so the mandate's limit of {limit%} per position cannot be checked.")),
            Map.entry("max_position_weight", Map.of(
                    "PASS", "The position would be {value%} of the portfolio, within the {limit%} the firm's rule allows in one position.",
                    "PASS/none", "The action names no single position, so the firm's limit of {limit%} per position does not apply.",
                    "BREACH", "The position would be {value%} of the portfolio; the firm's rule allows at most {limit%} in one position.",
                    "MISSING", "The proposal does not say what share of the portfolio the position would be, so the firm's limit of {limit%} per position cannot be checked.")),
            Map.entry("exclusion", Map.of(
                    "PASS", "The {what} {item} is not one the client's mandate excludes ({excluded}).",
                    "PASS/exit", "The action leaves the {what} {item}, which the client's mandate excludes.",
                    "MISMATCH", "The client's mandate excludes the {what} {item}.",
                    "MISSING", "The proposal does not name its {what}, so the mandate's exclusion of {excluded} cannot be checked.")),
            Map.entry("held_position", Map.of(
                    "PASS", "The action sells no position the client's policy marks as held ({held}).",
                    "MISMATCH", "The action sells {item}, which the client's policy marks as held, not to be sold.")),
            Map.entry("asset_class_band", Map.of(
                    "PASS", "After the trades {asset_class} would be {value%} of the account, within the {lower%} to {upper%} the client's policy allows.",
                    "MISMATCH", "After the trades {asset_class} would be {value%} of the account; the client's policy keeps it between {lower%} and {upper%}.")),
            Map.entry("clients_advisor", Map.of(
                    "PASS", "{maker}, who made this proposal, is the client's advisor.",
                    "UNVERIFIABLE", "{maker} made this proposal but is not the client's advisor ({advisor}); a reviewer must confirm that {maker} may act for this client.",
                    "MISSING", "The proposal's maker is not named, so it cannot be told whether it comes from the client's advisor ({advisor}).")),
            Map.entry("unverifiable_constraint", Map.of(
                    "UNVERIFIABLE", "The mandate's condition \u201c{constraint}\u201d cannot be checked from the data; a reviewer must confirm it.")),
            Map.entry("risk_tolerance", Map.of(
                    "PASS", "The action {effect} which fits the client's {tolerance} risk tolerance.",
                    "MISMATCH", "The action raises risk for a client whose risk tolerance is {tolerance}.",
                    "MISSING/unknown", "The client's risk tolerance is not on file, so the action's effect on risk cannot be judged.",
                    "MISSING", "The proposal does not say how the action changes risk, so it cannot be compared with the client's {tolerance} risk tolerance.")),
            Map.entry("restricted_instrument", Map.of(
                    "PASS", "{item} is not on the firm's restricted list.",
                    "PASS/exit", "The action leaves {item}, which is on the firm's restricted list.",
                    "BREACH", "{item} is on the firm's restricted list ({rule}).",
                    "MISSING", "The proposal does not name an instrument, so the firm's restricted list cannot be checked.")),
            Map.entry("restricted_sector", Map.of(
                    "PASS", "The sector {item} is not restricted by the firm.",
                    "PASS/exit", "The action leaves the sector {item}, which the firm restricts.",
                    "BREACH", "The firm restricts the sector {item} ({rule}).",
                    "MISSING", "The proposal does not name a sector, so the firm's sector restriction cannot be checked.")),
            Map.entry("prohibited_action", Map.of(
                    "PASS", "The firm's prohibition of {target} does not apply to this action ({action}).",
                    "BREACH", "The firm prohibits this kind of action ({action}): {rule}.")),
            Map.entry("escalate_notional_above", Map.of(
                    "PASS", "The trade is worth {value$}, within the {limit$} above which the firm's rule escalates trades.",
                    "HIGH_IMPACT", "The trade is worth {value$}, above the {limit$} from which the firm's rule escalates trades.",
                    "MISSING", "The proposal does not state the trade's amount, so the firm's escalation threshold of {limit$} cannot be checked.")),
            Map.entry("ai_agent_review", Map.of(
                    "PASS", "A person proposed this action, so the firm's rule for AI agents' proposals does not apply.",
                    "REVIEW_REQUIRED", "An AI agent ({agent}) proposed this action; the firm's rule requires a person to review it.")));

    /** The verdict shown next to a sentence, per outcome. */
    static final Map<Outcome, String> VERDICTS = Map.of(
            Outcome.PASS, "Passed",
            Outcome.BREACH, "Breaks a firm rule",
            Outcome.MISMATCH, "Does not fit the client",
            Outcome.MISSING, "Information missing",
            Outcome.UNVERIFIABLE, "A person must confirm",
            Outcome.HIGH_IMPACT, "Above the firm's threshold",
            Outcome.REVIEW_REQUIRED, "Needs a person's review",
            Outcome.ERROR, "Could not be checked");

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z_]+)([%$]?)}");
    private static final Map<String, String> EFFECTS = Map.of("decrease", "lowers risk,", "neutral", "leaves risk unchanged,",
            "increase", "raises risk,");

    private FindingSentences() {
    }

    /** Every finding in words, in the evaluator's order; {@code currency} (ISO 4217, may be null) labels amounts. */
    public static List<CheckSentence> of(List<Finding> findings, String currency) {
        List<CheckSentence> out = new ArrayList<>();
        if (findings != null) {
            for (Finding f : findings) {
                out.add(new CheckSentence(f.check(), f.area(), f.outcome(), f.outcome() == Outcome.PASS, VERDICTS.get(f.outcome()),
                        sentence(f, currency), f.note(), f.source()));
            }
        }
        return out;
    }

    /** One finding as a sentence (its note when the vocabulary has no entry for it). */
    public static String sentence(Finding f, String currency) {
        Map<String, Object> fig = f.figures();
        Map<String, String> byOutcome = VOCABULARY.get(String.valueOf(fig.get("kind")));
        if (byOutcome == null) {
            return f.note();
        }
        String variant = Boolean.TRUE.equals(fig.get("exit")) ? "exit"
                : "risk_tolerance".equals(fig.get("kind")) && fig.get("tolerance") == null ? "unknown"
                : f.outcome() == Outcome.PASS && fig.containsKey("limit") && !fig.containsKey("value") ? "none" : null;
        String template = variant == null ? null : byOutcome.get(f.outcome().name() + "/" + variant);
        if (template == null) {
            template = byOutcome.get(f.outcome().name());
        }
        if (template == null) {
            return f.note();
        }
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            Object v = fig.get(m.group(1));
            if (v == null) {
                return f.note(); // the template needs a figure this finding does not have
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(format(m.group(1), v, m.group(2), currency)));
        }
        m.appendTail(sb);
        String s = sb.toString();
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String format(String name, Object v, String style, String currency) {
        if ("%".equals(style) && v instanceof Number n) {
            return percent(n.doubleValue());
        }
        if ("$".equals(style) && v instanceof Number n) {
            return money(n.doubleValue(), currency);
        }
        if ("effect".equals(name)) {
            return EFFECTS.getOrDefault(String.valueOf(v), String.valueOf(v) + ",");
        }
        if ("authorized".equals(name)) {
            return words(String.valueOf(v));
        }
        String s = String.valueOf(v);
        return "item".equals(name) || "rule".equals(name) || "constraint".equals(name) || "agent".equals(name)
                || "held".equals(name) || "maker".equals(name) || "advisor".equals(name) ? s
                : s.replace('_', ' ');
    }

    /** A weight as a percentage with at most one decimal: 0.246 → "24.6 %", 0.10 → "10 %" (half up). */
    static String percent(double w) {
        return BigDecimal.valueOf(w).movePointRight(2).setScale(1, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString() + " %";
    }

    /** An amount with thousands separators and no decimals for whole amounts, after its currency when known. */
    static String money(double amount, String currency) {
        String n = amount == Math.rint(amount) ? String.format(Locale.ROOT, "%,.0f", amount)
                : String.format(Locale.ROOT, "%,.2f", amount);
        return currency == null || currency.isBlank() ? n : currency.trim().toUpperCase(Locale.ROOT) + " " + n;
    }

    /** "buy, sell, rebalance" → "buy, sell and rebalance" (underscores as spaces). */
    static String words(String list) {
        List<String> items = java.util.Arrays.stream(list.split(",")).map(String::trim).filter(x -> !x.isEmpty())
                .map(x -> x.replace('_', ' ')).toList();
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
