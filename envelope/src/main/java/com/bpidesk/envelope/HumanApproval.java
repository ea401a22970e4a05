package com.bpidesk.envelope;

/**
 * {@code human_approval}: the record of a human review. All fields optional; {@code reviewed_at} is an
 * RFC 3339 date-time kept as the exact text received.
 */
public record HumanApproval(String reviewedBy, String reviewedAt, String decision) {
}
