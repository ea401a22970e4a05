package com.bpidesk.app.welcome;

import java.util.Arrays;
import java.util.Optional;

/**
 * What the user chose on the first-run welcome, remembered in the app settings ({@link FirstRun#CHOICE}).
 * {@code firstScreen} is where the main window opens after the choice.
 */
public enum WelcomeChoice {
    /** Explore with the shipped demo book and sample portfolios (the embedded engine's demo data). */
    DEMO("demo", "dashboard"),
    /** Use the embedded engine and start by importing one's own CSV files (client book, portfolios). */
    IMPORT("import", "clients"),
    /** Use a firm's shared engine by URL and API key. */
    REMOTE("remote", "dashboard");

    private final String id;
    private final String firstScreen;

    WelcomeChoice(String id, String firstScreen) {
        this.id = id;
        this.firstScreen = firstScreen;
    }

    public String id() {
        return id;
    }

    public String firstScreen() {
        return firstScreen;
    }

    public static Optional<WelcomeChoice> parse(String id) {
        return Arrays.stream(values()).filter(c -> c.id.equals(id)).findFirst();
    }
}
