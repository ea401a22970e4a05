package com.bpidesk.engine.platform;

import java.util.Optional;

/**
 * The name on a client's record in the organization's client book, so that what an earlier feature keeps or exports
 * names people instead of client ids: an examiner's bundle (assurance, ADR 0245), a stored Behavioral DNA result
 * (behavior, ADR 0247). Provided through {@link Services} by the signals feature, which owns the client book and starts
 * after both, and looked up when needed. One interface for the one concept, in the platform because the features that
 * use it come before the feature that provides it.
 */
@FunctionalInterface
public interface ClientNames {

    /** The client's name; empty when the organization's book has no such client (or no name for it). */
    Optional<String> name(String organizationId, String clientId);
}
