package com.bpidesk.engine.market;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The currency of an imported price file (issue 30: every price knows its currency, never assumed). In order: the
 * currency stated at import ({@code --currency}, the API's {@code currency}); the ticker's exchange suffix from the
 * table {@code /market/listing-currencies.csv} ({@code .DE} Xetra EUR, {@code .L} London GBP, {@code .TO} CAD, ...); the
 * reference data of an instrument the engine already knows; else unknown ({@link Instrument#UNKNOWN_CURRENCY}) with a
 * warning. A stated currency that contradicts the suffix or the reference data is used, with a warning.
 */
public final class ListingCurrency {

    /** A listing's exchange and currency from its suffix. */
    public record Listing(String suffix, String currency, String exchange, String note) {
    }

    /** The currency chosen, how it was known (in words) and the warnings to show with the import. */
    public record Resolved(String currency, String basis, java.util.List<String> warnings) {

        public boolean known() {
            return !Instrument.UNKNOWN_CURRENCY.equals(currency);
        }
    }

    private static final Pattern ISO = Pattern.compile("[A-Z]{3}");
    private static final Map<String, Listing> SUFFIXES = load();

    private ListingCurrency() {
    }

    /** The listing of the ticker's exchange suffix (the part after the last dot), empty when the table has none. */
    public static Optional<Listing> bySuffix(String symbol) {
        if (symbol == null || symbol.lastIndexOf('.') < 1) {
            return Optional.empty();
        }
        return Optional.ofNullable(SUFFIXES.get(symbol.substring(symbol.lastIndexOf('.') + 1).toUpperCase(Locale.ROOT)));
    }

    /** True for a three-letter upper-case code (ISO 4217 shape). */
    public static boolean validCode(String code) {
        return code != null && ISO.matcher(code).matches();
    }

    /**
     * @param stated    the currency given with the import, or null
     * @param reference the reference data's currency of an instrument the engine knew before, or null
     */
    public static Resolved resolve(String symbol, String stated, String reference) {
        return resolve(symbol, stated, null, reference);
    }

    /**
     * As above, with the currency the file itself names (its {@code Currency} column), which comes after the one stated
     * at import and before the exchange suffix and the reference data (issue 30).
     */
    public static Resolved resolve(String symbol, String stated, String fromFile, String reference) {
        java.util.List<String> warnings = new java.util.ArrayList<>();
        Optional<Listing> listing = bySuffix(symbol);
        String ref = reference == null || Instrument.UNKNOWN_CURRENCY.equals(reference) ? null : reference;
        if (stated != null || fromFile != null) {
            // a currency someone wrote down (with the import, or in the file) wins, and a contradiction is named
            String given = stated != null ? stated : fromFile;
            String who = stated != null ? "The currency given, " : "The file's currency, ";
            listing.filter(l -> !l.currency().equals(given)).ifPresent(l -> warnings.add(who + given
                    + ", differs from the " + l.exchange() + " listing's " + l.currency() + " (suffix ." + l.suffix()
                    + "); the prices are stored as " + given + "."));
            if (listing.isEmpty() && ref != null && !ref.equals(given)) {
                warnings.add(who + given + ", differs from the reference data's " + ref
                        + " for " + symbol + "; the prices are stored as " + given + ".");
            }
            return new Resolved(given, stated != null ? "stated at import" : "the file's currency column", warnings);
        }
        if (listing.isPresent()) {
            Listing l = listing.get();
            if (l.note() != null && !l.note().isBlank()) {
                warnings.add(symbol + ": " + l.note() + ".");
            }
            return new Resolved(l.currency(), "exchange suffix ." + l.suffix() + " (" + l.exchange() + ")", warnings);
        }
        if (ref != null) {
            return new Resolved(ref, "reference data", warnings);
        }
        warnings.add("The currency of " + symbol + "'s prices is unknown (no currency given, no known exchange suffix, not "
                + "in the reference data): it is stored as unknown and an analysis holding " + symbol + " cannot value it. "
                + "Import the file again with its currency.");
        return new Resolved(Instrument.UNKNOWN_CURRENCY, "unknown", warnings);
    }

    private static Map<String, Listing> load() {
        Map<String, Listing> out = new LinkedHashMap<>();
        try (InputStream in = ListingCurrency.class.getResourceAsStream("/market/listing-currencies.csv")) {
            if (in == null) {
                throw new IllegalStateException("/market/listing-currencies.csv is missing from the class path");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            boolean header = true;
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                if (header) {
                    header = false;
                    continue;
                }
                String[] c = line.split(",", 4);
                out.put(c[0].trim(), new Listing(c[0].trim(), c[1].trim(), c[2].trim(), c.length > 3 ? c[3].trim() : ""));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.copyOf(out);
    }
}
