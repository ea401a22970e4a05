package com.bpidesk.app.client.clientfile;

import com.bpidesk.app.client.Api;
import com.bpidesk.app.client.signals.SignalsApi;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/**
 * One client's file (engine/src/main/resources/openapi/clientfile.yaml): profile, investment policy and its change log,
 * accounts and holdings valued in the base currency, allocation against the policy's bands and the client's signals, as
 * records mirroring the schemas. Decision support only: the advisor decides.
 */
public interface ClientFileApi {

    /** The client's file ({@code GET /api/book/clients/{client_id}}). */
    ClientFile clientFile(String clientId);

    /** Records the investment policy ({@code PUT /api/book/clients/{client_id}/policy}); the answer is not read. */
    void savePolicy(String clientId, PolicyInput policy);

    /** The client file as CSV: holdings and allocation ({@code GET /api/book/clients/{client_id}.csv}). */
    byte[] csv(String clientId);

    /** Schema {@code ClientFile}; {@code signals} is null when the client's signals are not available. */
    @Api.Schema("ClientFile")
    record ClientFile(Profile profile, Policy policy, List<PolicyChange> policyChanges, LocalDate asOf, String baseCurrency,
                      List<Account> accounts, Totals totals, List<AllocationLine> allocation, ClientSignals signals,
                      List<String> warnings, String notice) {
        public ClientFile {
            policyChanges = policyChanges == null ? List.of() : List.copyOf(policyChanges);
            accounts = accounts == null ? List.of() : List.copyOf(accounts);
            allocation = allocation == null ? List.of() : List.copyOf(allocation);
            warnings = warnings == null ? List.of() : List.copyOf(warnings);
        }
    }

    /** The client's profile: {@code advisorName} null when the book names no advisor. */
    record Profile(String name, String advisorName, String riskTolerance, int timeHorizonYears, String homeCountry,
                   LocalDate onboardedOn) {
    }

    /** Schema {@code ClientPolicy}: weights are fractions; {@code source} demo, advisor or house_default. */
    @Api.Schema("ClientPolicy")
    record Policy(List<PolicyTarget> targets, double maxPositionWeight, List<String> heldSymbols, String source,
                  Instant updatedAt, String updatedBy) {
        public Policy {
            targets = targets == null ? List.of() : List.copyOf(targets);
            heldSymbols = heldSymbols == null ? List.of() : List.copyOf(heldSymbols);
        }
    }

    /** One asset class's target weight and band (fractions). */
    record PolicyTarget(String assetClass, double targetWeight, double band) {
    }

    /** Schema {@code ClientPolicyChange}: who changed which field when; {@code changedByName} null for a key naming nobody. */
    @Api.Schema("ClientPolicyChange")
    record PolicyChange(Instant changedAt, String changedByName, String changedByRole, String field, String oldValue,
                        String newValue) {
    }

    /** One account of the client with its holdings. */
    record Account(String accountId, String accountType, String currency, List<Holding> holdings) {
        public Account {
            holdings = holdings == null ? List.of() : List.copyOf(holdings);
        }
    }

    /** Schema {@code ClientFileHolding}: figures in the base currency, null when the position could not be valued. */
    @Api.Schema("ClientFileHolding")
    record Holding(String symbol, String name, String assetClass, double shares, String priceCurrency, Double price,
                   String priceStatus, Double value, Double costBasis, Double unrealisedGain, Double unrealisedReturn,
                   Double weight, boolean held, boolean aboveLimit) {
    }

    /** The client's totals in the base currency; {@code unvalued} positions without a price. */
    record Totals(double value, double invested, double cash, double unrealisedGain, int unvalued) {
    }

    /** One asset class against the policy: weights and band limits as fractions; {@code state} within, above, below, not_in_policy. */
    record AllocationLine(String assetClass, double weight, double targetWeight, double band, double lower, double upper,
                          String state) {
    }

    /** The client's churn risk (C1), suitability drift (C4) and open alerts at or above the firm's threshold. */
    record ClientSignals(SignalsApi.ClientRisk churn, SignalsApi.SuitabilityDrift drift, List<SignalsApi.Alert> alerts) {
        public ClientSignals {
            alerts = alerts == null ? List.of() : List.copyOf(alerts);
        }
    }

    /** Schema {@code ClientPolicyInput}: the policy as the advisor edits it (fractions). */
    @Api.Schema("ClientPolicyInput")
    record PolicyInput(List<PolicyTarget> targets, double maxPositionWeight, List<String> heldSymbols) {
    }
}
