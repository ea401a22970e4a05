package com.bpidesk.app.analysis;

import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.util.converter.DefaultStringConverter;

/**
 * An editable cell of the positions table that types like a spreadsheet: Tab commits and edits the next cell
 * (Shift+Tab the previous one, wrapping to the next or previous row), and leaving the cell by clicking elsewhere
 * keeps what was typed instead of dropping it.
 */
final class PositionCell<S> extends TextFieldTableCell<S, String> {

    PositionCell() {
        super(new DefaultStringConverter());
    }

    @Override
    public void startEdit() {
        super.startEdit();
        if (!(getGraphic() instanceof TextField field)) {
            return;
        }
        field.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.TAB) {
                commitEdit(field.getText());
                move(e.isShiftDown() ? -1 : 1);
                e.consume();
            }
        });
        field.focusedProperty().addListener((o, was, now) -> {
            if (!now && isEditing()) {
                commitEdit(field.getText());
            }
        });
    }

    /** Edits the cell {@code step} columns away, wrapping across rows. */
    private void move(int step) {
        TableView<S> table = getTableView();
        int columns = table.getVisibleLeafColumns().size();
        int col = table.getVisibleLeafColumns().indexOf(getTableColumn());
        int row = getIndex();
        int flat = row * columns + col + step;
        if (flat < 0 || flat >= table.getItems().size() * columns) {
            return;
        }
        int nextRow = flat / columns;
        TableColumn<S, ?> next = table.getVisibleLeafColumns().get(flat % columns);
        table.getSelectionModel().select(nextRow, next);
        table.scrollTo(nextRow);
        javafx.application.Platform.runLater(() -> table.edit(nextRow, next));
    }
}
