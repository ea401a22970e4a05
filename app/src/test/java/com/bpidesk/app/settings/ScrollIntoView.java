package com.bpidesk.app.settings;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;
import org.testfx.api.FxRobot;

/**
 * Scrolls the Settings page so a node is in view before a test clicks it: the page is taller than the window, and
 * TestFX clicks only what is visible.
 */
final class ScrollIntoView {

    private ScrollIntoView() {
    }

    static String of(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        robot.interact(() -> {
            Parent p = node.getParent();
            while (p != null && !(p instanceof ScrollPane)) {
                p = p.getParent();
            }
            if (p instanceof ScrollPane scroll && scroll.getContent() != null) {
                Node content = scroll.getContent();
                Bounds b = content.sceneToLocal(node.localToScene(node.getBoundsInLocal()));
                double free = content.getBoundsInLocal().getHeight() - scroll.getViewportBounds().getHeight();
                if (free > 0) {
                    double target = b.getMinY() - scroll.getViewportBounds().getHeight() / 3;
                    scroll.setVvalue(Math.max(0, Math.min(1, target / free)));
                }
            }
        });
        robot.interact(() -> { });
        return query;
    }
}
