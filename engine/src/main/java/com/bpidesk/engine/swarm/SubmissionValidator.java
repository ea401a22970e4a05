package com.bpidesk.engine.swarm;

import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.errors.Validation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Validates a submission (2.2) and normalizes it. Every problem is collected so the caller learns all
 * that is wrong at once, each with a JSON Pointer. Policies (docs/analysis.md, ADR 0031):
 * <ul>
 *   <li>positions must be non-empty, at most {@link #MAX_POSITIONS};</li>
 *   <li>symbols are trimmed and upper-cased, must match {@link #SYMBOL} and be known to the price store
 *       with at least one bar (unknown symbols are named);</li>
 *   <li>shares must be finite, > 0 (short positions are not supported) and at most {@link #MAX_SHARES}; cost_basis
 *       finite, >= 0 and at most {@link #MAX_PRICE}; total_value at most {@link #MAX_VALUE} (issue 11: with these
 *       bounds every value, weight and sum in the briefing is a finite number);</li>
 *   <li>duplicate symbols are merged: shares summed, cost basis share-weighted; a warning names them;</li>
 *   <li>total_value, when given, must be finite and >= 0; a disagreement with positions x latest prices beyond
 *       {@link #TOTAL_VALUE_TOLERANCE} is a warning in the briefing, not an error.</li>
 * </ul>
 */
public final class SubmissionValidator {

    public static final int MAX_POSITIONS = 5000;
    /** 10^12 shares: more than any listed company has issued (the largest share counts are about 10^11). */
    public static final double MAX_SHARES = 1e12;
    /**
     * 10^9 per share: above any listed share price in any currency (Berkshire Hathaway A, about 7 x 10^5 USD, is
     * about 10^9 KRW).
     */
    public static final double MAX_PRICE = 1e9;
    /** 10^18: far above any real portfolio value in any currency, and its square is still a finite double. */
    public static final double MAX_VALUE = 1e18;
    /** Relative tolerance between the stated total_value and the computed market value (1%). */
    public static final double TOTAL_VALUE_TOLERANCE = 0.01;
    /** Exchange tickers: letters/digits with optional class or venue suffix (BRK.B, VOD.L, RDS-A). */
    public static final Pattern SYMBOL = Pattern.compile("^\\^?[A-Z0-9][A-Z0-9.\\-]{0,19}$");

    /** A validated holding after merging duplicates. */
    public record Holding(String symbol, double shares, double costBasis) {
    }

    /** The normalized portfolio and the warnings to show in the briefing. */
    public record Normalized(List<Holding> holdings, Double statedTotalValue, PortfolioSubmission.ClientMandate mandate,
                             List<String> warnings, String baseCurrency) {

        /** Without a requested base currency: the firm default applies (docs/currencies.md). */
        public Normalized(List<Holding> holdings, Double statedTotalValue, PortfolioSubmission.ClientMandate mandate,
                          List<String> warnings) {
            this(holdings, statedTotalValue, mandate, warnings, null);
        }
    }

    private final PriceHistory prices;

    private final java.util.function.Consumer<Normalized> fxCheck;

    public SubmissionValidator(PriceHistory prices) {
        this(prices, n -> { });
    }

    /** With a check that every holding's currency converts into the base currency (a DomainException naming the pair). */
    public SubmissionValidator(PriceHistory prices, java.util.function.Consumer<Normalized> fxCheck) {
        this.prices = prices;
        this.fxCheck = fxCheck;
    }

    public Normalized validate(PortfolioSubmission s) {
        Validation v = new Validation();
        List<PortfolioSubmission.Position> positions = s.positions();
        if (positions == null || positions.isEmpty()) {
            v.error("/positions", "must list at least one position");
            v.throwIfInvalid("The portfolio has no positions");
        }
        v.check(positions.size() <= MAX_POSITIONS, "/positions",
                "has " + positions.size() + " positions; at most " + MAX_POSITIONS + " are accepted");
        List<String> unknown = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) {
            PortfolioSubmission.Position p = positions.get(i);
            String at = "/positions/" + i;
            if (p == null) {
                v.error(at, "must be an object with symbol, shares and cost_basis");
                continue;
            }
            String sym = p.symbol() == null ? null : p.symbol().trim().toUpperCase(Locale.ROOT);
            if (sym == null || sym.isEmpty()) {
                v.error(at + "/symbol", "is required");
            } else if (!SYMBOL.matcher(sym).matches()) {
                v.error(at + "/symbol", "'" + p.symbol() + "' is not a valid ticker (letters, digits, '.' or '-', at most 20 characters, optionally starting with ^)");
            } else if (prices.instrument(sym).isEmpty() || prices.latest(sym).isEmpty()) {
                unknown.add(sym);
                v.error(at + "/symbol", "'" + sym + "' is unknown: no reference data or prices for it (import its price history first)");
            }
            if (p.shares() == null) {
                v.error(at + "/shares", "is required");
            } else {
                v.check(Double.isFinite(p.shares()) && p.shares() > 0 && p.shares() <= MAX_SHARES, at + "/shares",
                        "must be a number > 0 and at most 1e12 (short positions are not supported), got " + p.shares());
            }
            v.nonNegative(p.costBasis(), at + "/cost_basis");
            v.check(p.costBasis() == null || !(p.costBasis() > MAX_PRICE), at + "/cost_basis",
                    "must be at most 1e9 per share, got " + p.costBasis());
        }
        if (s.totalValue() != null) {
            v.nonNegative(s.totalValue(), "/total_value");
            v.check(!(s.totalValue() > MAX_VALUE), "/total_value", "must be at most 1e18, got " + s.totalValue());
        }
        if (s.mandate() != null) {
            v.check(s.mandate().investorId() != null && !s.mandate().investorId().isBlank(), "/mandate/investor_id", "is required when a mandate is given");
            Double max = s.mandate().maxPositionWeight();
            v.check(max == null || (Double.isFinite(max) && max > 0 && max <= 1), "/mandate/max_position_weight",
                    "must be a fraction in (0, 1], got " + max);
        }
        v.throwIfInvalid(unknown.isEmpty() ? "The portfolio is not valid"
                : "The portfolio is not valid (unknown symbols: " + String.join(", ", unknown) + ")");

        Map<String, double[]> merged = new LinkedHashMap<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (PortfolioSubmission.Position p : positions) {
            String sym = p.symbol().trim().toUpperCase(Locale.ROOT);
            double[] acc = merged.computeIfAbsent(sym, k -> new double[2]);
            acc[0] += p.shares();
            acc[1] += p.shares() * p.costBasis();
            counts.merge(sym, 1, Integer::sum);
        }
        List<String> warnings = new ArrayList<>();
        List<String> dups = counts.entrySet().stream().filter(e -> e.getValue() > 1).map(Map.Entry::getKey).toList();
        if (!dups.isEmpty()) {
            warnings.add("Duplicate symbols were merged (shares summed, cost basis share-weighted): " + String.join(", ", dups));
        }
        List<Holding> holdings = merged.entrySet().stream()
                .map(e -> new Holding(e.getKey(), e.getValue()[0], e.getValue()[1] / e.getValue()[0])).toList();
        String base = null;
        if (s.baseCurrency() != null && !s.baseCurrency().isBlank()) {
            var unit = com.bpidesk.engine.fx.Currencies.unit(s.baseCurrency());
            if (unit.isEmpty() || unit.get().minor()) {
                throw com.bpidesk.engine.platform.errors.DomainException.invalidField("/base_currency",
                        "must be an ISO 4217 currency code such as USD, EUR or GBP, got '" + s.baseCurrency() + "'");
            }
            base = unit.get().major();
        }
        Normalized normalized = new Normalized(holdings, s.totalValue(), s.mandate(), warnings, base);
        fxCheck.accept(normalized);
        return normalized;
    }
}
