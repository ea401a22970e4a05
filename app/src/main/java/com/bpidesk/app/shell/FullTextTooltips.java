package com.bpidesk.app.shell;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;

/**
 * The safety net for text that does not fit: after each layout pass, every label, button, header or table cell
 * whose text the skin had to cut with an ellipsis gets a tooltip with the full text (and loses it again once the
 * text fits). Tooltips the screens set themselves are left alone. Screens still size columns to content or wrap
 * text where the meaning matters; this makes sure nothing is ever unreadable, whatever the window size.
 *
 * <p>The pass walks the scene graph once per pulse that had layout work (a few thousand nodes: well under a
 * millisecond), on the FX thread.
 */
public final class FullTextTooltips {

    private static final String MARK = "bpi.fullTextTooltip";

    private FullTextTooltips() {
    }

    public static void install(Scene scene) {
        scene.addPostLayoutPulseListener(() -> {
            if (scene.getRoot() != null) {
                visit(scene.getRoot());
            }
        });
    }

    static void visit(Node n) {
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Labeled l) {
            update(l);
        }
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                visit(c);
            }
        }
    }

    private static void update(Labeled l) {
        Tooltip current = l.getTooltip();
        boolean ours = current != null && Boolean.TRUE.equals(current.getProperties().get(MARK));
        if (current != null && !ours) {
            return;
        }
        String full = l.getText();
        String shown = shownText(l);
        String ellipsis = l.getEllipsisString() == null || l.getEllipsisString().isEmpty() ? "..." : l.getEllipsisString();
        boolean cut = full != null && !full.isBlank() && shown != null && !shown.equals(full) && shown.contains(ellipsis);
        if (cut) {
            if (!ours || !full.equals(current.getText())) {
                Tooltip t = new Tooltip(full);
                t.setWrapText(true);
                t.setMaxWidth(600);
                t.getProperties().put(MARK, Boolean.TRUE);
                l.setTooltip(t);
            }
        } else if (ours) {
            l.setTooltip(null);
        }
    }

    private static String shownText(Labeled l) {
        for (Node c : l.getChildrenUnmodifiable()) {
            if (c instanceof Text t) {
                return t.getText();
            }
        }
        return null;
    }
}
