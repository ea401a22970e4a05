package com.bpidesk.engine.signals;

import java.util.OptionalLong;

/**
 * How many decision envelopes wait for human review in an organization, for the weekly digest. Implemented by the
 * assurance feature's review queue; {@link #NOT_INSTALLED} when that feature is not wired.
 */
public interface EnvelopeReviewQueue {

    /** The envelopes waiting for review for clients of {@code scope} (ADR 0252). */
    OptionalLong waitingForReview(String organizationId, com.bpidesk.engine.platform.auth.ClientScope scope);

    EnvelopeReviewQueue NOT_INSTALLED = (org, scope) -> OptionalLong.empty();
}
