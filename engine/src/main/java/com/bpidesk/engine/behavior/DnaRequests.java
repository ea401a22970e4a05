package com.bpidesk.engine.behavior;

import com.bpidesk.engine.platform.ClientHomeCountries;
import com.bpidesk.engine.fx.Currencies;
import com.bpidesk.engine.fx.MissingRateException;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.transactions.ImportProfile;
import com.bpidesk.engine.transactions.ImportProfileStore;
import com.bpidesk.engine.transactions.RowReport;
import com.bpidesk.engine.transactions.TransactionReader;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Scores an uploaded file for B1 (issue 23: the domain rules out of the HTTP handler). Decides how the file is read (the
 * request's mapping, else the organization's saved import profile for the file's header, else detection), the client's
 * home country (the request, the client's record, the account's currency and broker, the configured default where it
 * applies, else unknown; ADR 0210) and the report's currency (the request, the account's own, else the firm default).
 */
public final class DnaRequests {

    /**
     * A scored file: the report, what became of every data row and how the file was read (both null for a holdings
     * snapshot).
     */
    public record Scored(DnaReport report, RowReport rows, DnaReading reading) {
    }

    private final DnaScorer scorer;
    private final String defaultHomeCountry;
    private final ImportProfileStore profiles;
    private final Supplier<String> defaultBase;
    private final Supplier<Optional<ClientHomeCountries>> clients;

    /**
     * @param profiles    the organization's saved import profiles, or null when the engine has none
     * @param defaultBase the firm default base currency (data settings), used when a request names none
     * @param clients     the client book's home countries (looked up per request: the book's feature starts later), if any
     */
    public DnaRequests(DnaScorer scorer, String defaultHomeCountry, ImportProfileStore profiles, Supplier<String> defaultBase,
                       Supplier<Optional<ClientHomeCountries>> clients) {
        this.scorer = scorer;
        this.defaultHomeCountry = defaultHomeCountry;
        this.profiles = profiles;
        this.defaultBase = defaultBase;
        this.clients = clients;
    }

    /** Reads and scores {@code bytes} for organization {@code org}. */
    public Scored score(String org, byte[] bytes, DnaRequest r) {
        if (bytes.length == 0) {
            throw PortfolioCsv.csvInvalid("The CSV is empty.");
        }
        decimalComma(r.decimal()); // checked before any reading
        String home = r.homeCountry();
        if (home != null && !home.isBlank() && !home.matches("[A-Za-z]{2}")) {
            throw DomainException.invalidField("query/home_country", "must be an ISO 3166-1 alpha-2 code such as US or DE, got '" + home + "'");
        }
        String base = Currencies.baseCurrency(r.baseCurrency(), "query/base_currency", null);
        String clientId = r.clientId();
        if (clientId != null && (clientId.isBlank() || clientId.length() > 64)) {
            throw DomainException.invalidField("query/client_id", "must be a client id of your organization's book (1 to 64 characters)");
        }
        // the layout's saved mapping (ADR 0257): applied as the user confirmed it, every column as saved, unless the request
        // states its own columns or asks for another sheet
        String signature = profiles == null ? null : TransactionReader.standard().headerSignature(bytes);
        ImportProfile used = profiles == null || !r.mapping().isEmpty() ? null : profiles.bySignature(org, signature)
                .filter(p -> r.sheet() == null || r.sheet().strip().equalsIgnoreCase(p.sheet() == null ? "" : p.sheet().strip())).orElse(null);
        DnaRequest eff = used == null ? r : SavedLayouts.applied(r, used);
        ParsedPortfolio parsed = PortfolioCsv.parse(bytes, new PortfolioCsv.Options(eff.kind(), eff.mapping(), eff.dateOrder(),
                decimalComma(eff.decimal()), eff.sideRule(), eff.kindRules(), eff.headerLine(), null, eff.sheet()));
        if (used != null) {
            parsed = parsed.withFormat("saved_profile");
        }
        ImportProfile savedNow = r.remember() && profiles != null && parsed.isTransactions()
                ? profiles.save(org, SavedLayouts.profile(eff, parsed, signature)) : null;
        DnaReading reading = parsed.isTransactions() ? DnaReading.of(parsed, signature, used, savedNow) : null;
        HomeCountry.Found homeCountry = home(org, home, clientId, parsed);
        // amounts in the account's own currency unless the request names a base (issue 30): a EUR account is not scored
        // through two EUR->USD conversions; the firm default applies only when the file names no account currency
        String accountCurrency = HomeCountry.accountCurrency(parsed);
        String baseCurrency = base != null ? base : accountCurrency != null ? accountCurrency : defaultBase.get();
        String baseSource = base != null ? "request" : accountCurrency != null ? "account_currency" : "firm_default";
        try {
            return new Scored(scorer.score(parsed, homeCountry.country(), homeCountry.source(), null, baseCurrency)
                    .withBaseCurrencySource(baseSource), parsed.rowReport(), reading);
        } catch (MissingRateException e) {
            throw e.toDomain();
        }
    }

    /** The home country and where it came from, in the documented precedence. */
    private HomeCountry.Found home(String org, String home, String clientId, ParsedPortfolio parsed) {
        if (home != null && !home.isBlank()) {
            return new HomeCountry.Found(home.toUpperCase(Locale.ROOT), "request");
        }
        if (clientId != null) {
            String country = clients.get().flatMap(c -> c.homeCountry(org, clientId.strip()))
                    .orElseThrow(() -> DomainException.notFound("No client '" + clientId.strip() + "' in your organization's book."));
            return new HomeCountry.Found(country, DnaScorer.HOME_FROM_CLIENT_RECORD);
        }
        HomeCountry.Found found = HomeCountry.fromAccount(parsed);
        if (found != null) {
            return found;
        }
        if (HomeCountry.defaultApplies(parsed, defaultHomeCountry)) {
            return new HomeCountry.Found(defaultHomeCountry, "default");
        }
        // a euro (or other) account whose broker names no country: no default country is assumed (issue 30, ADR 0210)
        return new HomeCountry.Found(null, DnaScorer.HOME_UNKNOWN);
    }

    private static Boolean decimalComma(String decimal) {
        if (decimal == null || decimal.isBlank()) {
            return null;
        }
        return switch (decimal.toLowerCase(Locale.ROOT)) {
            case "comma" -> true;
            case "point" -> false;
            default -> throw DomainException.invalidField("query/decimal", "must be 'comma' or 'point', got '" + decimal + "'");
        };
    }
}
