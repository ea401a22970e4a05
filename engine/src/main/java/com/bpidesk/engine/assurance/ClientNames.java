package com.bpidesk.engine.assurance;

import java.util.Optional;

/**
 * A client's name from the organization's client book, so an examiner's bundle names people instead of investor ids
 * (ADR 0245). Provided by the signals feature (which owns the client book) and looked up when a bundle is built, since
 * that feature starts after this one.
 */
@FunctionalInterface
public interface ClientNames {

    /** The client's name; empty when the book has no such client. */
    Optional<String> name(String organizationId, String clientId);
}
