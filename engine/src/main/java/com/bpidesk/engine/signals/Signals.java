package com.bpidesk.engine.signals;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * Response shapes of the group C signals (documented in openapi/signals.yaml). {@code baseCurrency}: the client's base
 * currency (client record, else the firm default), the currency of every amount of the answer (issue 16).
 */
public final class Signals {

    public static final String NOTICE = "Read-only decision support for the advisor. The service does not execute trades, does not "
            + "send client communications and does not make suitability determinations.";
    public static final String DRIFT_NOTICE = "This compares the portfolio with the house bands for the client's stated risk "
            + "tolerance to prompt an advisor review. It is not a suitability determination.";

    /** The C2 alert types, in the order the counts list them. */
    public static final List<String> ALERT_TYPES = List.of("high_churn", "suitability_drift", "concentration_breach",
            "large_unrealized_loss", "inactivity");
    /** Alert severities from the lowest; an alert's {@code severityRank} is its index here plus one. */
    public static final List<String> SEVERITIES = List.of("low", "medium", "high", "critical");

    private Signals() {
    }

    /** {@code v} rounded half up to {@code digits} decimals (the precision every signal answers with). */
    static double round(double v, int digits) {
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }

    /** C2's filter: types and severities (empty: all), an advisor and a client (null: all), a page. */
    public record AlertQuery(java.util.Set<String> types, java.util.Set<String> severities, String advisorId, String clientId,
                             int limit, int offset, com.bpidesk.engine.platform.auth.ClientScope scope) {
        public AlertQuery {
            scope = scope == null ? com.bpidesk.engine.platform.auth.ClientScope.ORGANIZATION : scope;
        }

        /** Over the whole organization's book. */
        public AlertQuery(java.util.Set<String> types, java.util.Set<String> severities, String advisorId, String clientId,
                          int limit, int offset) {
            this(types, severities, advisorId, clientId, limit, offset, null);
        }
    }

    /** C1: the specification's 2.8 shape, plus model and data provenance. */
    public record ClientRisk(String clientId, double churnProbabilityScore, String riskBand, List<String> topReasons,
                             List<String> advisorNextAction, boolean advisorReviewRequired, Instant generatedAt, String modelVersion,
                             LocalDate asOf, String dataSource, String notice, String baseCurrency) {
    }

    /** A book client's Behavioral DNA scores (0-100) and the flagged ones (score 60 or more), as the churn model reads them. */
    public record ClientDna(String clientId, Map<String, Double> dnaScores, List<String> behavioralFlags, LocalDate asOf,
                            String dataSource, String baseCurrency) {
    }

    public record Contribution(String feature, String description, double value, double coefficient, double contribution) {
    }

    /** C3 */
    public record ChurnScore(String clientId, double churnProbabilityScore, String riskBand, String modelVersion, String modelSource,
                             double intercept, double linearPredictor, List<Contribution> contributions, Map<String, Double> bandThresholds,
                             LocalDate asOf, Instant generatedAt, String dataSource, String baseCurrency) {
    }

    public record DriftPoint(LocalDate date, double driftScore, boolean inBand) {
    }

    /** C4 */
    public record SuitabilityDrift(String clientId, String riskTolerance, int timeHorizonYears, String investmentPolicySummary,
                                   List<ClientEvaluator.Distance> metrics, double driftScore, boolean inBand, LocalDate outOfBandSince,
                                   List<DriftPoint> history, String bandsSource, LocalDate asOf, Instant generatedAt, String dataSource,
                                   String notice, String baseCurrency) {
    }

    /** @param baseCurrency the client's base currency, the currency of any amount in {@code message} */
    public record Alert(String alertId, String clientId, String clientName, String advisorId, String type, String severity,
                        int severityRank, double magnitude, String message, String baseCurrency,
                        AlertState.Acknowledgement acknowledged) {

        public Alert(String alertId, String clientId, String clientName, String advisorId, String type, String severity,
                     int severityRank, double magnitude, String message, String baseCurrency) {
            this(alertId, clientId, clientName, advisorId, type, severity, severityRank, magnitude, message, baseCurrency, null);
        }

        Alert acknowledgedBy(AlertState.Acknowledgement ack) {
            return new Alert(alertId, clientId, clientName, advisorId, type, severity, severityRank, magnitude, message,
                    baseCurrency, ack);
        }
    }

    /** C2 */
    /**
     * {@code minSeverity}: the firm's threshold applied (ADR 0139); {@code hiddenBelowThreshold} and
     * {@code hiddenAcknowledged}: how many alerts of the filtered set that hid. {@code computedAt} and {@code state}: when the
     * book state these alerts read was complete, and whether a recompute is under way ({@code updating}: the answer is the
     * last complete state) or not ({@code current}); issue 28, ADR 0251.
     */
    public record BookAlerts(List<Alert> items, long total, int limit, int offset, Map<String, Long> countsByType,
                             Map<String, Long> countsBySeverity, LocalDate asOf, Instant generatedAt, String dataSource, String notice,
                             String minSeverity, long hiddenBelowThreshold, long hiddenAcknowledged, Instant computedAt, String state) {
    }

    /**
     * The organization's signals state ({@code GET /api/signals/state}, issue 28, ADR 0251): {@code state} is
     * {@code current}, {@code updating} (a recompute runs: {@code done} of {@code total} clients evaluated), {@code out_of_date}
     * (the next read starts one) or {@code not_computed}; {@code computedAt}, {@code asOf} and {@code clients}: the last
     * complete state, which the alerts and the digest answer from; {@code reusedClients}: clients it took over unchanged.
     */
    public record SignalsState(String state, Instant computedAt, LocalDate asOf, long clients, long done, long total, Double percent,
                               Instant startedAt, Long reusedClients, String notice) {
    }

    public record AlertCount(long thisWeek, long lastWeek, long change) {
    }

    public record ReviewFirst(String clientId, String clientName, String severity, double churnProbabilityScore, List<String> reasons,
                              String baseCurrency) {
    }

    /**
     * The current regime. {@code updatedThisWeek}: it was (re)computed during the week; {@code changedThisWeek}: the
     * regime history shows a change dated in the week.
     */
    public record RegimeSummary(String regime, double confidence, Instant updatedAt, boolean updatedThisWeek, boolean changedThisWeek,
                                String dataSource) {
    }

    /** One weekly point of the regime history the digest reads. */
    public record RegimePoint(LocalDate date, String regime, double confidence) {
    }

    /**
     * A regime change in the digest's look-back: first weekly point ({@code date}) at which the classifier gives {@code to}
     * after {@code from} on the previous point; {@code confidence} is the new regime's; {@code inDigestWeek} when the date
     * falls in the digest's week.
     */
    public record RegimeChange(LocalDate date, String from, String to, double confidence, boolean inDigestWeek) {
    }

    public record MacroRelease(String seriesId, String title, LocalDate period, double value, Double change, double significance,
                               String source) {
    }

    /**
     * A client's current holdings from the book (positions replayed or snapshotted as of the data date, as C1-C4 use them),
     * for reports that analyse "a client" like a portfolio. {@code maxPositionWeight} is the band's single-position limit.
     */
    public record ClientPortfolio(com.bpidesk.engine.book.Book.Client client, LocalDate asOf, double value, double cash,
                                  List<ClientEvaluator.Position> positions, double maxPositionWeight, String dataSource,
                                  String baseCurrency) {
    }

    /** C5 */
    public record WeeklyDigest(String advisorId, LocalDate weekStart, LocalDate weekEnd, long clients, Map<String, AlertCount> alertCounts,
                               long newAlerts, long resolvedAlerts, List<ReviewFirst> clientsToReviewFirst, RegimeSummary regime,
                               List<RegimeChange> regimeChanges, List<RegimePoint> regimeHistory, String regimeHistoryStatus,
                               List<MacroRelease> macroReleases, Long envelopesWaitingForReview, String envelopesStatus,
                               Instant generatedAt, String dataSource, String notice, Instant computedAt, String state) {
    }

    /** One row of the book table ({@code GET /api/book/clients}); {@code value} is in the client's {@code baseCurrency}. */
    public record ClientRow(String clientId, String name, String advisorId, String advisorName, String riskTolerance, int timeHorizonYears,
                            double value, double churnProbabilityScore, String riskBand, double driftScore, boolean inBand, long alerts,
                            String dataSource, String baseCurrency) {
    }

    /** The book table. */
    public record ClientList(List<ClientRow> items, long total, LocalDate asOf, Instant generatedAt, String dataSource, String notice,
                             int limit, int offset) {
        /** The whole book, unpaged. */
        public ClientList(List<ClientRow> items, long total, LocalDate asOf, Instant generatedAt, String dataSource, String notice) {
            this(items, total, asOf, generatedAt, dataSource, notice, items.size(), 0);
        }
    }
}
