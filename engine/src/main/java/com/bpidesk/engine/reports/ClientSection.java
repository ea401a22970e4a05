package com.bpidesk.engine.reports;

import com.bpidesk.engine.signals.ClientEvaluator;
import com.bpidesk.engine.signals.Signals;

/**
 * The client page of a report whose subject is a client of the book: the profile, the holdings the analysis was run on,
 * the churn signal (C1) and the suitability drift (C4) exactly as the signal routes answer them, and the name of the
 * client's advisor (null when the book has none for the advisor id); {@code clientFile} the client file for the advisor
 * brief (ADR 0258; null when the engine has no client file feature).
 */
public record ClientSection(Signals.ClientPortfolio portfolio, Signals.ClientRisk risk, Signals.SuitabilityDrift drift,
                            String advisorName, ClientFileSection clientFile) {

    public ClientSection(Signals.ClientPortfolio portfolio, Signals.ClientRisk risk, Signals.SuitabilityDrift drift, String advisorName) {
        this(portfolio, risk, drift, advisorName, null);
    }

    /** The metrics of C4 in report order. */
    java.util.List<ClientEvaluator.Distance> metrics() {
        return drift.metrics();
    }
}
