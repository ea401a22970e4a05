package com.bpidesk.app.shell;

import com.bpidesk.app.AppContext;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * State of the main window: which screen is shown, the engine's state and the data mode for the
 * status bar. Engine health is read through the REST API, off the FX thread.
 */
public final class ShellViewModel {

    private final AppContext ctx;
    private final StringProperty currentScreen = new SimpleStringProperty("dashboard");
    private final StringProperty engineState = new SimpleStringProperty("Connecting…");
    private final StringProperty dataMode = new SimpleStringProperty("");
    private final BooleanProperty engineUp = new SimpleBooleanProperty(false);
    private final BooleanProperty demoReviewer = new SimpleBooleanProperty(false);
    private final StringProperty refreshedAt = new SimpleStringProperty("");
    private final StringProperty signedIn = new SimpleStringProperty("");

    public ShellViewModel(AppContext ctx) {
        this.ctx = ctx;
        currentScreen.set(ctx.settings().get(com.bpidesk.app.settings.AppSettings.LAST_SCREEN, "dashboard"));
        // written at once (off the FX thread), not only when the window closes: a crash or a kill keeps the last screen too
        // (issue 27: the app reopened on Settings although the last screen was Compliance review)
        currentScreen.addListener((obs, old, now) -> {
            ctx.settings().set(com.bpidesk.app.settings.AppSettings.LAST_SCREEN, now);
            ctx.tasks().run("Remembering the screen", () -> {
                ctx.settings().save();
                return now;
            }, saved -> { }, error -> { });
        });
    }

    /** F5: what was refreshed and when, for the status bar ("Dashboard refreshed today at 5:42 PM"). */
    public void refreshed(String screenTitle) {
        refreshedAt.set(screenTitle + " refreshed " + com.bpidesk.app.format.Formats.app().sinceToday(java.time.Instant.now()));
    }

    public StringProperty refreshedAtProperty() {
        return refreshedAt;
    }

    /** Reads {@code /health} and updates the engine state and data mode. */
    public void refreshHealth() {
        ctx.tasks().run("Checking engine", () -> ctx.api().platform().health(), health -> {
            engineUp.set("up".equals(health.status()));
            engineState.set("Engine " + or(health.status(), "?") + " · v" + or(health.version(), "?")
                    + " · " + ctx.api().platform().baseUrl());
            dataMode.set(or(health.dataMode(), ""));
            refreshPersona();
        }, error -> {
            engineUp.set(false);
            engineState.set("Engine unreachable: " + error);
        });
    }

    /** Whether the desk acts as the demo reviewer (ADR 0243): the status bar shows it while it does. */
    private void refreshPersona() {
        ctx.tasks().run("Checking who reviews", () -> ctx.api().platform().identity(),
                id -> {
                    demoReviewer.set(com.bpidesk.app.UserProfile.demoReviewer(id));
                    signedIn.set(signedIn(id));
                }, error -> demoReviewer.set(false));
    }

    /**
     * The status bar's "Signed in as Maria Lopez · your clients" for a key bound to a holder on a firm's server (need-to-know,
     * ADR 0252): whose clients every screen shows. Empty for a key bound to no holder (the desktop's own key sees the
     * whole organization, as before), so the desktop alone shows nothing new.
     */
    static String signedIn(com.bpidesk.app.client.platform.PlatformApi.Identity id) {
        String holder = id == null ? null : id.holderId();
        String name = id == null ? null : id.name();
        if (holder == null || holder.isBlank() || name == null || name.isBlank()) {
            return "";
        }
        return "Signed in as " + name + " · " + (id.scopeDescription() == null ? "" : id.scopeDescription());
    }

    public StringProperty signedInProperty() {
        return signedIn;
    }

    private static String or(String s, String otherwise) {
        return s == null ? otherwise : s;
    }

    public BooleanProperty demoReviewerProperty() {
        return demoReviewer;
    }

    public StringProperty currentScreenProperty() {
        return currentScreen;
    }

    public StringProperty engineStateProperty() {
        return engineState;
    }

    public StringProperty dataModeProperty() {
        return dataMode;
    }

    public BooleanProperty engineUpProperty() {
        return engineUp;
    }
}
