package com.bpidesk.engine.market;

/**
 * A tradable symbol with its reference data (the {@code instruments} table).
 *
 * @param symbol     upper-case ticker, e.g. {@code AAPL}, {@code BRK.B}, {@code VOD.L}
 * @param name       display name
 * @param assetClass {@code equity}, {@code etf_equity}, {@code etf_bond}, {@code etf_commodity}, {@code etf_real_estate}, {@code cash}
 * @param sector     GICS sector name (e.g. {@code Information Technology}); for ETFs the dominant exposure or {@code Diversified}
 * @param country    ISO 3166-1 alpha-2 country of listing/domicile risk (e.g. {@code US}, {@code GB}); {@code XX} for multi-country funds
 * @param currency   ISO 4217 trading currency of the prices; {@link #UNKNOWN_CURRENCY} when an import could not tell it
 */
public record Instrument(String symbol, String name, String assetClass, String sector, String country, String currency) {

    /**
     * ISO 4217's "XXX" (no currency): an imported symbol whose prices' currency nobody stated and nothing in the file or
     * the ticker tells (issue 30: never assumed to be USD). An analysis cannot value a holding in it.
     */
    public static final String UNKNOWN_CURRENCY = "XXX";

    /** False when the currency of the prices is unknown. */
    public boolean currencyKnown() {
        return !UNKNOWN_CURRENCY.equals(currency);
    }
}
