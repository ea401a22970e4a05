package com.bpidesk.app;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.settings.AppSettings;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/**
 * The desktop user's identity (ADR 0135): a name and a role entered once (Settings, Your profile), kept in
 * {@code app-settings.properties}, and recorded by the engine as the holder of the desktop app's own key, so every
 * review made from this desk is recorded under that person. On a firm's server the identity is the key's holder,
 * set by the administrator; the app shows it and cannot change it.
 *
 * <p>Call {@link #sync} off the FX thread: it reads {@code GET /api/identity} and, when this desk may name its key's
 * holder ({@code can_edit}) and the profile differs, sends the profile with {@code PUT /api/identity}.
 */
public final class UserProfile {

    public static final String NAME = "profile.name";
    public static final String ROLE = "profile.role";

    private UserProfile() {
    }

    /** The engine's view of who is calling, after sending the desk's profile when it may. */
    public static JsonNode sync(EngineClient client, AppSettings settings) {
        JsonNode identity = client.get("/api/identity");
        String name = settings.get(NAME, "").trim();
        String role = settings.get(ROLE, "").trim();
        if (identity.path("can_edit").asBoolean() && !name.isEmpty()
                && (!name.equals(identity.path("name").asText("")) || !role.equals(identity.path("role").asText("")))) {
            identity = client.put("/api/identity", Map.of("name", name, "role", role));
        }
        return identity;
    }

    /** "Jane Doe (Compliance officer)", or empty when the identity names nobody. */
    public static String display(JsonNode identity) {
        if (identity == null || !identity.path("identified").asBoolean()) {
            return "";
        }
        String role = identity.path("role").asText("");
        return identity.path("name").asText() + (role.isBlank() ? "" : " (" + role + ")");
    }
}
