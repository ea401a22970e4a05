package com.bpidesk.app.client.platform;

import com.bpidesk.app.client.Api;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * The platform's API (engine/src/main/resources/openapi/platform.yaml and identity.yaml): the engine's health, the change
 * counters the app watches (ADR 0138), and who is calling (ADR 0135, ADR 0243), as records mirroring the schemas.
 */
public interface PlatformApi {

    /** {@code GET /health}. */
    Health health();

    /** The topics' change counters ({@code GET /api/changes}). */
    Changes changes();

    /** Who is calling ({@code GET /api/identity}). */
    Identity identity();

    /** Records the desk's name and role as the key's holder ({@code PUT /api/identity}; only where the key may). */
    Identity updateIdentity(String name, String role);

    /** Acts as the demo reviewer, or as oneself with null ({@code PUT /api/identity/persona}; demo mode only). */
    Identity persona(String persona);

    /** The organization's reviewers by name, to assign a decision to ({@code GET /api/identity/reviewers}, ADR 0258). */
    Reviewers reviewers();

    /** The engine's address, as people see it in the status bar. */
    String baseUrl();

    /** The answer of {@code GET /api/identity/reviewers}: names only, never key ids. */
    @Api.Response(path = "/api/identity/reviewers")
    record Reviewers(List<Reviewer> items) {
        public Reviewers {
            items = items == null ? List.of() : List.copyOf(items);
        }
    }

    /** A reviewer's name; {@code demoOnly} for the demo reviewer persona (demo mode). */
    record Reviewer(String name, boolean demoOnly) {
    }

    /** Schema {@code Health}. */
    @Api.Schema("Health")
    record Health(String status, String version, String dataMode) {
    }

    /** The answer of {@code GET /api/changes}: {@code epoch} moves when the engine restarts. */
    @Api.Response(path = "/api/changes")
    record Changes(String epoch, Map<String, Long> topics) {
        public Changes {
            topics = topics == null ? Map.of() : topics;
        }
    }

    /**
     * Schema {@code Identity}: {@code persona} is {@code demo_reviewer} while the desk acts as the demo reviewer; a field the
     * engine leaves out stays null (and is left out again when the identity is written back as JSON).
     */
    @Api.Schema("Identity")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Identity(Boolean identified, String name, String role, Boolean canEdit, Boolean canReview, String cannotReviewReason,
                    String persona, Boolean demoReviewerAvailable, String holderId, String scope, String scopeDescription) {

        public boolean isIdentified() {
            return Boolean.TRUE.equals(identified);
        }

        public boolean mayEdit() {
            return Boolean.TRUE.equals(canEdit);
        }

        public boolean demoReviewerOffered() {
            return Boolean.TRUE.equals(demoReviewerAvailable);
        }
    }
}
