package com.bpidesk.engine.behavior;

import java.util.Optional;

/**
 * The name on a client's record in the organization's book, so a stored Behavioral DNA result names its client (issue 27,
 * ADR 0247). Provided by the signals feature (which owns the book and starts after this one) and looked up per request.
 */
@FunctionalInterface
public interface ClientNames {

    /** The client's name; empty when the organization's book has no such client (or no name for it). */
    Optional<String> name(String organizationId, String clientId);
}
