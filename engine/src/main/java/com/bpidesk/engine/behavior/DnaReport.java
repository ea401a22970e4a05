package com.bpidesk.engine.behavior;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * The answer of {@code POST /api/analyze-dna}: how the file was read, one {@link BiasScore} per bias, and the
 * weighted overall score.
 *
 * @param baseCurrency    the currency of every amount and value behind the scores (null when the caller asked for no
 *                        conversion: amounts then stay in the file's currency)
 * @param fxRates         the rates that converted amounts into {@code baseCurrency}, one per currency
 * @param priceDataSource where marks came from: the price store's source ({@code demo}, {@code imported}, ...)
 *                        and/or {@code client_trades} (the client's own trade prices)
 */
public record DnaReport(String dataKind, String detectedFormat, Map<String, String> columns, long dataRows, long recordsUsed,
                        Map<String, Long> ignoredRows, LocalDate asOf, String homeCountry, String priceDataSource,
                        List<BiasScore> scores, Overall overall, List<String> warnings, Instant generatedAt,
                        Map<String, Long> countsByKind, String homeCountrySource, String marks, String baseCurrency,
                        List<FxRate> fxRates, String baseCurrencySource) {

    public DnaReport(String dataKind, String detectedFormat, Map<String, String> columns, long dataRows, long recordsUsed,
                     Map<String, Long> ignoredRows, LocalDate asOf, String homeCountry, String priceDataSource,
                     List<BiasScore> scores, Overall overall, List<String> warnings, Instant generatedAt,
                     Map<String, Long> countsByKind, String homeCountrySource, String marks, String baseCurrency,
                     List<FxRate> fxRates) {
        this(dataKind, detectedFormat, columns, dataRows, recordsUsed, ignoredRows, asOf, homeCountry, priceDataSource, scores, overall,
                warnings, generatedAt, countsByKind, homeCountrySource, marks, baseCurrency, fxRates, null);
    }

    /**
     * This report stating where its base currency came from: {@code request}, {@code account_currency} (the file's account,
     * the default since issue 30) or {@code firm_default}.
     */
    public DnaReport withBaseCurrencySource(String source) {
        return new DnaReport(dataKind, detectedFormat, columns, dataRows, recordsUsed, ignoredRows, asOf, homeCountry, priceDataSource,
                scores, overall, warnings, generatedAt, countsByKind, homeCountrySource, marks, baseCurrency, fxRates, source);
    }

    /**
     * @param countsByKind      rows per transaction kind (buy, sell, dividend_reinvestment, dividend, deposit, ...); empty for holdings
     * @param homeCountrySource where {@code home_country} came from: {@code request}, {@code client_record}, {@code account_currency}
     *                          or {@code default}; {@code account_currency_and_broker} (a euro account at a broker of one euro
 *                          country) and {@code unknown} (no country can be assumed: home bias is not scored), ADR 0210
     * @param marks             in plain words, which prices the figures were marked with
     */
    public DnaReport {
        countsByKind = countsByKind == null ? Map.of() : countsByKind;
        fxRates = fxRates == null ? List.of() : fxRates;
    }

    /**
     * One currency converted into {@code base_currency} (issue 16): {@code rate} is the last rate used (on or before
     * {@code rate_date}), {@code first_rate_date} the oldest rate date used, {@code conversions} how many amounts and marks
     * it converted, {@code source} where the rates came from ({@code imported:ecb-eurofxref}, {@code online:ecb},
     * {@code demo}, ...).
     */
    public record FxRate(String currency, String pair, double rate, LocalDate rateDate, LocalDate firstRateDate,
                         long conversions, String source) {
    }

    /**
     * A piece of evidence: the trade or position (by file line) that drove a score, and why; {@code name} is the instrument's
     * name as the file writes it and {@code isin} its ISIN (null when the file states none), so the advisor reads "FBR LTD
     * (AU000000FBR4)", not a bare code.
     */
    public record Evidence(Long line, LocalDate date, String symbol, String detail, Double value, String name, String isin) {

        public Evidence(Long line, LocalDate date, String symbol, String detail, Double value) {
            this(line, date, symbol, detail, value, null, null);
        }
    }

    /**
     * One bias. {@code score} is 0 (no sign of the bias) to 100 (strong), null when the data do not allow it
     * ({@code status = insufficient_data}); {@code status = proxy} marks a labelled approximation.
     */
    public record BiasScore(String bias, String name, Double score, String status, String method, String definition,
                            String source, String explanation, Map<String, Object> inputs, List<Evidence> evidence) {
    }

    /**
     * The weighted mean of the available scores; {@code weights} are the documented ones, renormalised over {@code included}.
     * {@code score} is null when the data fall short of the stated minimum ({@code minimum}, ADR 0210), and
     * {@code withheldReason} then says why in plain words; {@code contributions} lists every bias with its documented
     * weight, its share of the overall score (renormalised weight), its score and whether it had enough data.
     */
    public record Overall(Double score, Map<String, Double> weights, List<String> included, String method,
                          List<Contribution> contributions, String minimum, String withheldReason) {

        public Overall(Double score, Map<String, Double> weights, List<String> included, String method) {
            this(score, weights, included, method, List.of(), null, null);
        }
    }

    /**
     * One bias in the overall score: {@code weight} the documented weight (ADR 0041), {@code effectiveWeight} its share after
     * renormalising over the included biases (0 when not included), {@code contribution} = effective weight x score.
     */
    public record Contribution(String bias, String name, String status, Double score, double weight, double effectiveWeight,
                               Double contribution, boolean included) {
    }
}
