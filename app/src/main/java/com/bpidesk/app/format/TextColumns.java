package com.bpidesk.app.format;

import java.util.function.Function;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;

/**
 * Table columns (and list cells) whose cells never hide meaning: the text wraps onto more lines at the column's or
 * list's width (the row grows) instead of being cut with an ellipsis, and a tooltip carries a table cell's full text.
 */
public final class TextColumns {

    private TextColumns() {
    }

    /** A column of wrapping text cells at least {@code minWidth} wide (preferred width the same). */
    public static <T> TableColumn<T, String> wrapping(String name, Function<T, String> value, double minWidth) {
        return wrapping(name, value, Function.identity(), minWidth);
    }

    /**
     * A column that sorts by the engine's value ({@code value}: an ISO instant, a fraction, an id) and shows it as
     * {@code shown} writes it (a local date, a percentage, a label), in wrapping text cells.
     */
    public static <T, V> TableColumn<T, V> wrapping(String name, Function<T, V> value, Function<V, String> shown, double minWidth) {
        TableColumn<T, V> c = new TableColumn<>(name);
        c.setCellValueFactory(cd -> new javafx.beans.property.ReadOnlyObjectWrapper<>(value.apply(cd.getValue())));
        c.setMinWidth(minWidth);
        c.setPrefWidth(minWidth);
        c.setCellFactory(col -> new TableCell<>() {
            // a Text node wrapped at the column's width: the row grows to show every line (a Labeled cell would cut)
            private final Text drawn = new Text();

            {
                drawn.wrappingWidthProperty().bind(col.widthProperty().subtract(10));
                drawn.fillProperty().bind(textFillProperty());
                drawn.fontProperty().bind(fontProperty());
                setPrefHeight(Region.USE_COMPUTED_SIZE);
            }

            @Override
            protected void updateItem(V item, boolean empty) {
                super.updateItem(item, empty);
                setText(null);
                String text = empty || item == null ? null : shown.apply(item);
                if (text == null) {
                    setGraphic(null);
                    setTooltip(null);
                    return;
                }
                drawn.setText(text);
                setGraphic(drawn);
                setTooltip(text.isBlank() ? null : new Tooltip(text));
            }

            /** The shown text (tests read what a user sees). */
            @Override
            public String toString() {
                return drawn.getText();
            }
        });
        return c;
    }

    /**
     * The column's title wraps onto a second line when the column is narrower than it ("Risk" / "tolerance"), so a
     * narrow column of short values keeps its whole title instead of an ellipsis. The title is drawn by a wrapping label
     * in the header (the column's own text is cleared so it is not drawn twice; the title stays its user data).
     */
    public static <T, V> TableColumn<T, V> wrappingHeader(TableColumn<T, V> c) {
        javafx.scene.control.Label title = new javafx.scene.control.Label(c.getText());
        title.setWrapText(true);
        title.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
        title.setAlignment(javafx.geometry.Pos.CENTER);
        title.getStyleClass().add("wrapping-column-title");
        javafx.scene.layout.StackPane holder = new javafx.scene.layout.StackPane(title);
        holder.prefWidthProperty().bind(c.widthProperty().subtract(12));
        title.maxWidthProperty().bind(holder.prefWidthProperty());
        c.setGraphic(holder);
        c.setUserData(c.getText());
        c.setText(null);
        return c;
    }

    /**
     * List cells that wrap their text at the list's width (the cell grows) instead of cutting it or scrolling sideways;
     * the list's text comes from {@code shown}.
     */
    public static <T> void wrappingCells(ListView<T> list, Function<T, String> shown) {
        list.setCellFactory(v -> new ListCell<>() {
            private final Text text = new Text();

            {
                text.wrappingWidthProperty().bind(list.widthProperty().subtract(30));
                text.fillProperty().bind(textFillProperty());
                text.fontProperty().bind(fontProperty());
                setPrefWidth(0);
            }

            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setText(null);
                if (empty || item == null) {
                    setGraphic(null);
                    return;
                }
                text.setText(shown.apply(item));
                setGraphic(text);
            }

            /** The shown text (tests read what a user sees). */
            @Override
            public String toString() {
                return text.getText();
            }
        });
    }
}
