package com.bpidesk.app.shell;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/** A section whose screen is not part of this build yet: says so plainly instead of showing nothing. */
public final class PendingScreen implements Screen {
    private final String id;
    private final String title;
    private final String glyph;
    private final String purpose;

    public PendingScreen(String id, String title, String glyph, String purpose) {
        this.id = id;
        this.title = title;
        this.glyph = glyph;
        this.purpose = purpose;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public String glyph() {
        return glyph;
    }

    @Override
    public Node createView() {
        Label heading = new Label(title);
        heading.getStyleClass().add("screen-title");
        Label text = new Label(purpose + "\n\nThis section is not available in this build.");
        text.setWrapText(true);
        text.getStyleClass().add("empty-state");
        VBox box = new VBox(12, heading, text);
        box.setAlignment(Pos.TOP_LEFT);
        box.getStyleClass().add("screen");
        return box;
    }
}
