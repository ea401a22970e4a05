package com.bpidesk.app.format;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;

/**
 * Table columns whose cells never hide meaning: the text wraps onto more lines at the column's width (the row
 * grows) instead of being cut with an ellipsis, and a tooltip carries the full text.
 */
public final class TextColumns {

    private TextColumns() {
    }

    /** A column of wrapping text cells at least {@code minWidth} wide (preferred width the same). */
    public static <T> TableColumn<T, String> wrapping(String name, Function<T, String> value, double minWidth) {
        TableColumn<T, String> c = new TableColumn<>(name);
        c.setCellValueFactory(cd -> new ReadOnlyStringWrapper(value.apply(cd.getValue())));
        c.setMinWidth(minWidth);
        c.setPrefWidth(minWidth);
        c.setCellFactory(col -> new TableCell<>() {
            // a Text node wrapped at the column's width: the row grows to show every line (a Labeled cell would cut)
            private final Text shown = new Text();

            {
                shown.wrappingWidthProperty().bind(col.widthProperty().subtract(10));
                shown.fillProperty().bind(textFillProperty());
                shown.fontProperty().bind(fontProperty());
                setPrefHeight(Region.USE_COMPUTED_SIZE);
            }

            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(null);
                if (empty || text == null) {
                    setGraphic(null);
                    setTooltip(null);
                    return;
                }
                shown.setText(text);
                setGraphic(shown);
                setTooltip(text.isBlank() ? null : new Tooltip(text));
            }

            /** The shown text (tests read what a user sees). */
            @Override
            public String toString() {
                return shown.getText();
            }
        });
        return c;
    }
}
