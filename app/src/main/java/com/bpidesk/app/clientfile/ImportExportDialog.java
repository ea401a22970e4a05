package com.bpidesk.app.clientfile;

import com.bpidesk.app.format.TextColumns;
import com.bpidesk.app.AppContext;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The import dialog of the client file (issue 25, docs/client-file-import.md): the advisor chooses one of the client's
 * accounts and a broker export; the engine adds the records the account does not hold yet and the dialog says, in plain
 * words, what became of every row; the client's imports are listed with an Undo button each. The import adds records to
 * the client's file only: it executes no trade and sends nothing to the client, and the dialog says so.
 *
 * <p>Self-contained: {@link #content()} is the dialog's view (tests mount it alone), {@link #show(Window)} opens it in its
 * own window over the owner.
 */
public final class ImportExportDialog {

    private final ImportExportViewModel model;
    private final java.util.function.Supplier<Window> owner;
    private Parent content;

    /**
     * @param clientName the client's name as the caller shows it, or null (the engine's answer names the client)
     * @param accounts   the client's accounts (labels by type and currency), or empty to take them from the engine
     */
    public ImportExportDialog(AppContext ctx, String clientId, String clientName, List<ImportExportViewModel.Account> accounts) {
        this.model = new ImportExportViewModel(ctx, clientId, clientName, accounts);
        this.owner = ctx.window();
    }

    public ImportExportViewModel model() {
        return model;
    }

    /** Opens the dialog in its own window over {@code owner} and loads the client's imports. */
    public void show(Window parent) {
        DialogWindow.show(parent, model.clientNameProperty().map(n -> n.isBlank() ? "Import a broker export" : "Import a broker export · " + n),
                content(), 960, 720);
        model.load();
    }

    /** The dialog's view (built once). */
    public Parent content() {
        if (content == null) {
            content = build();
        }
        return content;
    }

    private Parent build() {
        Label title = new Label();
        title.getStyleClass().add("screen-title");
        title.textProperty().bind(model.clientNameProperty().map(n -> n.isBlank() ? "Import a broker export" : "Import a broker export for " + n));
        title.setWrapText(true);
        Label notice = wrapped("disclaimer");
        notice.setId("import-notice");
        notice.textProperty().bind(model.noticeProperty());

        ComboBox<ImportExportViewModel.Account> account = new ComboBox<>(model.accounts());
        account.setId("import-account");
        account.valueProperty().bindBidirectional(model.accountProperty());
        account.setPromptText("Choose an account");
        Button choose = new Button("Choose a file and import…");
        choose.setId("import-choose");
        choose.setDefaultButton(true);
        choose.disableProperty().bind(model.busyProperty().or(model.accountProperty().isNull()));
        choose.setOnAction(e -> chooseFile());
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(20, 20);
        spinner.visibleProperty().bind(model.busyProperty());
        Label accountLabel = new Label("Account");
        HBox chooser = new HBox(10, accountLabel, account, choose, spinner);
        chooser.setAlignment(Pos.CENTER_LEFT);

        Label what = wrapped("hint");
        what.setId("import-what");
        what.setText("Buys, sells, deposits and withdrawals are added to the chosen account, dividends and interest as its income. "
                + "Records the account already holds are recognised and not added twice.");
        Label status = wrapped("hint");
        status.setId("import-status");
        status.textProperty().bind(model.statusProperty());
        Label error = wrapped("error-text");
        error.setId("import-error");
        error.textProperty().bind(model.errorProperty());
        error.managedProperty().bind(model.errorProperty().isNotEmpty());
        Label counts = wrapped("section-title");
        counts.setId("import-counts");
        counts.textProperty().bind(model.countsProperty());
        Label rows = wrapped("hint");
        rows.setId("import-rows");
        rows.textProperty().bind(model.rowsProperty());
        ListView<String> details = new ListView<>(model.details());
        details.setId("import-details");
        details.setPlaceholder(DialogWindow.placeholder("After an import, the rows that were not added are listed here with the reason."));
        TextColumns.wrappingCells(details, t -> t);
        details.setPrefHeight(180);
        VBox result = DialogWindow.card(new VBox(6, counts, rows, details));
        VBox.setVgrow(details, Priority.ALWAYS);

        Label logTitle = new Label("Imports of this client");
        logTitle.getStyleClass().add("section-title");
        ListView<ImportExportViewModel.ImportRow> log = new ListView<>(model.imports());
        log.setId("import-log");
        log.setPlaceholder(DialogWindow.placeholder("No broker export has been imported for this client yet."));
        log.setCellFactory(v -> new ImportCell());
        log.setPrefHeight(200);
        VBox logBox = DialogWindow.card(new VBox(6, logTitle, log));
        VBox.setVgrow(log, Priority.ALWAYS);

        VBox root = new VBox(12, title, notice, DialogWindow.card(new VBox(8, chooser, what, status, error)), result, logBox);
        VBox.setVgrow(result, Priority.ALWAYS);
        VBox.setVgrow(logBox, Priority.ALWAYS);
        root.setPadding(new Insets(20));
        root.getStyleClass().add("screen");
        root.setId("import-dialog");
        return root;
    }

    private void chooseFile() {
        FileChooser fc = new FileChooser();
        fc.setTitle("Choose the broker's export");
        fc.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Broker exports (CSV, Excel workbook)", "*.csv", "*.txt", "*.tsv",
                "*.xlsx"), new FileChooser.ExtensionFilter("All files", "*.*"));
        File file = fc.showOpenDialog(content.getScene() == null ? owner.get() : content.getScene().getWindow());
        if (file != null) {
            importFile(file.toPath());
        }
    }

    /** Imports the file into the chosen account (what the file chooser does once a file is chosen). */
    public void importFile(Path file) {
        model.importFile(file);
    }

    /** An import of the log: what it was and did, with its Undo button (disabled once undone). */
    private final class ImportCell extends ListCell<ImportExportViewModel.ImportRow> {
        @Override
        protected void updateItem(ImportExportViewModel.ImportRow row, boolean empty) {
            super.updateItem(row, empty);
            if (empty || row == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            Label t = new Label(row.title());
            t.getStyleClass().add("hit-title");
            Label d = new Label(row.detail());
            d.getStyleClass().add("hint");
            d.setWrapText(true);
            VBox text = new VBox(2, t, d);
            HBox.setHgrow(text, Priority.ALWAYS);
            text.setMinWidth(0);
            Button undo = new Button(row.undone() ? "Undone" : "Undo");
            undo.getStyleClass().add("import-undo");
            undo.setMinWidth(Region.USE_PREF_SIZE);
            undo.disableProperty().bind(model.busyProperty().or(new javafx.beans.property.SimpleBooleanProperty(row.undone())));
            undo.setOnAction(e -> model.undo(row));
            HBox box = new HBox(12, text, undo);
            box.setAlignment(Pos.CENTER_LEFT);
            box.maxWidthProperty().bind(getListView().widthProperty().subtract(36));
            setText(null);
            setGraphic(box);
        }
    }

    private static Label wrapped(String style) {
        Label l = new Label();
        l.getStyleClass().add(style);
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }
}
