package com.bpidesk.envelope;

/** {@code investor_context}: what is known about the investor. All fields optional. */
public record InvestorContext(String riskTolerance, String timeHorizon, String investmentPolicySummary,
                              String behavioralHistorySummary) {
}
