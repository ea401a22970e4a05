package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaReport.Evidence;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.transactions.Isin;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Home bias: the domestic share d of the priced portfolio against the home country's share w of world equity market
 * capitalisation, score = 100 * clamp((d - w) / (1 - w), 0, 1), the home-bias measure of French and Poterba (1991),
 * "Investor Diversification and International Equity Markets", American Economic Review 81(2), scaled to [0, 1]. Country
 * of risk from the instrument's reference data, else an ISIN's country ({@link #country}, ADR 0121), else the file's
 * hint; multi-country funds (XX) count as the world portfolio (domestic part w).
 */
final class HomeBias {

    private static final Bias.Method DOMESTIC_VS_WORLD = new Bias.Method("domestic_vs_world_cap",
            "Domestic share d of portfolio value vs the home country's share w of world market capitalisation; "
                    + "score = 100 * clamp((d - w) / (1 - w), 0, 1). Country of risk from reference data, else the ISIN table, else the fund's "
                    + "name (world/regional funds are multi-country), else a non-fund ISIN's prefix; multi-country funds (XX) count as the world "
                    + "portfolio, never as domestic.",
            "French, K. R. and Poterba, J. M. (1991). Investor Diversification and International Equity Markets. "
                    + "American Economic Review 81(2), 222-226.");

    private HomeBias() {
    }

    static BiasScore score(BiasInputs in) {
        return score(in.weights(), in.marks(), in.market().reference(), in.home(), in.countryHints(), in.names());
    }

    static BiasScore score(Map<String, Double> weights, Marks marks, MarketReference reference, String home, Map<String, String> hints) {
        return score(weights, marks, reference, home, hints, Map.of());
    }

    /**
     * @param weights position weights, largest first
     * @param home    the client's home country (ISO 3166-1 alpha-2)
     * @param hints   country per symbol stated by the file, used when the symbol's country is otherwise unknown
     */
    static BiasScore score(Map<String, Double> weights, Marks marks, MarketReference reference, String home, Map<String, String> hints,
                           Map<String, String> names) {
        if (home == null) {
            Map<String, Object> none = new LinkedHashMap<>();
            none.put("home_country", null);
            return Bias.HOME_BIAS.insufficient(DOMESTIC_VS_WORLD, "The client's home country is not known: the account's currency is "
                    + "shared by several countries and the broker names none. State the client's home country to score home bias.", none);
        }
        Map<String, Double> world = reference == null ? Map.of() : reference.worldMarketCapWeights();
        Double w = world.get(home);
        if (w == null) {
            return Bias.HOME_BIAS.insufficient(DOMESTIC_VS_WORLD, "No world market-cap weight for home country " + home + ".",
                    Map.of("home_country", home));
        }
        double domestic = 0;
        double known = 0;
        Map<String, Double> byCountry = new LinkedHashMap<>();
        List<Evidence> ev = new ArrayList<>();
        double unknown = 0;
        for (var e : weights.entrySet()) {
            String country = country(e.getKey(), marks, names.get(e.getKey()));
            if (country == null) {
                country = hints.get(e.getKey());
            }
            if (country == null) {
                unknown += e.getValue();
                continue;
            }
            known += e.getValue();
            double dom = country.equals(home) ? e.getValue() : country.equals("XX") ? e.getValue() * w : 0;
            domestic += dom;
            if (country.equals("XX")) {
                double pos = e.getValue();
                world.forEach((c, cw) -> byCountry.merge(c, pos * cw, Double::sum));
            } else {
                byCountry.merge(country, e.getValue(), Double::sum);
            }
            if (ev.size() < Bias.EVIDENCE_LIMIT) {
                ev.add(new Evidence(null, null, e.getKey(), String.format(Locale.ROOT, "%s, weight %.1f%%", countryInWords(country),
                        100 * e.getValue()), Stats.round(e.getValue(), 6)));
            }
        }
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("home_country", home);
        inputs.put("world_cap_share", Stats.round(w, 6));
        inputs.put("classified_weight", Stats.round(known, 6));
        inputs.put("unclassified_weight", Stats.round(unknown, 6));
        if (known <= 0) {
            return Bias.HOME_BIAS.insufficient(DOMESTIC_VS_WORLD, "No position's country is known.", inputs);
        }
        double d = domestic / known;
        inputs.put("domestic_share", Stats.round(d, 6));
        double score = w >= 1 ? 0 : 100 * Stats.clamp01((d - w) / (1 - w));
        // home bias and foreign bias told apart (issue 30): a portfolio below its home's world weight leans abroad
        String tilt = d > w + 1e-9 ? "home" : d < w - 1e-9 ? "foreign" : "none";
        inputs.put("tilt", tilt);
        inputs.put("foreign_share", Stats.round(1 - d, 6));
        inputs.put("foreign_bias", Stats.round(w > 0 ? 100 * Stats.clamp01((w - d) / w) : 0, 1));
        String lean = "";
        var top = byCountry.entrySet().stream().filter(e -> !e.getKey().equals(home)).max(Map.Entry.comparingByValue());
        if (top.isPresent() && top.get().getValue() > 0) {
            String c = top.get().getKey();
            double share = top.get().getValue() / known;
            Double cw = world.get(c);
            inputs.put("largest_foreign_country", c);
            inputs.put("largest_foreign_share", Stats.round(share, 6));
            inputs.put("largest_foreign_world_cap_share", cw == null ? null : Stats.round(cw, 6));
            lean = cw == null ? String.format(Locale.ROOT, " The largest foreign country is %s at %.0f%%.", c, 100 * share)
                    : String.format(Locale.ROOT, " The largest foreign country is %s at %.0f%% against its %.0f%% share of world market "
                            + "capitalisation.", c, 100 * share, 100 * cw);
        }
        String explanation = String.format(Locale.ROOT, "%.0f%% of the classified portfolio is in %s against %s's %.0f%% share of world "
                + "market capitalisation.", 100 * d, home, home, 100 * w);
        if ("foreign".equals(tilt)) {
            explanation += " This is not home bias: the portfolio leans abroad (foreign bias)." + lean;
        } else if ("home".equals(tilt)) {
            explanation += lean;
        }
        return Bias.HOME_BIAS.scored(DOMESTIC_VS_WORLD, score, explanation, inputs, ev);
    }

    /**
     * ISO country of a symbol with the file's name for it: as {@link #country(String, Marks)}, but a fund's bare ISIN prefix
     * (its domicile, not its exposure: a Dutch euro-bond index fund) gives no country (ADR 0210).
     */
    static String country(String symbol, Marks marks, String name) {
        var inst = marks.instrument(symbol);
        if ((inst.isEmpty() || inst.get().country() == null) && Isin.isValid(symbol) && !InstrumentIdentity.known().containsKey(symbol)
                && name != null && Funds.classify(symbol, name, inst).kind() != Funds.Kind.STOCK) {
            return null;
        }
        return country(symbol, marks);
    }

    /** ISO country of a symbol: reference data first, else an ISIN prefix (issuer/fund domicile); null when unknown. */
    static String country(String symbol, Marks marks) {
        var inst = marks.instrument(symbol);
        if (inst.isPresent() && inst.get().country() != null) {
            return inst.get().country();
        }
        if (Isin.isValid(symbol)) {
            // a known instrument's exposure, else the issuer's country; a UCITS fund domicile (IE, LU) is no country of risk
            return InstrumentIdentity.countryOfIsin(symbol);
        }
        return null;
    }

    /**
     * A country of risk as people read it (issue 27: never "country XX" on a screen): "XX", the code of a fund spread over
     * several countries (InstrumentIdentity), is "several countries (a multi-country fund)"; an ISO 3166 code is the
     * country's English name with the code, "Netherlands (NL)"; an unknown code stays "country ZZ".
     */
    static String countryInWords(String code) {
        if ("XX".equals(code)) {
            return "several countries (a multi-country fund)";
        }
        String name = code == null || code.length() != 2 ? "" : Locale.of("", code).getDisplayCountry(Locale.ENGLISH);
        return name.isEmpty() || name.equalsIgnoreCase(code) ? "country " + code : name + " (" + code + ")";
    }
}
