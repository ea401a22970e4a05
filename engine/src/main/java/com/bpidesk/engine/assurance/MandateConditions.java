package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.Finding.Area;
import com.bpidesk.engine.assurance.Finding.Outcome;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The mandate conditions that come from a client's investment policy (ADR 0258, docs/envelope.md "Mandate conditions"),
 * checked by {@link EnvelopeEvaluator} next to the position limit and the exclusions:
 * <ul>
 *   <li>{@code held_positions: AAPL, VTI} - positions the policy marks as held (not to be sold). An action that sells one
 *       ({@code parameters.side} {@code sell}, action type {@code sell}, or {@code target_weight} 0) is a MISMATCH (a
 *       reviewer decides: REVIEW); any other action passes.</li>
 *   <li>{@code asset_class_band: equity 60% +/- 5%} (or fractions, {@code equity 0.60 +/- 0.05}) - the policy's target
 *       and rebalancing band of a class. It applies to an action that states its {@code asset_class} and the class's
 *       weight after it ({@code asset_class_weight_after}, a rebalance trade): inside {@code [target - band, target +
 *       band]} passes, outside is a MISMATCH. The band's edge counts as inside, as in the client file's allocation
 *       (|actual - target| <= band, docs/client-file.md). Other actions get no finding for it.</li>
 * </ul>
 */
final class MandateConditions {

    private static final Pattern BAND = Pattern.compile("([a-z_ ]+?)\\s+([0-9.]+%?)\\s*(?:\\+/-|±)\\s*([0-9.]+%?)");
    /** Weights are compared to 1e-9 so a weight stated to the band's edge is inside. */
    private static final double EPS = 1e-9;

    private MandateConditions() {
    }

    /** The finding of one condition, empty when the condition does not apply to the action. */
    static Optional<Finding> check(String key, String value, String constraint, String src, String type, ObjectNode p) {
        return "held_positions".equals(key) ? Optional.of(held(value, src, type, p)) : band(value, constraint, src, p);
    }

    private static Finding held(String value, String src, String type, ObjectNode p) {
        List<String> held = Arrays.stream(value.split(",")).map(String::strip).filter(x -> !x.isEmpty()).toList();
        String instrument = text(p, "instrument") != null ? text(p, "instrument") : text(p, "symbol");
        boolean sells = "sell".equalsIgnoreCase(text(p, "side")) || "sell".equalsIgnoreCase(type.strip())
                || (p != null && p.path("target_weight").isNumber() && p.get("target_weight").doubleValue() == 0);
        boolean hit = instrument != null && held.stream().anyMatch(h -> h.equalsIgnoreCase(instrument));
        Finding f = hit && sells
                ? new Finding("constraint", Area.SUITABILITY, Outcome.MISMATCH, "The action sells " + instrument
                        + ", which the mandate marks as held (" + value + ").", src)
                : new Finding("constraint", Area.SUITABILITY, Outcome.PASS, "The action sells no position the mandate "
                        + "marks as held (" + value + ").", src);
        return f.with("kind", "held_position").with("item", instrument).with("held", String.join(", ", held));
    }

    private static Optional<Finding> band(String value, String constraint, String src, ObjectNode p) {
        Matcher m = BAND.matcher(value.strip().toLowerCase(Locale.ROOT));
        Double target = m.matches() ? EnvelopeEvaluator.weight(m.group(2)) : null;
        Double band = m.matches() ? EnvelopeEvaluator.weight(m.group(3)) : null;
        if (target == null || band == null) {
            return Optional.of(new Finding("constraint", Area.SUITABILITY, Outcome.ERROR, "Constraint '" + constraint
                    + "' does not give an asset class, a target and a band (use 'equity 60% +/- 5%').", src));
        }
        String assetClass = m.group(1).strip().replace(' ', '_');
        String actionClass = text(p, "asset_class");
        JsonNode after = p == null ? null : p.get("asset_class_weight_after");
        if (actionClass == null || !actionClass.equalsIgnoreCase(assetClass) || after == null || !after.isNumber()) {
            return Optional.empty();
        }
        double w = after.doubleValue();
        double lower = Math.max(0, target - band);
        double upper = Math.min(1, target + band);
        boolean inside = w >= lower - EPS && w <= upper + EPS;
        Finding f = new Finding("constraint", Area.SUITABILITY, inside ? Outcome.PASS : Outcome.MISMATCH, "asset_class_weight_after "
                + w + (inside ? " is within " : " is outside ") + "[" + lower + ", " + upper + "] for " + assetClass + ".", src);
        return Optional.of(f.with("kind", "asset_class_band").with("asset_class", assetClass).with("value", w)
                .with("lower", lower).with("upper", upper));
    }

    private static String text(ObjectNode p, String name) {
        JsonNode v = p == null ? null : p.get(name);
        return v == null || !v.isTextual() || v.textValue().isBlank() ? null : v.textValue().strip();
    }
}
