package com.bpidesk.app;

import com.bpidesk.app.client.platform.PlatformApi;
import com.bpidesk.app.client.platform.PlatformApi.Identity;
import com.bpidesk.app.settings.AppSettings;
import java.util.List;
import java.util.Locale;

/**
 * The desktop user's identity (ADR 0135, ADR 0243): a name and a role (advisor, reviewer or administrator) entered once
 * (Settings, Your profile), kept in {@code app-settings.properties}, and recorded by the engine as the holder of the
 * desktop app's own key, so every review made from this desk is recorded under that person. On a firm's server the
 * identity is the key's holder, set by the administrator; the app shows it and cannot change it.
 *
 * <p>A desk alone is one person: it cannot review its own proposals. In demo mode the user may act as the labelled demo
 * reviewer ({@link #actAsDemoReviewer}) to show the workflow; the status bar says so while it is on.
 *
 * <p>Call {@link #sync} and {@link #actAsDemoReviewer} off the FX thread: they call the engine. The identity is the typed
 * {@link Identity} (ADR 0255), on every screen.
 */
public final class UserProfile {

    public static final String NAME = "profile.name";
    public static final String ROLE = "profile.role";
    /** The roles, as the engine names them (ADR 0243). */
    public static final List<String> ROLES = List.of("advisor", "reviewer", "administrator");

    private UserProfile() {
    }

    /** The engine's view of who is calling, after sending the desk's profile when it may. */
    public static Identity sync(PlatformApi api, AppSettings settings) {
        Identity identity = api.identity();
        String name = settings.get(NAME, "").trim();
        String role = role(settings.get(ROLE, ""));
        if (identity.mayEdit() && !name.isEmpty() && (!name.equals(text(identity.name())) || !role.equals(text(identity.role())))) {
            identity = api.updateIdentity(name, role);
        }
        return identity;
    }

    /** Turns the demo reviewer persona on or off (demo mode only; the engine refuses it otherwise) and returns the identity. */
    public static Identity actAsDemoReviewer(PlatformApi api, boolean on) {
        return api.persona(on ? "demo_reviewer" : null);
    }

    /** True while the desk acts as the demo reviewer. */
    public static boolean demoReviewer(Identity identity) {
        return identity != null && "demo_reviewer".equals(identity.persona());
    }

    /** "Jane Doe (Reviewer)", or empty when the identity names nobody. */
    public static String display(Identity identity) {
        if (identity == null || !identity.isIdentified()) {
            return "";
        }
        String role = text(identity.role());
        return demoReviewer(identity) || role.isBlank() ? text(identity.name()) : text(identity.name()) + " (" + roleLabel(role) + ")";
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }

    /**
     * A profile's role as one of {@link #ROLES}: the word itself, or a role typed before the vocabulary mapped as the
     * engine's migration maps it ("Compliance officer" is a reviewer, "System administrator" an administrator, anything
     * else an advisor, who cannot review).
     */
    public static String role(String typed) {
        String t = typed == null ? "" : typed.trim().toLowerCase(Locale.ROOT);
        if (ROLES.contains(t)) {
            return t;
        }
        if (t.contains("admin")) {
            return "administrator";
        }
        if (t.contains("review") || t.contains("compliance") || t.contains("checker") || t.contains("supervis")) {
            return "reviewer";
        }
        return "advisor";
    }

    /** "Advisor", "Reviewer", "Administrator": a role word for a person. */
    public static String roleLabel(String role) {
        return role == null || role.isBlank() ? "" : Character.toUpperCase(role.charAt(0)) + role.substring(1);
    }
}
