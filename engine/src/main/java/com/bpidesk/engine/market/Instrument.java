package com.bpidesk.engine.market;

/**
 * A tradable symbol with its reference data (the {@code instruments} table).
 *
 * @param symbol     upper-case ticker, e.g. {@code AAPL}, {@code BRK.B}, {@code VOD.L}
 * @param name       display name
 * @param assetClass {@code equity}, {@code etf_equity}, {@code etf_bond}, {@code etf_commodity}, {@code etf_real_estate}, {@code cash}
 * @param sector     GICS sector name (e.g. {@code Information Technology}); for ETFs the dominant exposure or {@code Diversified}
 * @param country    ISO 3166-1 alpha-2 country of listing/domicile risk (e.g. {@code US}, {@code GB}); {@code XX} for multi-country funds
 * @param currency   ISO 4217 trading currency
 */
public record Instrument(String symbol, String name, String assetClass, String sector, String country, String currency) {
}
