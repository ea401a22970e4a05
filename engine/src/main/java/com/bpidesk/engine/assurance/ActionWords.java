package com.bpidesk.engine.assurance;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * A proposed action in words for the review queue and the examiner (issue 26): from {@code proposed_action.type} and the
 * parameters the evaluator reads, "Sell 120 shares of Apple Inc. (AAPL)", "Rebalance Invesco QQQ Trust (QQQ) to 10 % of
 * the portfolio, USD 42,000". The instrument's name comes from the market's reference data (the {@code instruments}
 * table) when it knows the symbol; figures are formatted by {@link FindingSentences}. A proposal that names no instrument
 * is described by its own {@code description}, written by its proposer.
 */
final class ActionWords {

    private final Function<String, Optional<String>> instrumentNames;

    /** @param instrumentNames symbol → instrument name (empty when unknown) */
    ActionWords(Function<String, Optional<String>> instrumentNames) {
        this.instrumentNames = instrumentNames;
    }

    /** Without reference data: instruments by their symbol. */
    static ActionWords symbolsOnly() {
        return new ActionWords(s -> Optional.empty());
    }

    String describe(JsonNode action) {
        if (action == null || action.isMissingNode() || action.isNull()) {
            return null;
        }
        String type = action.path("type").asText("").trim();
        String description = action.path("description").asText("").trim();
        JsonNode p = action.path("parameters");
        String symbol = p.path("instrument").isTextual() ? p.path("instrument").asText().trim() : "";
        if (symbol.isEmpty() || type.isEmpty()) {
            return description.isEmpty() ? null : description;
        }
        StringBuilder sb = new StringBuilder(verb(type)).append(' ');
        JsonNode qty = p.has("quantity") ? p.get("quantity") : p.get("shares");
        if (qty != null && qty.isNumber() && qty.doubleValue() > 0) {
            double q = qty.doubleValue();
            sb.append(q == Math.rint(q) ? String.format(Locale.ROOT, "%,.0f", q) : String.format(Locale.ROOT, "%,.4f", q)
                    .replaceAll("0+$", "")).append(q == 1 ? " share of " : " shares of ");
        }
        sb.append(instrument(symbol));
        JsonNode w = p.get("target_weight");
        if (w != null && w.isNumber()) {
            sb.append(w.doubleValue() == 0 ? ", leaving the position" : " to " + FindingSentences.percent(w.doubleValue())
                    + " of the portfolio");
        }
        JsonNode n = p.get("notional");
        if (n != null && n.isNumber() && n.doubleValue() > 0) {
            sb.append(", ").append(FindingSentences.money(n.doubleValue(), currency(action)));
        }
        return sb.toString();
    }

    /** "AAPL" → "Apple Inc. (AAPL)" when the name is known. */
    String instrument(String symbol) {
        Optional<String> name;
        try {
            name = instrumentNames.apply(symbol.toUpperCase(Locale.ROOT));
        } catch (RuntimeException e) {
            name = Optional.empty(); // reference data unavailable: the symbol alone
        }
        return name.filter(x -> !x.isBlank() && !x.equalsIgnoreCase(symbol)).map(x -> x + " (" + symbol + ")").orElse(symbol);
    }

    /** The proposal's currency ({@code parameters.currency}, ISO 4217) or null. */
    static String currency(JsonNode action) {
        JsonNode c = action == null ? null : action.path("parameters").path("currency");
        return c != null && c.isTextual() && c.asText().trim().matches("[A-Za-z]{3}") ? c.asText().trim().toUpperCase(Locale.ROOT) : null;
    }

    private static String verb(String type) {
        String t = type.replace('_', ' ').toLowerCase(Locale.ROOT);
        return Character.toUpperCase(t.charAt(0)) + t.substring(1);
    }
}
