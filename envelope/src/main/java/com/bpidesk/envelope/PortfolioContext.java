package com.bpidesk.envelope;

/**
 * {@code portfolio_context}: current relevant state of holdings. All fields optional. {@code as_of} is an
 * RFC 3339 date-time kept as the exact text received, so a parse-write round trip does not alter it.
 */
public record PortfolioContext(String asOf, String concentrationSummary, String exposureSummary,
                               String recentActivitySummary) {
}
