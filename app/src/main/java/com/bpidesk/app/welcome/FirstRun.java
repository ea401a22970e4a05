package com.bpidesk.app.welcome;

import com.bpidesk.app.settings.AppSettings;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Decides whether the first-run welcome is shown and records the user's choice. The welcome appears when
 * no choice has been recorded and the data directory holds neither app settings nor a database: a new
 * user, not an existing one upgrading to a version that has a welcome.
 */
public final class FirstRun {

    /** Settings key holding the {@link WelcomeChoice} id. */
    public static final String CHOICE = "welcome.choice";

    private FirstRun() {
    }

    public static boolean isFirstRun(AppSettings settings, Path dataDir) {
        if (settings.get(CHOICE).isPresent()) {
            return false;
        }
        return !Files.exists(dataDir.resolve(AppSettings.FILE_NAME)) && !Files.exists(dataDir.resolve("db"));
    }

    /** Remembers the choice (and the screen to open first) and writes the settings. */
    public static void remember(AppSettings settings, WelcomeChoice choice) {
        settings.set(CHOICE, choice.id()).set(AppSettings.LAST_SCREEN, choice.firstScreen()).save();
    }
}
