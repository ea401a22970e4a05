package com.bpidesk.engine.signals;

import java.util.OptionalLong;

/**
 * How many decision envelopes wait for human review in an organization, for the weekly digest. Implemented by the
 * assurance feature's review queue; {@link #NOT_INSTALLED} when that feature is not wired.
 */
public interface EnvelopeReviewQueue {

    OptionalLong waitingForReview(String organizationId);

    EnvelopeReviewQueue NOT_INSTALLED = org -> OptionalLong.empty();
}
