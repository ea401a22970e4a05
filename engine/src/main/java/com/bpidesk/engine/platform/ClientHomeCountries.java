package com.bpidesk.engine.platform;

import java.util.Optional;

/**
 * The home country on a client's record in the organization's book, for B1 called with a {@code client_id}
 * ({@code home_country_source: client_record}). Provided through {@link Services} by the signals feature (which owns the
 * client book and starts after behavior) and looked up when a request needs it. In the platform, as {@link ClientNames}
 * is, because the feature that uses it comes before the feature that provides it: a feature provides only its own types
 * or a platform interface ({@link Services#provide}, ADR 0256).
 */
@FunctionalInterface
public interface ClientHomeCountries {

    /** The client's ISO alpha-2 home country; empty when the organization's book has no such client. */
    Optional<String> homeCountry(String organizationId, String clientId);
}
