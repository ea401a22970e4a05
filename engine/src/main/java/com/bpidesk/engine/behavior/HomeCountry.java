package com.bpidesk.engine.behavior;

import java.util.HashMap;
import java.util.Map;

/**
 * The client's home country when the request does not state it: the country of the account currency, when the file's
 * trades are (mostly) in one currency that belongs to one country. The euro belongs to twenty countries and says nothing;
 * nor does a currency used by under 80% of the trades. Stated in the report as {@code home_country_source}.
 */
final class HomeCountry {

    private static final Map<String, String> SINGLE_COUNTRY = Map.ofEntries(Map.entry("USD", "US"), Map.entry("GBP", "GB"),
            Map.entry("GBX", "GB"), Map.entry("CHF", "CH"), Map.entry("SEK", "SE"), Map.entry("NOK", "NO"), Map.entry("DKK", "DK"),
            Map.entry("CAD", "CA"), Map.entry("AUD", "AU"), Map.entry("JPY", "JP"), Map.entry("PLN", "PL"), Map.entry("RON", "RO"),
            Map.entry("CZK", "CZ"), Map.entry("HUF", "HU"), Map.entry("NZD", "NZ"), Map.entry("SGD", "SG"), Map.entry("HKD", "HK"));

    private HomeCountry() {
    }

    /** The country of the trades' dominant currency, or null when it does not identify one. */
    static String fromAccountCurrency(ParsedPortfolio p) {
        if (!p.isTransactions() || p.trades().isEmpty()) {
            return null;
        }
        Map<String, Integer> n = new HashMap<>();
        for (Trade t : p.trades()) {
            if (t.currency() != null) {
                n.merge(t.currency(), 1, Integer::sum);
            }
        }
        var top = n.entrySet().stream().max(Map.Entry.comparingByValue());
        if (top.isEmpty() || top.get().getValue() < 0.8 * p.trades().size()) {
            return null;
        }
        return SINGLE_COUNTRY.get(top.get().getKey());
    }
}
