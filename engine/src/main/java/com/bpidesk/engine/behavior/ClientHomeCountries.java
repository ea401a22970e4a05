package com.bpidesk.engine.behavior;

import java.util.Optional;

/**
 * The home country on a client's record in the organization's book, for B1 called with a {@code client_id}
 * ({@code home_country_source: client_record}). Provided by the signals feature (which owns the client book) and looked up
 * when a request needs it, since that feature starts after this one.
 */
@FunctionalInterface
public interface ClientHomeCountries {

    /** The client's ISO alpha-2 home country; empty when the organization's book has no such client. */
    Optional<String> homeCountry(String organizationId, String clientId);
}
