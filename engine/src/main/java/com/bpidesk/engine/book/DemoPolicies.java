package com.bpidesk.engine.book;

import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The investment policy per risk tolerance (docs/client-file.md "Policy per risk tolerance"): the demo book's clients get
 * it when the demo book is stored, and a client without a recorded policy is compared with it, labelled as the house
 * default. Targets follow common model portfolios of the five-step questionnaire scale (about 25/60 equity/bonds for a
 * conservative investor to 85/5 for an aggressive one, with small real-estate, commodity and cash sleeves); their equity
 * plus real-estate share sits inside the equity bands of {@link RiskLimits#DEFAULTS}, and the largest position is that
 * table's position limit, so a client who follows the policy is within the house bands.
 */
public final class DemoPolicies {

    /** Who the demo policies are recorded as set by. */
    public static final String DEMO_AUTHOR = "Demo book (simulated)";

    // equity, bonds, real_estate, commodities, cash: target weights, then bands (the same order as ClientPolicy.ASSET_CLASSES)
    private static final Map<String, double[][]> TABLE = Map.of(
            "conservative", new double[][] {{0.25, 0.60, 0.05, 0.00, 0.10}, {0.05, 0.05, 0.03, 0.02, 0.05}},
            "moderate", new double[][] {{0.40, 0.45, 0.05, 0.00, 0.10}, {0.05, 0.05, 0.03, 0.02, 0.05}},
            "balanced", new double[][] {{0.55, 0.30, 0.05, 0.05, 0.05}, {0.075, 0.075, 0.03, 0.03, 0.05}},
            "growth", new double[][] {{0.70, 0.15, 0.05, 0.05, 0.05}, {0.075, 0.075, 0.03, 0.03, 0.05}},
            "aggressive", new double[][] {{0.85, 0.05, 0.05, 0.00, 0.05}, {0.10, 0.05, 0.03, 0.02, 0.05}});

    private DemoPolicies() {
    }

    /** The table's policy for a risk tolerance (no held positions), labelled with {@code source}. */
    public static ClientPolicy forTolerance(String tolerance, String source) {
        double[][] row = TABLE.get(tolerance);
        if (row == null) {
            throw new IllegalArgumentException("Unknown risk tolerance " + tolerance);
        }
        List<ClientPolicy.Target> targets = new java.util.ArrayList<>();
        for (int i = 0; i < ClientPolicy.ASSET_CLASSES.size(); i++) {
            targets.add(new ClientPolicy.Target(ClientPolicy.ASSET_CLASSES.get(i), row[0][i], row[1][i]));
        }
        return new ClientPolicy(List.copyOf(targets), RiskLimits.maxPosition(tolerance), List.of(), source, null, null);
    }

    /**
     * The demo book's policies: the table's row for each client's tolerance; the client's largest single stock (market class
     * {@code equity}) is marked held when it is above the policy's position limit at cost (shares times cost basis over the
     * client's cost total): the legacy concentrated position a client keeps, which the advisor then sees flagged, not sold.
     *
     * @param marketClassOf the market's asset class of a symbol (null when unknown)
     */
    public static Map<String, ClientPolicy> of(Book book, Function<String, String> marketClassOf) {
        Map<String, String> clientOfAccount = new HashMap<>();
        book.accounts().forEach(a -> clientOfAccount.put(a.accountId(), a.clientId()));
        Map<String, Map<String, Double>> costBySymbol = new HashMap<>();
        for (Book.Holding h : book.holdings()) {
            String client = clientOfAccount.get(h.accountId());
            if (client != null) {
                costBySymbol.computeIfAbsent(client, k -> new HashMap<>()).merge(h.symbol(), h.shares() * h.costBasis(), Double::sum);
            }
        }
        Map<String, ClientPolicy> out = new LinkedHashMap<>();
        for (Book.Client c : book.clients()) {
            ClientPolicy p = forTolerance(c.riskTolerance(), ClientPolicy.DEMO);
            Map<String, Double> cost = costBySymbol.getOrDefault(c.clientId(), Map.of());
            double total = cost.values().stream().mapToDouble(Double::doubleValue).sum();
            List<String> held = cost.entrySet().stream().filter(e -> "equity".equals(marketClassOf.apply(e.getKey())))
                    .max(Map.Entry.comparingByValue()).filter(e -> total > 0 && e.getValue() / total > p.maxPositionWeight())
                    .map(e -> List.of(e.getKey())).orElse(List.of());
            out.put(c.clientId(), new ClientPolicy(p.targets(), p.maxPositionWeight(), held, ClientPolicy.DEMO,
                    c.onboardedOn().atStartOfDay(ZoneOffset.UTC).toInstant(), DEMO_AUTHOR));
        }
        return out;
    }

    /** Stores the demo book's policies for the organization (replacing its policies and change log). */
    public static void seed(PolicyStore store, String org, Book book, Function<String, String> marketClassOf) {
        store.replaceAll(org, of(book, marketClassOf));
    }
}
