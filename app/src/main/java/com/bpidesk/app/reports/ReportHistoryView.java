package com.bpidesk.app.reports;

import com.bpidesk.app.AppContext;
import java.io.File;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/** The "Generated reports" card of the Reports screen: subject name and date per report, Open and Save a copy. */
final class ReportHistoryView {

    private final ReportHistory history;
    private final AppContext ctx;

    ReportHistoryView(ReportHistory history, AppContext ctx) {
        this.history = history;
        this.ctx = ctx;
    }

    Node build() {
        Label title = new Label("Generated reports");
        title.getStyleClass().add("section-title");
        ListView<ReportHistory.Entry> list = new ListView<>(history.entries());
        list.setId("reports-history");
        list.setPrefHeight(5 * 30 + 4);
        list.setMinHeight(Region.USE_PREF_SIZE);
        list.setPlaceholder(new Label("No reports yet."));
        com.bpidesk.app.format.TextColumns.wrappingCells(list, ReportHistory.Entry::text);
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                history.open(list.getSelectionModel().getSelectedItem());
            }
        });
        list.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                history.open(list.getSelectionModel().getSelectedItem());
            }
        });
        Button open = new Button("Open");
        open.setId("reports-history-open");
        open.setOnAction(e -> history.open(list.getSelectionModel().getSelectedItem()));
        Button save = new Button("Save a copy…");
        save.setId("reports-history-save");
        save.setOnAction(e -> {
            ReportHistory.Entry entry = list.getSelectionModel().getSelectedItem();
            if (entry == null) {
                return;
            }
            FileChooser fc = new FileChooser();
            fc.setTitle("Save the report");
            fc.setInitialFileName(entry.fileName());
            fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("PDF", "*.pdf"));
            File f = fc.showSaveDialog(ctx.window().get());
            if (f != null) {
                history.save(entry, f.toPath());
            }
        });
        var noneOrNotKept = Bindings.createBooleanBinding(() -> list.getSelectionModel().getSelectedItem() == null
                || !list.getSelectionModel().getSelectedItem().stored(), list.getSelectionModel().selectedItemProperty());
        open.disableProperty().bind(noneOrNotKept);
        save.disableProperty().bind(noneOrNotKept);
        HBox buttons = new HBox(8, open, save);
        buttons.setAlignment(Pos.CENTER_LEFT);
        Label status = new Label();
        status.setId("reports-history-status");
        status.getStyleClass().add("hint");
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.textProperty().bind(history.statusProperty());
        VBox card = new VBox(8, title, list, buttons, status);
        card.getStyleClass().add("card");
        return card;
    }
}
