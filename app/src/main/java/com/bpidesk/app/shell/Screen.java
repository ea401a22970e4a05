package com.bpidesk.app.shell;

import javafx.scene.Node;

/**
 * A section of the main window (one entry of the navigation rail). The shell creates the view once,
 * on first visit, and calls {@link #onShow()} each time the user navigates to it.
 * A screen is a view plus its view model; the view model holds the state as JavaFX properties and is
 * tested without a stage.
 */
public interface Screen {

    /** Stable id, used for the remembered last screen and as the CSS id of the nav button ({@code nav-<id>}). */
    String id();

    /** The label in the navigation rail and the screen's heading. */
    String title();

    /** A one-character symbol shown in the navigation rail. */
    String glyph();

    /** Builds the view; called once, on the FX thread. */
    Node createView();

    /** Called on the FX thread each time the screen is shown (e.g. to refresh data off the FX thread). */
    default void onShow() {
    }
}
