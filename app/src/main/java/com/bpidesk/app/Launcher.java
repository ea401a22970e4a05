package com.bpidesk.app;

import javafx.application.Application;

/**
 * Entry point on the class path. A separate class from the {@link Application} subclass so the JavaFX
 * runtime is found when the jars are on the class path (see docs/architecture.md).
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        Application.launch(BpiDeskApp.class, args);
    }
}
