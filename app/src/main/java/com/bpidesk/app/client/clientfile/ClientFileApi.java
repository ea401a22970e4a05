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

    /** The client's accounts and import log ({@code GET /api/book/clients/{client_id}/imports}). */
    ImportListing imports(String clientId);

    /** Imports a broker export into an account ({@code POST /api/book/clients/{client_id}/accounts/{account_id}/imports}). */
    ImportResult importFile(String clientId, String accountId, java.nio.file.Path file, String contentType);

    /** Undoes an import: removes exactly the records it added ({@code DELETE /api/book/clients/{client_id}/imports/{import_id}}). */
    ImportUndone undoImport(String clientId, long importId);

    /** Schema {@code ClientImportListing}: the accounts an export can go to and the import log, newest first. */
    @Api.Schema("ClientImportListing")
    record ImportListing(String clientName, List<ImportAccount> accounts, List<ImportEntry> imports, String notice) {
        public ImportListing {
            accounts = accounts == null ? List.of() : List.copyOf(accounts);
            imports = imports == null ? List.of() : List.copyOf(imports);
        }
    }

    /** An account of the listing: its id and its label (type and currency, as people see it). */
    record ImportAccount(String accountId, String label) {
    }

    /** Schema {@code ClientImportEntry}: one import of the log; {@code undoneAt} null while it stands. */
    @Api.Schema("ClientImportEntry")
    record ImportEntry(long importId, String accountLabel, String fileName, String importedBy, String importedAt,
                       ImportCounts counts, String undoneAt, String undoneBy) {
    }

    /** Schema {@code ClientImportCounts}: the file's rows per outcome. */
    @Api.Schema("ClientImportCounts")
    record ImportCounts(long dataRows, long added, long alreadyPresent, long addedAsIncome, long notKept, long rowsNotUsed) {
    }

    /** Schema {@code ClientImportResult}: what became of every row of an imported file. */
    @Api.Schema("ClientImportResult")
    record ImportResult(ImportCounts counts, List<ImportLine> records, com.bpidesk.app.client.behavior.BehaviorApi.RowReport rowReport,
                        List<String> warnings, String notice) {
        public ImportResult {
            records = records == null ? List.of() : List.copyOf(records);
            warnings = warnings == null ? List.of() : List.copyOf(warnings);
        }
    }

    /** Schema {@code ClientImportLine}: a record read from the file, its outcome and (when already present) the match. */
    @Api.Schema("ClientImportLine")
    record ImportLine(long line, String date, String kind, String instrument, Double quantity, Double price, Double amount,
                      String currency, String outcome, String reason, ImportExisting existing) {
    }

    /** Schema {@code ClientImportExisting}: the record already in the account; {@code importFileName} null for the book's own. */
    @Api.Schema("ClientImportExisting")
    record ImportExisting(String matchedBy, String importFileName, String importedOn) {
    }

    /** Schema {@code ClientImportUndone}: what an undo removed. */
    @Api.Schema("ClientImportUndone")
    record ImportUndone(long tradesRemoved, long cashFlowsRemoved, long incomeRemoved) {
    }

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
