package com.bpidesk.engine.behavior;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * The client's home country when the request and the client record do not state it (ADR 0121, ADR 0210), stated in the
 * report as {@code home_country_source}: the country of the account currency when it belongs to one country
 * ({@code account_currency}: a CHF account is Swiss); for a currency shared by several countries (the euro), the broker's
 * country when the broker serves that currency's countries ({@code account_currency_and_broker}: a euro account at a Dutch
 * broker is Dutch; {@code /behavior/broker-countries.properties}, data). Otherwise the file does not say, and a default
 * country is not assumed for an account in another country's currency ({@link #defaultApplies}).
 */
final class HomeCountry {

    /** A home country and where it came from (request, client_record, account_currency, ...). */
    record Found(String country, String source) {
    }

    private static final Map<String, String> SINGLE_COUNTRY = Map.ofEntries(Map.entry("USD", "US"), Map.entry("GBP", "GB"),
            Map.entry("GBX", "GB"), Map.entry("CHF", "CH"), Map.entry("SEK", "SE"), Map.entry("NOK", "NO"), Map.entry("DKK", "DK"),
            Map.entry("CAD", "CA"), Map.entry("AUD", "AU"), Map.entry("JPY", "JP"), Map.entry("PLN", "PL"), Map.entry("RON", "RO"),
            Map.entry("CZK", "CZ"), Map.entry("HUF", "HU"), Map.entry("NZD", "NZ"), Map.entry("SGD", "SG"), Map.entry("HKD", "HK"));
    /** The euro area's members (European Central Bank, 2026: Bulgaria joined on 1 January 2026). */
    static final Set<String> EURO_AREA = Set.of("AT", "BE", "BG", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU",
            "LV", "MT", "NL", "PT", "SI", "SK");
    private static final Map<String, String> BROKER_COUNTRY = load();

    private HomeCountry() {
    }

    private static Map<String, String> load() {
        Properties p = new Properties();
        try (InputStream in = HomeCountry.class.getResourceAsStream("/behavior/broker-countries.properties")) {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> m = new HashMap<>();
        p.forEach((k, v) -> m.put(k.toString().strip(), v.toString().strip()));
        return Map.copyOf(m);
    }

    /** The country of the trades' dominant currency, or null when it does not identify one. */
    static String fromAccountCurrency(ParsedPortfolio p) {
        Found f = fromAccount(p);
        return f == null ? null : f.country();
    }

    /** The home country the account's currency (and, for the euro, the broker) names; null when they do not. */
    static Found fromAccount(ParsedPortfolio p) {
        String currency = accountCurrency(p);
        if (currency == null) {
            return null;
        }
        String single = SINGLE_COUNTRY.get(currency);
        if (single != null) {
            return new Found(single, "account_currency");
        }
        String broker = BROKER_COUNTRY.get(p.detectedFormat());
        if ("EUR".equals(currency) && broker != null && EURO_AREA.contains(broker)) {
            return new Found(broker, "account_currency_and_broker");
        }
        return null;
    }

    /**
     * Whether a default home country may stand for this file's client: not when the account's currency is known and is not
     * the default country's (a euro account is no US client; issue 30).
     */
    static boolean defaultApplies(ParsedPortfolio p, String defaultCountry) {
        String currency = accountCurrency(p);
        if (currency == null) {
            return true;
        }
        String single = SINGLE_COUNTRY.get(currency);
        if (single != null) {
            return single.equals(defaultCountry);
        }
        return "EUR".equals(currency) && EURO_AREA.contains(defaultCountry);
    }

    /**
     * The account's currency: the one the file's cash says ({@link ParsedPortfolio#accountCurrency()}), else the currency of
     * at least 80% of the trades.
     */
    static String accountCurrency(ParsedPortfolio p) {
        if (p.accountCurrency() != null) {
            return p.accountCurrency();
        }
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
        return top.get().getKey();
    }
}
