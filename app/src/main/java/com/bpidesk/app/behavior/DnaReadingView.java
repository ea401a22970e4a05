package com.bpidesk.app.behavior;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Under the row report of a scored file (issue 24, ADR 0257): the saved mapping it was read with and a way to forget it,
 * the workbook sheet read and why with a choice of another, and a pane with one dropdown per column (its role) and per
 * type word (its meaning) and "Read again".
 */
final class DnaReadingView {

    private final DnaReadingModel model;
    private final Runnable readAgain;
    private final Runnable forget;
    private final ObservableBooleanValue busy;

    DnaReadingView(DnaReadingModel model, Runnable readAgain, Runnable forget, ObservableBooleanValue busy) {
        this.model = model;
        this.readAgain = readAgain;
        this.forget = forget;
        this.busy = busy;
    }

    Node build() {
        Label saved = wrapping(new Label(), "dna-reading-saved");
        saved.textProperty().bind(model.savedLineProperty());
        Button forgetButton = new Button("Forget this mapping");
        forgetButton.setId("dna-reading-forget");
        forgetButton.setMinWidth(Region.USE_PREF_SIZE);
        forgetButton.setOnAction(e -> forget.run());
        forgetButton.visibleProperty().bind(model.savedProperty());
        forgetButton.managedProperty().bind(forgetButton.visibleProperty());
        HBox savedRow = new HBox(10, saved, forgetButton);
        savedRow.setAlignment(Pos.CENTER_LEFT);
        savedRow.visibleProperty().bind(model.savedLineProperty().isNotEmpty());
        savedRow.managedProperty().bind(savedRow.visibleProperty());

        Label sheetLine = wrapping(new Label(), "dna-reading-sheet-line");
        sheetLine.getStyleClass().add("hint");
        sheetLine.textProperty().bind(model.sheetLineProperty());
        ComboBox<String> sheet = new ComboBox<>(model.sheets());
        sheet.setId("dna-reading-sheet");
        sheet.valueProperty().bindBidirectional(model.sheetProperty());
        sheet.setMinWidth(160);
        Label pick = new Label("Read another sheet:");
        pick.setMinWidth(Region.USE_PREF_SIZE);
        HBox sheetPick = new HBox(10, pick, sheet);
        sheetPick.setAlignment(Pos.CENTER_LEFT);
        sheetPick.visibleProperty().bind(Bindings.size(model.sheets()).greaterThan(1));
        sheetPick.managedProperty().bind(sheetPick.visibleProperty());
        VBox sheetBox = new VBox(4, sheetLine, sheetPick);
        sheetBox.visibleProperty().bind(model.sheetLineProperty().isNotEmpty());
        sheetBox.managedProperty().bind(sheetBox.visibleProperty());

        FlowPane columns = new FlowPane(12, 8);
        columns.setId("dna-reading-columns");
        FlowPane words = new FlowPane(12, 8);
        words.setId("dna-reading-words");
        Runnable rebuild = () -> {
            columns.getChildren().clear();
            for (DnaReadingModel.Column c : model.columns()) {
                columns.getChildren().add(choice("dna-role-" + c.index(), c.shown(), DnaReadingModel.ROLES, c.role()));
            }
            words.getChildren().clear();
            int i = 0;
            for (DnaReadingModel.Word w : model.words()) {
                i++;
                String rows = com.bpidesk.app.format.Formats.app().number(w.rows(), 0) + (w.rows() == 1 ? " row" : " rows");
                words.getChildren().add(choice("dna-word-" + i, "\u201c" + w.word() + "\u201d (" + rows + ")", DnaReadingModel.MEANINGS,
                        w.meaning()));
            }
        };
        model.columns().addListener((ListChangeListener<DnaReadingModel.Column>) ch -> rebuild.run());
        model.words().addListener((ListChangeListener<DnaReadingModel.Word>) ch -> rebuild.run());
        rebuild.run();
        Label columnsTitle = new Label("What each column holds");
        columnsTitle.getStyleClass().add("section-title");
        Label wordsTitle = new Label("What each type word means");
        wordsTitle.getStyleClass().add("section-title");
        wordsTitle.visibleProperty().bind(Bindings.isNotEmpty(model.words()));
        wordsTitle.managedProperty().bind(wordsTitle.visibleProperty());
        words.visibleProperty().bind(wordsTitle.visibleProperty());
        words.managedProperty().bind(words.visibleProperty());

        Button again = new Button("Read again");
        again.setId("dna-read-again");
        again.setMinWidth(Region.USE_PREF_SIZE);
        again.setOnAction(e -> readAgain.run());
        again.disableProperty().bind(busy);
        CheckBox remember = new CheckBox("Remember for files with these columns");
        remember.setId("dna-reading-remember");
        remember.setMinWidth(Region.USE_PREF_SIZE);
        remember.selectedProperty().bindBidirectional(model.rememberProperty());
        Label note = wrapping(new Label("Reading again changes only how the file's rows are read: nothing is traded and nothing is "
                + "sent to the client."), null);
        note.getStyleClass().add("hint");
        HBox actions = new HBox(12, again, remember);
        actions.setAlignment(Pos.CENTER_LEFT);
        VBox body = new VBox(8, columnsTitle, columns, wordsTitle, words, actions, note);
        body.setPadding(new Insets(8));
        TitledPane pane = new TitledPane("How the file was read: change a column or a type word, then read again", body);
        pane.setId("dna-reading");
        pane.setExpanded(false);
        pane.setAnimated(false); // opened at once: a snapshot or a quick look never catches it half open
        pane.setMinHeight(Region.USE_PREF_SIZE);

        VBox card = new VBox(6, savedRow, sheetBox, pane);
        card.setId("dna-reading-card");
        card.visibleProperty().bind(model.activeProperty());
        card.managedProperty().bind(card.visibleProperty());
        return card;
    }

    private static VBox choice(String id, String title, java.util.List<DnaReadingModel.Option> options,
                               javafx.beans.property.StringProperty value) {
        ComboBox<DnaReadingModel.Option> box = new ComboBox<>();
        box.setId(id);
        box.getItems().setAll(options);
        box.setValue(DnaReadingModel.option(options, value.get()));
        box.valueProperty().addListener((o, a, v) -> value.set(v == null ? "" : v.id()));
        box.setPrefWidth(170);
        Label h = new Label(title);
        h.getStyleClass().add("hint");
        h.setMaxWidth(170);
        return new VBox(2, h, box);
    }

    private static Label wrapping(Label l, String id) {
        if (id != null) {
            l.setId(id);
        }
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }
}
