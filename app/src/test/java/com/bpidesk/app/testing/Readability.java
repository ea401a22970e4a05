package com.bpidesk.app.testing;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;

/**
 * What a user cannot read on a rendered screen: a visible label, button or table cell whose text is cut with an
 * ellipsis while its tooltip does not carry the full text (a label, header or button cut is a problem even with the
 * full-text tooltip the app adds as a safety net, FullTextTooltips; a table or list cell is not), and a visible pane meant to show content (an expanded
 * titled pane, a table, a list, a scroll pane, a text area) squeezed to zero height. Call on the FX thread.
 */
public final class Readability {

    private Readability() {
    }

    /** The problems under {@code root}, each a readable line naming the node and the text. */
    public static List<String> problems(Node root) {
        List<String> out = new ArrayList<>();
        walk(root, out);
        return out;
    }

    private static void walk(Node n, List<String> out) {
        if (!n.isVisible() || !n.isManaged() && !(n instanceof Text)) {
            return;
        }
        if (n instanceof Labeled l && showsOnScreen(l)) {
            truncated(l).ifPresent(out::add);
        }
        if (squeezable(n) && showsOnScreen(n) && n.getLayoutBounds().getHeight() < 1) {
            out.add("zero-height " + n.getClass().getSimpleName() + describe(n));
        }
        if (n instanceof TitledPane tp && tp.isExpanded() && tp.getContent() != null && tp.getContent().isVisible()
                && tp.getContent().getLayoutBounds().getHeight() < 1 && showsOnScreen(tp)) {
            out.add("zero-height content of titled pane '" + tp.getText() + "'");
        }
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                walk(c, out);
            }
        }
    }

    private static boolean squeezable(Node n) {
        return n instanceof TableView<?> || n instanceof ListView<?> || n instanceof ScrollPane || n instanceof TextArea;
    }

    /** Inside the window (not scrolled out of sight or in a collapsed area) with a real width. */
    private static boolean showsOnScreen(Node n) {
        if (n.getScene() == null) {
            return false;
        }
        for (Node a = n; a != null; a = a.getParent()) {
            if (!a.isVisible()) {
                return false;
            }
        }
        Bounds b = n.localToScene(n.getLayoutBounds());
        return b != null && b.getMaxX() > 0 && b.getMaxY() > 0 && b.getMinX() < n.getScene().getWidth()
                && b.getMinY() < n.getScene().getHeight();
    }

    private static java.util.Optional<String> truncated(Labeled l) {
        String full = l.getText();
        if (full == null || full.isBlank()) {
            return java.util.Optional.empty();
        }
        String shown = shownText(l);
        if (shown == null || shown.equals(full)) {
            return java.util.Optional.empty();
        }
        String ellipsis = l.getEllipsisString() == null || l.getEllipsisString().isEmpty() ? "…" : l.getEllipsisString();
        if (!shown.contains(ellipsis) && !shown.contains("...")) {
            return java.util.Optional.empty();
        }
        Tooltip t = l.getTooltip();
        // the app's safety net (FullTextTooltips) excuses a cut table or list cell, never a cut label, header or button
        // (issue 27: "Brand n…", "Save br…", "Ch…" each had the net's tooltip and were still unreadable at a glance)
        boolean safetyNet = t != null && Boolean.TRUE.equals(t.getProperties().get("bpi.fullTextTooltip"));
        if (safetyNet && !(l instanceof javafx.scene.control.IndexedCell<?>)) {
            return java.util.Optional.of("cut to '" + shown + "' (full: '" + full + "') in " + l.getClass().getSimpleName() + describe(l));
        }
        if (t != null && t.getText() != null && t.getText().contains(full.strip())) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of("cut to '" + shown + "' (full: '" + full + "') in " + l.getClass().getSimpleName() + describe(l));
    }

    /** The text the skin draws (its Text child), or null before the skin exists. */
    private static String shownText(Labeled l) {
        for (Node c : l.getChildrenUnmodifiable()) {
            if (c instanceof Text t && t.isVisible()) {
                return t.getText();
            }
        }
        return null;
    }

    private static String describe(Node n) {
        StringBuilder sb = new StringBuilder();
        for (Node a = n; a != null && sb.length() < 200; a = a.getParent()) {
            if (a.getId() != null) {
                sb.append(" #").append(a.getId());
                break;
            }
        }
        return sb.toString();
    }
}
