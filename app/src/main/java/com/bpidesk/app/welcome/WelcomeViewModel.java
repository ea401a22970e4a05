package com.bpidesk.app.welcome;

import com.bpidesk.app.client.EngineApis;
import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.tasks.BackgroundTasks;
import java.net.URI;
import java.time.Duration;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The first-run welcome's state: the firm-engine form (URL, key), a message, and whether a connection test
 * is running. Each choice is remembered in the settings, then {@code onChosen} continues the start-up.
 */
public final class WelcomeViewModel {

    private final AppSettings settings;
    private final BackgroundTasks tasks;
    private final Consumer<WelcomeChoice> onChosen;
    private final StringProperty engineUrl = new SimpleStringProperty("https://");
    private final StringProperty apiKey = new SimpleStringProperty("");
    private final StringProperty message = new SimpleStringProperty("");
    private final BooleanProperty busy = new SimpleBooleanProperty(false);

    public WelcomeViewModel(AppSettings settings, BackgroundTasks tasks, Consumer<WelcomeChoice> onChosen) {
        this.settings = settings;
        this.tasks = tasks;
        this.onChosen = onChosen;
    }

    /** Demo mode with the shipped demo book and sample portfolios. */
    public void chooseDemo() {
        choose(WelcomeChoice.DEMO);
    }

    /** The embedded engine; the main window opens on the import screen. */
    public void chooseImport() {
        choose(WelcomeChoice.IMPORT);
    }

    /**
     * Checks that a BPI Desk engine answers at the URL ({@code /health}), then remembers the URL and key as
     * the engine connection (Settings shows and changes them later).
     */
    public void connectToFirmEngine() {
        String url = engineUrl.get() == null ? "" : engineUrl.get().trim();
        String key = apiKey.get() == null ? "" : apiKey.get().trim();
        if (!url.matches("https?://[^\\s/]+.*")) {
            message.set("Enter the engine's address, starting with https:// (or http:// on a trusted network).");
            return;
        }
        if (key.isEmpty()) {
            message.set("Enter the API key your firm's administrator gave you (it starts with bpi_).");
            return;
        }
        busy.set(true);
        message.set("Connecting to " + url + " …");
        tasks.run("Connecting to the firm's engine", () -> {
            var health = EngineApis.http(new EngineClient(URI.create(url), key, Duration.ofSeconds(10))).platform().health();
            if (health.status() == null || health.version() == null) {
                throw new IllegalStateException("The server at " + url + " answered, but it is not a BPI Desk engine.");
            }
            return health;
        }, health -> {
            busy.set(false);
            settings.set(AppSettings.ENGINE_MODE, "remote").set(AppSettings.ENGINE_URL, url).set(AppSettings.ENGINE_KEY, key);
            message.set("");
            choose(WelcomeChoice.REMOTE);
        }, error -> {
            busy.set(false);
            message.set("Could not reach a BPI Desk engine at " + url + ": " + error);
        });
    }

    private void choose(WelcomeChoice choice) {
        FirstRun.remember(settings, choice);
        onChosen.accept(choice);
    }

    public StringProperty engineUrlProperty() {
        return engineUrl;
    }

    public StringProperty apiKeyProperty() {
        return apiKey;
    }

    public StringProperty messageProperty() {
        return message;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }
}
