package com.bpidesk.engine.behavior;

import com.bpidesk.engine.transactions.Instrument;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Turns what a file says about an instrument (ticker, ISIN, name) into the symbol the scorer groups by and a country of
 * risk. ISINs of known instruments map to their ticker and exposure ({@code /behavior/instrument-isins.csv}); a fund
 * whose name says world, global, international, emerging or a region is multi-country ({@code XX}); a UCITS fund
 * domicile (IE, LU) says nothing about exposure, so such ISINs without a known name stay unclassified; other ISINs
 * give the issuer's country. Rationale: ADR 0121.
 */
final class InstrumentIdentity {

    /** A known ISIN's ticker, country of risk and name (the fund vocabulary reads the name, {@link Funds}). */
    record Known(String symbol, String country, String name) {
    }

    /** Names of the known ISINs, filled by {@link #load}; declared first: static fields start in this order. */
    private static final Map<String, String> NAMES = new HashMap<>();
    /** Legal forms and share-class words that say nothing of which instrument a name means. */
    private static final java.util.Set<String> NAME_NOISE = java.util.Set.of("INC", "INCORPORATED", "CORP", "CORPORATION", "CO", "LTD",
            "LIMITED", "PLC", "SA", "AG", "NV", "SE", "THE", "CLASS", "CL", "A", "B", "C", "COMMON", "STOCK", "ORDINARY", "SHARES", "SHS",
            "ORD", "REG", "REGISTERED");
    private static final Map<String, Known> BY_ISIN = load();
    /** The same instruments by their name as {@link #nameKey} normalises it (issue 24: files that name instruments only). */
    private static final Map<String, Known> BY_NAME = byName();
    /** Fund domiciles whose ISIN prefix is not a country of risk. */
    private static final Set<String> FUND_DOMICILES = Set.of("IE", "LU", "JE", "GG", "KY", "LI");
    private static final Pattern MULTI_COUNTRY = Pattern.compile(
            "(?i)\\b(all[- ]world|world|global|acwi|international|intl|emerging|developed|ex[- ]us|eafe|europe|euro stoxx|stoxx europe|"
                    + "asia|pacific|latin america|weltweit|monde|mondiale|mundial|wereld|världen|globale?)\\b");

    private InstrumentIdentity() {
    }

    private static Map<String, Known> byName() {
        Map<String, Known> m = new HashMap<>();
        NAMES.forEach((isin, name) -> m.put(nameKey(name), BY_ISIN.get(isin)));
        return Map.copyOf(m);
    }

    /**
     * A name as names are matched (issue 24, {@link ReferenceNames}): accents removed, upper case, {@code &} as AND, dots
     * and apostrophes dropped ("S.A." is SA, "McDonald's" MCDONALDS), other punctuation a space, legal forms and
     * share-class words ({@link #NAME_NOISE}) left out ("Vanguard Total World Stock ETF", "VANGUARD TOTAL WORLD STOCK ETF"
     * and "Vanguard Total World Stock ETF, Inc." agree).
     */
    static String nameKey(String name) {
        String n = java.text.Normalizer.normalize(name, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}", "")
                .toUpperCase(Locale.ROOT).replace("&", " AND ").replaceAll("['\u2019.]", "").replaceAll("[^A-Z0-9]+", " ").strip();
        StringBuilder b = new StringBuilder();
        for (String w : n.split(" ")) {
            if (!w.isEmpty() && !NAME_NOISE.contains(w)) {
                b.append(b.length() == 0 ? "" : " ").append(w);
            }
        }
        return b.toString();
    }

    private static Map<String, Known> load() {
        Map<String, Known> m = new HashMap<>();
        try (var in = InstrumentIdentity.class.getResourceAsStream("/behavior/instrument-isins.csv");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            boolean header = true;
            while ((line = r.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                if (header) {
                    header = false;
                    continue;
                }
                String[] f = line.split(",", 4);
                m.put(f[0], new Known(f[1], f[2], f.length > 3 ? f[3].strip() : null));
                if (f.length > 3) {
                    NAMES.put(f[0], f[3]);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.copyOf(m);
    }

    static Map<String, Known> known() {
        return BY_ISIN;
    }

    /**
     * The grouping symbol: the ticker, else the known ticker of the ISIN, else the ISIN, else the known ticker of the name
     * (a stock-plan history naming the security only), else the upper-cased name: a stable identity, unpriced unless the
     * price store knows it.
     */
    static String symbol(Instrument i) {
        if (i.ticker() != null) {
            return i.ticker();
        }
        if (i.isin() != null) {
            Known k = BY_ISIN.get(i.isin());
            return k != null ? k.symbol() : i.isin();
        }
        if (i.name() == null) {
            return null;
        }
        Known k = BY_NAME.get(nameKey(i.name()));
        return k != null ? k.symbol() : i.name().strip().toUpperCase(Locale.ROOT);
    }

    /** Country of risk from the file's identifiers, or null when they do not say. */
    static String country(Instrument i) {
        if (i.isin() != null && BY_ISIN.containsKey(i.isin())) {
            return BY_ISIN.get(i.isin()).country();
        }
        if (i.isin() == null && i.ticker() == null && i.name() != null && BY_NAME.containsKey(nameKey(i.name()))) {
            return BY_NAME.get(nameKey(i.name())).country();
        }
        if (i.name() != null && MULTI_COUNTRY.matcher(i.name()).find()) {
            return "XX";
        }
        if (i.isin() != null) {
            String prefix = i.isin().substring(0, 2);
            // a fund's ISIN prefix is where the fund is domiciled, not what it holds (a Dutch "Euro Obligaties Indexfonds" is
            // no Dutch exposure; issue 30, ADR 0210): only a stock's ISIN names its country
            if (FUND_DOMICILES.contains(prefix) || Funds.classify(null, i.name(), java.util.Optional.empty()).kind() != Funds.Kind.STOCK) {
                return null;
            }
            return prefix;
        }
        return null;
    }

    /** Country of risk of a bare symbol that is an ISIN (holdings files, the old readers), or null. */
    static String countryOfIsin(String isin) {
        Known k = BY_ISIN.get(isin);
        if (k != null) {
            return k.country();
        }
        String prefix = isin.substring(0, 2);
        return FUND_DOMICILES.contains(prefix) ? null : prefix;
    }
}
