package com.bpidesk.engine.book;

import java.time.Instant;
import java.util.List;
import java.util.Locale;

/**
 * A client's investment policy in the book (tables {@code client_policies}, {@code client_policy_targets},
 * {@code client_policy_held}; migration V17_1, ADR 0241): a target weight and a rebalancing band per asset class, the
 * largest single position allowed and the positions the policy marks as held (not to be sold). Weights are fractions of
 * the client's value. The policy is the advisor's record of what the client agreed; the product compares the portfolio
 * with it and never decides suitability.
 *
 * @param source    {@code demo} (the demo book's table, docs/client-file.md), {@code advisor} (edited) or
 *                  {@code house_default} (no policy recorded yet: the table's row for the client's risk tolerance)
 * @param updatedAt null for a house default
 * @param updatedBy who set it last (a person's name, else the API key), null for a house default
 */
public record ClientPolicy(List<Target> targets, double maxPositionWeight, List<String> heldSymbols, String source,
                           Instant updatedAt, String updatedBy) {

    /** The policy's asset classes, in the order every answer lists them (the market's instrument classes, grouped). */
    public static final List<String> ASSET_CLASSES = List.of("equity", "bonds", "real_estate", "commodities", "cash");

    public static final String DEMO = "demo";
    public static final String ADVISOR = "advisor";
    public static final String HOUSE_DEFAULT = "house_default";

    /** One asset class's target weight and its band (both fractions). */
    public record Target(String assetClass, double targetWeight, double band) {
    }

    /**
     * One change of a policy field (table {@code client_policy_changes}): {@code field} is {@code target.<class>},
     * {@code band.<class>}, {@code max_position_weight} or {@code held_symbols}; values are machine values (a fraction, or
     * the comma-separated symbols), null when the field had none.
     */
    public record Change(Instant changedAt, String changedBy, String changedByName, String changedByRole, String field,
                         String oldValue, String newValue) {
    }

    /** The target of an asset class (a zero target and band when the policy names none). */
    public Target target(String assetClass) {
        return targets.stream().filter(t -> t.assetClass().equals(assetClass)).findFirst().orElse(new Target(assetClass, 0, 0));
    }

    /**
     * The policy's asset class of an instrument's market class ({@code Instrument.assetClass}): stocks and equity funds are
     * equity, bond funds bonds, real-estate funds real estate, commodity funds commodities, cash instruments cash. Null for a
     * class the market does not know.
     */
    public static String assetClassOf(String marketClass) {
        if (marketClass == null) {
            return null;
        }
        return switch (marketClass.toLowerCase(Locale.ROOT)) {
            case "equity", "etf_equity" -> "equity";
            case "etf_bond" -> "bonds";
            case "etf_real_estate" -> "real_estate";
            case "etf_commodity" -> "commodities";
            case "cash" -> "cash";
            default -> null;
        };
    }
}
