package com.bpidesk.engine.clientfile;

import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.engine.signals.Signals;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/**
 * The client file ({@code GET /api/book/clients/{client_id}}, openapi/clientfile.yaml): one client's profile, investment
 * policy and its change log, accounts with holdings valued in the client's base currency, the allocation against the
 * policy's targets and the client's signals as the signal service computes them. Methods: docs/client-file.md.
 */
public record ClientFile(Profile profile, ClientPolicy policy, List<ClientPolicy.Change> policyChanges, LocalDate asOf,
                         String baseCurrency, List<Account> accounts, Totals totals, List<Allocation> allocation,
                         ClientSignals signals, List<String> warnings, Instant generatedAt, String dataSource, String notice) {

    public static final String NOTICE = "Decision support for the advisor: the file compares the portfolio with the client's recorded "
            + "policy. It does not execute trades, does not send client communications and does not make suitability determinations.";

    /** The client's record in the book, with the advisor's name. */
    public record Profile(String clientId, String name, String advisorId, String advisorName, String riskTolerance,
                          int timeHorizonYears, String baseCurrency, String homeCountry, LocalDate onboardedOn,
                          String investmentPolicySummary, String dataSource) {
    }

    /**
     * A position valued as of the file's date. {@code price} is the last close on or before it in {@code priceCurrency};
     * {@code fxRate} converts it into the base currency at the close's date; {@code value}, {@code costBasis} (total, in the
     * base currency at the rates of the purchase dates) and the gain are null when the price or a rate is missing
     * ({@code priceStatus} {@code missing_price} or {@code missing_rate}: named in the warnings, never valued at zero);
     * {@code stale}: the close is more than five trading days old (ADR 0205: still valued, and named).
     */
    public record Holding(String symbol, String name, String assetClass, double shares, String priceCurrency, Double price,
                          LocalDate priceDate, String priceSource, String priceStatus, Double fxRate, LocalDate fxRateDate,
                          String fxSource, Double value, Double costBasis, Double unrealisedGain, Double unrealisedReturn,
                          Double weight, boolean held, boolean aboveLimit) {
    }

    /** An account's holdings and cash; {@code cash} and {@code value} in the client's base currency. */
    public record Account(String accountId, String accountType, String currency, List<Holding> holdings, Double cash,
                          double value) {
    }

    /** The client's totals in the base currency over the valued positions and cash. */
    public record Totals(double value, double invested, double cash, double costBasis, double unrealisedGain,
                         int positions, int unvalued) {
    }

    /**
     * One asset class: value and weight against the policy's target and band; {@code state} {@code within}, {@code above}
     * or {@code below} the band ({@code lower}..{@code upper}), or {@code not_in_policy} for a class the policy does not
     * know.
     */
    public record Allocation(String assetClass, double value, double weight, double targetWeight, double band, double lower,
                             double upper, String state) {
    }

    /**
     * The client's signals as the signal service computes them (as of the data date {@code asOf}): churn risk with its
     * reasons (C1), suitability drift (C4) and the open alerts (C2 at the firm's threshold, without acknowledged ones).
     */
    public record ClientSignals(Signals.ClientRisk churn, Signals.SuitabilityDrift drift, List<Signals.Alert> alerts,
                                String alertThreshold, LocalDate asOf) {
    }
}
