package com.bpidesk.app.client.signals;

import com.bpidesk.app.client.Api;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * The signals API (engine/src/main/resources/openapi/signals.yaml): the book's alerts (C2), a client's risk (C1) and
 * suitability drift (C4), the weekly digest preview (C5) and alert acknowledgements, as records mirroring the schemas.
 * Decision support only: the advisor decides.
 */
public interface SignalsApi {

    /** The book's open alerts, at most {@code limit} ({@code GET /v1/signals/book-alerts}). */
    BookAlerts bookAlerts(int limit);

    /** The weekly digest preview ({@code GET /v1/signals/weekly-digest-preview}). */
    WeeklyDigest weeklyDigest();

    /** C1: a client's churn risk ({@code GET /v1/signals/client-risk/{client_id}}). */
    ClientRisk clientRisk(String clientId);

    /** C4: a client's suitability drift with its history ({@code GET /v1/signals/suitability-drift/{client_id}}). */
    SuitabilityDrift suitabilityDrift(String clientId);

    /** Acknowledges an alert ({@code POST /api/signals/alerts/{alert_id}/acknowledgement}). */
    Acknowledgement acknowledge(String alertId);

    /**
     * A client's returns, value series and benchmark ({@code GET /api/book/clients/{client_id}/performance},
     * performance.yaml): {@code period} narrows the answer to one period and sets the series' (null: every period, the
     * series since the start); {@code accountId} one account (null: all of the client's accounts).
     */
    ClientPerformance performance(String clientId, String period, String accountId);

    /** A client's income over the last 12 months ({@code GET /api/book/clients/{client_id}/income}). */
    ClientIncome income(String clientId);

    /** A client's realised gains by the firm's lot method ({@code GET /api/book/clients/{client_id}/realised-gains}). */
    ClientRealisedGains realisedGains(String clientId);

    /** The book's signals state and the progress of a recompute under way ({@code GET /api/signals/state}, ADR 0251). */
    SignalsState state();

    /**
     * Schema {@code BookAlerts}: {@code minSeverity} is the firm's threshold (null: low); {@code state} is {@code updating}
     * while a recompute runs and this answer is the last complete state, as of {@code computedAt} (ADR 0251).
     */
    @Api.Schema("BookAlerts")
    record BookAlerts(List<Alert> items, int total, String minSeverity, long hiddenBelowThreshold, long hiddenAcknowledged,
                      String state, String computedAt) {
        public BookAlerts {
            items = items == null ? List.of() : List.copyOf(items);
        }

        public BookAlerts(List<Alert> items, int total, String minSeverity, long hiddenBelowThreshold, long hiddenAcknowledged) {
            this(items, total, minSeverity, hiddenBelowThreshold, hiddenAcknowledged, "current", null);
        }

        public BookAlerts(List<Alert> items) {
            this(items, items == null ? 0 : items.size(), null, 0, 0);
        }
    }

    /** Schema {@code SignalsState}: {@code percent} is null when no recompute runs. */
    @Api.Schema("SignalsState")
    record SignalsState(String state, int done, int total, Double percent) {
    }

    /** Schema {@code Alert}: {@code severityRank} 1 (low) to 4 (critical). */
    @Api.Schema("Alert")
    record Alert(String alertId, String clientId, String clientName, String type, String severity, int severityRank,
                 double magnitude, String message) {
    }

    /** Schema {@code WeeklyDigest}; {@code envelopesWaitingForReview} is null when the review queue is not installed. */
    @Api.Schema("WeeklyDigest")
    record WeeklyDigest(String weekStart, String weekEnd, int clients, Map<String, AlertCount> alertCounts, int newAlerts,
                        int resolvedAlerts, List<ReviewFirst> clientsToReviewFirst, DigestRegime regime,
                        List<RegimeChange> regimeChanges, List<Object> regimeHistory, List<MacroRelease> macroReleases,
                        Long envelopesWaitingForReview, String envelopesStatus, String notice) {
        public WeeklyDigest {
            alertCounts = alertCounts == null ? Map.of() : alertCounts;
            clientsToReviewFirst = clientsToReviewFirst == null ? List.of() : List.copyOf(clientsToReviewFirst);
            regimeChanges = regimeChanges == null ? List.of() : List.copyOf(regimeChanges);
            regimeHistory = regimeHistory == null ? List.of() : regimeHistory;
            macroReleases = macroReleases == null ? List.of() : List.copyOf(macroReleases);
        }
    }

    /** Alerts of one kind this week and the change from last week. */
    record AlertCount(int thisWeek, int change) {
    }

    /** A client to review first, with the first of the reasons. */
    record ReviewFirst(String clientName, String severity, double churnProbabilityScore, List<String> reasons) {
        public ReviewFirst {
            reasons = reasons == null ? List.of() : List.copyOf(reasons);
        }
    }

    /** The regime at the digest's week end. */
    record DigestRegime(String regime, double confidence, boolean changedThisWeek) {
    }

    /** A published regime change. */
    record RegimeChange(String date, String from, String to, double confidence, boolean inDigestWeek) {
    }

    /** A macro release of the week. */
    record MacroRelease(String title, String period, double value, double significance) {
    }

    /** Schema {@code ClientRisk}. */
    @Api.Schema("ClientRisk")
    record ClientRisk(double churnProbabilityScore, String riskBand, List<String> topReasons, List<String> advisorNextAction,
                      boolean advisorReviewRequired, String modelVersion) {
        public ClientRisk {
            topReasons = topReasons == null ? List.of() : List.copyOf(topReasons);
            advisorNextAction = advisorNextAction == null ? List.of() : List.copyOf(advisorNextAction);
        }
    }

    /** Schema {@code SuitabilityDrift}: {@code outOfBandSince} is null while in band. */
    @Api.Schema("SuitabilityDrift")
    record SuitabilityDrift(String riskTolerance, List<DriftMetric> metrics, double driftScore, boolean inBand,
                            String outOfBandSince, List<DriftPoint> history, String notice) {
        public SuitabilityDrift {
            metrics = metrics == null ? List.of() : List.copyOf(metrics);
            history = history == null ? List.of() : List.copyOf(history);
        }
    }

    /** Schema {@code DriftMetric}: one metric's value, its house band and its distance outside the band in band steps. */
    @Api.Schema("DriftMetric")
    record DriftMetric(String metric, double value, double bandMin, double bandMax, double distance) {
    }

    /** The drift at a month end. */
    record DriftPoint(String date, double driftScore, boolean inBand) {
    }

    /** Schema {@code AlertAcknowledgement}: {@code acknowledgedByName} null when the key names nobody. */
    @Api.Schema("AlertAcknowledgement")
    record Acknowledgement(String alertId, String acknowledgedByName) {
    }

    /**
     * Schema {@code ClientPerformance}: every amount in {@code baseCurrency}, to the data date {@code asOf}; returns are
     * fractions after fees; {@code series} is the value at the close over {@code seriesPeriod}.
     */
    @Api.Schema("ClientPerformance")
    record ClientPerformance(String clientName, String baseCurrency, LocalDate asOf, List<PerformancePeriod> periods,
                             String seriesPeriod, List<SeriesPoint> series, Benchmark benchmark, List<String> warnings,
                             String notice) {
        public ClientPerformance {
            periods = periods == null ? List.of() : List.copyOf(periods);
            series = series == null ? List.of() : List.copyOf(series);
            warnings = warnings == null ? List.of() : List.copyOf(warnings);
        }
    }

    /** Schema {@code PerformancePeriod}: time- and money-weighted returns, null when there is none; per year when annualised. */
    @Api.Schema("PerformancePeriod")
    record PerformancePeriod(String period, boolean available, Double twr, Double mwr, boolean annualised, Double benchmarkTwr,
                             Double broadIndexTwr) {
    }

    /** A point of the value series: {@code value} null on a day that could not be valued. */
    record SeriesPoint(LocalDate date, Double value, double deposit, double withdrawal) {
    }

    /** The policy benchmark: index symbol to target weight, in the engine's order; where the weights come from. */
    record Benchmark(Map<String, Double> weights, String benchmarkSource, String broadIndex) {
        public Benchmark {
            weights = weights == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(weights));
        }
    }

    /** Schema {@code ClientIncome}: net of {@code withholdingTax}, from {@code from} to {@code to}, by month. */
    @Api.Schema("ClientIncome")
    record ClientIncome(LocalDate from, LocalDate to, double net, double withholdingTax, List<IncomeLine> byMonth) {
        public ClientIncome {
            byMonth = byMonth == null ? List.of() : List.copyOf(byMonth);
        }
    }

    /** Schema {@code IncomeLine}: {@code key} the month (yyyy-mm) or the position. */
    @Api.Schema("IncomeLine")
    record IncomeLine(String key, double gross, double net) {
    }

    /** Schema {@code ClientRealisedGains}: the lot method in words, whether it is the firm's setting, gains by tax year. */
    @Api.Schema("ClientRealisedGains")
    record ClientRealisedGains(String methodLabel, boolean firmDefault, List<TaxYearGains> byTaxYear) {
        public ClientRealisedGains {
            byTaxYear = byTaxYear == null ? List.of() : List.copyOf(byTaxYear);
        }
    }

    /** One tax year (the calendar year) of realised gains. */
    record TaxYearGains(int taxYear, int sales, double proceeds, double cost, double gain) {
    }
}
