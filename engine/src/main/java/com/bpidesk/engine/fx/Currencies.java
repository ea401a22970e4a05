package com.bpidesk.engine.fx;

import com.bpidesk.engine.platform.errors.DomainException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Currency codes as they appear in price files and instrument data, read into an ISO 4217 major currency and a
 * factor. Exchanges quote some listings in minor units: London in pence ({@code GBX}, {@code GBp}), Johannesburg in
 * cents ({@code ZAc}, {@code ZAC}), Tel Aviv in agorot ({@code ILA}); an amount in a minor unit times
 * {@link Unit#toMajor()} is the amount in the major currency. Case matters for {@code GBp} (pence) against
 * {@code GBP} (pounds), as in Yahoo's and Bloomberg's data.
 */
public final class Currencies {

    /** How an amount in {@code code} maps to the major currency: {@code major = amount * toMajor}. */
    public record Unit(String code, String major, double toMajor) {
        public boolean minor() {
            return toMajor != 1.0;
        }
    }

    private static final Pattern ISO = Pattern.compile("[A-Za-z]{3}");

    /** Minor units by their exact code (case-sensitive first), then by the upper-case code. */
    private static final Map<String, Unit> MINOR = Map.of(
            "GBp", new Unit("GBp", "GBP", 0.01),
            "GBX", new Unit("GBX", "GBP", 0.01),
            "ZAc", new Unit("ZAc", "ZAR", 0.01),
            "ZAC", new Unit("ZAC", "ZAR", 0.01),
            "ILA", new Unit("ILA", "ILS", 0.01),
            "USX", new Unit("USX", "USD", 0.01),
            "USd", new Unit("USd", "USD", 0.01));

    private Currencies() {
    }

    /** The unit of a code, or empty when it is not a three-letter code. */
    public static Optional<Unit> unit(String code) {
        if (code == null) {
            return Optional.empty();
        }
        String c = code.trim();
        if (!ISO.matcher(c).matches()) {
            return Optional.empty();
        }
        Unit exact = MINOR.get(c);
        if (exact != null) {
            return Optional.of(exact);
        }
        String upper = c.toUpperCase(Locale.ROOT);
        if (!upper.equals(c) && !c.equals(c.toLowerCase(Locale.ROOT))) {
            // mixed case other than the known minor units (GBp, ZAc, USd) is not a code we know how to read
            return Optional.empty();
        }
        Unit u = MINOR.get(upper);
        return Optional.of(u != null && !"GBP".equals(upper) ? u : new Unit(upper, upper, 1.0));
    }

    /** The unit of a code; {@link IllegalArgumentException} naming the code when it is not one. */
    public static Unit require(String code) {
        return unit(code).orElseThrow(() -> new IllegalArgumentException(
                "'" + code + "' is not a currency code (three letters, ISO 4217, or GBX/GBp, ZAc, ILA for minor units)"));
    }

    /**
     * A {@code base_currency} parameter: an ISO 4217 major currency (upper-cased), or {@code dflt} when absent; a minor
     * unit (GBX) or a non-code is refused as an invalid field named by {@code pointer}.
     */
    public static String baseCurrency(String value, String pointer, String dflt) {
        if (value == null || value.isBlank()) {
            return dflt;
        }
        Optional<Unit> unit = unit(value);
        if (unit.isEmpty() || unit.get().minor()) {
            throw DomainException.invalidField(pointer, "must be an ISO 4217 currency code such as USD, EUR or GBP, got '" + value + "'");
        }
        return unit.get().major();
    }
}
